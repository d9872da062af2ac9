import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useUserRole } from '@/hooks/use-user-role';
import { PageLoading } from '@/components/page-loading';
import { RequireAuth } from './require-auth';

/**
 * Admin-only: visitors go to /auth, signed-in non-admins to /main-user (docs/product.md, Routes).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const role = useUserRole(session.user?.uid ?? null);
  if (role.status === 'loading') return <PageLoading label="Verificando permisos..." />;
  if (!role.isAdmin) return <Navigate to={paths.guest.dashboard} replace />;
  return <>{children}</>;
}
