import { TicketDetail } from '@/features/rental/desk/service/ticket/ticket-detail';
import type { AdminViewProps } from './props';

/** /admin-dashboard/servicio/:ticketId (also linked from the service-ticket e-mail) */
export default function TicketView({ id, now }: AdminViewProps) {
  return <TicketDetail id={id} now={now} />;
}
