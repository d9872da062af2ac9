/**
 * The portal's cards and form parts: a card named by its h2 (PortalCard), a form's end (a failure,
 * what was sent, the button) and an optional photo. One module, so one chunk: the device page
 * loads them all, and chunks under 1 kB are sent uncompressed (tests/bench/public.spec.ts).
 * ./portal-card.tsx and ./photo-field.tsx re-export them.
 */
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFocusOnOutcome } from '@/components/ui/outcome-message';
import { FieldShell } from '@/components/ui/field-shell';
import { PROFILE_PHOTO_ACCEPT, validateProfilePhoto } from '@/domain/photo-rules';
import { PORTAL_TEXT } from '../messages';

/**
 * A card of the client's pages (a device's contract, readings and forms; the dashboard's rental
 * card): a section named by its h2.
 */
export function PortalCard({
  id,
  title,
  headingClass = 'h4',
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  headingClass?: string;
  children: ReactNode;
}) {
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className={headingClass}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The end of the portal's forms: a failure (an alert), what was sent (a status) and the button. */
/** The failure and what was sent each take the keyboard as they show (the button was disabled). */
export function FormOutcome({ failure, sent }: { failure: string | null; sent?: string | null }) {
  const failureRef = useFocusOnOutcome<HTMLParagraphElement>(failure);
  const sentRef = useFocusOnOutcome<HTMLParagraphElement>(sent);
  return (
    <>
      {failure && (
        <p ref={failureRef} tabIndex={-1} className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      {sent !== undefined && (
        <p ref={sentRef} tabIndex={-1} className="small text-body-secondary mb-2" role="status">
          {sent ?? ''}
        </p>
      )}
    </>
  );
}

/** The submit button: disabled and saying `busyLabel` while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'btn btn-primary',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** An optional photo (JPEG, PNG, WebP or GIF up to 5 MB), checked as soon as it is picked. */
/** A form's photo: the valid picked file (null: none), and the field's props. */
export function usePhotoField() {
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    photo,
    /** False, with the focus on the field, while the picked file is not a valid photo. */
    ready(): boolean {
      if (error) inputRef.current?.focus();
      return !error;
    },
    /** Empties the field (the form was sent). */
    clear() {
      setPhoto(null);
      if (inputRef.current) inputRef.current.value = '';
    },
    field: {
      error,
      inputRef,
      onPick(file: File | null, problem: string | null) {
        setPhoto(problem ? null : file);
        setError(problem);
      },
    },
  };
}

export function PhotoField({
  label,
  error,
  disabled,
  inputRef,
  onPick,
}: {
  label: string;
  error: string | null;
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The picked file (null: none) and its problem (null: a valid image). */
  onPick: (file: File | null, problem: string | null) => void;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={PORTAL_TEXT.photoHelp}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className={error !== null ? 'form-control is-invalid' : 'form-control'}
          type="file"
          accept={PROFILE_PHOTO_ACCEPT}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            onPick(file, file ? validateProfilePhoto(file) : null);
          }}
        />
      )}
    </FieldShell>
  );
}
