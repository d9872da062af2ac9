/**
 * leadStats/{weekId}: the dashboard's counters, one document per week (admins read; only the
 * `countLead` trigger writes, functions/src/leads/stats.ts). The charts read one document per
 * week shown, by id: 12 reads whatever the number of leads
 * (docs/decisions/0031-dashboard-charts.md).
 */
import * as v from 'valibot';
import { LEAD_STATS_COLLECTION, weekStatsId } from '@/domain/lead-stats';
import { LeadSummarySchema, type StoredLeadSummary } from '@/domain/schemas/lead-stats';
import { withDocuments } from './access';
import { isPlainObject } from './doc-values';

export type { StoredLeadSummary } from '@/domain/schemas/lead-stats';

/** One week's leads, by id (none when the week has no document yet). */
export interface LeadStatsWeek {
  /** The Monday, 'YYYY-MM-DD' (America/Cancun). */
  weekStart: string;
  leads: Record<string, StoredLeadSummary>;
}

/** A week's document as read back; entries that are not summaries are left out. */
export function parseLeadStatsWeek(weekStart: string, raw: unknown): LeadStatsWeek {
  const leads: Record<string, StoredLeadSummary> = {};
  const stored = isPlainObject(raw) ? raw.leads : undefined;
  if (isPlainObject(stored)) {
    for (const [id, entry] of Object.entries(stored)) {
      const result = v.safeParse(LeadSummarySchema, entry);
      if (result.success) leads[id] = result.output;
    }
  }
  return { weekStart, leads };
}

/** The weeks starting on `weekStarts` ('YYYY-MM-DD' Mondays), in that order: one read each. */
export async function getLeadStatsWeeks(weekStarts: readonly string[]): Promise<LeadStatsWeek[]> {
  const docs = await withDocuments((store) =>
    Promise.all(weekStarts.map((week) => store.get(LEAD_STATS_COLLECTION, weekStatsId(week)))),
  );
  return weekStarts.map((week, i) => parseLeadStatsWeek(week, docs[i]));
}
