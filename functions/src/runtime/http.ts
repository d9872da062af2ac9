/**
 * One HTTP function around a pure handler (quote, arco, newsletter). `cors: false` on purpose:
 * the handler applies the origin allowlist itself, and without it the Functions emulator would
 * add allow-all CORS, making local behave unlike production.
 */
import './options.js';
import { onRequest, type HttpsOptions, type Request } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';

import type { HttpRequest, HttpResponse } from '../http-types.js';
import { errorText } from './log.js';

/** The part of Express's response this file uses. */
interface ResponseLike {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}

function send(res: ResponseLike, result: HttpResponse): void {
  res.status(result.status);
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  // res.end (not res.send/json): Express would drop Content-Type on the 204 preflight answer.
  res.end(result.body === null ? undefined : JSON.stringify(result.body));
}

/** The request as the pure handlers read it. */
function requestOf(req: Request): HttpRequest {
  return {
    method: req.method,
    url: req.originalUrl || req.url,
    headers: req.headers,
    ip: req.ip,
    rawBody: req.rawBody,
    body: req.body,
  };
}

/** Built once per instance: the rate limiters' memory must outlive a single request. */
export function once<D>(create: () => D): () => D {
  let deps: D | undefined;
  return () => (deps ??= create());
}

/**
 * A public HTTP function: a failure to build its dependencies (configuration) is logged under
 * `tag` and answered with `unavailable` as JSON, never a stack trace.
 */
export function httpFunction<D>(
  options: HttpsOptions,
  tag: string,
  getDeps: () => D,
  handle: (req: HttpRequest, deps: D) => Promise<HttpResponse>,
  unavailable: HttpResponse,
) {
  return onRequest(
    { cors: false, invoker: 'public', timeoutSeconds: 30, ...options },
    async (req, res) => {
      let result: HttpResponse;
      try {
        result = await handle(requestOf(req), getDeps());
      } catch (error) {
        logger.error(`${tag}: no se pudo preparar la función`, { error: errorText(error) });
        result = unavailable;
      }
      send(res, result);
    },
  );
}
