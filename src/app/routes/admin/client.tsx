import { ClientPage } from '@/features/rental/desk/client/client-page';
import type { AdminViewProps } from './props';

/** /admin-dashboard/clientes/:uid: a rental client's page */
export default function ClientView({ id, now }: AdminViewProps) {
  return <ClientPage uid={id} now={now} />;
}
