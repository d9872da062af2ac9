import { UsersSection } from '@/features/admin/components/users-section';

/** /admin-dashboard?section=usuarios */
export default function UsersView() {
  return <UsersSection />;
}
