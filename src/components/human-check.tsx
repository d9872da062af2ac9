/**
 * Human verification shared by the quote form and register mode (docs/product.md, Human
 * verification). Callers never know which check is shown; both report a token when solved:
 * - with a reCAPTCHA v2 site key (env.recaptchaSiteKey) the real widget, lazy-loaded; its token is
 *   what a server verifies (the quote function does, once: functions/src/quote/captcha.ts);
 * - without one (local runs, tests) a stand-in checkbox "No soy un robot" that gates the form the
 *   same way, and expires like the real widget does (after 2 minutes). Given `issueStandInToken`
 *   (the quote form: the emulator's stand-in captcha), a ticked box fetches a real single-use token
 *   first; without it (registration) it reports STAND_IN_TOKEN.
 * The stand-in code is removed from builds made with VITE_RECAPTCHA_SITE_KEY (see `HumanCheck`).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { env } from '@/config/env';

export interface HumanCheckProps {
  /**
   * Called with the token when solved, and with null when unticked, expired or reset by the
   * widget. A token is single-use: after a server spent it, change `resetKey` for a new one.
   */
  onChange: (token: string | null) => void;
  /** Called when a solved check expires (onChange(null) is called first). */
  onExpired?: () => void;
  /** Change it (e.g. after a submit) to clear the check; onChange is not called for a reset. */
  resetKey?: string | number;
  /**
   * The stand-in only: where a ticked box gets its token (rejects when none can be had). Without
   * it the stand-in reports STAND_IN_TOKEN: enough where the check is only a yes/no.
   */
  issueStandInToken?: () => Promise<string>;
}

/** How long a solved check stays valid: reCAPTCHA v2 answers expire after 2 minutes. */
export const HUMAN_CHECK_LIFETIME_MS = 120_000;

export const HUMAN_CHECK_STAND_IN_LABEL = 'No soy un robot';
export const HUMAN_CHECK_LOADING_TEXT = 'Cargando verificación...';
export const HUMAN_CHECK_LOAD_ERROR =
  'No se pudo cargar la verificación. Revisa tu conexión y recarga la página.';
/** The stand-in while it fetches its token (ours). */
export const HUMAN_CHECK_VERIFYING_TEXT = 'Verificando...';
/** The stand-in could not get its token (ours); the box stays unticked. */
export const HUMAN_CHECK_STAND_IN_ERROR =
  'No se pudo completar la verificación. Revisa tu conexión e inténtalo de nuevo.';
/** What the stand-in reports without `issueStandInToken`. */
export const STAND_IN_TOKEN = 'stand-in';

const ReCaptcha = lazy(() => import('react-google-recaptcha'));

export function HumanCheck({ resetKey, ...props }: HumanCheckProps) {
  const siteKey = env.recaptchaSiteKey;
  // A new key remounts the check: the cleanest reset (no ref to thread through lazy(), and an
  // answer still on its way for the old stand-in is dropped with it).
  if (siteKey) return <RecaptchaCheck key={resetKey} siteKey={siteKey} {...props} />;
  // A build with a site key: Vite inlines the key here, so what follows is dead code that the
  // bundler drops together with the stand-in component. The stand-in never ships with a key.
  if (import.meta.env.VITE_RECAPTCHA_SITE_KEY) return null;
  return <StandInCheck key={resetKey} {...props} />;
}

type CheckProps = Omit<HumanCheckProps, 'resetKey'>;

function RecaptchaCheck({ siteKey, onChange, onExpired }: CheckProps & { siteKey: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="human-check">
      <Suspense
        fallback={
          <p className="small text-muted mb-0" role="status">
            {HUMAN_CHECK_LOADING_TEXT}
          </p>
        }
      >
        <ReCaptcha
          sitekey={siteKey}
          hl="es-419"
          onChange={(token) => onChange(token || null)}
          onExpired={() => {
            onChange(null);
            onExpired?.();
          }}
          onErrored={() => {
            setFailed(true);
            onChange(null);
          }}
        />
      </Suspense>
      {failed && (
        <p className="small text-danger mb-0" role="alert">
          {HUMAN_CHECK_LOAD_ERROR}
        </p>
      )}
    </div>
  );
}

/**
 * Local/test stand-in: a visible, labelled checkbox that expires like the real widget. While it
 * fetches its token the box stays focusable but inert (aria-disabled) and says "Verificando...".
 */
function StandInCheck({ onChange, onExpired, issueStandInToken }: CheckProps) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Keep the latest callbacks without restarting the expiry timer on every parent render.
  const callbacks = useRef({ onChange, onExpired });
  useEffect(() => {
    callbacks.current = { onChange, onExpired };
  });
  /** Bumped by every tick and untick, and on unmount: an older request's answer is dropped. */
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  useEffect(() => {
    if (!checked) return;
    const timer = setTimeout(() => {
      setChecked(false);
      callbacks.current.onChange(null);
      callbacks.current.onExpired?.();
    }, HUMAN_CHECK_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [checked]);

  async function tick() {
    const current = ++attempt.current;
    setFailed(false);
    if (!issueStandInToken) {
      setChecked(true);
      onChange(STAND_IN_TOKEN);
      return;
    }
    setBusy(true);
    let token: string | null = null;
    try {
      token = await issueStandInToken();
    } catch {
      token = null;
    }
    if (current !== attempt.current) return;
    setBusy(false);
    if (token === null) {
      setFailed(true);
      return;
    }
    setChecked(true);
    callbacks.current.onChange(token);
  }

  return (
    <div
      className="human-check border rounded px-3 py-2 d-inline-block bg-body-tertiary"
      data-human-check="stand-in"
      aria-busy={busy || undefined}
    >
      {/* Bootstrap's checkbox markup (what react-bootstrap's Form.Check renders), without the
          component library's Form code on the public pages that show this check. */}
      <div className="form-check">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          checked={checked}
          aria-disabled={busy || undefined}
          onChange={(event) => {
            if (busy) return;
            if (event.target.checked) {
              void tick();
            } else {
              attempt.current += 1;
              setChecked(false);
              onChange(null);
            }
          }}
        />
        <label className="form-check-label" htmlFor={id}>
          {HUMAN_CHECK_STAND_IN_LABEL}
        </label>
      </div>
      {busy && (
        <p className="small text-muted mb-0 mt-1" role="status">
          {HUMAN_CHECK_VERIFYING_TEXT}
        </p>
      )}
      {failed && (
        <p className="small text-danger mb-0 mt-1" role="alert">
          {HUMAN_CHECK_STAND_IN_ERROR}
        </p>
      )}
    </div>
  );
}
