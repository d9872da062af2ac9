import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { StoredPhotoLink } from '@/components/stored-photo-link';
import { adminClientPath } from '@/config/paths';
import { getTicket, ticketKey, type Ticket } from '@/data/client-portal';
import { listReplies, repliesKey, replyToTicket, setTicketStatus } from '@/data/ticket-replies';
import { isOpenStatus, type TicketStatus } from '@/domain/client-portal';
import { MEXICO_TIME_ZONE } from '@/domain/business-days';
import { mailtoLink } from '@/domain/contact-links';
import { parseTicketReply, TICKET_REPLY_MAX_LENGTH } from '@/domain/schemas/ticket';
import { useAccountDoc } from '@/hooks/use-account-doc';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { failureMessage } from '@/data/failure-message';
import { formatCount, formatDateTime } from '@/domain/format';
import { LoadStatus } from '@/components/ui/load-status';
import { TextAreaField } from '@/components/ui/text-field';
import {
  ageText,
  serviceViewPath,
  SERVICE_TEXT as T,
  STATUS_ACTIONS,
  TICKET_STATUS_BADGE_CLASS,
  ticketTitle,
} from './service-messages';
import { ViewHeading } from '@/components/ui/view-heading';
import { DeskCard } from './desk-card';
import { DESK_UI_TEXT } from '@/content/desk-ui';

const when = (iso: string) => formatDateTime(iso, MEXICO_TIME_ZONE);
/** Characters as the data layer counts them (code points). */
const lengthOf = (text: string) => [...text].length;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 col-lg-3">{term}</dt>
      <dd className="col-sm-8 col-lg-9 text-break">{children}</dd>
    </>
  );
}

/** The status, when it last changed, and the buttons that move it. */
function TicketStatusCard({
  ticket,
  onChanged,
}: {
  ticket: Ticket;
  onChanged: (status: TicketStatus, by: string) => void;
}) {
  const { user } = useSession();
  const [busy, setBusy] = useState<TicketStatus | null>(null);

  async function move(status: TicketStatus) {
    if (busy) return;
    setBusy(status);
    try {
      await setTicketStatus(ticket.id, status, user?.uid ?? '');
      onChanged(status, user?.uid ?? '');
      toast.success(T.statusSaved(status));
    } catch (error) {
      toast.error(failureMessage(error, { denied: T.statusDenied, failed: T.statusFailed }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <DeskCard id="ticket-status-title" title={T.statusTitle}>
      <p className="mb-2">
        {T.currentStatus}:{' '}
        <span className={`badge ${TICKET_STATUS_BADGE_CLASS[ticket.status]}`}>{ticket.status}</span>
      </p>
      <p className="small text-secondary">
        {ticket.statusChangedAt ? T.lastStatusChange(when(ticket.statusChangedAt)) : T.neverChanged}
      </p>
      <div className="d-flex flex-wrap gap-2" aria-busy={busy !== null}>
        {STATUS_ACTIONS[ticket.status].map((action, index) => (
          <Button
            key={action.to}
            variant={index === 0 ? 'primary' : 'outline-secondary'}
            disabled={busy !== null}
            onClick={() => void move(action.to)}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </DeskCard>
  );
}

/** The replies, oldest first, and the form that adds one (shown to the client). */
function TicketReplies({ ticket, onReplied }: { ticket: Ticket; onReplied: () => void }) {
  const { user } = useSession();
  const account = useAccountDoc(user?.uid ?? null);
  const authorName =
    shownValue(account.state)?.name?.trim() ||
    user?.displayName?.trim() ||
    user?.email ||
    T.defaultAuthor;
  const replies = useQuery(repliesKey(ticket.id), () => listReplies(ticket.id));
  const shown = shownValue(replies.state);
  const textId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSendError(null);
    const parsed = parseTicketReply({ text });
    if (!parsed.ok) {
      setFieldError(parsed.errors.text ?? null);
      textRef.current?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      await replyToTicket(ticket.id, parsed.value.text, {
        uid: user?.uid ?? '',
        name: authorName,
      });
      setText('');
      onReplied();
      toast.success(T.replySent);
      // A failed re-read shows in the thread's own status.
      replies.reload().catch(() => {});
    } catch (error) {
      setSendError(failureMessage(error, { denied: T.replyDenied, failed: T.replyFailed }));
      textRef.current?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <DeskCard id="ticket-replies-title" title={T.repliesTitle}>
      <p className="small text-secondary">{T.repliesHint}</p>
      <LoadStatus texts={DESK_UI_TEXT} state={replies.state} onRetry={replies.reload} />
      {shown &&
        (shown.length === 0 ? (
          <p className="text-secondary">{T.noReplies}</p>
        ) : (
          <ol className="list-unstyled mb-4">
            {shown.map((reply) => (
              <li key={reply.id} className="border-start border-3 border-primary ps-3 mb-3">
                <p className="small text-secondary mb-1">
                  <span className="fw-semibold">{reply.authorName || T.defaultAuthor}</span> ·{' '}
                  {when(reply.at)}
                </p>
                <p className="mb-0 admin-message">{reply.text}</p>
              </li>
            ))}
          </ol>
        ))}
      {/* Plain elements with Bootstrap's classes: react-bootstrap's Form and Alert (with its
        Fade) were two chunks of this page's JS budget. */}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
        <TextAreaField
          id={textId}
          inputRef={textRef}
          className="mb-0"
          label={T.replyLabel}
          rows={4}
          maxLength={TICKET_REPLY_MAX_LENGTH}
          value={text}
          error={fieldError}
          hint={`${T.replyHint(authorName)} ${formatCount(lengthOf(text))} de ${formatCount(TICKET_REPLY_MAX_LENGTH)} caracteres.`}
          onChange={(value) => {
            setText(value);
            setFieldError(null);
          }}
        />
        {sendError && (
          <div role="alert" className="alert alert-danger alert-dismissible mt-3 mb-0">
            {sendError}
            <button
              type="button"
              className="btn-close"
              aria-label={T.closeAlert}
              onClick={() => setSendError(null)}
            />
          </div>
        )}
        <Button type="submit" variant="primary" className="mt-3" disabled={sending}>
          {sending ? T.sendingReply : T.sendReply}
        </Button>
      </form>
    </DeskCard>
  );
}

/**
 * A service ticket in the desk (/admin-dashboard/servicio/:ticketId): what the client asked for,
 * on which device, its status with the buttons that move it (Abierto → En proceso → Resuelto, and
 * reopening), and the replies the client sees, with the form that adds one. Reads the ticket, its
 * replies (at most 100) and the admin's own profile (already known for the role check).
 */
export function TicketDetail({ id, now }: { id: string; now: () => Date }) {
  const ticketQuery = useQuery(ticketKey(id), () => getTicket(id));
  const ticket = shownValue(ticketQuery.state);
  const [openedAt] = useState(now);

  function onStatusChanged(status: TicketStatus, by: string) {
    const at = new Date().toISOString();
    ticketQuery.update((current) =>
      current
        ? {
            ...current,
            status,
            open: isOpenStatus(status),
            statusChangedAt: at,
            statusChangedBy: by,
          }
        : current,
    );
  }

  function onReplied() {
    const at = new Date().toISOString();
    ticketQuery.update((current) => (current ? { ...current, lastReplyAt: at } : current));
  }

  return (
    <>
      <p className="mb-2">
        <Link to={serviceViewPath(ticket?.open === false ? 'resueltos' : 'abiertos')}>
          <span aria-hidden="true">←</span> {T.back}
        </Link>
      </p>
      <LoadStatus texts={DESK_UI_TEXT} state={ticketQuery.state} onRetry={ticketQuery.reload} />
      {ticket === null && (
        <>
          <ViewHeading focusKey="not-found">Ticket no encontrado</ViewHeading>
          <p className="alert alert-info">{T.notFound}</p>
        </>
      )}
      {ticket && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <ViewHeading focusKey="ready">{ticketTitle(ticket)}</ViewHeading>
            <span className={`badge mb-3 ${TICKET_STATUS_BADGE_CLASS[ticket.status]}`}>
              {ticket.status}
            </span>
          </div>
          <section className="card mb-4 shadow-sm" aria-label={T.ticketFacts}>
            <div className="card-body">
              <dl className="row mb-0">
                {ticket.kind === 'toner' ? (
                  <Fact term="Colores">{ticket.tonerColors.join(', ') || '—'}</Fact>
                ) : (
                  <Fact term="Categoría">{ticket.category || '—'}</Fact>
                )}
                <Fact term="Descripción">
                  {ticket.description ? (
                    <span className="admin-message">{ticket.description}</span>
                  ) : (
                    <span className="text-secondary">Sin descripción</span>
                  )}
                </Fact>
                {ticket.photoPath && (
                  <Fact term="Foto">
                    <StoredPhotoLink path={ticket.photoPath} className={null} text={T.viewPhoto} />
                  </Fact>
                )}
                <Fact term="Equipo">
                  {ticket.equipment.model}, {T.serialPrefix.toLowerCase()} {ticket.equipment.serial}{' '}
                  <Link to={adminClientPath(ticket.clientId)}>{T.viewClient}</Link>
                </Fact>
                <Fact term="Cliente">
                  {ticket.clientEmail ? (
                    <a href={mailtoLink(ticket.clientEmail)}>{ticket.clientEmail}</a>
                  ) : (
                    // Only a client who deleted their account leaves a ticket without e-mail.
                    <span className="text-secondary">{T.deletedAccount}</span>
                  )}
                </Fact>
                <Fact term="Creado">
                  {when(ticket.createdAt)}{' '}
                  <span className="text-secondary">({ageText(ticket.createdAt, openedAt)})</span>
                </Fact>
                <Fact term="Última respuesta">
                  {ticket.lastReplyAt ? when(ticket.lastReplyAt) : T.noReply}
                </Fact>
                <Fact term="Folio">
                  <code>{ticket.id}</code>
                </Fact>
              </dl>
            </div>
          </section>
          <TicketStatusCard ticket={ticket} onChanged={onStatusChanged} />
          <TicketReplies ticket={ticket} onReplied={onReplied} />
        </>
      )}
    </>
  );
}
