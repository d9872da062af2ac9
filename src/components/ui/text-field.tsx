import type { HTMLAttributes } from 'react';

/**
 * A labelled text input of a desk form in half a row, with its hint and its Spanish error below
 * (`aria-describedby` names both; the error marks it invalid). Plain elements with Bootstrap's
 * classes: the portal's pages do not load react-bootstrap's Form (JS budget, ADR 0035).
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  readOnly = false,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: 'text' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  autoComplete?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="col-md-6 mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`${readOnly ? 'form-control-plaintext' : 'form-control'}${error ? ' is-invalid' : ''}`}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        readOnly={readOnly}
        autoComplete={autoComplete}
      />
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
