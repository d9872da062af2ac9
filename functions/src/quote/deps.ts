/** Builds the quote handler's dependencies from its configuration. */
import { createAdminAppCheckVerifier, type AppCheckVerifier } from '../app-check.js';
import { sharedLimiter } from '../limits/shared-limiter.js';
import { adminFirestore } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import { createCaptcha } from '../forms/captcha-deps.js';
import type { QuoteConfig } from './config.js';
import type { QuoteDeps } from './handler.js';
import { createFirestoreQuoteStore, createMemoryQuoteStore, type QuoteStore } from './store.js';

export interface QuoteDepsOptions {
  clock?: () => Date;
  appCheck?: AppCheckVerifier;
  store?: QuoteStore;
  fetch?: typeof fetch;
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
