/**
 * "Mi empresa" for the company's administrator: the members with name, e-mail and role; for each
 * other member a role select with "Guardar rol" and "Quitar" (after a confirmation; the
 * invitations they sent leave the pending list, ./pending-invites.tsx, as the server cancels
 * them). Writes go straight to members/{uid} (the rules let the administrator change only
 * `role`, or delete, and never their own document).
 */
import { RoleOptions } from '@/features/rental/company/role-options';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadStatus } from '@/components/ui/load-status';
import type { ClientLink } from '@/data/rental/company/client-link';
import {
  invitesKey,
  listMembers,
  membersKey,
  removeMember,
  setMemberRole,
  type Member,
  type MemberInvite,
} from '@/data/rental/company/company';
import { MEMBER_ROLE_LABELS, isMemberRole, type MemberRole } from '@/domain/company';
import { shownValue, useQuery } from '@/hooks/use-query';
import { updateQueryData } from '@/lib/query-cache';
import { COMPANY_TEXT as T } from '../company-messages';
import { loadTexts } from '../messages';
import { useRecheckWhenDenied } from '../use-client';
import { PortalCard } from './portal-card';

const whoIs = (member: Pick<Member, 'name' | 'email'>) => member.name || member.email || T.noName;

export function CompanyMembers({ link }: { link: ClientLink }) {
  const clientId = link.client.uid;
  const { state, reload } = useQuery(membersKey(clientId), () => listMembers(clientId));
  useRecheckWhenDenied(state);
  const members = shownValue(state);
  const [removing, setRemoving] = useState<Member | null>(null);

  return (
    <PortalCard id="personas" title={T.members}>
      <LoadStatus
        state={state}
        onRetry={reload}
        texts={loadTexts(T.loadingMembers, T.membersLoadFailed)}
      />
      {members && (
        <ul className="list-group">
          {members.map((member) => (
            <li key={member.uid} className="list-group-item">
              <MemberRow
                member={member}
                me={member.uid === link.uid}
                onRemove={() => setRemoving(member)}
              />
            </li>
          ))}
        </ul>
      )}
      <RemoveDialog
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(uid) => {
          updateQueryData<Member[]>(membersKey(clientId), (list) =>
            list.filter((item) => item.uid !== uid),
          );
          // Their pending invitations are cancelled by the server (cancelSentInvites).
          updateQueryData<MemberInvite[]>(invitesKey(clientId), (list) =>
            list.filter((item) => item.invitedBy !== uid),
          );
        }}
      />
    </PortalCard>
  );
}

function MemberRow({
  member,
  me,
  onRemove,
}: {
  member: Member;
  me: boolean;
  onRemove: () => void;
}) {
  const selectId = useId();
  const [role, setRole] = useState<MemberRole>(member.role);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = whoIs(member);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await setMemberRole(member.uid, role);
      updateQueryData<Member[]>(membersKey(member.clientId), (list) =>
        list.map((item) => (item.uid === member.uid ? { ...item, role } : item)),
      );
      toast.success(T.roleSaved(name, MEMBER_ROLE_LABELS[role]));
    } catch {
      setError(T.roleFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 justify-content-between">
      <div>
        <span className="fw-semibold">{name}</span>
        {me && <span> {T.you}</span>}
        <span className="d-block small text-body-secondary">{member.email}</span>
        {me && <span className="d-block small">{MEMBER_ROLE_LABELS[member.role]}</span>}
      </div>
      {!me && (
        <form
          className="d-flex flex-wrap align-items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label className="visually-hidden" htmlFor={selectId}>
            {T.roleOf(name)}
          </label>
          <select
            id={selectId}
            className="form-select form-select-sm w-auto"
            value={role}
            onChange={(event) => {
              if (isMemberRole(event.target.value)) setRole(event.target.value);
            }}
          >
            <RoleOptions />
          </select>
          <button
            type="submit"
            className="btn btn-sm btn-outline-primary"
            disabled={saving || role === member.role}
          >
            {saving ? T.savingRole : T.saveRole}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={T.removeOf(name)}
            onClick={onRemove}
          >
            {T.remove}
          </button>
          {error && (
            <p className="text-danger small mb-0 w-100" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

function RemoveDialog({
  member,
  onClose,
  onRemoved,
}: {
  member: Member | null;
  onClose: () => void;
  onRemoved: (uid: string) => void;
}) {
  return (
    <ConfirmDialog
      show={member !== null}
      title={T.confirmRemoveTitle}
      note={member ? T.confirmRemoveText(whoIs(member)) : ''}
      confirmLabel={T.confirmRemove}
      busyLabel={T.removing}
      cancelLabel={T.cancel}
      failure={() => T.removeFailed}
      onCancel={onClose}
      onConfirm={async () => {
        if (!member) return;
        await removeMember(member.uid);
        onRemoved(member.uid);
        toast.success(T.removed(whoIs(member)));
        onClose();
      }}
    />
  );
}
