/** Builds the handler's dependencies from the loaded configuration. */
import { createAdminAppCheckVerifier, type AppCheckVerifier } from './app-check.js';
import type { NewsletterConfig } from './config.js';
import type { NewsletterDeps } from './handler.js';
import type { Logger } from './logger.js';
import { createBrevoProvider } from './providers/brevo.js';
import { createOutboxProvider } from './providers/outbox.js';
import { createRateLimiter } from './rate-limiter.js';

export interface CreateDepsOptions {
  clock?: () => Date;
  /** Replaces the firebase-admin verifier (tests). Only used when App Check is enforced. */
  appCheck?: AppCheckVerifier;
}

export function createDeps(
  config: NewsletterConfig,
  logger: Logger,
  options: CreateDepsOptions = {},
): NewsletterDeps {
  const provider =
    config.provider.kind === 'brevo'
      ? createBrevoProvider(config.provider)
      : createOutboxProvider(config.provider.path);
  return {
    provider,
    allowedOrigins: config.allowedOrigins,
    rateLimiter: createRateLimiter(config.rateLimit),
    clock: options.clock ?? (() => new Date()),
    appCheck: config.appCheckEnforce ? (options.appCheck ?? createAdminAppCheckVerifier()) : null,
    logger,
  };
}
