/** The sign-in / registration form's field checks, before any call (auth-form.tsx). */
import { AUTH_INVALID_EMAIL_MESSAGE } from '@/domain/auth-errors';
import { validatePassword } from '@/domain/password-rules';
import {
  FIELD_MAX_LENGTH,
  isValidEmail,
  REQUIRED_FIELD_MESSAGE,
  tooLongMessage,
} from '@/domain/schemas/plain';

export type AuthMode = 'signIn' | 'register';

export type Field = 'name' | 'email' | 'password';
export type FieldErrors = Partial<Record<Field, string>>;

export function validate(mode: AuthMode, values: Record<Field, string>): FieldErrors {
  const errors: FieldErrors = {};
  if (mode === 'register' && values.name.trim().length > FIELD_MAX_LENGTH.fullName) {
    errors.name = tooLongMessage(FIELD_MAX_LENGTH.fullName);
  }
  if (values.email.trim() === '') errors.email = REQUIRED_FIELD_MESSAGE;
  else if (values.email.trim().length > FIELD_MAX_LENGTH.email) {
    errors.email = tooLongMessage(FIELD_MAX_LENGTH.email);
  } else if (mode === 'register' && !isValidEmail(values.email)) {
    // A new account gets the site's one e-mail rule (the rules refuse its users document
    // otherwise); signing in leaves any existing address to Firebase Auth.
    errors.email = AUTH_INVALID_EMAIL_MESSAGE;
  }
  if (values.password === '') errors.password = REQUIRED_FIELD_MESSAGE;
  else if (mode === 'register') {
    const problem = validatePassword(values.password);
    if (problem) errors.password = problem;
  }
  return errors;
}
