import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import {
  DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE,
  DELETE_ACCOUNT_TEXT as TEXT,
} from '../my-data-messages';
import { myDataErrorMessage } from '../utils/delete-account-errors';

/** The typed address matches the account's (spaces around and letter case aside). */
export function emailMatches(typed: string, email: string): boolean {
  return email !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * "Eliminar mi cuenta": the user types their e-mail (the confirm button stays disabled until it
 * matches) and, for an e-mail account, their password; `onConfirm` re-authenticates and deletes.
 * A failure (wrong password, the function's answer) shows here in Spanish and nothing is lost.
 * Closing is refused while the deletion runs; Escape and "Cancelar" close it otherwise, and the
 * focus goes back to the button that opened it.
 */
export function DeleteAccountDialog({
  show,
  email,
  passwordAccount,
  rentalClient = false,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  /** A linked rental client: the dialog says what the company keeps. */
  rentalClient?: boolean;
  /** The account's e-mail. */
  email: string;
  /** true: asks for the password; false (Google): the popup re-authenticates. */
  passwordAccount: boolean;
  onCancel: () => void;
  /** Resolves once the account is gone; rejects with what stopped it. */
  onConfirm: (password: string | null) => Promise<void>;
}) {
  const titleId = useId();
  const emailId = useId();
  const hintId = useId();
  const passwordId = useId();
  const errorId = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [typedEmail, setTypedEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = emailMatches(typedEmail, email);
  // After a failure, the field to try again gets the focus once it is enabled again.
  const focusAfterFailure = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (busy || !focusAfterFailure.current) return;
    focusAfterFailure.current.focus();
    focusAfterFailure.current = null;
  }, [busy, error]);

  const reset = () => {
    setTypedEmail('');
    setPassword('');
    setError(null);
    setBusy(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches || busy) return;
    if (passwordAccount && password === '') {
      setError(DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE);
      passwordInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(passwordAccount ? password : null);
    } catch (failure) {
      focusAfterFailure.current = (passwordAccount ? passwordInput : emailInput).current;
      setError(myDataErrorMessage(failure));
      setPassword('');
      setBusy(false);
    }
  }

  return (
    <Dialog
      show={show}
      onHide={() => {
        if (!busy) onCancel();
      }}
      onEntered={() => emailInput.current?.focus()}
      onExited={reset}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      centered
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Dialog.Header>
          <Dialog.Title as="h2" id={titleId} className="h5">
            {TEXT.title}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <p>{TEXT.warning}</p>
          {rentalClient && <p className="alert alert-info">{TEXT.rentalClient}</p>}
          <div className="mb-3">
            <label htmlFor={emailId} className="form-label">
              {TEXT.emailLabel}
            </label>
            <input
              ref={emailInput}
              id={emailId}
              name="confirmEmail"
              type="email"
              autoComplete="off"
              className="form-control"
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.target.value)}
              disabled={busy}
              aria-describedby={hintId}
            />
            <div id={hintId} className="form-text">
              {TEXT.emailHint(email)}
            </div>
          </div>
          {passwordAccount ? (
            <div className="mb-3">
              <label htmlFor={passwordId} className="form-label">
                {TEXT.passwordLabel}
              </label>
              <input
                ref={passwordInput}
                id={passwordId}
                name="password"
                type="password"
                autoComplete="current-password"
                className="form-control"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                disabled={busy}
                aria-invalid={error !== null}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
          ) : (
            <p className="mb-3">{TEXT.googleHint}</p>
          )}
          {error && (
            <div id={errorId} className="alert alert-danger mb-0" role="alert">
              {error}
            </div>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {TEXT.cancel}
          </button>
          <button type="submit" className="btn btn-danger" disabled={!matches || busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {busy ? TEXT.busy : TEXT.confirm}
          </button>
        </Dialog.Footer>
      </form>
    </Dialog>
  );
}
