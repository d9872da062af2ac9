import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { StoredPhotoLink } from '@/components/stored-photo-link';
import { LoadStatus } from '@/components/ui/load-status';
import { outcome, OutcomeMessage, type Outcome } from '@/components/ui/outcome-message';
import { TextAreaField } from '@/components/ui/text-field';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import type { Ticket } from '@/data/rental/client-portal';
import { failureMessage } from '@/data/failure-message';
import { listReplies, repliesKey, replyToTicket } from '@/data/rental/service/ticket-replies';
import { MEXICO_TIME_ZONE } from '@/domain/business-days';
import { formatCount, formatDateTime } from '@/domain/format';
import { TICKET_REPLY_MAX_LENGTH } from '@/domain/schemas/ticket';
import { useAccountDoc } from '@/hooks/use-account-doc';
import { EarlierRepliesButton } from '../../../thread/earlier-replies-button';
import { useEarlierReplies } from '../../../thread/use-earlier-replies';
import { shownValue, useQuery } from '@/hooks/use-query';
import { useSession } from '@/lib/session';
import { DeskCard } from '../../desk-card';
import { isUnnotified, SERVICE_TEXT as T } from '../service-messages';

const when = (iso: string) => formatDateTime(iso, MEXICO_TIME_ZONE);
/** Characters as the data layer counts them (code points). */
const lengthOf = (text: string) => [...text].length;

/**
 * The conversation, oldest first: the desk's replies and the client's ("Responder", marked with
 * the client's name and their photo), each "Sin notificar" while its e-mail has not gone out; the
 * latest page first, earlier ones with "Ver respuestas anteriores"; and
 * the form that adds the desk's reply (shown to the client; it stops the response clock).
 */
export function TicketReplies({
  ticket,
  now,
  onReplied,
}: {
  ticket: Ticket;
  now: () => Date;
  onReplied: (stored: Ticket | null) => void;
}) {
  const { user } = useSession();
  const account = useAccountDoc(user?.uid ?? null);
  const authorName =
    shownValue(account.state)?.name?.trim() ||
    user?.displayName?.trim() ||
    user?.email ||
    T.defaultAuthor;
  const replies = useQuery(repliesKey(ticket.id), () => listReplies(ticket.id));
  // "Sin notificar" counts from the instant the thread was opened.
  const [listedAt] = useState(now);
  const thread = useEarlierReplies(ticket.id, shownValue(replies.state));
  const shown = shownValue(replies.state) ? thread.replies : undefined;
  const textId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** "Respuesta enviada al cliente.": it takes the keyboard once the reply is stored. */
  const [sent, setSent] = useState<Outcome | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSendError(null);
    setSent(null);
    // The reply's check (src/domain/schemas/ticket-form.ts) loads with the first reply, not with
    // the ticket's page (its JS budget); meanwhile the button is disabled.
    setSending(true);
    const forms = await import('@/domain/schemas/ticket-form').catch(() => null);
    setSending(false);
    if (!forms) {
      setSendError(T.replyFailed);
      textRef.current?.focus();
      return;
    }
    const parsed = forms.parseTicketReply({ text });
    if (!parsed.ok) {
      setFieldError(parsed.errors.text ?? null);
      textRef.current?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      const stored = await replyToTicket(
        ticket.id,
        parsed.value.text,
        { uid: user?.uid ?? '', name: authorName },
        now(),
      );
      setText('');
      onReplied(stored);
      setSent(outcome(T.replySent));
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
          <>
            <EarlierRepliesButton thread={thread} />
            <ol className="list-unstyled mb-4">
              {shown.map((reply) => (
                <li
                  key={reply.id}
                  className={`border-start border-3 ps-3 mb-3 ${reply.fromClient ? 'border-warning' : 'border-primary'}`}
                >
                  <p className="small text-secondary mb-1">
                    {reply.fromClient && (
                      <span className="badge text-bg-warning me-1">{T.fromClient}</span>
                    )}
                    <span className="fw-semibold">
                      {reply.authorName || (reply.fromClient ? T.fromClient : T.defaultAuthor)}
                    </span>{' '}
                    · {when(reply.at)}
                    {isUnnotified(reply, listedAt) && (
                      <span className="badge text-bg-danger ms-2" title={T.unnotifiedHint}>
                        {T.unnotified}
                      </span>
                    )}
                  </p>
                  <p className="mb-0 admin-message">{reply.text}</p>
                  {reply.photoPath && (
                    <p className="mb-0 mt-1">
                      <StoredPhotoLink
                        path={reply.photoPath}
                        className={null}
                        text={T.clientPhoto}
                      />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </>
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
        <OutcomeMessage outcome={sent} className="mt-3 mb-0" />
        <Button type="submit" variant="primary" className="mt-3" disabled={sending}>
          {sending ? T.sendingReply : T.sendReply}
        </Button>
      </form>
    </DeskCard>
  );
}
