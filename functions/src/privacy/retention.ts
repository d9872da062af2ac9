/**
 * Lead retention (scheduled daily as `applyLeadRetention`, functions.ts; in `npm start` a local timer
 * runs the same job): a quote request that no longer serves its purpose is anonymised through
 * anonymizeLead (./anonymize.ts), the one definition of what that means.
 *
 * A lead is due once LEAD_RETENTION_MONTHS (default 24) have passed since its last activity: the
 * latest of its creation (`createdAt`), its last change of stage (`statusChangedAt`; moving it to
 * Perdido is one) and its latest internal note (`latestNote.createdAt`). A lead in Ganado is a
 * contract's record and is never anonymised here; one already anonymised is skipped.
 *
 * Reads stay bounded: a lead's last activity is never older than its creation, so only leads
 * created before the cutoff, not in Ganado, can be due. They are read oldest first, one page at a
 * time (index `status` + `createdAt`, firestore.indexes.json), and at most MAX_PER_RUN are
 * anonymised per run (the rest on the next day).
 */
import { LEAD_STAGES } from '../../../src/domain/entities.js';
import { DEFAULT_LEAD_RETENTION_MONTHS } from '../../../src/domain/privacy.js';
import { parseIntInRange, read, type Env } from '../env.js';
import { adminFirestore, type FirestoreKit } from '../firestore/admin.js';
import { timeMillis } from '../firestore/time.js';
import type { StoredLead } from '../leads/store.js';
import type { Logger } from '../logger.js';
import { anonymizeLead, type AnonymizeOutcome } from './anonymize.js';
import { CONTACT_SUBMISSIONS } from '../../../src/domain/collections.js';

export const LEAD_RETENTION_MONTHS_ENV = 'LEAD_RETENTION_MONTHS';
/** A shorter period is almost surely a typo (2 for 24) that would erase live leads. */
export const MIN_RETENTION_MONTHS = 6;
export const MAX_RETENTION_MONTHS = 120;

/** Stages retention may anonymise: every one except Ganado (a contract's record). */
export const RETAINABLE_STAGES = LEAD_STAGES.filter((stage) => stage !== 'Ganado');

export const RETENTION_PAGE_SIZE = 200;
export const MAX_PER_RUN = 1000;

/** LEAD_RETENTION_MONTHS, validated (a whole number of months, 6 to 120); 24 when unset. */
export function loadRetentionMonths(env: Env): number {
  const raw = read(env, LEAD_RETENTION_MONTHS_ENV);
  return raw === undefined
    ? DEFAULT_LEAD_RETENTION_MONTHS
    : parseIntInRange(raw, LEAD_RETENTION_MONTHS_ENV, MIN_RETENTION_MONTHS, MAX_RETENTION_MONTHS);
}

/** `now` minus `months` calendar months (UTC; the 31st of a shorter month becomes its last day). */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/** The lead's last activity (creation, change of stage, latest note), or null if none is known. */
export function lastActivity(data: Record<string, unknown>): number | null {
  const note = data.latestNote;
  const times = [
    timeMillis(data.createdAt),
    timeMillis(data.statusChangedAt),
    typeof note === 'object' && note !== null
      ? timeMillis((note as Record<string, unknown>).createdAt)
      : null,
  ].filter((ms): ms is number => ms !== null);
  return times.length === 0 ? null : Math.max(...times);
}

export type RetentionVerdict = 'due' | 'won' | 'already' | 'active' | 'unknown';

/** Whether retention anonymises this lead now (`due`), and if not, why. */
export function retentionVerdict(data: Record<string, unknown>, cutoff: Date): RetentionVerdict {
  if (data.anonymized != null) return 'already';
  if (data.status === 'Ganado') return 'won';
  const activity = lastActivity(data);
  if (activity === null) return 'unknown';
  return activity < cutoff.getTime() ? 'due' : 'active';
}

export interface RetentionPage {
  leads: StoredLead[];
  /** Where the next page starts; null after the last one. */
  next: unknown;
}

export interface RetentionDeps {
  /** Leads created before `cutoff` in RETAINABLE_STAGES, oldest first, from `after` on. */
  listCandidates(cutoff: Date, after: unknown, limit: number): Promise<RetentionPage>;
  anonymize(id: string): Promise<AnonymizeOutcome>;
  months: number;
  clock: () => Date;
  logger: Logger;
  pageSize?: number;
  maxPerRun?: number;
}

export interface RetentionReport {
  cutoff: string;
  read: number;
  anonymized: number;
  failed: number;
}

export async function applyLeadRetention(deps: RetentionDeps): Promise<RetentionReport> {
  const cutoff = retentionCutoff(deps.clock(), deps.months);
  const pageSize = deps.pageSize ?? RETENTION_PAGE_SIZE;
  const maxPerRun = deps.maxPerRun ?? MAX_PER_RUN;
  const report: RetentionReport = {
    cutoff: cutoff.toISOString(),
    read: 0,
    anonymized: 0,
    failed: 0,
  };
  let after: unknown = null;
  do {
    const page = await deps.listCandidates(cutoff, after, pageSize);
    for (const lead of page.leads) {
      report.read += 1;
      if (retentionVerdict(lead.data, cutoff) !== 'due') continue;
      if (report.anonymized >= maxPerRun) break;
      try {
        if ((await deps.anonymize(lead.id)) === 'anonymized') report.anonymized += 1;
      } catch (error) {
        report.failed += 1;
        deps.logger.error('privacidad: no se pudo anonimizar una solicitud; se reintentará', {
          submissionId: lead.id,
          error: error instanceof Error ? error.name : 'unknown',
        });
      }
    }
    after = page.next;
  } while (after !== null && report.anonymized < maxPerRun);
  deps.logger.info('privacidad: conservación de solicitudes aplicada', {
    ...report,
    months: deps.months,
  });
  return report;
}

/** The candidates' query on contactSubmissions (createdAt is the server's Timestamp). */
export function firestoreRetentionCandidates(
  getKit: () => Promise<FirestoreKit>,
): RetentionDeps['listCandidates'] {
  return async (cutoff, after, limit) => {
    const kit = await getKit();
    let query = kit.db
      .collection(CONTACT_SUBMISSIONS)
      .where('status', 'in', [...RETAINABLE_STAGES])
      .where('createdAt', '<', kit.Timestamp.fromDate(cutoff))
      .orderBy('createdAt', 'asc')
      .limit(limit);
    if (after !== null) query = query.startAfter(after);
    const snap = await query.get();
    return {
      leads: snap.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
      next: snap.size < limit ? null : (snap.docs.at(-1) ?? null),
    };
  };
}

export function createRetentionDeps(env: Env, logger: Logger): RetentionDeps {
  return {
    listCandidates: firestoreRetentionCandidates(adminFirestore),
    anonymize: async (id) =>
      anonymizeLead(await adminFirestore(), id, { cause: 'retention', by: 'sistema', reason: '' }),
    months: loadRetentionMonths(env),
    clock: () => new Date(),
    logger,
  };
}

/** One run with fresh dependencies (the scheduled function, the local timer and tests). */
export function runLeadRetention(env: Env, logger: Logger): Promise<RetentionReport> {
  return applyLeadRetention(createRetentionDeps(env, logger));
}
