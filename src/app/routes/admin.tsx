import { RequireAdmin } from '@/app/guards/require-admin';
import { AdminDashboardPage } from '@/features/admin/pages/admin-dashboard-page';

/**
 * /admin-dashboard and /admin-dashboard/solicitudes/:id (one lead): admins only; visitors go to
 * /auth, other users to /main-user.
 */
export default function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminDashboardPage />
    </RequireAdmin>
  );
}
