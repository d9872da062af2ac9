import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  fetchQuery,
  getQueryState,
  subscribeQuery,
  updateQueryData,
  type QueryState,
} from '@/lib/query-cache';

export type { QueryState } from '@/lib/query-cache';

export interface QueryResult<T> {
  state: QueryState<T>;
  /** Reads again (after an error: "Reintentar"; after a change made elsewhere). */
  reload: () => Promise<T>;
  /** Changes the known value in place (optimistic updates); nothing while none is known. */
  update: (change: (value: T) => T) => void;
}

/**
 * The value to show: the read one, or the last one while it is read again (no flicker); undefined
 * while nothing is known or after a failure.
 */
export function shownValue<T>(state: QueryState<T>): T | undefined {
  return state.status === 'error' ? undefined : state.value;
}

const IDLE: QueryState<never> = { status: 'loading' };
const noSubscription = () => () => {};

/**
 * The one way a screen reads data (docs/decisions/0024-one-way-to-load-data.md): the value of
 * `key` from the shared cache (src/lib/query-cache.ts), read with `load` when nobody has it yet
 * or it went stale. Screens showing the same key share one read and see every write to it.
 * `load` may be a new function on every render: only `key` says what is read. A null key reads
 * nothing (e.g. no session yet) and stays 'loading'.
 */
export function useQuery<T>(key: string | null, load: () => Promise<T>): QueryResult<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const subscribe = useCallback(
    (listener: () => void) => (key === null ? noSubscription() : subscribeQuery(key, listener)),
    [key],
  );
  const snapshot = () => (key === null ? IDLE : getQueryState<T>(key));
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    if (key === null) return;
    // A failure is in the state; nobody awaits this read.
    fetchQuery(key, () => loadRef.current()).catch(() => {});
  }, [key]);

  const reload = useCallback(
    () =>
      key === null
        ? Promise.reject(new Error('Nada que leer todavía.'))
        : fetchQuery(key, () => loadRef.current(), { force: true }),
    [key],
  );
  const update = useCallback(
    (change: (value: T) => T) => {
      if (key !== null) updateQueryData(key, change);
    },
    [key],
  );
  return { state, reload, update };
}
