/** Builds the quote handler's dependencies from its configuration (forms/deps.ts, `quote-*` keys). */
import { adminFirestore } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import { createVerifiedFormDeps, type VerifiedFormDepsOptions } from '../forms/deps.js';
import type { QuoteConfig } from './config.js';
import type { QuoteDeps } from './handler.js';
import { createFirestoreQuoteStore, createMemoryQuoteStore, type QuoteStore } from './store.js';

export interface QuoteDepsOptions extends VerifiedFormDepsOptions {
  store?: QuoteStore;
}

export function createQuoteDeps(
  config: QuoteConfig,
  logger: Logger,
  options: QuoteDepsOptions = {},
): QuoteDeps {
  return {
    ...createVerifiedFormDeps(config, 'quote', logger, options),
    store:
      options.store ??
      (config.sharedStore === 'firestore'
        ? createFirestoreQuoteStore(adminFirestore)
        : createMemoryQuoteStore()),
  };
}
