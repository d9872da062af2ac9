/**
 * "Quitar" on the desk's members card: asks before removing a member (their membership is
 * deleted; their next read of the company is refused), and says when they are its only
 * administrator. Loaded when it opens (./company-members.tsx).
 */
import { ConfirmDialog } from '@/components/confirm-dialog';
import { removeMember } from '@/data/rental/company/company';
import type { Membership } from '@/data/rental/company/company-desk';
import { MEMBER_TEXT as T, memberFailure, whoIs } from './member-texts';

export function RemoveDialog({
  member,
  company,
  lastAdmin,
  onDone,
  onCancel,
}: {
  member: Membership | null;
  company: string;
  lastAdmin: boolean;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      show={member !== null}
      title={member ? T.removeQuestion(whoIs(member), company) : ''}
      note={`${T.removeNote}${lastAdmin ? ` ${T.lastAdminNote}` : ''}`}
      confirmLabel={T.confirmRemove}
      cancelLabel={T.cancel}
      failure={memberFailure}
      onCancel={onCancel}
      onConfirm={async () => {
        if (!member) return;
        await removeMember(member.uid);
        onDone(T.removed(whoIs(member)));
      }}
    />
  );
}
