/**
 * A client's ticket's thread (./ticket-list.tsx, for a ticket with replies): the company's
 * replies and the client's own, oldest first, the latest page and earlier ones with "Ver
 * respuestas anteriores". A chunk of its own: a page whose tickets have no replies does not
 * download it.
 */
import { createElement } from 'react';
import { listReplies, repliesKey } from '@/data/rental/service/reply-list';
import { LoadStatus } from '@/components/ui/load-status';
import { formatDateTime } from '@/domain/format';
import { shownValue, useQuery } from '@/hooks/use-query';
import { loadTexts, PORTAL_TEXT } from '../messages';
import { EarlierRepliesButton } from '../../thread/earlier-replies-button';
import { useEarlierReplies } from '../../thread/use-earlier-replies';
import { StoredPhotoLink } from './stored-photo-link';

/** The thread's words, loaded with it (not in ../messages.ts, which every portal page loads). */
export const THREAD_TEXT = {
  replies: 'Respuestas',
  repliesLoadFailed: 'No pudimos cargar las respuestas.',
  companyName: 'Equipo de servicio',
  /** A client's own reply in the thread, when it carries no name. */
  clientReplyName: 'Tu empresa',
  replyPhotoLink: 'Ver la foto de la respuesta',
} as const;

export function TicketThread({
  ticketId,
  level,
  stamp,
}: {
  ticketId: string;
  level: 3 | 4;
  stamp: string;
}) {
  // Keyed by the last reply's time: a newer reply reads them again.
  const { state, reload } = useQuery(repliesKey(ticketId, stamp), () => listReplies(ticketId));
  const thread = useEarlierReplies(ticketId, shownValue(state));
  const replies = shownValue(state) ? thread.replies : undefined;
  return (
    <section className="mt-3 ps-3 border-start border-primary">
      {createElement(`h${String(level)}`, { className: 'h6' }, THREAD_TEXT.replies)}
      <LoadStatus
        state={state}
        onRetry={reload}
        texts={loadTexts(PORTAL_TEXT.loadingReplies, THREAD_TEXT.repliesLoadFailed)}
      />
      {replies && <EarlierRepliesButton thread={thread} />}
      {replies && (
        <ol className="list-unstyled mb-0">
          {replies.map((reply) => (
            <li
              key={reply.id}
              className={reply.fromClient ? 'mb-2 ps-2 border-start border-2' : 'mb-2'}
            >
              <p className="small text-body-secondary mb-0">
                <strong className="text-body">
                  {reply.authorName ||
                    (reply.fromClient ? THREAD_TEXT.clientReplyName : THREAD_TEXT.companyName)}
                </strong>
                {' · '}
                <time dateTime={reply.at}>{formatDateTime(reply.at)}</time>
              </p>
              <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                {reply.text}
              </p>
              {reply.photoPath && (
                <StoredPhotoLink path={reply.photoPath} text={THREAD_TEXT.replyPhotoLink} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
