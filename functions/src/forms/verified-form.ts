/**
 * The checks every public form endpoint runs (quote/handler.ts, arco/handler.ts), in one order:
 *
 * 1. `openRequest`: CORS preflight -> origin -> GET ?captcha=stand-in (the emulator's stand-in
 *    only) -> method -> per-address limit -> content type -> size -> JSON. The endpoint then parses
 *    its own fields and answers a retry of a stored form before any token is spent.
 * 2. `verifyAndLimit`: App Check (consumed) -> captcha (spent) -> per-e-mail limit -> overall limit.
 *    The per-e-mail and overall limits count only verified requests, so bots cannot use up a real
 *    visitor's budget.
 *
 * Each endpoint brings its own Spanish texts and log tag; every refusal is 4xx JSON
 * {success:false, message}, and `neverThrows` turns anything unexpected into a logged 503.
 */
import type { AppCheckVerifier } from '../app-check.js';
import { readBody } from '../body.js';
import { clientIp, maskIp, rateLimitKeyForIp } from '../client-ip.js';
import { corsResponseHeaders, isOriginAllowed, preflightHeaders } from '../cors.js';
import { headerValue, type HttpRequest, type HttpResponse } from '../http-types.js';
import type { SharedRateLimiter } from '../limits/shared-limiter.js';
import { maskEmail, type Logger } from '../logger.js';
import type { CaptchaVerifier, StandInCaptcha } from './captcha.js';
import { BASE_HEADERS, reply } from '../reply.js';
import { isJsonContentType } from '../validation.js';

/** What the shared checks need; each endpoint's deps add its store (and mailer). */
export interface VerifiedFormDeps {
  captcha: CaptchaVerifier;
  /** The emulator's stand-in (also `captcha` then); null everywhere else. */
  standIn: StandInCaptcha | null;
  /** When set, every POST needs a valid, unused X-Firebase-AppCheck token. */
  appCheck: AppCheckVerifier | null;
  allowedOrigins: ReadonlySet<string>;
  clientIpPosition: number;
  perAddress: SharedRateLimiter;
  perEmail: SharedRateLimiter;
  overall: SharedRateLimiter;
  clock: () => Date;
  logger: Logger;
}

/** The texts the shared checks answer with. */
export type VerifiedFormMessages = Record<
  | 'originNotAllowed'
  | 'notFound'
  | 'standInIssued'
  | 'methodNotAllowed'
  | 'unsupportedMediaType'
  | 'tooManyFromAddress'
  | 'appCheckFailed'
  | 'unavailable'
  | 'verificationFailed'
  | 'tooManyForEmail'
  | 'tooManyOverall',
  string
>;

/** An endpoint's texts and the tag its log lines start with ('quote', 'arco'). */
export interface VerifiedFormEndpoint {
  tag: string;
  messages: VerifiedFormMessages;
}

/** A POST that passed step 1: its CORS headers, clock reading, client address and JSON body. */
export interface OpenedRequest {
  cors: Record<string, string>;
  now: Date;
  ip: string;
  ipKey: string;
  body: unknown;
}

export function tooMany(
  message: string,
  retryAfter: number,
  cors: Record<string, string>,
): HttpResponse {
  return reply(429, false, message, { ...cors, 'retry-after': String(retryAfter) });
}

/** Step 1: either the answer (preflight, refusal, stand-in token) or the opened POST. */
export async function openRequest(
  req: HttpRequest,
  deps: VerifiedFormDeps,
  { tag, messages: M }: VerifiedFormEndpoint,
): Promise<{ answer: HttpResponse } | { opened: OpenedRequest }> {
  const method = req.method.toUpperCase();
  const origin = headerValue(req, 'origin');

  if (method === 'OPTIONS') {
    if (origin === undefined || !isOriginAllowed(origin, deps.allowedOrigins))
      return { answer: reply(403, false, M.originNotAllowed, { vary: 'Origin' }) };
    return {
      answer: {
        status: 204,
        headers: { ...BASE_HEADERS, ...preflightHeaders(origin) },
        body: null,
      },
    };
  }
  if (origin !== undefined && !isOriginAllowed(origin, deps.allowedOrigins)) {
    deps.logger.warn(`${tag}: solicitud de un origen no permitido`, { origin });
    return { answer: reply(403, false, M.originNotAllowed, { vary: 'Origin' }) };
  }
  const cors = corsResponseHeaders(origin, deps.allowedOrigins);
  const now = deps.clock();
  const ip = clientIp(req, deps.clientIpPosition);
  const ipKey = rateLimitKeyForIp(ip);

  if (method === 'GET') {
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    if (!deps.standIn || query.get('captcha') !== 'stand-in')
      return { answer: reply(404, false, M.notFound, cors) };
    const decision = await deps.perAddress.consume(ipKey, now);
    if (!decision.allowed)
      return { answer: tooMany(M.tooManyFromAddress, decision.retryAfterSeconds, cors) };
    return {
      answer: {
        status: 200,
        headers: { ...BASE_HEADERS, ...cors },
        body: { success: true, message: M.standInIssued, token: deps.standIn.issue(now) },
      },
    };
  }
  if (method !== 'POST')
    return {
      answer: reply(405, false, M.methodNotAllowed, { ...cors, allow: 'POST, OPTIONS' }),
    };

  const byAddress = await deps.perAddress.consume(ipKey, now);
  if (!byAddress.allowed) {
    deps.logger.warn(`${tag}: límite por dirección alcanzado`, { ip: maskIp(ip) });
    return { answer: tooMany(M.tooManyFromAddress, byAddress.retryAfterSeconds, cors) };
  }
  if (!isJsonContentType(headerValue(req, 'content-type')))
    return { answer: reply(415, false, M.unsupportedMediaType, cors) };
  const body = readBody(req, cors);
  if (!body.ok) return { answer: body.response };
  return { opened: { cors, now, ip, ipKey, body: body.value } };
}

/** Step 2: null when the request may be stored, else the refusal. */
export async function verifyAndLimit(
  req: HttpRequest,
  opened: OpenedRequest,
  check: { token: string; email: string },
  deps: VerifiedFormDeps,
  { tag, messages: M }: VerifiedFormEndpoint,
): Promise<HttpResponse | null> {
  const { cors, now, ip } = opened;
  if (deps.appCheck) {
    const appCheckToken = headerValue(req, 'x-firebase-appcheck');
    const verdict = appCheckToken ? await deps.appCheck.verify(appCheckToken) : 'invalid';
    if (verdict !== 'valid') {
      deps.logger.warn(`${tag}: App Check ausente, inválido o ya usado`, {
        ip: maskIp(ip),
        verdict,
      });
      return reply(403, false, M.appCheckFailed, cors);
    }
  }

  const captcha = await deps.captcha.verify(check.token, ip, now);
  if (captcha === 'unavailable') {
    deps.logger.error(`${tag}: no se pudo consultar la verificación de reCAPTCHA`, {
      captcha: deps.captcha.kind,
    });
    return reply(503, false, M.unavailable, cors);
  }
  if (captcha !== 'valid') {
    deps.logger.warn(`${tag}: verificación humana rechazada`, {
      ip: maskIp(ip),
      captcha: deps.captcha.kind,
    });
    return reply(403, false, M.verificationFailed, cors);
  }

  const byEmail = await deps.perEmail.consume(check.email, now);
  if (!byEmail.allowed) {
    deps.logger.warn(`${tag}: límite por correo alcanzado`, { email: maskEmail(check.email) });
    return tooMany(M.tooManyForEmail, byEmail.retryAfterSeconds, cors);
  }
  const total = await deps.overall.consume('all', now);
  if (!total.allowed) {
    deps.logger.error(`${tag}: límite global de solicitudes alcanzado`, {
      max: deps.overall.options.max,
      windowMs: deps.overall.options.windowMs,
    });
    return tooMany(M.tooManyOverall, total.retryAfterSeconds, cors);
  }
  return null;
}

/** Runs `handle`; anything unexpected becomes a logged 503 with the CORS headers when possible. */
export async function neverThrows(
  req: HttpRequest,
  deps: Pick<VerifiedFormDeps, 'allowedOrigins' | 'logger'>,
  { tag, messages: M }: VerifiedFormEndpoint,
  handle: () => Promise<HttpResponse>,
): Promise<HttpResponse> {
  try {
    return await handle();
  } catch (error) {
    deps.logger.error(`${tag}: error inesperado`, {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    let cors: Record<string, string> = {};
    try {
      cors = corsResponseHeaders(headerValue(req, 'origin'), deps.allowedOrigins);
    } catch {
      // the plain answer
    }
    return reply(503, false, M.unavailable, cors);
  }
}
