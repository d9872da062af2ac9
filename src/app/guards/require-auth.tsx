import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { PageLoading } from '@/components/page-loading';

/** Where a visitor was going before being sent to /auth (read back after sign-in). */
export interface AuthRedirectState {
  from?: string;
}

/**
 * Renders children only for a signed-in user. While auth loads it shows `loading` (never the
 * protected content); a visitor is sent to /auth, remembering the page asked for.
 */
export function RequireAuth({ children, loading }: { children: ReactNode; loading?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading')
    return <>{loading ?? <PageLoading label="Cargando autenticación..." />}</>;
  if (session.status !== 'signedIn') {
    const state: AuthRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.auth} replace state={state} />;
  }
  return <>{children}</>;
}
