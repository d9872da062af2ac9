import { LeadsSection } from '@/features/admin/components/leads-section';
import type { AdminViewProps } from './props';

/** /admin-dashboard?section=solicitudes */
export default function LeadsView({ now }: AdminViewProps) {
  return <LeadsSection now={now} />;
}
