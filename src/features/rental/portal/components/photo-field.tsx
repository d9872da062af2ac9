/** An optional photo (JPEG, PNG, WebP or GIF up to 5 MB), checked as soon as it is picked. */
import { useId, useRef, useState, type RefObject } from 'react';
import { FieldShell } from '@/components/ui/field-shell';
import { PROFILE_PHOTO_ACCEPT, validateProfilePhoto } from '@/domain/photo-rules';
import { PORTAL_TEXT } from '../messages';

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
