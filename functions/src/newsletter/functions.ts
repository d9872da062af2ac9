/** `newsletter` (HTTP): double opt-in subscription (newsletter/handler.ts). */
import { secrets } from '../runtime/options.js';
import { httpFunction, once } from '../runtime/http.js';

import * as logger from 'firebase-functions/logger';

import { loadConfig } from '../config.js';
import { createDeps } from './deps.js';
import { handleNewsletter, internalErrorResponse } from './handler.js';

const getDeps = once(() => {
  const config = loadConfig(process.env);
  for (const warning of config.warnings) logger.warn(`newsletter: ${warning}`);
  if (config.provider.kind === 'local') {
    logger.info('newsletter: sin BREVO_API_KEY; doble opt-in local (lista y buzón de correo)', {
      list: config.provider.listPath,
      outbox: config.provider.mailOutboxPath,
      confirmUrl: config.provider.confirmUrl,
      confirmations: config.sharedStore,
    });
  }
  return createDeps(config, logger);
});

export const newsletter = httpFunction(
  { secrets, maxInstances: 10 },
  'newsletter',
  getDeps,
  handleNewsletter,
  internalErrorResponse(),
);
