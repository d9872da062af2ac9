/**
 * What every function shares, set before any function is declared: each folder's functions.ts
 * imports this module first (ES modules evaluate an import before the importer's body, and the
 * esbuild bundle keeps that order), so `setGlobalOptions` runs before the first declaration.
 * A declaration states only what differs from these.
 *
 * The Brevo API key is a Secret Manager secret (BREVO_API_KEY) bound only outside the emulator:
 * the emulator then neither prompts for it nor tries to reach Secret Manager, and with no key it
 * uses the local list and mail outbox. Deployed, the secret is exposed as
 * process.env.BREVO_API_KEY, which is where the config readers find it.
 */
import { setGlobalOptions } from 'firebase-functions/options';
import { defineSecret, defineString } from 'firebase-functions/params';

import { ENV, isEmulator } from '../config.js';
import { DEFAULT_SITE_URL, SITE_URL_ENV, isFalse } from '../env.js';
import { RECAPTCHA_SECRET_ENV } from '../forms/captcha.js';

setGlobalOptions({ region: 'us-central1', memory: '256MiB', timeoutSeconds: 60 });

/** The Brevo key, for the functions that send e-mail or reach the newsletter list. */
export const secrets = isEmulator(process.env) ? [] : [defineSecret(ENV.apiKey)];

/** The reCAPTCHA secret, for the public forms that verify a human (quote, ARCO). */
export const CAPTCHA_SECRETS = isEmulator(process.env) ? [] : [defineSecret(RECAPTCHA_SECRET_ENV)];

/** Every callable enforces App Check, except in the emulator or with APPCHECK_ENFORCE=false. */
export const ENFORCE_APP_CHECK =
  !isEmulator(process.env) && !isFalse(process.env.APPCHECK_ENFORCE?.trim());

// Declared so `firebase deploy` asks for it; read back from process.env by the config readers.
defineString(SITE_URL_ENV, {
  default: DEFAULT_SITE_URL,
  description:
    'URL pública del sitio, sin diagonal final (ej. https://www.tusocioideal.mx): enlaces de los ' +
    'correos y página /newsletter/confirmado. localhost se rechaza al desplegar.',
});

/**
 * What each scheduled e-mail run (the sales digest, the meter reminders, the service digest)
 * runs with: Cancún's clock, and Cloud Scheduler retries a run that left an e-mail unsent.
 */
export const MAIL_JOB = {
  timeZone: 'America/Cancun',
  secrets,
  timeoutSeconds: 300,
  retryCount: 3,
  minBackoffSeconds: 300,
} as const;

/** What each e-mailing Firestore trigger runs with (retried until the e-mail is sent). */
export const MAIL_TRIGGER = {
  retry: true,
  secrets,
  maxInstances: 10,
} as const;

/** What each callable runs with unless it says otherwise. */
export const CALLABLE = {
  enforceAppCheck: ENFORCE_APP_CHECK,
  maxInstances: 5,
} as const;
