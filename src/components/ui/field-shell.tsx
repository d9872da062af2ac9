import type { ReactNode } from 'react';

/** What a field's control carries so its label, hint and error reach it (ids, invalid state). */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** Bootstrap's class of a control (`form-control`, `form-select`), marked invalid with an error. */
export function controlClass(base: string, error: string | undefined | null): string {
  return error ? `${base} is-invalid` : base;
}

/**
 * A labelled control with its hint and its Spanish error below (`aria-describedby` names both; the
 * error marks it invalid). Plain elements with Bootstrap's classes: the portal's pages do not load
 * react-bootstrap's Form (JS budget, ADR 0035). `children` draws the control from its props.
 */
export function FieldShell({
  id,
  label,
  error,
  hint,
  className = 'mb-3',
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** The wrapper's classes: a desk form's field takes half a row ('col-md-6 mb-3'). */
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <small id={`${id}-hint`} className="form-text d-block">
          {hint}
        </small>
      )}
      {error && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
