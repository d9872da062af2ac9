/** An optional photo (JPEG, PNG, WebP or GIF up to 5 MB), checked as soon as it is picked. */
import { useId, type RefObject } from 'react';
import { PROFILE_PHOTO_ACCEPT, validateProfilePhoto } from '@/domain/validation';
import { PORTAL_TEXT } from '../messages';

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
  const helpId = `${id}-ayuda`;
  const errorId = `${id}-error`;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={error !== null ? 'form-control is-invalid' : 'form-control'}
        type="file"
        accept={PROFILE_PHOTO_ACCEPT}
        disabled={disabled}
        aria-invalid={error !== null}
        aria-describedby={error ? `${errorId} ${helpId}` : helpId}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onPick(file, file ? validateProfilePhoto(file) : null);
        }}
      />
      {error && (
        <div className="invalid-feedback" id={errorId}>
          {error}
        </div>
      )}
      <small id={helpId} className="form-text d-block text-secondary">
        {PORTAL_TEXT.photoHelp}
      </small>
    </div>
  );
}
