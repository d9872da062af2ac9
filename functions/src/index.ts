/**
 * Cloud Functions entry points:
 * - `newsletter` (HTTP): double opt-in subscription; the pure handler in handler.ts.
 * - `notifyLead` (Firestore, contactSubmissions/{id} created): e-mails the sales team, exactly
 *   once; the pure function in leads/notify.ts.
 *
 * `cors: false` on purpose: the handler applies the origin allowlist itself, and without it the
 * Functions emulator would add allow-all CORS, making local behave unlike production.
 *
 * The Brevo API key is a Secret Manager secret (BREVO_API_KEY) bound only outside the emulator:
 * the emulator then neither prompts for it nor tries to reach Secret Manager, and with no key it
 * uses the local list and mail outbox. Deployed, the secret is exposed as
 * process.env.BREVO_API_KEY, which is where the config readers find it. SALES_EMAILS and SITE_URL
 * are params (`firebase deploy` asks for them); functions/.env.demo-tusocio holds their example
 * values for the emulator. Everything else is plain environment (config.ts).
 */
import { onDocumentCreated } from 'firebase-functions/firestore';
import { onRequest, type Request } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { defineSecret, defineString } from 'firebase-functions/params';

import { ENV, isEmulator, loadConfig } from './config.js';
import { createDeps } from './deps.js';
import { DEFAULT_SITE_URL, SITE_URL_ENV } from './env.js';
import { adminFirestore } from './firestore/admin.js';
import { createFirestoreLeadStore } from './firestore/lead-store.js';
import { handleNewsletter, internalErrorResponse, type NewsletterDeps } from './handler.js';
import type { NewsletterResponse } from './http-types.js';
import { DEFAULT_SALES_EMAILS, loadLeadConfig, SALES_EMAILS_ENV } from './leads/config.js';
import { notifyLead as notifyLeadOnce, type NotifyLeadDeps } from './leads/notify.js';
import { createMailer } from './mail/config.js';

const secrets = isEmulator(process.env) ? [] : [defineSecret(ENV.apiKey)];

// Declared so `firebase deploy` asks for them; read back from process.env by the config readers.
defineString(SALES_EMAILS_ENV, {
  default: DEFAULT_SALES_EMAILS,
  description:
    'Correos de ventas que reciben cada solicitud de cotización, separados por comas. ' +
    'ventas@example.com es solo un EJEMPLO y se rechaza al desplegar.',
});
defineString(SITE_URL_ENV, {
  default: DEFAULT_SITE_URL,
  description:
    'URL pública del sitio, sin diagonal final (ej. https://www.tusocioideal.mx): enlaces de los ' +
    'correos y página /newsletter/confirmado. localhost se rechaza al desplegar.',
});

let deps: NewsletterDeps | undefined;

/** Built once per instance: the rate limiters' memory must outlive a single request. */
function getDeps(): NewsletterDeps {
  if (deps) return deps;
  const config = loadConfig(process.env);
  for (const warning of config.warnings) logger.warn(`newsletter: ${warning}`);
  if (config.provider.kind === 'local') {
    logger.info('newsletter: sin BREVO_API_KEY; doble opt-in local (lista y buzón de correo)', {
      list: config.provider.listPath,
      outbox: config.provider.mailOutboxPath,
      confirmUrl: config.provider.confirmUrl,
      confirmations: config.confirmationStore,
    });
  }
  deps = createDeps(config, logger);
  return deps;
}

/** The part of Express's response this file uses. */
interface ResponseLike {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}

function send(res: ResponseLike, result: NewsletterResponse): void {
  res.status(result.status);
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  // res.end (not res.send/json): Express would drop Content-Type on the 204 preflight answer.
  res.end(result.body === null ? undefined : JSON.stringify(result.body));
}

export const newsletter = onRequest(
  {
    cors: false,
    secrets,
    region: 'us-central1',
    invoker: 'public',
    maxInstances: 10,
    timeoutSeconds: 30,
    memory: '256MiB',
  },
  async (req: Request, res) => {
    let result: NewsletterResponse;
    try {
      result = await handleNewsletter(
        {
          method: req.method,
          url: req.originalUrl || req.url,
          headers: req.headers,
          ip: req.ip,
          rawBody: req.rawBody,
          body: req.body,
        },
        getDeps(),
      );
    } catch (error) {
      logger.error('newsletter: no se pudo preparar la función', {
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      result = internalErrorResponse();
    }
    send(res, result);
  },
);

let leadDeps: NotifyLeadDeps | undefined;

function getLeadDeps(): NotifyLeadDeps {
  if (leadDeps) return leadDeps;
  const config = loadLeadConfig(process.env);
  leadDeps = {
    store: createFirestoreLeadStore(adminFirestore),
    mailer: createMailer(config.mail, logger),
    salesEmails: config.salesEmails,
    siteUrl: config.siteUrl,
    clock: () => new Date(),
    logger,
  };
  return leadDeps;
}

export const notifyLead = onDocumentCreated(
  {
    document: 'contactSubmissions/{id}',
    region: 'us-central1',
    retry: true,
    secrets,
    maxInstances: 10,
    timeoutSeconds: 60,
    memory: '256MiB',
  },
  async (event) => {
    let current: NotifyLeadDeps;
    try {
      current = getLeadDeps();
    } catch (error) {
      // A configuration mistake: logged, and thrown so the event is retried once it is fixed.
      logger.error('leads: configuración inválida; la notificación se reintentará', {
        submissionId: event.params.id,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      throw error;
    }
    await notifyLeadOnce(
      { id: event.params.id, data: event.data?.data(), time: event.time },
      current,
    );
  },
);
