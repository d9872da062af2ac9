import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  listArcoRequests,
  updateArcoRequest,
  type ArcoRequest,
  type ArcoRequestChange,
} from '@/data/arco-requests';
import {
  ARCO_RESPONSE_NOTE_MAX_LENGTH,
  ARCO_STATUSES,
  dueStatus,
  isOpenArcoStatus,
  type ArcoStatus,
} from '@/domain/arco';
import { mailtoLink } from '@/domain/contact-links';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { useUserEmails } from '@/hooks/use-user-emails';
import {
  ARCO_STATUS_BADGE_CLASS,
  arcoNoteLabel,
  arcoStatusLabel,
  dueText,
  PRIVACY_TEXT as T,
} from '../messages';
import { failureMessage } from '@/data/failure-message';
import { formatDateTime, formatDay } from '@/domain/format';
import { LoadStatus } from '@/components/ui/load-status';
import { ViewHeading } from '@/components/ui/view-heading';
import { DESK_UI_TEXT } from '@/content/desk-ui';

/** The query key of the section's list (src/data/arco-requests.ts listArcoRequests). */
export const ARCO_REQUESTS_KEY = 'arcoRequests?desk';

/** "31 mar 2026" on the company's calendar (the legal deadline's day). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 col-lg-3">{term}</dt>
      <dd className="col-sm-8 col-lg-9 text-break">{children}</dd>
    </>
  );
}

/** How the deadline stands: red once past, yellow on its day, grey before. */
function DueBadge({ request, now }: { request: ArcoRequest; now: Date }) {
  const due = dueStatus(new Date(request.dueAt), now);
  const tone =
    due.kind === 'overdue'
      ? 'text-bg-danger'
      : due.kind === 'today'
        ? 'text-bg-warning'
        : 'text-bg-light border';
  return <span className={`badge ${tone}`}>{dueText(due)}</span>;
}

/** One request: what was asked, its dates, and the form that changes its status and note. */
function ArcoRequestCard({
  request,
  now,
  onSaved,
}: {
  request: ArcoRequest;
  now: Date;
  onSaved: (id: string, change: ArcoRequestChange, by: string) => void;
}) {
  const titleId = useId();
  const noteId = useId();
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const [status, setStatus] = useState<ArcoStatus>(request.status);
  const [note, setNote] = useState(request.responseNote);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const emails = useUserEmails(
    [request.updatedBy],
    user?.uid && user.email ? { [user.uid]: user.email } : {},
  );
  const by = request.updatedBy ? (emails[request.updatedBy] ?? request.updatedBy) : null;
  const noteTooLong = [...note].length > ARCO_RESPONSE_NOTE_MAX_LENGTH;
  const changed = status !== request.status || note.trim() !== request.responseNote;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || noteTooLong) return;
    setBusy(true);
    setError(null);
    setSaved('');
    const change = { status, responseNote: note.trim() };
    try {
      await updateArcoRequest(request.id, change, uid);
      onSaved(request.id, change, uid);
      setNote(change.responseNote);
      setSaved(T.saved);
    } catch (failure) {
      setError(failureMessage(failure, { denied: T.saveDenied, failed: T.saveFailed }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="card mb-3 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h3 id={titleId} className="h5 mb-0 me-2">
            {request.fullName} — {request.right}
          </h3>
          <span className={`badge ${ARCO_STATUS_BADGE_CLASS[request.status]}`}>
            {request.status}
          </span>
          {isOpenArcoStatus(request.status) && <DueBadge request={request} now={now} />}
        </div>
        <dl className="row mb-2">
          <Fact term="Correo">
            <a href={mailtoLink(request.email)}>{request.email}</a>
          </Fact>
          <Fact term="Derecho">{request.right}</Fact>
          <Fact term="Recibida">{formatDateTime(request.receivedAt)}</Fact>
          <Fact term="Vence">{formatDay(request.dueAt, 'medium')}</Fact>
          <Fact term="Aviso de privacidad">
            {request.privacyNoticeVersion ? `versión ${request.privacyNoticeVersion}` : '—'}
          </Fact>
          <Fact term="Folio">
            <code>{request.id}</code>
          </Fact>
          <Fact term="Detalles">
            <span className="admin-message">{request.details}</span>
          </Fact>
        </dl>
        <Form noValidate onSubmit={(event) => void save(event)} aria-busy={busy}>
          <fieldset disabled={busy} className="row g-2 align-items-start">
            <div className="col-md-4">
              <Form.Label htmlFor={`${noteId}-status`}>{T.statusLabel}</Form.Label>
              <Form.Select
                id={`${noteId}-status`}
                aria-label={arcoStatusLabel(request.fullName)}
                value={status}
                onChange={(event) => {
                  const next = ARCO_STATUSES.find((s) => s === event.target.value);
                  if (next) setStatus(next);
                }}
              >
                {ARCO_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-md-8">
              <Form.Label htmlFor={noteId}>{T.noteLabel}</Form.Label>
              <Form.Control
                as="textarea"
                id={noteId}
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                isInvalid={noteTooLong}
                aria-label={arcoNoteLabel(request.fullName)}
                aria-describedby={`${noteId}-hint`}
              />
              <Form.Text id={`${noteId}-hint`}>{T.noteHint}</Form.Text>
              <Form.Control.Feedback type="invalid">
                {T.noteTooLong(ARCO_RESPONSE_NOTE_MAX_LENGTH)}
              </Form.Control.Feedback>
            </div>
            <div className="col-12 d-flex flex-wrap align-items-center gap-3">
              <Button type="submit" variant="primary" disabled={!changed || noteTooLong}>
                {busy ? T.saving : T.save}
              </Button>
              <span className="small text-secondary">
                {request.updatedAt
                  ? T.lastChange(formatDateTime(request.updatedAt), by)
                  : T.neverChanged}
              </span>
              <span className="small text-success" role="status">
                {saved}
              </span>
            </div>
          </fieldset>
        </Form>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0" dismissible onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </div>
    </article>
  );
}

/**
 * Privacidad: the ARCO requests, those waiting for an answer first by due date (so the overdue
 * ones lead), each with its received and due dates, the business days left (or how long ago it
 * fell due), its status and a response note.
 */
export function PrivacySection({ now }: { now: () => Date }) {
  const query = useQuery(ARCO_REQUESTS_KEY, listArcoRequests);
  const requests = shownValue(query.state);
  const today = now();
  const open = requests?.filter((r) => isOpenArcoStatus(r.status)) ?? [];
  const overdue = open.filter((r) => dueStatus(new Date(r.dueAt), today).kind === 'overdue');

  function onSaved(id: string, change: ArcoRequestChange, by: string) {
    const at = new Date().toISOString();
    query.update((list) =>
      list.map((r) => (r.id === id ? { ...r, ...change, updatedAt: at, updatedBy: by } : r)),
    );
  }

  return (
    <>
      <ViewHeading focusKey={query.state.status}>{T.title}</ViewHeading>
      <p className="text-secondary">{T.intro}</p>
      <LoadStatus texts={DESK_UI_TEXT} state={query.state} onRetry={query.reload} />
      {requests &&
        (requests.length === 0 ? (
          <p className="alert alert-info">{T.empty}</p>
        ) : (
          <>
            <p>{T.summary(open.length, overdue.length)}</p>
            {requests.map((request) => (
              <ArcoRequestCard key={request.id} request={request} now={today} onSaved={onSaved} />
            ))}
          </>
        ))}
    </>
  );
}
