/**
 * /admin-dashboard/clientes/:uid: a registered person as a member of a rental client, a company
 * (docs/decisions/0041-company-accounts.md), or the company itself when the id is a company's (a
 * device's or a ticket's link). Their account (name, e-mail, whether it is verified, their role);
 * while they belong to no company, "Vincular como cliente" (company-link-card.tsx); once linked,
 * the company (name, RFC, contact, since when and by whom), its members (../company/company-members.tsx) and
 * its devices ("Equipos"). Reads: the user, the membership and clients/{id} together (3), the
 * company when its id is not the page's (1); the members and the devices (1 query each).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { readBackFrom } from '../back-from';
import { adminLeadPath, paths } from '@/config/paths';
import {
  deskClientKey,
  getDeskClient,
  type Company,
  type Membership,
} from '@/data/rental/company/company-desk';
import { MEMBER_ROLE_LABELS } from '@/domain/company';
import type { UserDoc } from '@/domain/schemas/user';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { useUserEmails } from '@/hooks/use-user-emails';
import { CLIENT_PAGE_TEXT as T } from './client-messages';
import { DeskCard } from '../desk-card';
import { formatDateTime } from '@/domain/format';
import { ClientEquipment } from '../equipment/client-equipment';
import { AgentCard } from '../agent/agent-card';
import { CompanyMembers } from '../company/company-members';
import { LoadStatus } from '@/components/ui/load-status';
import { ViewHeading } from '@/components/ui/view-heading';
import { DESK_UI_TEXT } from '@/content/desk-ui';

// The link form shows only for a person who belongs to no company: its code loads then.
const LinkCard = lazy(() =>
  import('./company-link-card').then((module) => ({ default: module.LinkCard })),
);

function Loading() {
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{DESK_UI_TEXT.loading}</span>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 col-lg-3">{term}</dt>
      <dd className="col-sm-8 col-lg-9 text-break">{children}</dd>
    </>
  );
}

function AccountCard({ user, member }: { user: UserDoc; member: Membership | null }) {
  return (
    <DeskCard id="client-account-title" title={T.accountTitle}>
      <dl className="row mb-0">
        <Fact term={T.nameTerm}>
          {user.name || <span className="text-secondary">{T.noName}</span>}
        </Fact>
        <Fact term={T.emailTerm}>{user.email}</Fact>
        <Fact term={T.verifiedTerm}>
          {user.emailVerified ? (
            T.verified
          ) : (
            <span className="badge text-bg-warning">{T.unverified}</span>
          )}
        </Fact>
        {member && <Fact term={T.roleTerm}>{MEMBER_ROLE_LABELS[member.role]}</Fact>}
      </dl>
    </DeskCard>
  );
}

function CompanyCard({ company }: { company: Company }) {
  const { user } = useSession();
  const emails = useUserEmails(
    [company.linkedBy],
    user?.uid && user.email ? { [user.uid]: user.email } : {},
  );
  const by = company.linkedBy ? (emails[company.linkedBy] ?? company.linkedBy) : '';
  return (
    <DeskCard id="client-data-title" title={T.clientTitle}>
      {company.deleted && <p className="alert alert-secondary">{T.deletedNote}</p>}
      <dl className="row mb-0">
        <Fact term={T.companyTerm}>
          {company.company || <span className="text-secondary">{T.noCompany}</span>}
        </Fact>
        <Fact term={T.rfcTerm}>
          {company.rfc || <span className="text-secondary">{T.noRfc}</span>}
        </Fact>
        <Fact term={T.contactName}>
          {company.deleted ? (
            <span className="badge text-bg-secondary">{T.deletedAccount}</span>
          ) : (
            company.name || <span className="text-secondary">{T.noName}</span>
          )}
        </Fact>
        <Fact term={T.contactEmail}>{company.deleted ? T.deletedAccount : company.email}</Fact>
        {company.deletedAt && (
          <Fact term={T.deletedAtTerm}>{formatDateTime(company.deletedAt)}</Fact>
        )}
        {company.linkedAt && <Fact term={T.linkedAtTerm}>{formatDateTime(company.linkedAt)}</Fact>}
        {by && <Fact term={T.linkedByTerm}>{by}</Fact>}
        {company.leadId && (
          <Fact term={T.leadTerm}>
            <Link to={adminLeadPath(company.leadId)}>{T.viewLead}</Link>
          </Fact>
        )}
      </dl>
    </DeskCard>
  );
}

const companyName = (company: Company) =>
  company.deleted
    ? `${T.deletedAccount}${company.company ? ` (${company.company})` : ''}`
    : company.company || company.name || company.email;

/**
 * A person (or a company) as a rental client in the desk. `uid`: the page's id, a person's uid or
 * a company's id. `now` dates a new contract (tests fix it).
 */
export function ClientPage({ uid, now }: { uid: string; now: () => Date }) {
  const [params] = useSearchParams();
  // Where the desk came from (a ticket, the tickets, Cierre de mes: ../back-from.ts).
  const from = readBackFrom(useLocation().state);
  const leadId = params.get('lead')?.trim() || null;
  const { state, reload } = useQuery(deskClientKey(uid), () => getDeskClient(uid));
  const [saved, setSaved] = useState('');
  const data = shownValue(state);
  const user = data?.user ?? null;
  const member = data?.member ?? null;
  const company = data?.company ?? null;
  const heading = user
    ? `${T.pageTitle}: ${user.name || user.email}`
    : company
      ? `${T.pageTitle}: ${companyName(company)}`
      : state.status === 'ready'
        ? T.userNotFound
        : T.pageTitle;
  const back = leadId
    ? { to: adminLeadPath(leadId), label: T.backToLead }
    : (from ?? { to: `${paths.admin}?section=usuarios`, label: T.backToUsers });
  // A person's page shows their company only while they are a member.
  const shown = company && (!user || member) ? company : null;

  return (
    <>
      <p className="mb-2">
        <Link to={back.to}>
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </p>
      {/* The heading takes the focus when the page loads and when the user becomes a client. */}
      <ViewHeading focusKey={`${state.status === 'ready' ? 'ready' : 'wait'}-${shown ? 1 : 0}`}>
        {heading}
      </ViewHeading>
      <p className="visually-hidden" aria-live="polite">
        {saved}
      </p>
      <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
      {data &&
        (!user && !company ? (
          <p className="alert alert-warning">{T.userNotFoundNote}</p>
        ) : (
          <>
            {user && <AccountCard user={user} member={member} />}
            {shown ? (
              <>
                <CompanyCard company={shown} />
                <CompanyMembers
                  company={shown}
                  current={uid}
                  canAdd={!shown.deleted}
                  onChanged={(message) => {
                    setSaved(message);
                    void reload().catch(() => {});
                  }}
                />
                <ClientEquipment clientId={shown.id} now={now} canRegister={!shown.deleted} />
                <AgentCard clientId={shown.id} now={now} canCreate={!shown.deleted} />
              </>
            ) : (
              user && (
                <Suspense fallback={<Loading />}>
                  <LinkCard
                    uid={uid}
                    user={user}
                    leadId={leadId}
                    onCheckAgain={() => void reload().catch(() => {})}
                    onLinked={(name) => {
                      setSaved(T.linked(name));
                      void reload().catch(() => {});
                    }}
                  />
                </Suspense>
              )
            )}
          </>
        ))}
    </>
  );
}
