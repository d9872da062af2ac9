/** Builds a public form's human verification from its configuration (quote/config.ts reads it). */
import { adminFirestore } from '../firestore/admin.js';
import {
  createFirestoreSpentTokens,
  createMemorySpentTokens,
  createRecaptchaVerifier,
  createStandInCaptcha,
  type CaptchaConfig,
  type CaptchaVerifier,
  type StandInCaptcha,
} from './captcha.js';

/**
 * The human verification of a public form: the emulator's stand-in (also the verifier then), or
 * reCAPTCHA's server-side check. Shared by the public forms (quote, ARCO), so a local token is spent
 * once whichever form used it.
 */
export function createCaptcha(
  captchaConfig: CaptchaConfig,
  sharedStore: 'firestore' | 'memory',
  options: { fetch?: typeof fetch } = {},
): { captcha: CaptchaVerifier; standIn: StandInCaptcha | null } {
  const standIn =
    captchaConfig.kind === 'stand-in'
      ? createStandInCaptcha(
          captchaConfig.secret,
          sharedStore === 'firestore'
            ? createFirestoreSpentTokens(adminFirestore)
            : createMemorySpentTokens(),
        )
      : null;
  const captcha =
    standIn ??
    (captchaConfig.kind === 'recaptcha'
      ? createRecaptchaVerifier({
          secret: captchaConfig.secret,
          verifyUrl: captchaConfig.verifyUrl,
          hostnames: captchaConfig.hostnames,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : null);
  if (!captcha) throw new Error('sin verificación humana configurada');
  return { captcha, standIn };
}
