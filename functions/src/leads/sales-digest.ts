/**
 * The morning e-mail to each sales admin (scheduled as `sendSalesDigest`, 8:00 Cancún, Monday to
 * Friday, functions.ts; in `npm start` a local timer runs the same job): the leads they own
 * (`owner.uid`) that need them today, in an open stage (not Ganado or Perdido) and not merged
 * into another (`mergedInto` absent):
 * - first answer late: `firstResponseAt` null and `firstResponseDueAt` already passed;
 * - follow-up due: `nextActionAt` before the end of today (America/Cancun), overdue ones included.
 * A lead in both is listed once, with the late answers. An admin with nothing to list gets nothing.
 *
 * Exactly once per admin and local day, however often the job runs (the schedule firing twice, a
 * retry, the local timer every few minutes), with the lease pattern of notify.ts:
 * 1. claim salesDigests/{uid}_{YYYY-MM-DD} in a transaction: sent -> skip; a live lease -> another
 *    run is sending: skip, reported `busy` (the scheduled function then fails and is retried);
 * 2. send; on failure clear the lease (release), log and go on with the next admin (`failed`:
 *    the scheduled function then fails and is retried, and the next run sends it);
 * 3. mark the day's document sent (with the leads listed) and clear the lease.
 * Pure and injected: the store (leads/firestore-sales-digest.ts), mailer, clock and logger.
 */
import { cancunDate, endOfCancunDay } from '../../../src/domain/business-hours.js';
import { LEAD_STAGES } from '../../../src/domain/entities.js';
import type { Logger } from '../logger.js';
import { IncompleteRunError, requireComplete, sendEach } from '../mail/batch.js';
import { describeSendError, releaseLease, type Mailer } from '../mail/mailer.js';
import type { DigestClaim } from '../firestore/marker-claim.js';
import { timeMillis } from '../firestore/time.js';
import { isValidEmail } from '../validation.js';
import { buildSalesDigestEmail, type DigestLead, type DigestLists } from './sales-digest-email.js';

export type { DigestLead, DigestLists };
import { DEFAULT_LEASE_MS, type StoredLead } from './store.js';
import { readLeadSubmission } from './submission.js';

/** Stages a lead still needs work in: every one but Ganado and Perdido. */
export const OPEN_STAGES = LEAD_STAGES.filter((stage) => stage !== 'Ganado' && stage !== 'Perdido');
/** At most this many leads read per list and admin (the e-mail then points to the desk). */
export const SALES_DIGEST_LIST_LIMIT = 100;

/** A user with role 'admin' and sales true. */
export interface SalesAdmin {
  uid: string;
  email: string;
  name: string;
}

/** One admin's digest of one local day: salesDigests/{uid}_{date}. */
export interface DigestDay {
  uid: string;
  /** The local (Cancún) day, 'YYYY-MM-DD'. */
  date: string;
}

export interface SalesDigestStore {
  /** Users with role 'admin' and sales true. */
  listSalesAdmins(): Promise<SalesAdmin[]>;
  /** The admin's leads in OPEN_STAGES with nextActionAt before `before`, earliest first. */
  listFollowUpsDue(uid: string, before: Date, limit: number): Promise<StoredLead[]>;
  /** The admin's leads in OPEN_STAGES, firstResponseAt null and firstResponseDueAt <= `now`. */
  listFirstResponsesLate(uid: string, now: Date, limit: number): Promise<StoredLead[]>;
  /** Takes the day's lease unless that day's digest was sent or another run holds a live lease. */
  claim(day: DigestDay, now: Date, leaseMs: number): Promise<DigestClaim>;
  /** Records the day's digest as sent (server time, the leads listed) and clears the lease. */
  markSent(day: DigestDay, leadIds: string[]): Promise<void>;
  /** Clears the lease if it is still the one taken at `claimedAt` (after a failed send). */
  release(day: DigestDay, claimedAt: Date): Promise<void>;
}

export interface SalesDigestDeps {
  store: SalesDigestStore;
  mailer: Mailer;
  /** Public site, no trailing slash. */
  siteUrl: string;
  clock: () => Date;
  logger: Logger;
  leaseMs?: number;
  listLimit?: number;
}

export type SalesDigestOutcome =
  'sent' | 'already-sent' | 'in-progress' | 'empty' | 'no-email' | 'failed';

export interface SalesDigestReport {
  /** The local day, 'YYYY-MM-DD'. */
  date: string;
  admins: number;
  sent: number;
  /** Already sent today (an earlier run). */
  already: number;
  /** Nothing to list. */
  empty: number;
  /** Another run held the lease. */
  busy: number;
  /** No valid e-mail address on users/{uid}. */
  skipped: number;
  failed: number;
}

/** The day's document id: one per admin and local day. */
export function digestKey({ uid, date }: DigestDay): string {
  return `${uid}_${date}`;
}

function dateOf(value: unknown): Date | null {
  const ms = timeMillis(value);
  return ms === null ? null : new Date(ms);
}

/** A lead still worked: an open stage, not merged into another, not anonymised. */
function isOpen(data: Record<string, unknown>): boolean {
  return (
    typeof data.status === 'string' &&
    (OPEN_STAGES as readonly string[]).includes(data.status) &&
    data.mergedInto == null &&
    data.anonymized == null
  );
}

function toDigestLead({ id, data }: StoredLead): DigestLead {
  const lead = readLeadSubmission(data);
  return {
    id,
    company: lead.company,
    fullName: lead.fullName,
    stage: String(data.status),
    nextActionAt: dateOf(data.nextActionAt),
    firstResponseDueAt: dateOf(data.firstResponseDueAt),
  };
}

/**
 * What the admin's e-mail lists, from the two queries' results: the rules are applied again here
 * (stage, merged, the times), so a lead that changed between the query and now is not listed.
 */
export function selectDigestLeads(
  followUps: readonly StoredLead[],
  lateAnswers: readonly StoredLead[],
  now: Date,
): Omit<DigestLists, 'truncated'> {
  const endOfDay = endOfCancunDay(now).getTime();
  const late = lateAnswers
    .filter(({ data }) => {
      const due = timeMillis(data.firstResponseDueAt);
      return isOpen(data) && data.firstResponseAt == null && due !== null && due <= now.getTime();
    })
    .map(toDigestLead)
    .sort(
      (a, b) => (a.firstResponseDueAt?.getTime() ?? 0) - (b.firstResponseDueAt?.getTime() ?? 0),
    );
  const lateIds = new Set(late.map((lead) => lead.id));
  const due = followUps
    .filter(({ id, data }) => {
      const next = timeMillis(data.nextActionAt);
      return isOpen(data) && !lateIds.has(id) && next !== null && next < endOfDay;
    })
    .map(toDigestLead)
    .sort((a, b) => (a.nextActionAt?.getTime() ?? 0) - (b.nextActionAt?.getTime() ?? 0));
  return { lateAnswers: late, followUps: due };
}

function releaseQuietly(day: DigestDay, claimedAt: Date, deps: SalesDigestDeps) {
  return releaseLease(
    () => deps.store.release(day, claimedAt),
    deps.logger,
    'ventas: no se pudo liberar la reserva del resumen diario',
    { digest: digestKey(day) },
  );
}

/** One admin's digest for the day of `now`. */
export async function sendSalesDigestTo(
  admin: SalesAdmin,
  now: Date,
  deps: SalesDigestDeps,
): Promise<SalesDigestOutcome> {
  const email = admin.email.trim().toLowerCase();
  if (!isValidEmail(email)) {
    deps.logger.warn('ventas: el vendedor no tiene un correo válido; sin resumen diario', {
      uid: admin.uid,
    });
    return 'no-email';
  }
  const limit = deps.listLimit ?? SALES_DIGEST_LIST_LIMIT;
  const [followUps, lateAnswers] = await Promise.all([
    deps.store.listFollowUpsDue(admin.uid, endOfCancunDay(now), limit),
    deps.store.listFirstResponsesLate(admin.uid, now, limit),
  ]);
  const lists: DigestLists = {
    ...selectDigestLeads(followUps, lateAnswers, now),
    truncated: followUps.length >= limit || lateAnswers.length >= limit,
  };
  if (lists.lateAnswers.length + lists.followUps.length === 0) return 'empty';

  const day: DigestDay = { uid: admin.uid, date: cancunDate(now) };
  const key = digestKey(day);
  const claim = await deps.store.claim(day, now, deps.leaseMs ?? DEFAULT_LEASE_MS);
  if (claim.kind === 'already-sent') return 'already-sent';
  if (claim.kind === 'in-progress') {
    deps.logger.warn('ventas: otra ejecución está enviando este resumen diario', { digest: key });
    return 'in-progress';
  }

  const message = buildSalesDigestEmail(lists, { now, siteUrl: deps.siteUrl, name: admin.name });
  try {
    await deps.mailer.send({ kind: 'sales-digest', to: [email], ...message });
  } catch (error) {
    deps.logger.error('ventas: no se pudo enviar el resumen diario; se reintentará', {
      digest: key,
      mailer: deps.mailer.name,
      ...describeSendError(error),
    });
    await releaseQuietly(day, claim.claimedAt, deps);
    return 'failed';
  }
  const leadIds = [...lists.lateAnswers, ...lists.followUps].map((lead) => lead.id);
  try {
    await deps.store.markSent(day, leadIds);
  } catch (error) {
    // Sent: a retry must not send it again while the lease lives; logged for a person to see.
    deps.logger.error('ventas: resumen diario enviado, pero no se pudo registrar', {
      digest: key,
      ...describeSendError(error),
    });
  }
  deps.logger.info('ventas: resumen diario enviado', {
    digest: key,
    mailer: deps.mailer.name,
    leads: leadIds.length,
  });
  return 'sent';
}

const COUNTERS: Record<SalesDigestOutcome, Exclude<keyof SalesDigestReport, 'date' | 'admins'>> = {
  sent: 'sent',
  'already-sent': 'already',
  'in-progress': 'busy',
  empty: 'empty',
  'no-email': 'skipped',
  failed: 'failed',
};

/** Every sales admin's digest for today; one admin's failure does not stop the others. */
export async function sendSalesDigests(deps: SalesDigestDeps): Promise<SalesDigestReport> {
  const now = deps.clock();
  const admins = await deps.store.listSalesAdmins();
  const report: SalesDigestReport = {
    date: cancunDate(now),
    admins: admins.length,
    sent: 0,
    already: 0,
    empty: 0,
    busy: 0,
    skipped: 0,
    failed: 0,
  };
  await sendEach(
    admins,
    (admin) => sendSalesDigestTo(admin, now, deps),
    (admin, error) =>
      deps.logger.error('ventas: no se pudo preparar el resumen diario; se reintentará', {
        uid: admin.uid,
        ...describeSendError(error),
      }),
    (outcome) => (report[COUNTERS[outcome]] += 1),
  );
  deps.logger.info('ventas: resúmenes diarios', { ...report });
  return report;
}

/** Thrown by the scheduled function when some digest is still owed, so the platform retries. */
export class SalesDigestIncompleteError extends IncompleteRunError {
  constructor(report: SalesDigestReport) {
    super('SalesDigestIncompleteError', 'Resumen diario de ventas incompleto', report);
  }
}

/** Throws SalesDigestIncompleteError when an admin's digest failed or was left to another run. */
export function requireAllDigests(report: SalesDigestReport): SalesDigestReport {
  return requireComplete(report, SalesDigestIncompleteError);
}
