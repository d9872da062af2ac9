/**
 * Builds the arco handler's dependencies from its configuration: every public form's captcha
 * (the same stand-in secret and spent-token store locally, so a token is spent once whichever
 * form used it), App Check verifier and shared limiters (forms/deps.ts), under the arco-* keys.
 */
import { adminFirestore } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import { createMailer } from '../mail/config.js';
import type { Mailer } from '../mail/mailer.js';
import { createVerifiedFormDeps, type VerifiedFormDepsOptions } from '../forms/deps.js';
import type { ArcoConfig } from './config.js';
import type { ArcoDeps } from './handler.js';
import { createFirestoreArcoStore, createMemoryArcoStore, type ArcoStore } from './store.js';

export interface ArcoDepsOptions extends VerifiedFormDepsOptions {
  store?: ArcoStore;
  mailer?: Mailer;
}

export function createArcoDeps(
  config: ArcoConfig,
  logger: Logger,
  options: ArcoDepsOptions = {},
): ArcoDeps {
  const form = createVerifiedFormDeps(config, 'arco', logger, options);
  return {
    ...form,
    store:
      options.store ??
      (config.sharedStore === 'firestore'
        ? createFirestoreArcoStore(adminFirestore)
        : createMemoryArcoStore()),
    mailer: options.mailer ?? createMailer(config.mail, logger, form.clock),
    privacyEmails: config.privacyEmails,
    siteUrl: config.siteUrl,
  };
}
