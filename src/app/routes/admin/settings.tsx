import { SettingsSection } from '@/features/admin/components/settings-section';

/** /admin-dashboard?section=configuracion (the company's data, read-only) */
export default function SettingsView() {
  return <SettingsSection />;
}
