/**
 * The dashboard's counters (docs/decisions/0031-dashboard-charts.md): one document per week,
 * leadStats/week-YYYY-MM-DD (the Monday, America/Cancun, of the leads' createdAt), holding a
 * short summary of each lead created that week under `leads.{leadId}`. Only the `countLead`
 * trigger writes them (functions/src/leads/stats.ts), rewriting a lead's entry on every write of
 * the lead; the desk reads the last 12 week documents by id, whatever the number of leads.
 *
 * Pure: relative imports only (the functions package bundles this module too).
 */
import { cancunWeekStart } from './business-hours';
import type { LeadStage } from './entities';
import { LEAD_STATS } from './collections';

export const LEAD_STATS_COLLECTION = LEAD_STATS;

/** The weeks the dashboard shows. */
export const STATS_WEEKS = 12;

/** A lead without a campaign source or a referring site. */
export const DIRECT_SOURCE = 'directo';

/**
 * One lead in its week's document. `createdAt` is a Timestamp where it is stored, an ISO string
 * where the desk reads it back.
 */
export interface LeadSummary<Time = string> {
  /** attribution.first.source lower-cased, else its referrer host, else 'directo'. */
  source: string;
  /** The business line: the lead's serviceType. */
  line: string;
  stage: LeadStage;
  /** The monthly value (MXN, IVA included) while the lead is Ganado; null otherwise. */
  wonMxn: number | null;
  /** Business minutes from createdAt to the first response; null while unanswered. */
  responseMinutes: number | null;
  createdAt: Time;
}

/** The document id of a week: 'week-2026-03-02'. */
export function weekStatsId(weekStart: string): string {
  return `week-${weekStart}`;
}

/** The document id of the week an instant belongs to. */
export function weekStatsIdOf(date: Date): string {
  return weekStatsId(cancunWeekStart(date));
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Mondays ('YYYY-MM-DD') of the `count` weeks up to the one of `now`, oldest first. */
export function recentWeekStarts(now: Date, count: number = STATS_WEEKS): string[] {
  return Array.from({ length: count }, (_, i) =>
    cancunWeekStart(new Date(now.getTime() - (count - 1 - i) * WEEK_MS)),
  );
}

/** Where a lead came from, for the counters: see LeadSummary.source. */
export function leadSource(attribution: unknown): string {
  const first =
    typeof attribution === 'object' && attribution !== null
      ? (attribution as { first?: unknown }).first
      : undefined;
  if (typeof first !== 'object' || first === null) return DIRECT_SOURCE;
  const { source, referrer } = first as { source?: unknown; referrer?: unknown };
  for (const value of [source, referrer]) {
    const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
    if (text !== '') return text;
  }
  return DIRECT_SOURCE;
}
