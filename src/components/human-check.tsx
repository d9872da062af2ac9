/**
 * Human verification shared by the quote form and register mode (docs/product.md, Human
 * verification). Callers never know which check is shown:
 * - with a reCAPTCHA v2 site key (env.recaptchaSiteKey) the real widget, lazy-loaded;
 * - without one (local runs, tests) a stand-in checkbox "No soy un robot" that gates the form the
 *   same way, and expires like the real widget does (after 2 minutes).
 * The stand-in code is removed from builds made with VITE_RECAPTCHA_SITE_KEY (see `StandInCheck`).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { env } from '@/config/env';

export interface HumanCheckProps {
  /** Called with true when solved, false when unticked, expired or reset by the widget. */
  onChange: (solved: boolean) => void;
  /** Called when a solved check expires (onChange(false) is called first). */
  onExpired?: () => void;
  /** Change it (e.g. after a submit) to clear the check; onChange is not called for a reset. */
  resetKey?: string | number;
}

/** How long a solved check stays valid: reCAPTCHA v2 answers expire after 2 minutes. */
export const HUMAN_CHECK_LIFETIME_MS = 120_000;

export const HUMAN_CHECK_STAND_IN_LABEL = 'No soy un robot';
export const HUMAN_CHECK_LOADING_TEXT = 'Cargando verificación...';
export const HUMAN_CHECK_LOAD_ERROR =
  'No se pudo cargar la verificación. Revisa tu conexión y recarga la página.';

const ReCaptcha = lazy(() => import('react-google-recaptcha'));

export function HumanCheck(props: HumanCheckProps) {
  const siteKey = env.recaptchaSiteKey;
  if (siteKey) return <RecaptchaCheck siteKey={siteKey} {...props} />;
  // A build with a site key: Vite inlines the key here, so what follows is dead code that the
  // bundler drops together with the stand-in component. The stand-in never ships with a key.
  if (import.meta.env.VITE_RECAPTCHA_SITE_KEY) return null;
  return <StandInCheck {...props} />;
}

function RecaptchaCheck({
  siteKey,
  onChange,
  onExpired,
  resetKey,
}: HumanCheckProps & { siteKey: string }) {
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
          // A new key remounts the widget: the cleanest reset, with no ref to thread through lazy().
          key={resetKey}
          sitekey={siteKey}
          hl="es-419"
          onChange={(token) => onChange(Boolean(token))}
          onExpired={() => {
            onChange(false);
            onExpired?.();
          }}
          onErrored={() => {
            setFailed(true);
            onChange(false);
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

/** Local/test stand-in: a visible, labelled checkbox that expires like the real widget. */
function StandInCheck({ onChange, onExpired, resetKey }: HumanCheckProps) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  // Keep the latest callbacks without restarting the expiry timer on every parent render.
  const callbacks = useRef({ onChange, onExpired });
  useEffect(() => {
    callbacks.current = { onChange, onExpired };
  });

  if (resetKey !== lastResetKey) {
    setLastResetKey(resetKey);
    setChecked(false);
  }

  useEffect(() => {
    if (!checked) return;
    const timer = setTimeout(() => {
      setChecked(false);
      callbacks.current.onChange(false);
      callbacks.current.onExpired?.();
    }, HUMAN_CHECK_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [checked]);

  return (
    <div
      className="human-check border rounded px-3 py-2 d-inline-block bg-body-tertiary"
      data-human-check="stand-in"
    >
      {/* Bootstrap's checkbox markup (what react-bootstrap's Form.Check renders), without the
          component library's Form code on the public pages that show this check. */}
      <div className="form-check">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            onChange(event.target.checked);
          }}
        />
        <label className="form-check-label" htmlFor={id}>
          {HUMAN_CHECK_STAND_IN_LABEL}
        </label>
      </div>
    </div>
  );
}
