import { shownValue } from '@/hooks/use-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { addLeadNote } from '@/data/leads';
import {
  ACTIVITY_FUTURE_SLACK_MS,
  ACTIVITY_KINDS,
  activityDateProblem,
  activityTime,
  isContactKind,
  fromLocalInputValue,
  toLocalInputValue,
  type ActivityKind,
} from '@/domain/activity';
import { LEAD_NOTE_MAX_LENGTH } from '@/domain/entities';
import { useSession } from '@/lib/session';
import { useLeadNotes } from '../hooks/use-lead-detail';
import { ADMIN_TEXT } from '../messages';
import { failureMessage } from '@/data/failure-message';
import { formatCount, formatDateTime } from '@/domain/format';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';

/** An activity written down more than a few minutes after it happened: say when. */
const loggedLater = (note: { at: string | null; createdAt: string }) =>
  note.at !== null && Date.parse(note.createdAt) - Date.parse(note.at) > ACTIVITY_FUTURE_SLACK_MS;

/** Characters as the data layer counts them (code points, so an emoji counts once). */
const lengthOf = (text: string) => [...text].length;

/**
 * A lead's activities (internal notes with a kind and the date they happened): a form to log one
 * and the list, newest logged first. `latestAt`: when the lead's latest activity happened (an
 * activity logged with an earlier date does not replace it in the list and the CSV).
 */
export function LeadNotes({
  leadId,
  latestAt,
  awaitingResponse = false,
  onFirstResponse,
  closed = false,
}: {
  leadId: string;
  latestAt: string | null;
  /** An anonymised lead: no new note (firestore.rules refuse it); the list stays. */
  closed?: boolean;
  /** Whether the lead still waits for its first answer: a contact activity stops the clock. */
  awaitingResponse?: boolean;
  onFirstResponse?: (at: string) => void;
}) {
  const { user } = useSession();
  const notes = useLeadNotes(leadId);
  // The saved notes stay in view while they are read again after a save.
  const shown = shownValue(notes.state);
  const textareaId = useId();
  const counterId = useId();
  const errorId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<ActivityKind>('Nota');
  const [when, setWhen] = useState(() => toLocalInputValue(new Date()));
  const [whenError, setWhenError] = useState<string | null>(null);
  const kindId = useId();
  const whenId = useId();
  const whenErrorId = useId();
  const whenRef = useRef<HTMLInputElement>(null);
  const [latest, setLatest] = useState(latestAt);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState('');
  const length = lengthOf(text);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const clean = text.trim();
    const problem =
      clean === ''
        ? ADMIN_TEXT.noteEmpty
        : lengthOf(clean) > LEAD_NOTE_MAX_LENGTH
          ? ADMIN_TEXT.noteTooLong
          : null;
    const at = fromLocalInputValue(when);
    const dateProblem = activityDateProblem(at, new Date());
    setSaved('');
    setSaveError(null);
    setFieldError(problem);
    setWhenError(dateProblem);
    if (problem) {
      textareaRef.current?.focus();
      return;
    }
    if (dateProblem) {
      whenRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const isLatest = !latest || at.getTime() >= new Date(latest).getTime();
      const firstResponse = awaitingResponse && isContactKind(kind);
      await addLeadNote(
        leadId,
        clean,
        { uid: user?.uid ?? '', email: user?.email ?? '' },
        { kind, at, latest: isLatest, firstResponse },
      );
      if (firstResponse) onFirstResponse?.(new Date().toISOString());
      if (isLatest) setLatest(at.toISOString());
      setText('');
      setKind('Nota');
      setWhen(toLocalInputValue(new Date()));
      setSaved('Nota guardada.');
      // A failed re-read shows in the list's own status.
      notes.reload().catch(() => {});
    } catch (error) {
      setSaveError(
        failureMessage(error, { denied: ADMIN_TEXT.noteDenied, failed: ADMIN_TEXT.noteFailed }),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card mb-4 shadow-sm" aria-labelledby="lead-notes-title">
      <div className="card-body">
        <h3 id="lead-notes-title" className="h5">
          Notas internas
        </h3>
        <p className="small text-secondary">
          Solo las ven los administradores; la más reciente aparece también en la lista y en el CSV.
        </p>
        {closed ? (
          <p className="alert alert-secondary mb-4">{ADMIN_TEXT.notesClosed}</p>
        ) : (
          <Form noValidate onSubmit={(event) => void submit(event)} className="mb-4">
            <div className="row g-2 mb-2">
              <div className="col-sm-5">
                <Form.Label htmlFor={kindId}>{ADMIN_TEXT.activityKind}</Form.Label>
                <Form.Select
                  id={kindId}
                  value={kind}
                  onChange={(event) =>
                    setKind(ACTIVITY_KINDS.find((k) => k === event.target.value) ?? 'Nota')
                  }
                >
                  {ACTIVITY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {k}
                    </option>
                  ))}
                </Form.Select>
              </div>
              <div className="col-sm-7">
                <Form.Label htmlFor={whenId}>{ADMIN_TEXT.activityWhen}</Form.Label>
                <Form.Control
                  ref={whenRef}
                  id={whenId}
                  type="datetime-local"
                  value={when}
                  isInvalid={whenError !== null}
                  aria-invalid={whenError !== null}
                  aria-describedby={whenError ? whenErrorId : undefined}
                  onChange={(event) => {
                    setWhen(event.target.value);
                    setWhenError(null);
                  }}
                />
                {whenError && (
                  <Form.Control.Feedback type="invalid" id={whenErrorId}>
                    {whenError}
                  </Form.Control.Feedback>
                )}
              </div>
            </div>
            <Form.Label htmlFor={textareaId}>{ADMIN_TEXT.noteLabel}</Form.Label>
            <Form.Control
              ref={textareaRef}
              id={textareaId}
              as="textarea"
              rows={4}
              value={text}
              maxLength={LEAD_NOTE_MAX_LENGTH}
              isInvalid={fieldError !== null}
              aria-invalid={fieldError !== null}
              aria-describedby={fieldError ? `${errorId} ${counterId}` : counterId}
              onChange={(event) => {
                setText(event.target.value);
                setFieldError(null);
              }}
            />
            {fieldError && (
              <Form.Control.Feedback type="invalid" id={errorId}>
                {fieldError}
              </Form.Control.Feedback>
            )}
            <Form.Text id={counterId} className="d-block text-secondary">
              {formatCount(length)} de {formatCount(LEAD_NOTE_MAX_LENGTH)} caracteres
            </Form.Text>
            <div className="d-flex align-items-center gap-3 mt-2">
              <Button type="submit" variant="primary" disabled={saving}>
                {saving ? ADMIN_TEXT.savingNote : ADMIN_TEXT.saveNote}
              </Button>
              <span className="small text-success" aria-live="polite">
                {saved}
              </span>
            </div>
            {saveError && (
              <Alert variant="danger" className="mt-3 mb-0">
                {saveError}
              </Alert>
            )}
          </Form>
        )}
        <h4 className="h6">Notas guardadas</h4>
        <LoadStatus texts={DESK_UI_TEXT} state={notes.state} onRetry={notes.reload} />
        {shown !== undefined &&
          (shown.length === 0 ? (
            <p className="text-secondary mb-0">{ADMIN_TEXT.noNotes}</p>
          ) : (
            <ol
              className="list-unstyled mb-0"
              aria-label="Notas internas, de la más reciente a la más antigua"
            >
              {shown.map((note) => (
                <li key={note.id} className="border-start border-3 ps-3 mb-3">
                  <p className="mb-1">
                    <span className="badge text-bg-secondary me-2">{note.kind}</span>
                    <time dateTime={activityTime(note)}>{formatDateTime(activityTime(note))}</time>
                  </p>
                  <p className="mb-1 admin-message">{note.text}</p>
                  <p className="small text-secondary mb-0">
                    {note.authorEmail || 'Autor desconocido'}
                    {loggedLater(note) && <> · registrada el {formatDateTime(note.createdAt)}</>}
                  </p>
                </li>
              ))}
            </ol>
          ))}
      </div>
    </section>
  );
}
