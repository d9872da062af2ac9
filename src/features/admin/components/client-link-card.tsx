/**
 * "Cliente" on a won lead's page: the way to the client page of the registered user with the
 * lead's e-mail ("Vincular como cliente", or "Ver cliente" once linked), or why there is none.
 * The account comes from the same read as "Contexto del usuario registrado" (shared query); a
 * verified account adds one read, its membership of a company (members/{uid}). The form lives on the client page (its own
 * chunk), not here.
 */
import { Link } from 'react-router-dom';
import { adminClientPath } from '@/config/paths';
import { getMembership } from '@/data/rental/company/company-desk';
import { useQuery } from '@/hooks/use-query';
import { useRegisteredUser } from '../hooks/use-lead-detail';
import { CLIENT_ENTRY_TEXT as T } from '../messages';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';

function ClientLink({ uid, leadId }: { uid: string; leadId: string }) {
  const { state, reload } = useQuery(`admin/client-link/${uid}`, () => getMembership(uid));
  const to = `${adminClientPath(uid)}?lead=${encodeURIComponent(leadId)}`;
  if (state.status !== 'ready')
    return <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />;
  const linked = state.value !== null;
  return (
    <>
      <p>{linked ? T.linkedNote : T.notLinkedNote}</p>
      <Link to={to} className={`btn ${linked ? 'btn-outline-primary' : 'btn-primary'}`}>
        {linked ? T.view : T.link}
      </Link>
    </>
  );
}

export function ClientLinkCard({ leadId, email }: { leadId: string; email: string }) {
  const { state, reload } = useRegisteredUser(email);
  return (
    <section className="card mb-4 shadow-sm" aria-labelledby="lead-client-title">
      <div className="card-body">
        <h3 id="lead-client-title" className="h5">
          {T.cardTitle}
        </h3>
        <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
        {state.status === 'ready' &&
          (!state.value ? (
            <p className="text-secondary mb-0">{T.noAccount(email)}</p>
          ) : state.value.verified ? (
            <ClientLink uid={state.value.user.id} leadId={leadId} />
          ) : (
            <p className="text-secondary mb-0">{T.unverifiedNote}</p>
          ))}
      </div>
    </section>
  );
}
