import { useCallback, useState } from 'react';
import type { PageCursor } from '@/data/ports';
import { useQuery, type QueryState } from '@/hooks/use-query';

export interface PageOf<T> {
  items: T[];
  /** Where the next page starts; null on the last page. */
  next: PageCursor | null;
}

export interface PagedList<T> {
  state: QueryState<PageOf<T>>;
  /** 1-based. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  goNext: () => void;
  goPrevious: () => void;
  reload: () => void;
  /** Changes the shown items in place (optimistic updates). */
  updateItems: (change: (items: T[]) => T[]) => void;
}

interface Position {
  query: string;
  /** The `after` cursor of every page up to the current one (page 1: null). */
  cursors: Array<PageCursor | null>;
  /** Bumped on every move, so each move reads its page afresh. */
  move: number;
}

/**
 * One page of a cursor-paged query at a time (the reads never grow with the data). A stack of
 * cursors lets "Página anterior" go back; a new `query` (filter, search) starts again on page 1.
 * `fetchPage` may be a new function on every render: `query` says what it reads (it is the
 * cache key, src/hooks/use-query.ts, so name the collection in it).
 */
export function usePagedList<T>(
  query: string,
  fetchPage: (after: PageCursor | null) => Promise<PageOf<T>>,
): PagedList<T> {
  const [stored, setPosition] = useState<Position>({ query, cursors: [null], move: 0 });
  const position: Position =
    stored.query === query ? stored : { query, cursors: [null], move: stored.move + 1 };
  // A new query forgets the old one's pages (React's "adjust state while rendering" pattern).
  if (stored.query !== query) setPosition(position);
  const after = position.cursors.at(-1) ?? null;
  const {
    state,
    reload: read,
    update,
  } = useQuery(`${query}\u0000${position.move}`, () => fetchPage(after));
  const next = state.status === 'ready' ? state.value.next : null;

  const goNext = useCallback(() => {
    if (!next) return;
    setPosition({ query, cursors: [...position.cursors, next], move: position.move + 1 });
  }, [next, query, position.cursors, position.move]);

  const goPrevious = useCallback(() => {
    if (position.cursors.length <= 1) return;
    setPosition({ query, cursors: position.cursors.slice(0, -1), move: position.move + 1 });
  }, [query, position.cursors, position.move]);

  const reload = useCallback(() => void read().catch(() => {}), [read]);

  const updateItems = useCallback(
    (change: (items: T[]) => T[]) => update((page) => ({ ...page, items: change(page.items) })),
    [update],
  );

  return {
    state,
    page: position.cursors.length,
    hasPrevious: position.cursors.length > 1,
    hasNext: next !== null,
    goNext,
    goPrevious,
    reload,
    updateItems,
  };
}
