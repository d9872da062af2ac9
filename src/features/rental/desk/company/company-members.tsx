/**
 * "Miembros de la empresa" on the desk's client page: each member's name (a link to their page),
 * e-mail and role; an admin changes a role ("Cambiar rol"), removes a member ("Quitar", after a
 * confirmation: the person's next read of the company is refused) and adds a registered,
 * verified account by its e-mail with a role ("Agregar a la empresa"). One query of the company's
 * members (at most MEMBERS_LIMIT); adding reads the account by its e-mail and the membership.
 */
import { RoleOptions } from '@/features/rental/company/role-options';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { FieldShell } from '@/components/ui/field-shell';
import { LoadStatus } from '@/components/ui/load-status';
import { TextField } from '@/components/ui/text-field';
import { adminClientPath } from '@/config/paths';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import {
  addMemberByEmail,
  MemberRefusedError,
  setCompanyMemberRole,
  type Company,
  type Membership,
} from '@/data/rental/company/company-desk';
import { listMembers, membersKey } from '@/data/rental/company/company';
import { MEMBER_ROLE_LABELS, type MemberRole } from '@/domain/company';
import {
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  REQUIRED_FIELD_MESSAGE,
} from '@/domain/schemas/plain';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { DeskCard } from '../desk-card';
import { MEMBER_TEXT as T, memberFailure, whoIs } from './member-texts';

// "Quitar" asks first; the dialog's code loads when it opens.
const RemoveDialog = lazy(() =>
  import('./remove-member-dialog').then((module) => ({ default: module.RemoveDialog })),
);

function RoleSelect({
  id,
  label,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  className?: string;
}) {
  return (
    <FieldShell id={id} label={label} className={className}>
      {(control) => (
        <select
          {...control}
          className="form-select"
          value={value}
          onChange={(event) => onChange(event.target.value as MemberRole)}
        >
          <RoleOptions />
        </select>
      )}
    </FieldShell>
  );
}

function MemberRow({
  member,
  clientId,
  current,
  onSaved,
  onRemove,
}: {
  member: Membership;
  clientId: string;
  /** The uid or company id of the page shown (its own row is not a link). */
  current: string;
  onSaved: (message: string) => void;
  onRemove: (member: Membership) => void;
}) {
  const id = useId();
  const [role, setRole] = useState<MemberRole>(member.role);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const who = whoIs(member);
  async function save() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await setCompanyMemberRole(member.uid, clientId, role);
      onSaved(T.roleChanged(who, MEMBER_ROLE_LABELS[role]));
    } catch (error) {
      setFailure(memberFailure(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {member.uid === current ? (
          <>
            {who} <span className="text-secondary small">{T.thisPerson}</span>
          </>
        ) : (
          <Link to={adminClientPath(member.uid)}>{who}</Link>
        )}
      </th>
      <td className="text-break">{member.email}</td>
      <td>{MEMBER_ROLE_LABELS[member.role]}</td>
      <td>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <select
            id={`${id}-role`}
            aria-label={T.roleOf(who)}
            className="form-select form-select-sm w-auto"
            value={role}
            onChange={(event) => setRole(event.target.value as MemberRole)}
          >
            <RoleOptions />
          </select>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy || role === member.role}
            aria-label={T.saveRoleOf(who)}
            onClick={() => void save()}
          >
            {T.saveRole}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={T.removeOf(who)}
            onClick={() => onRemove(member)}
          >
            {T.remove}
          </Button>
        </div>
        {failure && (
          <p role="alert" className="text-danger small mb-0 mt-1">
            {failure}
          </p>
        )}
      </td>
    </tr>
  );
}

function AddMemberForm({
  clientId,
  onAdded,
}: {
  clientId: string;
  onAdded: (message: string) => void;
}) {
  const { user: me } = useSession();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('usuario');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const typed = email.trim();
    const invalid =
      typed === '' ? REQUIRED_FIELD_MESSAGE : isValidEmail(typed) ? null : INVALID_EMAIL_MESSAGE;
    setError(invalid);
    if (invalid) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const person = await addMemberByEmail(clientId, typed, role, me?.uid ?? '');
      setEmail('');
      onAdded(T.added(person.name || person.email, MEMBER_ROLE_LABELS[role]));
    } catch (caught) {
      const message =
        caught instanceof MemberRefusedError
          ? caught.reason === 'no-account'
            ? T.noAccount
            : caught.reason === 'unverified'
              ? T.unverifiedAccount
              : T.alreadyMember
          : memberFailure(caught);
      if (caught instanceof MemberRefusedError) setError(message);
      else setFailure(message);
      document.getElementById(`${id}-email`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      onSubmit={(e) => void submit(e)}
    >
      <h4 id={`${id}-title`} className="h6 mt-3">
        {T.addTitle}
      </h4>
      <p className="small text-secondary">{T.addIntro}</p>
      <div className="row">
        <TextField
          id={`${id}-email`}
          label={T.addEmail}
          value={email}
          onChange={setEmail}
          error={error}
          autoComplete="off"
        />
        <RoleSelect
          id={`${id}-role`}
          label={T.role}
          value={role}
          onChange={setRole}
          className="col-md-6 mb-3"
        />
      </div>
      {failure && (
        <p role="alert" className="alert alert-danger">
          {failure}
        </p>
      )}
      <Button type="submit" variant="primary" size="sm" disabled={busy}>
        {busy ? T.adding : T.add}
      </Button>
    </form>
  );
}

export function CompanyMembers({
  company,
  current,
  canAdd,
  onChanged,
}: {
  company: Company;
  /** The page's id (a person's uid or the company's id). */
  current: string;
  /** False for a company whose founder deleted their account: nobody new joins it. */
  canAdd: boolean;
  /** After a change: the message to announce (the page reads the person's membership again). */
  onChanged: (message: string) => void;
}) {
  const { state, reload } = useQuery(membersKey(company.id), () => listMembers(company.id));
  const members = shownValue(state);
  const [removing, setRemoving] = useState<Membership | null>(null);
  const name = company.company || company.name || company.email;
  const changed = (message: string) => {
    onChanged(message);
    void reload().catch(() => {});
  };
  const admins = members?.filter((member) => member.role === 'administrador').length ?? 0;
  return (
    <DeskCard id="company-members-title" title={T.membersTitle}>
      <LoadStatus texts={DESK_UI_TEXT} state={state} onRetry={reload} />
      {members &&
        (members.length === 0 ? (
          <p className="text-secondary">{T.noMembers}</p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle">
              <caption className="visually-hidden">{T.membersCaption(name)}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.memberColumn}</th>
                  <th scope="col">{T.memberEmailColumn}</th>
                  <th scope="col">{T.memberRoleColumn}</th>
                  <th scope="col">{T.memberActionsColumn}</th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <MemberRow
                    key={`${member.uid}-${member.role}`}
                    member={member}
                    clientId={company.id}
                    current={current}
                    onSaved={changed}
                    onRemove={setRemoving}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {canAdd && <AddMemberForm clientId={company.id} onAdded={changed} />}
      {removing && (
        <Suspense fallback={null}>
          <RemoveDialog
            member={removing}
            company={name}
            lastAdmin={removing.role === 'administrador' && admins === 1}
            onCancel={() => setRemoving(null)}
            onDone={(message) => {
              setRemoving(null);
              changed(message);
            }}
          />
        </Suspense>
      )}
    </DeskCard>
  );
}
