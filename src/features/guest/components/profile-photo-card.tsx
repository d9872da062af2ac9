import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  PHOTO_REQUIRED_MESSAGE,
  PHOTO_SIGN_IN_REQUIRED_MESSAGE,
  PROFILE_PHOTO_ACCEPT,
  validateProfilePhoto,
} from '@/domain/photo-rules';
import { useSession } from '@/lib/session';
import { saveProfilePhoto } from '../api/profile-photo';
import { useGuestUser } from '../hooks/use-guest-user';
import { dataErrorKind } from '@/data/errors';
import { PHOTO_ERROR_DETAILS, PHOTO_UPLOADED_MESSAGE, photoUploadFailedMessage } from '../messages';
import { guestDisplayName } from '../utils/account';
import { UserAvatar } from './user-avatar';

/** docs/product.md, Timings and limits: photo messages clear after 5 s. */
export const PHOTO_MESSAGE_TIMEOUT_MS = 5000;

type Message = { variant: 'danger' | 'success'; text: string } | null;

/**
 * The profile photo upload (docs/product.md, Guest area): JPEG, PNG, WebP or GIF up to 5 MB,
 * stored under profile_pictures/{uid}/, then set as the Auth photoURL and on users/{uid}.
 */
export function ProfilePhotoCard() {
  const { user: account, store } = useSession();
  const { state, setUser } = useGuestUser();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [uploading, setUploading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), PHOTO_MESSAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  // Preview of a valid selection (a data: URL, nothing to revoke).
  useEffect(() => {
    setPreview(null);
    if (!file || validateProfilePhoto(file)) return;
    let cancelled = false;
    const reader = new FileReader();
    reader.onload = () => {
      if (!cancelled && typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      cancelled = true;
    };
  }, [file]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const selected = event.target.files?.[0] ?? null;
    setFile(selected);
    const problem = selected ? validateProfilePhoto(selected) : null;
    setMessage(problem ? { variant: 'danger', text: problem } : null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    if (!file) {
      setMessage({ variant: 'danger', text: PHOTO_REQUIRED_MESSAGE });
      return;
    }
    if (!account) {
      setMessage({ variant: 'danger', text: PHOTO_SIGN_IN_REQUIRED_MESSAGE });
      return;
    }
    const problem = validateProfilePhoto(file);
    if (problem) {
      setMessage({ variant: 'danger', text: problem });
      return;
    }
    setUploading(true);
    setMessage(null);
    try {
      const photoURL = await saveProfilePhoto(account, file);
      store.refresh();
      if (state.user) setUser({ ...state.user, photoURL });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setMessage({ variant: 'success', text: PHOTO_UPLOADED_MESSAGE });
    } catch (error) {
      const detail = PHOTO_ERROR_DETAILS[dataErrorKind(error)];
      setMessage({ variant: 'danger', text: photoUploadFailedMessage(detail) });
    } finally {
      setUploading(false);
    }
  }

  const name = guestDisplayName(state.user?.name, account);
  const current = state.user?.photoURL || account?.photoURL || null;

  return (
    <section className="card border-0 shadow-sm h-100" aria-labelledby="foto-de-perfil">
      <div className="card-body">
        <h2 id="foto-de-perfil" className="h5">
          Foto de perfil
        </h2>
        <div className="d-flex align-items-center gap-3 mb-3">
          <UserAvatar photoURL={current} name={name} size={88} alt="Tu foto de perfil actual" />
          {preview && (
            <img
              src={preview}
              alt="Vista previa de la nueva foto"
              width={88}
              height={88}
              className="rounded-circle border"
              style={{ objectFit: 'cover' }}
            />
          )}
        </div>
        <form noValidate onSubmit={onSubmit}>
          <label htmlFor={inputId} className="form-label">
            Selecciona una imagen
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="photo"
            type="file"
            className="form-control"
            accept={PROFILE_PHOTO_ACCEPT}
            aria-describedby={helpId}
            onChange={onChange}
            disabled={uploading}
          />
          <p id={helpId} className="form-text">
            JPG, PNG, WebP o GIF de hasta 5 MB.
          </p>
          <div aria-live="polite">
            {message && <div className={`alert alert-${message.variant} py-2`}>{message.text}</div>}
          </div>
          <button type="submit" className="btn btn-action" disabled={uploading}>
            {uploading ? 'Subiendo...' : 'Subir foto'}
          </button>
        </form>
      </div>
    </section>
  );
}
