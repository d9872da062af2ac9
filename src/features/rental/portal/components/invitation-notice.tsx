/**
 * The sign-in page's context for a visitor who opened an invitation's link (/invitacion/{id}, sent
 * to /auth by RequireAuth): "Te invitó {empresa}" and the role, as the server describes the
 * pending invitation (describeMemberInvite; the link itself carries no name, so a link edited by
 * hand cannot make the page name another company). Nothing shows for an unknown or closed one.
 */
import { useEffect, useState } from 'react';
import { readInviteContext, type InviteContext } from '@/data/rental/company/invite-context';
import { COMPANY_TEXT as T } from '../company-messages';

export function InvitationNotice({ inviteId }: { inviteId: string }) {
  const [context, setContext] = useState<InviteContext | null>(null);
  useEffect(() => {
    let live = true;
    void readInviteContext(inviteId).then((found) => {
      if (live) setContext(found);
    });
    return () => {
      live = false;
    };
  }, [inviteId]);
  if (!context) return null;
  return (
    <section className="alert alert-info" aria-label="Invitación">
      <p className="fw-semibold mb-1">{T.signInInvited(context.company)}</p>
      <p className="mb-0">{T.signInInvitedHow(context.role)}</p>
    </section>
  );
}
