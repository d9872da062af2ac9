import { LeadDetail } from '@/features/admin/components/lead-detail';
import type { AdminViewProps } from './props';

/** /admin-dashboard/solicitudes/:id (also linked from the lead e-mail) */
export default function LeadView({ id, now }: AdminViewProps) {
  return <LeadDetail id={id} now={now} />;
}
