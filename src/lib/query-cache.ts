/**
 * The one cache of what the React code reads (docs/decisions/0024-one-way-to-load-data.md).
 * Every read a screen shows goes through `useQuery` (src/hooks/use-query.ts) under a key; every
 * write that changes a read document hands the stored result to `setQueryData`, so each screen
 * showing that key (the guest header, the dashboard, a tool) shows it at once, without a re-read.
 *
 * Entries live for the page's life (cleared at sign-out). An entry nobody shows becomes stale and
 * is read again the next time a screen shows it, keeping its last value meanwhile.
 */

export type QueryState<T> =
  /** Reading; `value` is the previous one while it is read again. */
  | { status: 'loading'; value?: T }
  /** The last read failed; `value` is the one before, if any. */
  | { status: 'error'; error: unknown; value?: T }
  | { status: 'ready'; value: T };

interface Entry {
  state: QueryState<unknown>;
  inFlight: Promise<unknown> | null;
  stale: boolean;
  /** Bumped by every read started and every write: an older read never overwrites a newer value. */
  generation: number;
  listeners: Set<() => void>;
}

const LOADING: QueryState<never> = { status: 'loading' };
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = {
      state: LOADING,
      inFlight: null,
      stale: true,
      generation: 0,
      listeners: new Set(),
    };
    entries.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: QueryState<unknown>) {
  entry.state = state;
  for (const listener of [...entry.listeners]) listener();
}

const valueOf = <T>(state: QueryState<T>): T | undefined =>
  'value' in state ? state.value : undefined;

/** What is known of `key` now (a stable object until it changes). */
export function getQueryState<T>(key: string): QueryState<T> {
  return (entries.get(key)?.state ?? LOADING) as QueryState<T>;
}

/** Calls `listener` on every change of `key`; the returned function stops it. */
export function subscribeQuery(key: string, listener: () => void): () => void {
  const entry = entryOf(key);
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    // Nobody shows it: the next screen that does reads it again, showing this value meanwhile.
    // Checked after the current commit, so a screen handing a key to the next one (a navigation
    // unmounts one and mounts the other in the same commit) causes no second read.
    queueMicrotask(() => {
      if (entry.listeners.size > 0 || entry.stale) return;
      entry.stale = true;
      if (entry.state.status === 'ready' && !entry.inFlight) {
        entry.state = { status: 'loading', value: entry.state.value };
      }
    });
  };
}

/**
 * The value of `key`: the cached one while it is fresh, the read already running, or a new read
 * with `load` (always a new one with `force`). Rejects when that read fails.
 */
export function fetchQuery<T>(
  key: string,
  load: () => Promise<T>,
  { force = false }: { force?: boolean } = {},
): Promise<T> {
  const entry = entryOf(key);
  if (!force && entry.inFlight) return entry.inFlight as Promise<T>;
  if (!force && !entry.stale && entry.state.status === 'ready') {
    return Promise.resolve(entry.state.value as T);
  }
  const generation = ++entry.generation;
  const previous = valueOf(entry.state);
  publish(entry, previous === undefined ? LOADING : { status: 'loading', value: previous });
  const settle = (state: QueryState<unknown>) => {
    if (entry.generation !== generation) return;
    entry.inFlight = null;
    if (state.status === 'ready') entry.stale = false;
    publish(entry, state);
  };
  const read = load().then(
    (value) => {
      settle({ status: 'ready', value });
      return value;
    },
    (error: unknown) => {
      settle({ status: 'error', error, value: previous });
      throw error;
    },
  );
  entry.inFlight = read;
  return read;
}

/** Stores what a write returned as the value of `key`; a read still running is disregarded. */
export function setQueryData<T>(key: string, value: T): void {
  const entry = entryOf(key);
  entry.generation += 1;
  entry.inFlight = null;
  entry.stale = false;
  publish(entry, { status: 'ready', value });
}

/** Changes the known value of `key` with `change`; nothing when none is known. */
export function updateQueryData<T>(key: string, change: (value: T) => T): void {
  const current = valueOf(getQueryState<T>(key));
  if (current !== undefined) setQueryData(key, change(current));
}

/**
 * Forgets every value (sign-out: the next account reads its own data; tests). Reads still running
 * are disregarded. Nothing is read again here: at sign-out the signed-in screens are about to go,
 * and a read now would be refused; a screen that shows a key afterwards reads it.
 */
export function clearQueryCache(): void {
  for (const [key, entry] of entries) {
    entry.generation += 1;
    entry.inFlight = null;
    entry.stale = true;
    if (entry.listeners.size === 0) entries.delete(key);
    else publish(entry, LOADING);
  }
}
