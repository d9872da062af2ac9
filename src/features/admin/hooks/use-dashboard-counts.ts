import { countLeadsByStatus, type LeadCounts } from '@/data/leads';
import { countUsers } from '@/data/users';
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
