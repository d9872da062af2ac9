/**
 * "Quitar" on the desk's members card: asks before removing a member (their membership is
 * deleted; their next read of the company is refused), and says when they are its only
 * administrator. Loaded when it opens (./company-members.tsx).
 */
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Dialog } from '@/components/dialog';
import { removeMember } from '@/data/company';
import type { Membership } from '@/data/company-desk';
import { CLIENT_PAGE_TEXT as T } from './client-messages';
import { memberFailure, whoIs } from './member-texts';

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
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onCancel();
  };
  async function confirm() {
    if (!member || busy) return;
    setBusy(true);
    setError(null);
    try {
      await removeMember(member.uid);
      onDone(T.removed(whoIs(member)));
    } catch (failure) {
      setError(memberFailure(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog show={member !== null} onHide={close} centered aria-labelledby={titleId}>
      <Dialog.Header>
        <Dialog.Title as="h2" id={titleId} className="h5">
          {member ? T.removeQuestion(whoIs(member), company) : ''}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <p className="mb-0">
          {T.removeNote}
          {lastAdmin ? ` ${T.lastAdminNote}` : ''}
        </p>
        {error && (
          <p role="alert" className="alert alert-danger mt-3 mb-0">
            {error}
          </p>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {T.cancel}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {T.confirmRemove}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
