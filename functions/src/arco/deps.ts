/**
 * Builds the arco handler's dependencies from its configuration: the quote function's captcha
 * (the same stand-in secret and spent-token store locally, so a token is spent once whichever
 * form used it), App Check verifier and shared limiters, under the arco-* keys.
 */
import { createAdminAppCheckVerifier, type AppCheckVerifier } from '../app-check.js';
import { sharedLimiter } from '../limits/shared-limiter.js';
import { adminFirestore } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import { createMailer } from '../mail/config.js';
import type { Mailer } from '../mail/mailer.js';
import { createCaptcha } from '../forms/captcha-deps.js';
import type { ArcoConfig } from './config.js';
import type { ArcoDeps } from './handler.js';
import { createFirestoreArcoStore, createMemoryArcoStore, type ArcoStore } from './store.js';

export interface ArcoDepsOptions {
  clock?: () => Date;
  appCheck?: AppCheckVerifier;
  store?: ArcoStore;
  mailer?: Mailer;
  fetch?: typeof fetch;
}

export function createArcoDeps(
  config: ArcoConfig,
  logger: Logger,
  options: ArcoDepsOptions = {},
): ArcoDeps {
  const firestore = config.sharedStore === 'firestore';
  const { captcha, standIn } = createCaptcha(config.captcha, config.sharedStore, options);
  const clock = options.clock ?? (() => new Date());
  const store = config.sharedStore;
  return {
    captcha,
    standIn,
    appCheck: config.appCheckEnforce ? (options.appCheck ?? createAdminAppCheckVerifier()) : null,
    allowedOrigins: config.allowedOrigins,
    clientIpPosition: config.clientIpPosition,
    perAddress: sharedLimiter(store, 'arco-ip', config.limits.perIp),
    perEmail: sharedLimiter(store, 'arco-email', config.limits.perEmail),
    overall: sharedLimiter(store, 'arco-total', config.limits.total),
    store:
      options.store ??
      (firestore ? createFirestoreArcoStore(adminFirestore) : createMemoryArcoStore()),
    mailer: options.mailer ?? createMailer(config.mail, logger, clock),
    privacyEmails: config.privacyEmails,
    siteUrl: config.siteUrl,
    clock,
    logger,
  };
}
