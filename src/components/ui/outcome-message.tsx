import { useEffect, useRef } from 'react';

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
