import { useMemo, useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { PageLoading } from '@/components/page-loading';
import { useSession } from '@/lib/session';
import { useUserRole } from '@/hooks/use-user-role';
import { createAuthApi, type AuthApi } from '../api/auth-api';
import { AUTH_TEXTS } from '../messages';
import { AuthForm } from '../components/auth-form';

export interface AuthPageProps {
  /** The account operations; defaults to Firebase Auth through the session's Auth instance. */
  api?: AuthApi;
  /** A protected page that sent the visitor here (already checked to be a path of this site). */
  returnTo?: string | null;
  /** Context above the form (an invitation's company, src/app/routes/auth.tsx). */
  notice?: ReactNode;
}

/**
 * /auth: sign-in and registration. A signed-in user never stays here: with a page to return to
 * they go back to it; otherwise an admin goes to /admin-dashboard and anyone else (or any failure
 * reading the role) to /main-user.
 */
export function AuthPage({ api, returnTo = null, notice }: AuthPageProps) {
  const session = useSession();
  const { store } = session;
  const authApi = useMemo(() => api ?? createAuthApi(() => store.auth()), [api, store]);
  const [hold, setHold] = useState(false);

  const signedInUid = session.status === 'signedIn' && !hold ? session.user.uid : null;
  // The role only matters when there is no page to go back to.
  const role = useUserRole(returnTo ? null : signedInUid);

  if (session.status === 'loading') return <PageLoading label={AUTH_TEXTS.loading} />;
  if (signedInUid) {
    if (returnTo) return <Navigate to={returnTo} replace />;
    if (role.status === 'loading') return <PageLoading label={AUTH_TEXTS.loading} />;
    return <Navigate to={role.isAdmin ? paths.admin : paths.guest.dashboard} replace />;
  }

  return (
    <main className="auth-page bg-body-tertiary py-5" style={{ minHeight: '100vh' }}>
      <Container style={{ maxWidth: '30rem' }}>
        <p className="text-center mb-3">
          <Link to={paths.home} className="fw-semibold text-decoration-none">
            {company.name}
          </Link>
        </p>
        {notice}
        <Card className="shadow-sm border-0">
          <Card.Body className="p-4">
            <AuthForm
              api={authApi}
              onHoldChange={setHold}
              afterRegisterPath={returnTo ?? paths.guest.dashboard}
            />
          </Card.Body>
        </Card>
        <p className="text-center mt-3 mb-0">
          <Link to={paths.home}>{AUTH_TEXTS.backHome}</Link>
        </p>
      </Container>
    </main>
  );
}
