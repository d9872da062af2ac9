import { useLocation } from 'react-router-dom';
import { AuthPage } from '@/features/auth/pages/auth-page';
import { safeReturnPath } from '@/features/auth/messages';
import { invitationIdOf } from '@/data/rental/company/invite-context';
import { InvitationNotice } from '@/features/rental/portal/components/invitation-notice';
import type { AuthRedirectState } from '../guards/require-auth';

/**
 * /auth: a visitor sent here by RequireAuth carries the page asked for in location.state.from;
 * when that is an invitation (/invitacion/{id}), the page says which company invited them.
 */
export default function AuthRoute() {
  const location = useLocation();
  const state = location.state as AuthRedirectState | null;
  const returnTo = safeReturnPath(state?.from);
  const inviteId = invitationIdOf(returnTo);
  return (
    <AuthPage
      returnTo={returnTo}
      notice={inviteId ? <InvitationNotice inviteId={inviteId} /> : undefined}
    />
  );
}
