import { useLocation } from 'react-router-dom';
import { AuthPage } from '@/features/auth/pages/auth-page';
import { safeReturnPath } from '@/features/auth/messages';
import type { AuthRedirectState } from '../guards/require-auth';

/** /auth: a visitor sent here by RequireAuth carries the page asked for in location.state.from. */
export default function AuthRoute() {
  const location = useLocation();
  const state = location.state as AuthRedirectState | null;
  return <AuthPage returnTo={safeReturnPath(state?.from)} />;
}
