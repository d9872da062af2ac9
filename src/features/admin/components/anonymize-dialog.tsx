import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Dialog } from '@/components/dialog';
import { ANONYMIZE_TEXT as T } from '../messages';

/** Longest reason (functions/src/privacy/admin-anonymize.ts ANONYMIZE_REASON_MAX_LENGTH). */
export const ANONYMIZE_REASON_MAX_LENGTH = 500;

/**
 * Asks before anonymising a lead: what will be lost, a warning when the lead is Ganado, and the
 * reason (required). "Anonimizar" calls `onConfirm(reason)`; the dialog stays open with the
 * function's message when it fails.
 */
export function AnonymizeDialog({
  show,
  won,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  /** The lead is Ganado: the dialog says so (and the page then sends includeWon). */
  won: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const clean = reason.trim();
    const found =
      clean === ''
        ? T.reasonRequired
        : [...clean].length > ANONYMIZE_REASON_MAX_LENGTH
          ? T.reasonTooLong
          : null;
    setProblem(found);
    if (found) {
      reasonRef.current?.focus();
      return;
    }
    onConfirm(clean);
  }

  return (
    <Dialog
      show={show}
      onHide={() => {
        if (!busy) onCancel();
      }}
      onEntered={() => reasonRef.current?.focus()}
      centered
      aria-labelledby={titleId}
    >
      <Form noValidate onSubmit={submit}>
        <Dialog.Header>
          <Dialog.Title as="h2" id={titleId} className="h5">
            {T.dialogTitle}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <p>{T.dialogBody}</p>
          {won && (
            <Alert variant="warning" className="py-2">
              {T.wonWarning}
            </Alert>
          )}
          <Form.Group controlId={reasonId}>
            <Form.Label>{T.reasonLabel}</Form.Label>
            <Form.Control
              ref={reasonRef}
              as="textarea"
              rows={3}
              value={reason}
              disabled={busy}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
              isInvalid={problem !== null}
              aria-describedby={`${reasonId}-hint`}
              required
            />
            <Form.Text id={`${reasonId}-hint`}>{T.reasonHint}</Form.Text>
            <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
          </Form.Group>
          {error && (
            <Alert variant="danger" className="mt-3 mb-0">
              {error}
            </Alert>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? T.confirming : T.confirm}
          </Button>
        </Dialog.Footer>
      </Form>
    </Dialog>
  );
}
