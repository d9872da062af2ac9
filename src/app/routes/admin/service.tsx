import { ServiceSection } from '@/features/rental/desk/service/service-section';
import type { AdminViewProps } from './props';

/** /admin-dashboard?section=servicio (tickets, readings, usage) */
export default function ServiceView({ now }: AdminViewProps) {
  return <ServiceSection now={now} />;
}
