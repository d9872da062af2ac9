import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Dialog } from '@/components/dialog';
import { AUTH_INVALID_EMAIL_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from '@/domain/auth-errors';
import { isValidEmail, REQUIRED_FIELD_MESSAGE } from '@/domain/schemas/plain';
import { AUTH_TEXTS, resetFailureMessage, resetMessageVariant } from '../messages';

export interface ForgotPasswordModalProps {
  show: boolean;
  onClose: () => void;
  /** The e-mail typed in the sign-in form, copied in each time the modal opens. */
  initialEmail: string;
  sendReset: (email: string) => Promise<void>;
}

/** "¿Olvidaste tu contraseña?": sends the password-reset e-mail (docs/product.md, Accounts). */
export function ForgotPasswordModal({
  show,
  onClose,
  initialEmail,
  sendReset,
}: ForgotPasswordModalProps) {
  const titleId = useId();
  const emailId = useId();
  const feedbackId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasShown, setWasShown] = useState(show);

  // Each opening starts fresh, with the e-mail currently typed in the sign-in form.
  if (show !== wasShown) {
    setWasShown(show);
    if (show) {
      setEmail(initialEmail);
      setFieldError(null);
      setMessage(null);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (email.trim() === '') {
      setFieldError(REQUIRED_FIELD_MESSAGE);
      setMessage(null);
      return;
    }
    setFieldError(null);
    // A malformed address never reaches the server (the Auth emulator would not even reject it).
    if (!isValidEmail(email)) {
      setMessage(AUTH_INVALID_EMAIL_MESSAGE);
      return;
    }
    setMessage(null);
    setBusy(true);
    try {
      await sendReset(email.trim());
      setMessage(PASSWORD_RESET_SENT_MESSAGE);
    } catch (error) {
      setMessage(resetFailureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Form noValidate onSubmit={handleSubmit}>
        <Dialog.Header closeButton closeLabel={AUTH_TEXTS.resetClose}>
          <Dialog.Title as="h2" id={titleId} className="h5">
            {AUTH_TEXTS.resetTitle}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <p>{AUTH_TEXTS.resetIntro}</p>
          <Form.Group controlId={emailId}>
            <Form.Label>{AUTH_TEXTS.emailLabel}</Form.Label>
            <Form.Control
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldError(null);
              }}
              isInvalid={fieldError !== null}
              aria-invalid={fieldError !== null}
              aria-describedby={fieldError ? feedbackId : undefined}
              required
            />
            {fieldError && (
              <Form.Control.Feedback type="invalid" id={feedbackId}>
                {fieldError}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          {message && (
            <Alert
              variant={resetMessageVariant(message)}
              className="mt-3 mb-0"
              role={resetMessageVariant(message) === 'success' ? 'status' : 'alert'}
            >
              {message}
            </Alert>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose}>
            {AUTH_TEXTS.resetClose}
          </Button>
          <Button type="submit" variant="action" disabled={busy}>
            {busy ? AUTH_TEXTS.resetBusy : AUTH_TEXTS.resetSubmit}
          </Button>
        </Dialog.Footer>
      </Form>
    </Dialog>
  );
}
