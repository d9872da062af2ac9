/**
 * An invitation to join a company (/invitacion/:id, the member-invite e-mail's link; signed-in
 * only: the route sends a visitor to /auth and back). "Aceptar invitación" calls the
 * acceptMemberInvite function, which checks that the person signed in with the invited, verified
 * address and that the invitation is live; its Spanish refusal shows as it is. On success the
 * person's company is read again and the page leads to the portal.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { clientKey, readClientLink } from '@/data/rental/company/client-link';
import { acceptMemberInvite } from '@/data/rental/company/company';
import { usePageTitle } from '@/hooks/use-page-title';
import { fetchQuery } from '@/lib/query-cache';
import { useSession } from '@/lib/session';
import { COMPANY_TEXT as T } from '../company-messages';

const FAILED = 'No se pudo aceptar la invitación. Intenta de nuevo.';

export function InvitationPage() {
  usePageTitle(T.invitationTitle);
  const { id = '' } = useParams();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [company, setCompany] = useState<string | null>(null);

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
              <p className="alert alert-success" role="status">
                {T.accepted(company)}
              </p>
              <Link className="btn btn-action" to={paths.guest.company}>
                {T.goToPortal}
              </Link>
            </>
          ) : (
            <>
              <p>{T.invitationIntro}</p>
              {failure && (
                <p className="alert alert-danger" role="alert">
                  {failure}
                </p>
              )}
              <div className="d-flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-action"
                  disabled={busy}
                  onClick={() => void accept()}
                >
                  {busy ? T.accepting : T.accept}
                </button>
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
