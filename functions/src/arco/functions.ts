/**
 * `arco` (HTTP): ARCO requests from /derechos-arco, with the quote function's checks and limits,
 * stored with the Admin SDK and e-mailed to the privacy address (arco/handler.ts).
 */
import { CAPTCHA_SECRETS, secrets } from '../runtime/options.js';
import { httpFunction, once } from '../runtime/http.js';

import * as logger from 'firebase-functions/logger';
import { defineString } from 'firebase-functions/params';

import { reply } from '../reply.js';
import { ARCO_ENV, DEFAULT_PRIVACY_EMAIL, loadArcoConfig } from './config.js';
import { createArcoDeps } from './deps.js';
import { handleArco } from './handler.js';
import { ARCO_MESSAGES } from './messages.js';

// Declared so `firebase deploy` asks for it; read back from process.env by the config reader.
defineString(ARCO_ENV.privacyEmail, {
  default: DEFAULT_PRIVACY_EMAIL,
  description:
    'Correo de privacidad que recibe cada solicitud de derechos ARCO, separados por comas. ' +
    'privacidad@example.com es solo un EJEMPLO y se rechaza al desplegar.',
});

const getArcoDeps = once(() => {
  const config = loadArcoConfig(process.env);
  for (const warning of config.warnings) logger.warn(`arco: ${warning}`);
  return createArcoDeps(config, logger);
});

/** ARCO requests from /derechos-arco: verified, limited, stored, e-mailed (arco/handler.ts). */
export const arco = httpFunction(
  { secrets: [...CAPTCHA_SECRETS, ...secrets], maxInstances: 5 },
  'arco',
  getArcoDeps,
  handleArco,
  reply(503, false, ARCO_MESSAGES.unavailable),
);
