import { PrivacySection } from '@/features/admin/components/privacy-section';
import type { AdminViewProps } from './props';

/** /admin-dashboard?section=privacidad (ARCO requests) */
export default function PrivacyView({ now }: AdminViewProps) {
  return <PrivacySection now={now} />;
}
