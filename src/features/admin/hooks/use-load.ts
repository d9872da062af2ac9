import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_TEXT } from '../messages';
import { failureMessage } from '../utils/errors';

export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

const LOADING: Loadable<never> = { status: 'loading' };

export interface LoadResult<T> {
  state: Loadable<T>;
  /** Reads again (after an error: "Reintentar"). */
  reload: () => void;
  /** Changes the loaded value in place (optimistic updates); nothing while not loaded. */
  update: (change: (value: T) => T) => void;
}

/**
 * Runs `load` and keeps its outcome; runs it again whenever `key` changes (and on `reload`).
 * `load` may be a new function on every render: only `key` decides when to read. A refusal of
 * the rules becomes ADMIN_TEXT.permissionDenied, any other failure ADMIN_TEXT.loadFailed.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): LoadResult<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    key: string;
    attempt: number;
    state: Loadable<T>;
  } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadRef.current().then(
      (value) => {
        if (!cancelled) setResult({ key, attempt, state: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = failureMessage(error, {
          denied: ADMIN_TEXT.permissionDenied,
          failed: ADMIN_TEXT.loadFailed,
        });
        setResult({ key, attempt, state: { status: 'error', message } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (value: T) => T) => {
    setResult((current) =>
      current?.state.status === 'ready'
        ? { ...current, state: { status: 'ready', value: change(current.state.value) } }
        : current,
    );
  }, []);

  const state = result && result.key === key && result.attempt === attempt ? result.state : LOADING;
  return { state, reload, update };
}
