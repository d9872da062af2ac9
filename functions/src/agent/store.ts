/**
 * What the meter collector's functions (agent/enroll.ts, agent/report.ts) read and write, behind
 * one interface: agentCodes/{sha256(code)}, agentSites/{siteId}, the company's devices and
 * administrator, a device's snapshots, `agent`/`agentRefused` and monthly reading, and toner
 * tickets. The Firestore adapter is agent/firestore-store.ts; the unit tests use an in-memory one.
 * Every decision is made by the pure functions the store is handed (each inside its transaction),
 * so the fake and the adapter store the same documents.
 */
import type { Counters } from '../readings/writer.js';

import type { TonerColor } from '../../../src/domain/toner-colors.js';

export type { TonerColor };

/** agentCodes/{sha256(code)}: a one-time installation code (the code itself is never stored). */
export interface AgentCodeDoc {
  clientId: string;
  createdAt: Date;
  createdBy: string;
  expiresAt: Date;
  usedAt: Date | null;
  siteId: string | null;
}

/** agentSites/{siteId}: an enrolled collector (the key itself is never stored, only its hash). */
export interface AgentSiteDoc {
  clientId: string;
  keyHash: string;
  enrolledAt: Date;
  codeCreatedBy: string;
  agentVersion: string;
  revokedAt: Date | null;
  revokedBy: string | null;
  lastReportAt: Date | null;
  lastReportVersion: string | null;
}

/** What an enrolment transaction decides from the stored code. */
export type EnrollDecision =
  { kind: 'enroll'; siteId: string; site: AgentSiteDoc } | { kind: 'unknown' | 'used' | 'expired' };

export interface AgentSite {
  siteId: string;
  clientId: string;
  revoked: boolean;
}

/** A company's device as the serial match needs it. */
export interface DeviceRef {
  id: string;
  serial: string;
}

export interface Supply {
  description: string;
  color: TonerColor | null;
  level: number | null;
  max: number | null;
  percent: number | null;
}

/** equipment/{id}.agent: the last accepted report of the device. */
export interface AgentState {
  siteId: string;
  at: Date;
  total: number;
  bw: number;
  color: number;
  supplies: Supply[];
}

/** equipment/{id}.agentRefused: the last counter that went backwards, for the desk. */
export interface AgentRefusal {
  at: Date;
  bw: number;
  color: number;
  floorBw: number;
  floorColor: number;
  message: string;
  /** The colour counter of a colour device could not be read (`color` is then the floor's). */
  colorUnread?: true;
}

/** equipment/{id}/snapshots/{day}: the day's latest report of the device. */
export interface SnapshotDoc extends Omit<AgentState, 'siteId'> {
  day: string;
  siteId: string;
}

/** equipment/{id}/readings/{month} as the collector writes it (submitReading's shape). */
export interface AgentReadingDoc extends Counters {
  month: string;
  previous: Counters;
  source: 'automatica';
  by: string;
  at: Date;
}

/** What a printer's transaction reads. */
export interface PrinterSnapshot {
  /** The device (null when it vanished since the serial match). */
  device: {
    clientId: string;
    color: boolean;
    model: string;
    serial: string;
    lastReading: Counters | null;
    startCounters: Counters;
    lastReadingMonth: string;
    contractEnded: boolean;
    /** The contract's promised times (a new ticket's clock); either may be missing. */
    contract: { responseHours?: number; resolutionHours?: number };
  } | null;
  /** Whether readings/{month} exists. */
  readingExists: boolean;
  /** Whether monthCloses/{month} says 'cerrado'. */
  monthClosed: boolean;
}

/** What a printer's transaction writes. */
export type PrinterPlan =
  | { kind: 'missing' }
  | { kind: 'refused'; message: string; refusal: AgentRefusal }
  | {
      kind: 'accepted';
      snapshot: SnapshotDoc;
      agent: AgentState;
      /** The month's automatic reading, with the device's lastReading (null: none now). */
      reading: AgentReadingDoc | null;
    };

/** agentSites/{siteId}.lastReportAt / lastReportVersion after a report. */
export interface SiteTouch {
  siteId: string;
  now: Date;
  version: string;
}

/**
 * The most printers one recordPrinters transaction holds: a report of 500 printers is 5
 * transactions of at most 100 devices read and 301 documents written each.
 */
export const REPORT_CHUNK = 100;

/** A toner ticket as createDeskTicket shapes it (createdAt: the store's clock). */
export interface TonerTicketDoc {
  equipmentId: string;
  clientId: string;
  authorUid: string;
  clientEmail: string;
  equipment: { model: string; serial: string };
  status: 'Abierto';
  open: true;
  statusChangedAt: null;
  statusChangedBy: null;
  lastReplyAt: null;
  kind: 'toner';
  tonerColors: TonerColor[];
  description: string;
  /** Opened by the meter collector (its service e-mail says so: service/emails.ts). */
  openedByCollector: true;
  [serviceKey: string]: unknown;
}

export interface AgentStore {
  /** Stores agentCodes/{hash}. */
  createCode(hash: string, code: AgentCodeDoc): Promise<void>;
  clientExists(clientId: string): Promise<boolean>;
  /**
   * One transaction: reads agentCodes/{hash}, asks `decide`, and when it enrols creates
   * agentSites/{siteId} and marks the code used (usedAt, siteId). Resolves to the decision.
   */
  enroll(
    hash: string,
    decide: (code: AgentCodeDoc | null) => EnrollDecision,
    now: Date,
  ): Promise<EnrollDecision>;
  /** Marks the site revoked (false: no such site). An already revoked site keeps its first date. */
  revokeSite(siteId: string, by: string, now: Date): Promise<boolean>;
  /** The site whose keyHash is `hash`, or null. */
  siteByKeyHash(hash: string): Promise<AgentSite | null>;
  /** The company's devices (id and serial). */
  devicesOf(clientId: string): Promise<DeviceRef[]>;
  /**
   * One transaction for a report's matched printers (at most REPORT_CHUNK, each device once):
   * reads every device and its readings/{month}, and monthCloses/{month}, in one round trip; asks
   * `plan` for each device; writes what it answers and, with `touch`, the site's lastReportAt and
   * lastReportVersion; all or nothing. No devices: just the touch. Resolves to the plans, in the
   * order of `equipmentIds`.
   */
  recordPrinters(
    equipmentIds: readonly string[],
    month: string,
    plan: (equipmentId: string, snapshot: PrinterSnapshot) => PrinterPlan,
    touch: SiteTouch | null,
  ): Promise<PrinterPlan[]>;
  /** The company's administrator membership (uid and e-mail), or null when it has none. */
  adminMember(clientId: string): Promise<{ uid: string; email: string } | null>;
  /**
   * One transaction: reads the device's open toner tickets' colours, asks `make` which tickets to
   * create, creates them. Resolves to how many were created.
   */
  openTonerTickets(
    equipmentId: string,
    make: (openColors: ReadonlySet<TonerColor>) => TonerTicketDoc[],
    now: Date,
  ): Promise<number>;
}
