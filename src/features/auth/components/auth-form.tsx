import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { HumanCheck } from '@/components/human-check';
import { ShortPrivacyNotice } from '@/components/short-privacy-notice';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  RECAPTCHA_EXPIRED_MESSAGE,
  RECAPTCHA_REQUIRED_MESSAGE,
  REGISTER_EXTRA_DATA_MESSAGE,
} from '@/domain/auth-errors';
import type { AuthApi } from '../api/auth-api';
import {
  AUTH_TEXTS,
  registerFailureMessage,
  signInFailureMessage,
  socialFailureMessage,
} from '../messages';
import { validate, type AuthMode, type Field, type FieldErrors } from './auth-form-validation';
import { ForgotPasswordModal } from './forgot-password-modal';

/**
 * Info messages (the register-mode notice) disappear after 5 s (docs/product.md, Timings and
 * limits).
 */
export const INFO_MESSAGE_MS = 5000;
/**
 * After registering, the completion message shows for 3 s before going on (docs/product.md, Routes
 * and Timings and limits).
 */
export const REGISTER_REDIRECT_MS = 3000;

interface Messages {
  info: string | null;
  error: string | null;
  success: string | null;
  /** The extra-data note after a registration whose users/{uid} write failed. */
  note: string | null;
}

const NO_MESSAGES: Messages = { info: null, error: null, success: null, note: null };

export interface AuthFormProps {
  api: AuthApi;
  /**
   * Called with true before each call and false when it is over (a new account stays held while
   * its completion message shows): the page must not redirect the signed-in user mid-flow.
   */
  onHoldChange: (hold: boolean) => void;
  /** Where a new account goes after the completion message (default /main-user). */
  afterRegisterPath: string;
}

/** Sign-in / registration form with the mode toggle, Google popup and forgot-password modal. */
export function AuthForm({ api, onHoldChange, afterRegisterPath }: AuthFormProps) {
  const navigate = useNavigate();
  const ids = {
    name: useId(),
    email: useId(),
    password: useId(),
    remember: useId(),
    hint: useId(),
  };

  const [mode, setMode] = useState<AuthMode>('signIn');
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
  });
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [messages, setMessages] = useState<Messages>(NO_MESSAGES);
  const [busy, setBusy] = useState<'submit' | 'google' | null>(null);
  const [registered, setRegistered] = useState(false);
  const [humanSolved, setHumanSolved] = useState(false);
  const [humanResetKey, setHumanResetKey] = useState(0);
  const [showReset, setShowReset] = useState(false);

  const locked = busy !== null || registered;

  const isRegister = mode === 'register';
  usePageTitle(isRegister ? AUTH_TEXTS.registerTitle : AUTH_TEXTS.signInTitle);

  useEffect(() => {
    if (!messages.info) return;
    const timer = setTimeout(() => setMessages((m) => ({ ...m, info: null })), INFO_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [messages.info]);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => {
      setMode('signIn');
      navigate(afterRegisterPath, { replace: true });
    }, REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, afterRegisterPath, navigate]);

  function switchMode(next: AuthMode) {
    if (locked || next === mode) return;
    setMode(next);
    setFieldErrors({});
    // Switching to register shows the notice; switching back to sign-in clears every message.
    setMessages({ ...NO_MESSAGES, info: next === 'register' ? AUTH_TEXTS.registerModeInfo : null });
    setHumanSolved(false);
    setHumanResetKey((key) => key + 1);
  }

  function updateValue(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const form = event.currentTarget;
    const submittedMode = mode;
    const errors = validate(submittedMode, values);
    setFieldErrors(errors);
    if (submittedMode === 'register' && !humanSolved) {
      setMessages({ ...NO_MESSAGES, error: RECAPTCHA_REQUIRED_MESSAGE });
      return;
    }
    const firstInvalid = (['name', 'email', 'password'] as const).find((field) => errors[field]);
    if (firstInvalid) {
      setMessages(NO_MESSAGES);
      const control = form.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }

    setMessages(NO_MESSAGES);
    // Hold the page's redirect before calling: Firebase may report the new user at any moment.
    onHoldChange(true);
    setBusy('submit');
    let completed = false;
    try {
      if (submittedMode === 'signIn') {
        await api.signIn({ email: values.email, password: values.password, remember });
        // Signed in: the page sends the user on (by role, or back to the page asked for).
      } else {
        const outcome = await api.register({ ...values, remember });
        setMessages({
          ...NO_MESSAGES,
          success: AUTH_TEXTS.registerSuccess,
          note: outcome.profileSaved ? null : REGISTER_EXTRA_DATA_MESSAGE,
        });
        setRegistered(true);
        completed = true;
      }
    } catch (error) {
      setMessages({
        ...NO_MESSAGES,
        error:
          submittedMode === 'signIn' ? signInFailureMessage(error) : registerFailureMessage(error),
      });
    } finally {
      setBusy(null);
      // A new account keeps the hold while its completion message shows.
      onHoldChange(completed);
    }
  }

  async function handleGoogle() {
    if (locked) return;
    setMessages(NO_MESSAGES);
    onHoldChange(true);
    setBusy('google');
    try {
      const outcome = await api.signInWithProvider('google', { remember });
      // The account exists and is signed in: say that its data could not be saved, and go on.
      if (!outcome.profileSaved) toast.error(REGISTER_EXTRA_DATA_MESSAGE);
    } catch (error) {
      setMessages({ ...NO_MESSAGES, error: socialFailureMessage(error) });
    } finally {
      setBusy(null);
      onHoldChange(false);
    }
  }

  const submitLabel = isRegister
    ? busy === 'submit'
      ? AUTH_TEXTS.registerBusy
      : AUTH_TEXTS.registerSubmit
    : busy === 'submit'
      ? AUTH_TEXTS.signInBusy
      : AUTH_TEXTS.signInSubmit;

  const feedbackId = (field: Field) => `${ids[field]}-error`;
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => updateValue(field, event.target.value),
    isInvalid: Boolean(fieldErrors[field]),
    'aria-invalid': Boolean(fieldErrors[field]),
  });
  const feedback = (field: Field) =>
    fieldErrors[field] ? (
      <Form.Control.Feedback type="invalid" id={feedbackId(field)}>
        {fieldErrors[field]}
      </Form.Control.Feedback>
    ) : null;

  return (
    <>
      <h1 className="h3 text-center mb-1">
        {isRegister ? AUTH_TEXTS.registerHeading : AUTH_TEXTS.signInHeading}
      </h1>
      <p className="text-center text-muted mb-4">
        {isRegister ? AUTH_TEXTS.registerIntro : AUTH_TEXTS.signInIntro}
      </p>

      {messages.info && (
        <Alert variant="info" role="status">
          {messages.info}
        </Alert>
      )}
      {messages.error && (
        <Alert variant="danger" role="alert">
          {messages.error}
        </Alert>
      )}
      {messages.success && (
        <Alert variant="success" role="status">
          {messages.success}
        </Alert>
      )}
      {messages.note && (
        <Alert variant="warning" role="alert">
          {messages.note}
        </Alert>
      )}

      <Form
        noValidate
        onSubmit={handleSubmit}
        aria-label={isRegister ? AUTH_TEXTS.registerHeading : AUTH_TEXTS.signInHeading}
      >
        {isRegister && (
          <Form.Group className="mb-3" controlId={ids.name}>
            <Form.Label>{AUTH_TEXTS.nameLabel}</Form.Label>
            <Form.Control
              type="text"
              autoComplete="name"
              aria-describedby={fieldErrors.name ? feedbackId('name') : undefined}
              {...fieldProps('name')}
            />
            {feedback('name')}
          </Form.Group>
        )}
        <Form.Group className="mb-3" controlId={ids.email}>
          <Form.Label>{AUTH_TEXTS.emailLabel}</Form.Label>
          <Form.Control
            type="email"
            inputMode="email"
            autoComplete={isRegister ? 'email' : 'username'}
            required
            aria-describedby={fieldErrors.email ? feedbackId('email') : undefined}
            {...fieldProps('email')}
          />
          {feedback('email')}
        </Form.Group>
        <Form.Group className="mb-3" controlId={ids.password}>
          <Form.Label>{AUTH_TEXTS.passwordLabel}</Form.Label>
          <Form.Control
            type="password"
            autoComplete={isRegister ? 'new-password' : 'current-password'}
            required
            aria-describedby={
              [isRegister ? ids.hint : null, fieldErrors.password ? feedbackId('password') : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
            {...fieldProps('password')}
          />
          {isRegister && !fieldErrors.password && (
            <Form.Text id={ids.hint} className="text-muted">
              {AUTH_TEXTS.passwordHint}
            </Form.Text>
          )}
          {feedback('password')}
        </Form.Group>

        <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-3">
          <Form.Check
            id={ids.remember}
            type="checkbox"
            name="remember"
            label={AUTH_TEXTS.rememberLabel}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {!isRegister && (
            <Button variant="link" className="p-0" onClick={() => setShowReset(true)}>
              {AUTH_TEXTS.forgotPassword}
            </Button>
          )}
        </div>

        {isRegister && (
          <div className="mb-3">
            <HumanCheck
              resetKey={humanResetKey}
              // Registration uses the check as a yes/no: any token means solved.
              onChange={(token) => {
                const solved = token !== null;
                setHumanSolved(solved);
                if (solved) {
                  setMessages((m) =>
                    m.error === RECAPTCHA_REQUIRED_MESSAGE || m.error === RECAPTCHA_EXPIRED_MESSAGE
                      ? { ...m, error: null }
                      : m,
                  );
                }
              }}
              onExpired={() => {
                setHumanSolved(false);
                setMessages((m) => ({ ...m, error: RECAPTCHA_EXPIRED_MESSAGE }));
              }}
            />
            <ShortPrivacyNotice purpose="register" className="small text-muted mt-2 mb-0" />
          </div>
        )}

        <Button
          type="submit"
          variant="action"
          className="w-100"
          disabled={locked || (isRegister && !humanSolved)}
        >
          {submitLabel}
        </Button>
      </Form>

      {!isRegister && (
        <>
          <div className="d-flex align-items-center my-3 text-muted" aria-hidden="true">
            <hr className="flex-grow-1" />
            <span className="px-2 small">{AUTH_TEXTS.or}</span>
            <hr className="flex-grow-1" />
          </div>
          <ShortPrivacyNotice purpose="google" className="small text-muted mb-2" />
          <Button variant="outline-dark" className="w-100" onClick={handleGoogle} disabled={locked}>
            {busy === 'google' ? AUTH_TEXTS.googleBusy : AUTH_TEXTS.google}
          </Button>
        </>
      )}

      <p className="text-center mt-4 mb-0">
        {isRegister ? AUTH_TEXTS.toSignInQuestion : AUTH_TEXTS.toRegisterQuestion}{' '}
        <Button
          variant="link"
          className="p-0 align-baseline"
          onClick={() => switchMode(isRegister ? 'signIn' : 'register')}
          disabled={locked}
        >
          {isRegister ? AUTH_TEXTS.toSignIn : AUTH_TEXTS.toRegister}
        </Button>
      </p>

      <ForgotPasswordModal
        show={showReset}
        onClose={() => setShowReset(false)}
        initialEmail={values.email}
        sendReset={(email) => api.sendPasswordReset(email)}
      />
    </>
  );
}
