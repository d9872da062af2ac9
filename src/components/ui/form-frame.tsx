import { useEffect, useId, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useFocusOnOutcome } from './outcome-message';
import type { UiTexts } from './texts';

/**
 * The frame of a form that opens in place (the desk's client page: "Registrar equipo", "Editar"
 * and "Registrar lectura"): its heading takes the keyboard when it opens, a failure shows in an
 * alert that takes it too, and the submit button (with a spinner while `busy`; a second submit
 * meanwhile is ignored) sits beside "Cancelar". The fields and their messages are `children`.
 */
export function FormFrame({
  title,
  headingLevel,
  busy,
  failure,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  children,
  texts,
}: {
  title: string;
  /** The heading's level (the form sits in a section or in a device's card). */
  headingLevel: 4 | 5;
  busy: boolean;
  failure: string | null;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
  texts: Pick<UiTexts, 'cancel'>;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useFocusOnOutcome<HTMLDivElement>(failure);
  const Heading = headingLevel === 4 ? 'h4' : 'h5';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
      className="border rounded bg-white p-3 mb-3"
    >
      <Heading id={`${id}-title`} ref={headingRef} tabIndex={-1} className="h6 mb-3">
        {title}
      </Heading>
      {children}
      {failure && (
        <div ref={failureRef} tabIndex={-1} role="alert" className="alert alert-danger">
          {failure}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant="primary" className="d-inline-flex align-items-center gap-2">
          {busy && <Spinner animation="border" size="sm" aria-hidden="true" />}
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
