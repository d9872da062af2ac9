/**
 * /admin-dashboard/clientes/:uid: a registered user as a rental client
 * (docs/decisions/0033-client-portal-data.md). Their account (name, e-mail, whether it is
 * verified); while they are not a client, "Vincular como cliente" (only a verified account: the
 * rules refuse the rest), prefilled from the account, its customer data and the lead of
 * `?lead=`; once linked, since when and by whom, and their devices ("Equipos"). Reads: the user
 * and the client (2); before the link, the customer data and the lead (2); the devices (1 query).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router-dom';
import { adminLeadPath, paths } from '@/config/paths';
import {
  clientAccountKey,
  clientPrefillKey,
  getClientAccount,
  getClientPrefill,
  type ClientPrefill,
} from '@/data/client-account';
import { linkClient, type Client } from '@/data/client-portal';
import { REQUIRED_FIELD_MESSAGE, tooLongMessage } from '@/domain/schemas/plain';
import type { UserDoc } from '@/domain/schemas/user';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { useUserEmails } from '@/hooks/use-user-emails';
import { CLIENT_PAGE_TEXT as T } from './client-messages';
import { DeskCard } from './desk-card';
import { failureMessage } from '@/data/failure-message';
import { formatDateTime } from '@/domain/format';
import { ClientEquipment } from './client-equipment';
import { LoadStatus } from '@/components/ui/load-status';
import { TextField } from '@/components/ui/text-field';
import { ViewHeading } from '@/components/ui/view-heading';
import { DESK_UI_TEXT } from '@/content/desk-ui';

/** The limits of clients/{uid}'s texts (firestore.rules isClientDoc). */
const NAME_MAX = 120;
const COMPANY_MAX = 150;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 col-lg-3">{term}</dt>
      <dd className="col-sm-8 col-lg-9 text-break">{children}</dd>
    </>
  );
}

function AccountCard({ user }: { user: UserDoc }) {
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
      </dl>
    </DeskCard>
  );
}

/** The link form's first values: the lead's, else the account's and its customer data. */
function usePrefill(uid: string, user: UserDoc, leadId: string | null) {
  return useQuery(clientPrefillKey(uid, leadId), () => getClientPrefill(uid, user, leadId));
}

type LinkField = 'name' | 'company';

function validate(values: Record<LinkField, string>): Partial<Record<LinkField, string>> {
  const errors: Partial<Record<LinkField, string>> = {};
  const name = values.name.trim();
  if (name === '') errors.name = REQUIRED_FIELD_MESSAGE;
  else if ([...name].length > NAME_MAX) errors.name = tooLongMessage(NAME_MAX);
  if ([...values.company.trim()].length > COMPANY_MAX) errors.company = tooLongMessage(COMPANY_MAX);
  return errors;
}

function LinkForm({
  uid,
  user,
  prefill,
  onLinked,
}: {
  uid: string;
  user: UserDoc;
  prefill: ClientPrefill;
  onLinked: (name: string) => void;
}) {
  const { user: me } = useSession();
  const id = useId();
  const [values, setValues] = useState({ name: prefill.name, company: prefill.company });
  const [errors, setErrors] = useState<Partial<Record<LinkField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    const first = (['name', 'company'] as const).find((name) => found[name]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await linkClient(
        uid,
        {
          email: user.email,
          name: values.name,
          company: values.company,
          leadId: prefill.lead?.id ?? null,
        },
        me?.uid ?? '',
      );
      onLinked(values.name.trim());
    } catch (error) {
      setFailure(failureMessage(error, { denied: T.linkDenied, failed: T.linkFailed }));
      setBusy(false);
    }
  }

  const control = (name: LinkField, label: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      hint={hint}
      autoComplete={name === 'name' ? 'name' : 'organization'}
    />
  );

  return (
    <form
      noValidate
      aria-labelledby="client-link-title"
      aria-busy={busy}
      onSubmit={(e) => void submit(e)}
    >
      {prefill.lead && <p className="small text-secondary">{T.fromLead(prefill.lead.who)}</p>}
      <div className="row">
        {control('name', T.contactName)}
        {control('company', T.company, T.companyHint)}
      </div>
      {failure && (
        <div ref={failureRef} tabIndex={-1} role="alert" className="alert alert-danger">
          {failure}
        </div>
      )}
      <Button type="submit" variant="primary" className="d-inline-flex align-items-center gap-2">
        {busy && <Spinner animation="border" size="sm" aria-hidden="true" />}
        {busy ? T.linking : T.link}
      </Button>
    </form>
  );
}

function LinkCard({
  uid,
  user,
  leadId,
  onCheckAgain,
  onLinked,
}: {
  uid: string;
  user: UserDoc;
  leadId: string | null;
  onCheckAgain: () => void;
  onLinked: (name: string) => void;
}) {
  const verified = user.emailVerified === true;
  return (
    <DeskCard id="client-link-title" title={T.linkTitle}>
      {verified ? (
        <>
          <p>{T.linkIntro}</p>
          <VerifiedLink uid={uid} user={user} leadId={leadId} onLinked={onLinked} />
        </>
      ) : (
        <div
          role="alert"
          className="alert alert-warning d-flex flex-wrap align-items-center gap-3 mb-0"
        >
          <span>{T.cannotLink}</span>
          <Button variant="outline-dark" size="sm" onClick={onCheckAgain}>
            {T.checkAgain}
          </Button>
        </div>
      )}
    </DeskCard>
  );
}

function VerifiedLink({
  uid,
  user,
  leadId,
  onLinked,
}: {
  uid: string;
  user: UserDoc;
  leadId: string | null;
  onLinked: (name: string) => void;
}) {
  const { state, reload } = usePrefill(uid, user, leadId);
  return (
    <>
      <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
      {state.status === 'ready' && (
        <LinkForm uid={uid} user={user} prefill={state.value} onLinked={onLinked} />
      )}
    </>
  );
}

function ClientCard({ client }: { client: Client }) {
  const { user } = useSession();
  const emails = useUserEmails(
    [client.linkedBy],
    user?.uid && user.email ? { [user.uid]: user.email } : {},
  );
  const by = client.linkedBy ? (emails[client.linkedBy] ?? client.linkedBy) : '';
  return (
    <DeskCard id="client-data-title" title={T.clientTitle}>
      {client.deleted && <p className="alert alert-secondary">{T.deletedNote}</p>}
      <dl className="row mb-0">
        <Fact term={T.nameTerm}>
          {client.deleted ? (
            <span className="badge text-bg-secondary">{T.deletedAccount}</span>
          ) : (
            client.name || <span className="text-secondary">{T.noName}</span>
          )}
        </Fact>
        <Fact term={T.companyTerm}>
          {client.company || <span className="text-secondary">{T.noCompany}</span>}
        </Fact>
        <Fact term={T.emailTerm}>{client.deleted ? T.deletedAccount : client.email}</Fact>
        {client.deletedAt && <Fact term={T.deletedAtTerm}>{formatDateTime(client.deletedAt)}</Fact>}
        {client.linkedAt && <Fact term={T.linkedAtTerm}>{formatDateTime(client.linkedAt)}</Fact>}
        {by && <Fact term={T.linkedByTerm}>{by}</Fact>}
        {client.leadId && (
          <Fact term={T.leadTerm}>
            <Link to={adminLeadPath(client.leadId)}>{T.viewLead}</Link>
          </Fact>
        )}
      </dl>
    </DeskCard>
  );
}

/** A registered user as a rental client in the desk. `now` dates a new contract (tests fix it). */
export function ClientPage({ uid, now }: { uid: string; now: () => Date }) {
  const [params] = useSearchParams();
  const leadId = params.get('lead')?.trim() || null;
  const { state, reload } = useQuery(clientAccountKey(uid), () => getClientAccount(uid));
  const [saved, setSaved] = useState('');
  const data = shownValue(state);
  const user = data?.user ?? null;
  const client = data?.client ?? null;
  const heading = client
    ? `${T.pageTitle}: ${client.deleted ? `${T.deletedAccount}${client.company ? ` (${client.company})` : ''}` : client.name || client.email}`
    : user
      ? `${T.pageTitle}: ${user.name || user.email}`
      : state.status === 'ready'
        ? T.userNotFound
        : T.pageTitle;
  const back = leadId
    ? { to: adminLeadPath(leadId), label: T.backToLead }
    : { to: `${paths.admin}?section=usuarios`, label: T.backToUsers };

  return (
    <>
      <p className="mb-2">
        <Link to={back.to}>
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      </p>
      {/* The heading takes the focus when the page loads and when the user becomes a client. */}
      <ViewHeading focusKey={`${state.status === 'ready' ? 'ready' : 'wait'}-${client ? 1 : 0}`}>
        {heading}
      </ViewHeading>
      <p className="visually-hidden" aria-live="polite">
        {saved}
      </p>
      <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
      {data &&
        (!user && !client ? (
          <p className="alert alert-warning">{T.userNotFoundNote}</p>
        ) : (
          <>
            {user && <AccountCard user={user} />}
            {client ? (
              <>
                <ClientCard client={client} />
                <ClientEquipment clientUid={uid} now={now} canRegister={!client.deleted} />
              </>
            ) : (
              user && (
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
              )
            )}
          </>
        ))}
    </>
  );
}
