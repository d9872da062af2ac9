import { RequireAdmin } from '@/app/guards/require-admin';
import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard-page';

/** /admin-dashboard: admins only (DECISIONS.md); visitors go to /auth, other users to /main-user. */
export default function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminDashboardPage />
    </RequireAdmin>
  );
}
