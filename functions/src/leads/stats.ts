/**
 * The dashboard's counters as a pure, injected function (functions.ts wires it to the Firestore
 * trigger `countLead` on every write of contactSubmissions/{id};
 * docs/decisions/0031-dashboard-charts.md).
 *
 * Each lead has one summary (src/domain/lead-stats.ts LeadSummary) in the document of the week it
 * was created in, leadStats/week-YYYY-MM-DD, field `leads.{id}`. Every write of the lead rewrites
 * its whole entry from the lead as it is now, so:
 * - the same event twice, or two events at once, leave the same document (idempotent);
 * - events delivered late or out of order do no harm: the store reads the lead inside the
 *   transaction that writes its entry (leads/firestore-stats.ts), so the last transaction to
 *   commit writes what the lead holds last;
 * - a deleted lead, or one merged into another (`mergedInto`: the same request twice), leaves the
 *   counters; a lead without createdAt is skipped with a log line.
 */
import { businessMinutesBetween, cancunWeekStart } from '../../../src/domain/business-hours.js';
import { LEAD_STAGES, type LeadStage } from '../../../src/domain/entities.js';
import { leadSource, weekStatsId, type LeadSummary } from '../../../src/domain/lead-stats.js';
import type { Logger } from '../logger.js';

type Data = Record<string, unknown>;

/** Events older than this are logged and dropped instead of retried (a lasting failure). */
export const DEFAULT_MAX_STATS_EVENT_AGE_MS = 24 * 60 * 60 * 1000;

/** A Firestore Timestamp (anything with toDate), a Date or an ISO string, as a Date; else null. */
export function toDate(value: unknown): Date | null {
  let date: unknown = value;
  if (typeof value === 'string') date = new Date(value);
  else if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    const toDateOf = (value as { toDate?: unknown }).toDate;
    date = typeof toDateOf === 'function' ? (toDateOf as () => unknown).call(value) : null;
  }
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

function stageOf(status: unknown): LeadStage {
  return LEAD_STAGES.find((stage) => stage === status) ?? 'Nuevo';
}

/** The lead's summary for the counters, or null when it has no createdAt. */
export function summarizeLead(lead: Data): LeadSummary<Date> | null {
  const createdAt = toDate(lead.createdAt);
  if (!createdAt) return null;
  const stage = stageOf(lead.status);
  const won = lead.wonMonthlyMxn;
  const firstResponseAt = toDate(lead.firstResponseAt);
  return {
    source: leadSource(lead.attribution),
    line: typeof lead.serviceType === 'string' ? lead.serviceType : '',
    stage,
    wonMxn:
      stage === 'Ganado' && typeof won === 'number' && Number.isFinite(won) && won >= 0
        ? won
        : null,
    responseMinutes: firstResponseAt ? businessMinutesBetween(createdAt, firstResponseAt) : null,
    createdAt,
  };
}

/** One change to a week's document. */
export type StatsChange =
  | { kind: 'set'; weekId: string; weekStart: string; leadId: string; summary: LeadSummary<Date> }
  | { kind: 'remove'; weekId: string; weekStart: string; leadId: string };

export interface StatsPlan {
  changes: StatsChange[];
  /** The lead exists but has no createdAt: it cannot be placed in a week. */
  skipped: boolean;
}

function weekOf(lead: Data | null | undefined): string | null {
  const createdAt = lead ? toDate(lead.createdAt) : null;
  return createdAt ? cancunWeekStart(createdAt) : null;
}

/**
 * What the week documents need after a write of lead `id`: `before` as the event saw it before
 * the write (undefined when the lead was just created), `current` the lead now (null or
 * undefined once deleted). Its entry is set in its week and removed from any other week it was
 * in (createdAt never changes in practice; the removal costs nothing when it did not).
 */
export function planLeadStats(
  id: string,
  before: Data | null | undefined,
  current: Data | null | undefined,
): StatsPlan {
  const merged = typeof current?.mergedInto === 'string' && current.mergedInto !== '';
  const summary = current && !merged ? summarizeLead(current) : null;
  const changes: StatsChange[] = [];
  const setWeek = summary ? cancunWeekStart(summary.createdAt) : null;
  if (summary && setWeek) {
    changes.push({
      kind: 'set',
      weekId: weekStatsId(setWeek),
      weekStart: setWeek,
      leadId: id,
      summary,
    });
  }
  const others = new Set([weekOf(before), weekOf(current)]);
  for (const week of others) {
    if (week === null || week === setWeek) continue;
    changes.push({ kind: 'remove', weekId: weekStatsId(week), weekStart: week, leadId: id });
  }
  return { changes, skipped: Boolean(current) && toDate(current?.createdAt) === null };
}

export interface LeadStatsStore {
  /**
   * In one transaction: reads contactSubmissions/{id} as it is now (null when it does not exist),
   * and applies the changes `plan` makes of it. `plan` is pure and may run more than once.
   * Resolves to the plan that was applied.
   */
  update(id: string, plan: (current: Data | null) => StatsPlan): Promise<StatsPlan>;
  /** Lead ids in id order after `afterId` (null: from the first), at most `limit` (backfill). */
  listLeadIds(afterId: string | null, limit: number): Promise<string[]>;
}

export interface CountLeadEvent {
  /** The lead's document id. */
  id: string;
  /** The lead before the write (undefined when it was created by it). */
  before: Data | undefined;
  /** When the write happened (the event's time, ISO). */
  time: string;
}

export interface CountLeadDeps {
  store: LeadStatsStore;
  logger: Logger;
  clock: () => Date;
  maxEventAgeMs?: number;
}

export type CountOutcome = 'counted' | 'removed' | 'skipped' | 'too-old';

/** Rewrites lead `id`'s entry in the counters (see the top of this file). */
export async function countLead(event: CountLeadEvent, deps: CountLeadDeps): Promise<CountOutcome> {
  const age = deps.clock().getTime() - Date.parse(event.time);
  if (age > (deps.maxEventAgeMs ?? DEFAULT_MAX_STATS_EVENT_AGE_MS)) {
    deps.logger.warn('estadísticas: evento demasiado antiguo; no se reintenta', {
      submissionId: event.id,
      eventTime: event.time,
    });
    return 'too-old';
  }
  const plan = await deps.store.update(event.id, (current) =>
    planLeadStats(event.id, event.before, current),
  );
  if (plan.skipped) {
    deps.logger.warn('estadísticas: solicitud sin createdAt; no se cuenta', {
      submissionId: event.id,
    });
    return 'skipped';
  }
  return plan.changes.some((change) => change.kind === 'set') ? 'counted' : 'removed';
}

export interface BackfillReport {
  read: number;
  counted: number;
  skipped: number;
}

/**
 * Every stored lead counted (the leads stored before the trigger existed): page by page, each
 * through the same transaction as the trigger. Running it again writes the same entries.
 */
export async function backfillLeadStats(
  deps: Pick<CountLeadDeps, 'store' | 'logger'>,
  pageSize = 200,
): Promise<BackfillReport> {
  const report: BackfillReport = { read: 0, counted: 0, skipped: 0 };
  let after: string | null = null;
  for (;;) {
    const ids = await deps.store.listLeadIds(after, pageSize);
    for (const id of ids) {
      report.read += 1;
      const plan = await deps.store.update(id, (current) => planLeadStats(id, undefined, current));
      if (plan.skipped) {
        report.skipped += 1;
        deps.logger.warn('estadísticas: solicitud sin createdAt; no se cuenta', {
          submissionId: id,
        });
      } else if (plan.changes.some((change) => change.kind === 'set')) report.counted += 1;
    }
    if (ids.length < pageSize) return report;
    after = ids.at(-1) ?? null;
  }
}
