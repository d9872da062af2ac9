/** An optional photo (JPEG, PNG, WebP or GIF up to 5 MB), checked as soon as it is picked. */
import { useId, type RefObject } from 'react';
import Form from 'react-bootstrap/Form';
import { PROFILE_PHOTO_ACCEPT, validateProfilePhoto } from '@/domain/validation';
import { CLIENT_TEXT } from '../messages';

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
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        ref={inputRef}
        type="file"
        accept={PROFILE_PHOTO_ACCEPT}
        disabled={disabled}
        isInvalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error ? `${errorId} ${helpId}` : helpId}
        onChange={(event) => {
          const file = (event.target as HTMLInputElement).files?.[0] ?? null;
          onPick(file, file ? validateProfilePhoto(file) : null);
        }}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
      <Form.Text id={helpId} className="d-block text-secondary">
        {CLIENT_TEXT.photoHelp}
      </Form.Text>
    </Form.Group>
  );
}
