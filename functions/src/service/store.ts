/**
 * What the rental clients' e-mails read and write (service/firestore-store.ts through
 * firebase-admin; an in-memory one in the tests):
 * - reads: clients/{clientId} (the company), members (members/{uid}, and a company's members
 *   where clientId == X, read at send time), users/{uid} (the technician's e-mail), tickets/{id},
 *   equipment/{id}, the devices whose reading for a month is missing (`lastReadingMonth < month`,
 *   paged), and the tickets and replies still `notified: false` (the retry sweep);
 * - writes: a ticket's clock (startTicketClock; a client's reply, in one transaction with the
 *   reply) and the `notified` flag of tickets and replies;
 * - one marker document per e-mail, written only by the functions (firestore.rules let admins read
 *   them, nobody write):
 *     serviceMails/ticket-{ticketId}            the new ticket's e-mail to service;
 *     serviceMails/reply-{ticketId}-{replyId}   a reply's e-mail (desk's to the client, client's
 *                                               to service);
 *     serviceMails/visit-{ticketId}-{ms}        a scheduled visit's e-mail to the client;
 *     meterReminders/{clientId}_{YYYY-MM}       the month's reminder to one company.
 *   Each holds `claimedAt` (a lease: one run is sending right now), then `sentAt` (server time)
 *   once the e-mail was accepted: never send it again. The claim is a transaction, so two
 *   deliveries of the same event (or two runs of the schedule) cannot both send; the rule is the
 *   sales digest's (decideDigestClaim).
 */
import type { METER_REMINDERS, SERVICE_MAILS } from '../../../src/domain/collections.js';
export type MarkerCollection = typeof SERVICE_MAILS | typeof METER_REMINDERS;

export type MailClaim =
  { kind: 'claimed'; claimedAt: Date } | { kind: 'already-sent' } | { kind: 'in-progress' };

/** clients/{clientId} (the company) as the e-mails read it ('' for what is missing). */
export interface ClientRecord {
  email: string;
  name: string;
  company: string;
  /**
   * The person deleted their account (privacy/client-records.ts): the company keeps the record
   * without e-mail or name, and no e-mail goes to them any more.
   */
  deleted?: boolean;
}

/** One person of a company (members/{uid}) as the e-mails read it ('' for what is missing). */
export interface MemberRecord {
  uid: string;
  clientId: string;
  /** The stored role code; not checked here (members with an unknown role get nothing). */
  role: string;
  email: string;
  name: string;
}

/** A device whose reading for the month is missing (equipment/{id}). */
export interface MissingReadingDevice {
  id: string;
  /** The company (equipment/{id}.clientId). */
  clientId: string;
  model: string;
  serial: string;
  area: string;
  lastReadingMonth: string;
}

/** Where the next page of devices starts: after this device (its lastReadingMonth and id). */
export interface DeviceCursor {
  lastReadingMonth: string;
  id: string;
}

/** users/{uid} as the e-mails read it (the assigned technician's address). */
export interface UserRecord {
  email: string;
  role: string;
  technician: boolean;
}

/** A ticket or one of its replies: where its `notified` flag lives. */
export interface NotifiedTarget {
  ticketId: string;
  replyId?: string;
}

/** How the e-mail went out: its own e-mail, or listed in the hourly digest. */
export type NotifiedVia = 'email' | 'digest';

/** A document read by the retry sweep: a ticket (replyId absent) or a reply. */
export interface UnnotifiedDocument {
  ticketId: string;
  replyId?: string;
  data: Record<string, unknown>;
}

/** What a transaction on a ticket and one of its replies writes (null: nothing). */
export interface TicketReplyPatch {
  ticket: Record<string, unknown>;
  reply: Record<string, unknown>;
}

export interface ServiceStore {
  getClient(clientId: string): Promise<ClientRecord | null>;
  /** members/{uid}, or null when the person belongs to no company. */
  getMember(uid: string): Promise<MemberRecord | null>;
  /** The company's members (members where clientId == clientId). */
  listMembers(clientId: string): Promise<MemberRecord[]>;
  /** The ticket's document, or null. */
  getTicket(id: string): Promise<Record<string, unknown> | null>;
  /** The device's location, or null when the device is gone. */
  getEquipmentLocation(id: string): Promise<{ address: string; area: string } | null>;
  /**
   * Devices with `lastReadingMonth < month`, ordered by lastReadingMonth then id, starting after
   * `after`, at most `limit`.
   */
  listDevicesMissingReading(
    month: string,
    after: DeviceCursor | null,
    limit: number,
  ): Promise<MissingReadingDevice[]>;
  /** tickets/{ticketId}/replies/{replyId}'s data, or null. */
  getReply(ticketId: string, replyId: string): Promise<Record<string, unknown> | null>;
  /** users/{uid}, or null. */
  getUser(uid: string): Promise<UserRecord | null>;
  /**
   * In one transaction: reads tickets/{id} and writes `decide`'s patch (null: nothing). Answers
   * the patch written, or null (also when the ticket does not exist). Times in a patch are Dates.
   */
  updateTicket(
    ticketId: string,
    decide: (ticket: Record<string, unknown>) => Record<string, unknown> | null,
  ): Promise<Record<string, unknown> | null>;
  /**
   * In one transaction: reads the ticket and its reply and writes both patches (null: nothing;
   * also when either is gone). Answers what was written.
   */
  updateTicketForReply(
    ticketId: string,
    replyId: string,
    decide: (
      ticket: Record<string, unknown>,
      reply: Record<string, unknown>,
    ) => TicketReplyPatch | null,
  ): Promise<TicketReplyPatch | null>;
  /** `notified: true` (with notifiedVia and notifiedAt) on the ticket or reply; gone: nothing. */
  markNotified(target: NotifiedTarget, via: NotifiedVia): Promise<void>;
  /** Tickets with `notified == false` created since `since`, oldest first, at most `limit`. */
  listUnnotifiedTickets(since: Date, limit: number): Promise<UnnotifiedDocument[]>;
  /** Replies (every ticket's) with `notified == false` written since `since`, oldest first. */
  listUnnotifiedReplies(since: Date, limit: number): Promise<UnnotifiedDocument[]>;
  /** Takes the marker's lease unless its e-mail was sent or another run holds a live lease. */
  claim(collection: MarkerCollection, key: string, now: Date, leaseMs: number): Promise<MailClaim>;
  /** Records the e-mail as sent (server time, plus `fields`) and clears the lease. */
  markSent(
    collection: MarkerCollection,
    key: string,
    fields: Record<string, unknown>,
  ): Promise<void>;
  /** Deletes the marker if its lease is still the one taken at `claimedAt` (after a failed send). */
  release(collection: MarkerCollection, key: string, claimedAt: Date): Promise<void>;
}
