/**
 * Cloud Functions entry point: wires the pure handler to `onRequest`.
 *
 * `cors: false` on purpose: the handler applies the origin allowlist itself, and without it the
 * Functions emulator would add allow-all CORS, making local behave unlike production.
 *
 * The Brevo API key is a Secret Manager secret (BREVO_API_KEY) bound only outside the emulator:
 * the emulator then neither prompts for it nor tries to reach Secret Manager, and with no key it
 * records subscriptions in the local outbox. Deployed, the secret is exposed as
 * process.env.BREVO_API_KEY, which is where config.ts reads it.
 */
import { onRequest, type Request } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { defineSecret } from 'firebase-functions/params';

import { ENV, isEmulator, loadConfig } from './config.js';
import { createDeps } from './deps.js';
import { handleNewsletter, internalErrorResponse, type NewsletterDeps } from './handler.js';
import type { NewsletterResponse } from './http-types.js';

const secrets = isEmulator(process.env) ? [] : [defineSecret(ENV.apiKey)];

let deps: NewsletterDeps | undefined;

/** Built once per instance: the rate limiter's memory must outlive a single request. */
function getDeps(): NewsletterDeps {
  if (deps) return deps;
  const config = loadConfig(process.env);
  if (config.provider.kind === 'outbox') {
    logger.info('newsletter: sin BREVO_API_KEY; las suscripciones se guardan en el buzón local', {
      path: config.provider.path,
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
