/** Builds the quote handler's dependencies from its configuration. */
import { createAdminAppCheckVerifier, type AppCheckVerifier } from '../app-check.js';
import { sharedLimiter } from '../deps.js';
import { adminFirestore } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import {
  createFirestoreSpentTokens,
  createMemorySpentTokens,
  createRecaptchaVerifier,
  createStandInCaptcha,
  type CaptchaVerifier,
  type StandInCaptcha,
} from './captcha.js';
import type { QuoteConfig } from './config.js';
import type { QuoteDeps } from './handler.js';
import { createFirestoreQuoteStore, createMemoryQuoteStore, type QuoteStore } from './store.js';

export interface QuoteDepsOptions {
  clock?: () => Date;
  appCheck?: AppCheckVerifier;
  store?: QuoteStore;
  fetch?: typeof fetch;
}

/**
 * The human verification of a public form: the emulator's stand-in (also the verifier then), or
 * reCAPTCHA's server-side check. Shared by the quote and arco functions, so a local token is spent
 * once whichever form used it.
 */
export function createCaptcha(
  captchaConfig: QuoteConfig['captcha'],
  sharedStore: QuoteConfig['sharedStore'],
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

export function createQuoteDeps(
  config: QuoteConfig,
  logger: Logger,
  options: QuoteDepsOptions = {},
): QuoteDeps {
  const firestore = config.sharedStore === 'firestore';
  const { captcha, standIn } = createCaptcha(config.captcha, config.sharedStore, options);
  const store = config.sharedStore;
  return {
    captcha,
    standIn,
    appCheck: config.appCheckEnforce ? (options.appCheck ?? createAdminAppCheckVerifier()) : null,
    allowedOrigins: config.allowedOrigins,
    clientIpPosition: config.clientIpPosition,
    perAddress: sharedLimiter(store, 'quote-ip', config.limits.perIp),
    perEmail: sharedLimiter(store, 'quote-email', config.limits.perEmail),
    overall: sharedLimiter(store, 'quote-total', config.limits.total),
    store:
      options.store ??
      (firestore ? createFirestoreQuoteStore(adminFirestore) : createMemoryQuoteStore()),
    clock: options.clock ?? (() => new Date()),
    logger,
  };
}
