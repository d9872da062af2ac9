import { DashboardSection } from '@/features/admin/components/dashboard-section';
import { useSession } from '@/lib/session';
import type { AdminViewProps } from './props';

/** /admin-dashboard: the cards and counts (the default view). */
export default function DashboardView({ now }: AdminViewProps) {
  const { user } = useSession();
  return (
    <DashboardSection account={{ uid: user?.uid ?? '', email: user?.email ?? null }} now={now} />
  );
}
