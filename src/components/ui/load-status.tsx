/*
 * The views' load states (LoadStatus) and the actions' outcomes (./outcome-message.tsx re-exports
 * them): one module, so one chunk (a chunk under 1 kB is sent uncompressed; the signed-in JS
 * budget of tests/bench/public.spec.ts).
 */
import { useEffect, useRef } from 'react';
import { shownValue, type QueryState } from '@/hooks/use-query';
import { failureMessage } from '@/data/failure-message';
import type { UiTexts } from './texts';

/**
 * The loading ("Cargando…", role=status) and error (message and "Reintentar") states of a view:
 * a refusal of the rules reads `texts.permissionDenied`, any other failure `texts.loadFailed`.
 * Used by the desk and the client's portal, each with its own words (`texts`). Bootstrap's
 * markup without react-bootstrap (no Alert, Button or Spinner): the portal's pages do not load it
 * (signed-in JS budget), and the Alert's 5 kB stays off the dashboard's first load.
 */
export function LoadStatus({
  state,
  onRetry,
  texts,
}: {
  state: QueryState<unknown>;
  onRetry: () => unknown;
  texts: Pick<UiTexts, 'loading' | 'permissionDenied' | 'loadFailed' | 'retry'>;
}) {
  if (state.status === 'loading' && shownValue(state) === undefined) {
    return (
      <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span>{texts.loading}</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-3">
        <span>
          {failureMessage(state.error, {
            denied: texts.permissionDenied,
            failed: texts.loadFailed,
          })}
        </span>
        {/* A failed retry shows here again. */}
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => void Promise.resolve(onRetry()).catch(() => {})}
        >
          {texts.retry}
        </button>
      </div>
    );
  }
  return null;
}

/**
 * Where the keyboard goes after an action (issue 46): to its outcome, never to `<body>`. An
 * action whose button disappears or is disabled (a form that closes, "Guardar técnico", a status
 * change, a reading sent) would otherwise leave the focus on nothing. The outcome is a status or
 * an alert with tabIndex=-1 that takes the focus once it renders; a new outcome (a new object,
 * even with the same words) takes it again. Plain elements with Bootstrap's classes: the portal's
 * pages load this too (signed-in JS budget).
 */

/** What an action ended in: its words and how it went. */
export interface Outcome {
  text: string;
  tone: 'success' | 'warning' | 'info' | 'danger';
}

/** A ref that takes the focus whenever `trigger` changes to something (not null, '' or false). */
export function useFocusOnOutcome<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (trigger) ref.current?.focus();
  }, [trigger]);
  return ref;
}

/** A shorthand for an outcome (a fresh object each time, so the same words focus again). */
export const outcome = (text: string, tone: Outcome['tone'] = 'success'): Outcome => ({
  text,
  tone,
});

/**
 * The outcome of the last action as an alert box: role=alert for a failure or a warning,
 * role=status otherwise; it takes the focus as it appears. Nothing while `outcome` is null.
 */
export function OutcomeMessage({
  outcome: shown,
  className = '',
}: {
  outcome: Outcome | null;
  className?: string;
}) {
  const ref = useFocusOnOutcome<HTMLParagraphElement>(shown);
  if (!shown) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={shown.tone === 'danger' || shown.tone === 'warning' ? 'alert' : 'status'}
      className={`alert alert-${shown.tone} py-2 ${className}`.trim()}
    >
      {shown.text}
    </p>
  );
}

/** Moves the focus to the first field of `order` that has an error (by the fields' ids). */
export function focusFirstInvalid<K extends string>(
  order: readonly K[],
  errors: Partial<Record<K, string | undefined>>,
  idOf: (name: K) => string,
): boolean {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(idOf(first))?.focus();
  return first !== undefined;
}
