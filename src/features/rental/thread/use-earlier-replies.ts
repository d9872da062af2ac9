/**
 * "Ver respuestas anteriores" on a ticket's thread (the desk's and the client's): the earlier
 * pages of replies (src/data/rental/service/reply-list.ts), read one at a time when asked, before the latest
 * page the thread opened with. Starts again when the latest page is read anew.
 */
import { useEffect, useState } from 'react';
import type { TicketReply } from '@/data/rental/client-portal';
import type { PageCursor } from '@/data/ports';
import { listReplies, type ReplyPage } from '@/data/rental/service/reply-list';

export interface EarlierReplies {
  /** Every reply shown, oldest first: the earlier pages read, then the latest page. */
  replies: TicketReply[];
  /** Earlier replies remain to be read. */
  more: boolean;
  loading: boolean;
  /** The last read of an earlier page failed. */
  failed: boolean;
  loadEarlier: () => void;
}

export function useEarlierReplies(ticketId: string, latest: ReplyPage | undefined): EarlierReplies {
  const [earlier, setEarlier] = useState<TicketReply[]>([]);
  const [cursor, setCursor] = useState<PageCursor | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // A new latest page (a reply arrived, a reload): the earlier pages are read again if asked.
  useEffect(() => {
    setEarlier([]);
    setCursor(undefined);
    setFailed(false);
  }, [latest]);
  const next = cursor === undefined ? (latest?.earlier ?? null) : cursor;
  const latestReplies = latest?.replies ?? [];
  const shownIds = new Set(latestReplies.map((reply) => reply.id));
  return {
    replies: [...earlier.filter((reply) => !shownIds.has(reply.id)), ...latestReplies],
    more: next !== null,
    loading,
    failed,
    loadEarlier() {
      if (loading || next === null) return;
      setLoading(true);
      setFailed(false);
      listReplies(ticketId, next)
        .then((page) => {
          setEarlier((current) => [...page.replies, ...current]);
          setCursor(page.earlier);
        })
        .catch(() => setFailed(true))
        .finally(() => setLoading(false));
    },
  };
}
