/** Builds the newsletter handler's dependencies from the loaded configuration. */
import { createAdminAppCheckVerifier, type AppCheckVerifier } from '../app-check.js';
import type { NewsletterConfig } from '../config.js';
import { adminFirestore } from '../firestore/admin.js';
import { createFirestoreConfirmationLog } from './firestore-requests.js';
import type { NewsletterDeps } from './handler.js';
import type { Logger } from '../logger.js';
import { createOutboxMailer } from '../mail/outbox-mailer.js';
import type { Mailer } from '../mail/mailer.js';
import { createMemoryConfirmationLog, type ConfirmationLog } from './requests.js';
import { createBrevoProvider } from '../providers/brevo.js';
import { createLocalProvider } from '../providers/local.js';
import type { LocalConfirmer, NewsletterProvider } from '../providers/provider.js';
import { sharedLimiter } from '../limits/shared-limiter.js';

export interface CreateDepsOptions {
  clock?: () => Date;
  /** Replaces the firebase-admin verifier (tests). Only used when App Check is enforced. */
  appCheck?: AppCheckVerifier;
  /** Replaces the configured confirmation log (tests). */
  confirmations?: ConfirmationLog;
  /** Replaces the local outbox mailer of the local provider (tests). */
  mailer?: Mailer;
}

export function createDeps(
  config: NewsletterConfig,
  logger: Logger,
  options: CreateDepsOptions = {},
): NewsletterDeps {
  const clock = options.clock ?? (() => new Date());
  const settings = config.provider;
  let provider: NewsletterProvider;
  let confirmer: LocalConfirmer | null = null;
  if (settings.kind === 'brevo') {
    provider = createBrevoProvider(settings);
  } else {
    const local = createLocalProvider({
      listPath: settings.listPath,
      mailer: options.mailer ?? createOutboxMailer(settings.mailOutboxPath, logger, clock),
      secret: settings.confirmSecret,
      confirmUrl: settings.confirmUrl,
      tokenTtlMs: settings.tokenTtlMs,
    });
    provider = local;
    confirmer = local;
  }
  return {
    provider,
    confirmer,
    confirmedRedirectUrl: config.confirmedRedirectUrl,
    allowedOrigins: config.allowedOrigins,
    rateLimiter: sharedLimiter(config.sharedStore, 'newsletter-ip', config.rateLimit),
    emailRateLimiter: sharedLimiter(config.sharedStore, 'newsletter-email', config.emailRateLimit),
    clientIpPosition: config.clientIpPosition,
    confirmations:
      options.confirmations ??
      (config.sharedStore === 'firestore'
        ? createFirestoreConfirmationLog(adminFirestore)
        : createMemoryConfirmationLog()),
    clock,
    appCheck: config.appCheckEnforce ? (options.appCheck ?? createAdminAppCheckVerifier()) : null,
    logger,
  };
}
