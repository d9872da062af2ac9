import { countLeadsByStatus, type LeadCounts } from '@/data/leads';
import { getLeadStatsWeeks, type LeadStatsWeek } from '@/data/lead-stats';
import { countUsers } from '@/data/users';
import { recentWeekStarts } from '@/domain/lead-stats';
import { daysBefore, RECENT_DAYS } from '../utils/admin-stats';
import { useQuery, type QueryResult } from '@/hooks/use-query';

export interface DashboardCounts {
  /** Leads per stage created in the last RECENT_DAYS days. */
  recent: LeadCounts;
  /** Leads per stage, all time. */
  total: LeadCounts;
  users: number;
}

/** The dashboard's counts: database count aggregations only, never a read of every document. */
export function useDashboardCounts(now: () => Date): QueryResult<DashboardCounts> {
  return useQuery('admin/dashboard-counts', async () => {
    const [recent, total, users] = await Promise.all([
      countLeadsByStatus(daysBefore(now(), RECENT_DAYS)),
      countLeadsByStatus(),
      countUsers(),
    ]);
    return { recent, total, users };
  });
}

/**
 * The charts' figures: the counters' documents of the last 12 weeks (the current one included),
 * one read each by id, whatever the number of leads (src/data/lead-stats.ts). The key names the
 * current week, so a new week reads the new set.
 */
export function useLeadStats(now: () => Date): QueryResult<LeadStatsWeek[]> {
  const weekStarts = recentWeekStarts(now());
  return useQuery(`admin/lead-stats/${weekStarts.at(-1) ?? ''}`, () =>
    getLeadStatsWeeks(weekStarts),
  );
}
