/**
 * Builds what every public form endpoint's checks need (verified-form.ts) from its configuration
 * (config.ts): the human verification, App Check and the three shared limiters under the form's
 * keys (`quote-ip`, `arco-email`...). Each endpoint's deps add its store (and mailer).
 */
import { createAdminAppCheckVerifier, type AppCheckVerifier } from '../app-check.js';
import { adminFirestore } from '../firestore/admin.js';
import { sharedLimiter } from '../limits/shared-limiter.js';
import type { Logger } from '../logger.js';
import {
  createFirestoreSpentTokens,
  createMemorySpentTokens,
  createRecaptchaVerifier,
  createStandInCaptcha,
  type CaptchaConfig,
  type CaptchaVerifier,
  type StandInCaptcha,
} from './captcha.js';
import type { FormConfig } from './config.js';
import type { VerifiedFormDeps } from './verified-form.js';

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

/** What a test or the emulator may put in place of the real thing. */
export interface VerifiedFormDepsOptions {
  clock?: () => Date;
  appCheck?: AppCheckVerifier;
  fetch?: typeof fetch;
}

/** The shared checks' dependencies, the limiters counted under `${keyPrefix}-ip/-email/-total`. */
export function createVerifiedFormDeps(
  config: FormConfig,
  keyPrefix: string,
  logger: Logger,
  options: VerifiedFormDepsOptions = {},
): VerifiedFormDeps {
  const { captcha, standIn } = createCaptcha(config.captcha, config.sharedStore, options);
  const store = config.sharedStore;
  return {
    captcha,
    standIn,
    appCheck: config.appCheckEnforce ? (options.appCheck ?? createAdminAppCheckVerifier()) : null,
    allowedOrigins: config.allowedOrigins,
    clientIpPosition: config.clientIpPosition,
    perAddress: sharedLimiter(store, `${keyPrefix}-ip`, config.limits.perIp),
    perEmail: sharedLimiter(store, `${keyPrefix}-email`, config.limits.perEmail),
    overall: sharedLimiter(store, `${keyPrefix}-total`, config.limits.total),
    clock: options.clock ?? (() => new Date()),
    logger,
  };
}
