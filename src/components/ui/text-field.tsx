import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { controlClass, FieldShell } from './field-shell';

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
