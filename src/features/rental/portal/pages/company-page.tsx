/**
 * "Mi empresa" (/main-user/mi-empresa): the company's name (and RFC) and the person's role, for
 * every member. The company's administrator also sees its members with their roles (change a
 * role, "Quitar"), "Invitar a un usuario" and the pending invitations ("Cancelar invitación"); the rules let only the
 * administrator list members and invitations, so the others see just the company and their role.
 */
import type { ClientLink } from '@/data/rental/company/client-link';
import { MEMBER_ROLE_LABELS, managesMembers } from '@/domain/company';
import { usePageTitle } from '@/hooks/use-page-title';
import { ClientGate } from '../components/client-gate';
import { CompanyMembers } from '../components/company-members';
import { InviteForm } from '../components/invite-form';
import { PendingInvites } from '../components/pending-invites';
import { PortalCard } from '../components/portal-card';
import { COMPANY_TEXT as T } from '../company-messages';

export function CompanyPage() {
  usePageTitle(T.title);
  return <ClientGate>{(link) => <Company link={link} />}</ClientGate>;
}

function Company({ link }: { link: ClientLink }) {
  const { client, role } = link;
  const manages = managesMembers(role);
  return (
    <div className="container py-4">
      <h1 className="h2 mb-1">{T.title}</h1>
      <p className="lead mb-4">{T.intro}</p>
      <div className="row g-4">
        <div className="col-lg-6">
          <PortalCard id="empresa" title={client.company || T.company}>
            <dl className="row mb-0">
              {client.rfc && (
                <>
                  <dt className="col-sm-4">{T.rfc}</dt>
                  <dd className="col-sm-8">{client.rfc}</dd>
                </>
              )}
              <dt className="col-sm-4">{T.yourRole}</dt>
              <dd className="col-sm-8 mb-0">{MEMBER_ROLE_LABELS[role]}</dd>
            </dl>
            {!manages && <p className="small text-body-secondary mt-3 mb-0">{T.memberNote}</p>}
          </PortalCard>
          {manages && <CompanyMembers link={link} />}
        </div>
        {manages && (
          <div className="col-lg-6">
            <InviteForm clientId={client.uid} />
            <PendingInvites clientId={client.uid} uid={link.uid} />
          </div>
        )}
      </div>
    </div>
  );
}
