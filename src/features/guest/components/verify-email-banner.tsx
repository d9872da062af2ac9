import { useId } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { VERIFY_EMAIL_TEXT } from '../messages';

/**
 * The dashboard's banner while the account's e-mail is not verified (docs/product.md, Accounts):
 * what to do, and "Reenviar correo de verificación". The tools keep working meanwhile.
 */
export function VerifyEmailBanner({
  email,
  sending,
  onResend,
}: {
  email: string;
  sending: boolean;
  onResend: () => void;
}) {
  const titleId = useId();
  return (
    <section
      className="alert alert-warning d-flex flex-wrap align-items-center gap-3 mb-4"
      role="status"
      aria-labelledby={titleId}
    >
      <div className="flex-grow-1">
        <h2 id={titleId} className="h6 mb-1">
          {VERIFY_EMAIL_TEXT.title}
        </h2>
        <p className="mb-0">{VERIFY_EMAIL_TEXT.body(email)}</p>
      </div>
      <button
        type="button"
        className="btn btn-dark d-inline-flex align-items-center gap-2"
        aria-disabled={sending || undefined}
        onClick={onResend}
      >
        {sending && <Spinner animation="border" size="sm" aria-hidden="true" />}
        {sending ? VERIFY_EMAIL_TEXT.resending : VERIFY_EMAIL_TEXT.resend}
      </button>
    </section>
  );
}
