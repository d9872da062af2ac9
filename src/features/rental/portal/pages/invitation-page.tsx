/**
 * An invitation to join a company (/invitacion/:id, the member-invite e-mail's link; signed-in
 * only: the route sends a visitor to /auth and back). It names the company and the role as the
 * server describes the pending invitation (describeMemberInvite; the invited person reads no
 * memberInvites document), else a general intro. "Aceptar invitación" calls the
 * acceptMemberInvite function, which checks that the person signed in with the invited, verified
 * address and that the invitation is live; its Spanish refusal shows as it is and the button goes
 * (a failure to reach the server keeps it, to try again). On success the person's company is read
 * again and the page leads to the portal.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useFocusOnOutcome } from '@/components/ui/outcome-message';
import { paths } from '@/config/paths';
import { clientKey, readClientLink } from '@/data/rental/company/client-link';
import { acceptMemberInvite } from '@/data/rental/company/company';
import { readInviteContext, type InviteContext } from '@/data/rental/company/invite-context';
import { usePageTitle } from '@/hooks/use-page-title';
import { fetchQuery } from '@/lib/query-cache';
import { useSession } from '@/lib/session';
import { COMPANY_TEXT as T } from '../company-messages';

const FAILED = 'No se pudo aceptar la invitación. Intenta de nuevo.';
/** The codes of acceptMemberInvite's refusals (functions/src/members/invite.ts): final answers. */
const REFUSALS = new Set([
  'not-found',
  'failed-precondition',
  'permission-denied',
  'invalid-argument',
]);

export function InvitationPage() {
  usePageTitle(T.invitationTitle);
  const { id = '' } = useParams();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [company, setCompany] = useState<string | null>(null);
  // The answer (accepted, or the refusal) takes the keyboard: the button it came from goes.
  const acceptedRef = useFocusOnOutcome<HTMLParagraphElement>(company !== null);
  const failureRef = useFocusOnOutcome<HTMLParagraphElement>(failure);
  const [refused, setRefused] = useState(false);
  const [context, setContext] = useState<InviteContext | null>(null);

  useEffect(() => {
    let live = true;
    void readInviteContext(id).then((found) => {
      if (live) setContext(found);
    });
    return () => {
      live = false;
    };
  }, [id]);

  async function accept() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await acceptMemberInvite(id);
      setCompany(answer.company);
      const uid = user?.uid;
      if (uid)
        void fetchQuery(clientKey(uid), () => readClientLink(uid), { force: true }).catch(() => {});
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : FAILED);
      // A FunctionCallError's code (lib/functions, loaded only on the first call).
      const code = (error as { code?: unknown } | null)?.code;
      setRefused(typeof code === 'string' && REFUSALS.has(code));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container py-5">
      <div className="card border-0 shadow-sm mx-auto" style={{ maxWidth: '40rem' }}>
        <div className="card-body p-4">
          <h1 className="h3">{T.invitationTitle}</h1>
          {company !== null ? (
            <>
              <p ref={acceptedRef} tabIndex={-1} className="alert alert-success" role="status">
                {T.accepted(company)}
              </p>
              <Link className="btn btn-action" to={paths.guest.company}>
                {T.goToPortal}
              </Link>
            </>
          ) : (
            <>
              <p>{context ? T.invitedBy(context.company, context.role) : T.invitationIntro}</p>
              {failure && (
                <p ref={failureRef} tabIndex={-1} className="alert alert-danger" role="alert">
                  {failure}
                </p>
              )}
              <div className="d-flex flex-wrap gap-2">
                {!refused && (
                  <button
                    type="button"
                    className="btn btn-action"
                    disabled={busy}
                    onClick={() => void accept()}
                  >
                    {busy ? T.accepting : T.accept}
                  </button>
                )}
                <Link className="btn btn-outline-primary" to={paths.guest.dashboard}>
                  {T.backToPanel}
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
