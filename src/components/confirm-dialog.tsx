/**
 * The question asked before an action that cannot be undone (remove a member, revoke a
 * collector's key): a title, a note, "Cancelar" and the red button. While the action runs both
 * buttons wait and Esc does nothing; a failure is said inside the dialog, which stays open so the
 * user can try again or cancel. The caller closes it (its `show`) when the action succeeded.
 */
import { useId, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';

export function ConfirmDialog({
  show,
  title,
  note,
  confirmLabel,
  busyLabel = confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  failure,
}: {
  show: boolean;
  title: ReactNode;
  note: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel: string;
  /** The action; when it throws, `failure` says why in Spanish. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
  failure: (error: unknown) => string;
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
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (thrown) {
      setError(failure(thrown));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog show={show} onHide={close} centered aria-labelledby={titleId}>
      <Dialog.Header>
        <Dialog.Title as="h2" id={titleId} className="h5">
          {title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <p className="mb-0">{note}</p>
        {error && (
          <p role="alert" className="alert alert-danger mt-3 mb-0">
            {error}
          </p>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </Dialog.Footer>
    </Dialog>
  );
}
