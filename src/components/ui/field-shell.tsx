/*
 * A field's frame (FieldShell) and the text, text-area and select fields drawn in it: one module,
 * so one chunk (a chunk under 1 kB is sent uncompressed; tests/bench/public.spec.ts's signed-in
 * budget). ./text-field.tsx re-exports the fields.
 */
import type { HTMLAttributes, ReactNode, Ref } from 'react';

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

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** The wrapper's classes (default: half a row of a desk form). */
  className?: string;
}

/**
 * A labelled text input with its hint and its Spanish error below (FieldShell). By default it
 * takes half a row of a desk form; the portal's forms pass their own `className`.
 */
export function TextField({
  type = 'text',
  inputMode,
  readOnly = false,
  autoComplete,
  name,
  className = 'col-md-6 mb-3',
  onChange,
  value,
  ...shell
}: FieldProps & {
  type?: 'text' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  autoComplete?: string;
  name?: string;
}) {
  return (
    <FieldShell {...shell} className={className}>
      {(control) => (
        <input
          {...control}
          className={controlClass(
            readOnly ? 'form-control-plaintext' : 'form-control',
            shell.error,
          )}
          type={type}
          inputMode={inputMode}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          readOnly={readOnly}
          autoComplete={autoComplete}
        />
      )}
    </FieldShell>
  );
}

/** A labelled text area (a description, a note, a reply), its length capped at `maxLength`. */
export function TextAreaField({
  rows,
  maxLength,
  inputRef,
  className = 'mb-3',
  onChange,
  value,
  ...shell
}: FieldProps & { rows: number; maxLength: number; inputRef?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldShell {...shell} className={className}>
      {(control) => (
        <textarea
          {...control}
          ref={inputRef}
          className={controlClass('form-control', shell.error)}
          rows={rows}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** A labelled list of options; the empty first option (`placeholder`) is "none chosen". */
export function SelectField({
  options,
  placeholder,
  className = 'mb-3',
  onChange,
  value,
  ...shell
}: FieldProps & { options: readonly string[]; placeholder: string }) {
  return (
    <FieldShell {...shell} className={className}>
      {(control) => (
        <select
          {...control}
          className={controlClass('form-select', shell.error)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
