/** `quote` (HTTP): quote requests, verified (captcha, App Check), limited and stored with the Admin SDK. */
import { CAPTCHA_SECRETS } from '../runtime/options.js';
import { httpFunction, once } from '../runtime/http.js';

import * as logger from 'firebase-functions/logger';
import { reply } from '../reply.js';
import { loadQuoteConfig } from './config.js';
import { createQuoteDeps } from './deps.js';
import { handleQuote } from './handler.js';
import { QUOTE_MESSAGES } from './messages.js';

const getQuoteDeps = once(() => {
  const config = loadQuoteConfig(process.env);
  for (const warning of config.warnings) logger.warn(`quote: ${warning}`);
  if (config.captcha.kind === 'stand-in')
    logger.info('quote: verificación humana local (solo en el emulador con un proyecto demo-)');
  return createQuoteDeps(config, logger);
});

/** Quote requests: verified, limited, stored with the Admin SDK (quote/handler.ts). */
export const quote = httpFunction(
  { secrets: CAPTCHA_SECRETS, maxInstances: 10 },
  'quote',
  getQuoteDeps,
  handleQuote,
  reply(503, false, QUOTE_MESSAGES.unavailable),
);
