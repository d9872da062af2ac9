/**
 * The newsletter endpoint as a pure function: request-like in, {status, headers, body} out.
 * Everything with a side effect (provider, clock, rate limiter, App Check, logger) is injected,
 * so the whole contract is testable without the Functions runtime.
 *
 * Order of checks: CORS preflight -> origin -> method -> rate limit -> App Check ->
 * content type -> size -> JSON -> fields -> provider. Nothing reaches the provider unless
 * every check passed, and no error detail or stack trace is ever put in a response.
 */
import type { AppCheckVerifier } from './app-check.js';
import { corsResponseHeaders, isOriginAllowed, preflightHeaders } from './cors.js';
import { headerValue, type NewsletterRequest, type NewsletterResponse } from './http-types.js';
import { maskEmail, type Logger } from './logger.js';
import { MESSAGES } from './messages.js';
import { ProviderError, type NewsletterProvider } from './providers/provider.js';
import type { RateLimiter } from './rate-limiter.js';
import { isJsonContentType, MAX_BODY_BYTES, validateSubscription } from './validation.js';

export interface NewsletterDeps {
  provider: NewsletterProvider;
  allowedOrigins: ReadonlySet<string>;
  rateLimiter: RateLimiter;
  /** Current time; drives the rate limiter and the subscription timestamp. */
  clock: () => Date;
  /** When set, every POST needs a valid X-Firebase-AppCheck token (APPCHECK_ENFORCE=true). */
  appCheck: AppCheckVerifier | null;
  logger: Logger;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const BASE_HEADERS = {
  'content-type': JSON_CONTENT_TYPE,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

function reply(
  status: number,
  success: boolean,
  message: string,
  extraHeaders: Record<string, string> = {},
): NewsletterResponse {
  return { status, headers: { ...BASE_HEADERS, ...extraHeaders }, body: { success, message } };
}

/** req.ip first (the platform's view), else the first hop of X-Forwarded-For. */
export function clientIp(req: NewsletterRequest): string {
  if (req.ip) return req.ip;
  const forwarded = headerValue(req, 'x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: NewsletterResponse };

function readBody(req: NewsletterRequest, cors: Record<string, string>): BodyResult {
  const declared = headerValue(req, 'content-length');
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) {
    return { ok: false, response: reply(413, false, MESSAGES.payloadTooLarge, cors) };
  }

  let text: string | undefined;
  if (req.rawBody !== undefined) {
    if (req.rawBody.length > MAX_BODY_BYTES) {
      return { ok: false, response: reply(413, false, MESSAGES.payloadTooLarge, cors) };
    }
    text = req.rawBody.toString('utf8');
  } else if (typeof req.body === 'string') {
    text = req.body;
  } else if (Buffer.isBuffer(req.body)) {
    text = req.body.toString('utf8');
  }

  if (text === undefined) {
    // Only an already-parsed body (e.g. a caller without rawBody): measure it as JSON.
    const size =
      req.body === undefined ? 0 : Buffer.byteLength(JSON.stringify(req.body) ?? '', 'utf8');
    if (size > MAX_BODY_BYTES)
      return { ok: false, response: reply(413, false, MESSAGES.payloadTooLarge, cors) };
    return { ok: true, value: req.body };
  }

  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) {
    return { ok: false, response: reply(413, false, MESSAGES.payloadTooLarge, cors) };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: reply(400, false, MESSAGES.invalidJson, cors) };
  }
}

async function handle(req: NewsletterRequest, deps: NewsletterDeps): Promise<NewsletterResponse> {
  const method = req.method.toUpperCase();
  const origin = headerValue(req, 'origin');

  if (method === 'OPTIONS') {
    if (!isOriginAllowed(origin, deps.allowedOrigins) || origin === undefined) {
      deps.logger.warn('newsletter: preflight de un origen no permitido', {
        origin: origin ?? null,
      });
      return reply(403, false, MESSAGES.originNotAllowed, { vary: 'Origin' });
    }
    return { status: 204, headers: { ...BASE_HEADERS, ...preflightHeaders(origin) }, body: null };
  }

  // A browser always sends Origin on a cross-site POST; one from a site not on the list is refused
  // before anything happens. Requests without Origin (server-to-server, curl) are not browsers,
  // so CORS cannot apply to them; they still pass every other check.
  if (origin !== undefined && !isOriginAllowed(origin, deps.allowedOrigins)) {
    deps.logger.warn('newsletter: solicitud de un origen no permitido', { origin });
    return reply(403, false, MESSAGES.originNotAllowed, { vary: 'Origin' });
  }
  const cors = corsResponseHeaders(origin, deps.allowedOrigins);

  if (method !== 'POST') {
    return reply(405, false, MESSAGES.methodNotAllowed, { ...cors, allow: 'POST, OPTIONS' });
  }

  const now = deps.clock();
  const ip = clientIp(req);
  const decision = deps.rateLimiter.consume(ip, now.getTime());
  if (!decision.allowed) {
    deps.logger.warn('newsletter: límite de solicitudes alcanzado', { ip });
    return reply(429, false, MESSAGES.tooManyRequests, {
      ...cors,
      'retry-after': String(decision.retryAfterSeconds),
    });
  }

  if (deps.appCheck) {
    const token = headerValue(req, 'x-firebase-appcheck');
    const valid = token ? await deps.appCheck.verify(token) : false;
    if (!valid) {
      deps.logger.warn('newsletter: token de App Check ausente o inválido', {
        ip,
        tokenPresent: Boolean(token),
      });
      return reply(401, false, MESSAGES.appCheckFailed, cors);
    }
  }

  if (!isJsonContentType(headerValue(req, 'content-type'))) {
    return reply(415, false, MESSAGES.unsupportedMediaType, cors);
  }

  const body = readBody(req, cors);
  if (!body.ok) return body.response;

  const validation = validateSubscription(body.value);
  if (!validation.ok) return reply(400, false, validation.message, cors);
  const { email, name } = validation.value;

  try {
    const outcome = await deps.provider.subscribe({
      email,
      ...(name ? { name } : {}),
      requestedAt: now,
    });
    deps.logger.info('newsletter: suscripción aceptada', {
      provider: deps.provider.name,
      outcome: outcome.kind,
      email: maskEmail(email),
    });
    // New and already-subscribed addresses get exactly the same answer.
    return reply(200, true, MESSAGES.success, cors);
  } catch (error) {
    if (error instanceof ProviderError) {
      deps.logger.error('newsletter: el proveedor de correo falló', {
        provider: deps.provider.name,
        reason: error.reason,
        status: error.status ?? null,
        code: error.code ?? null,
        detail: error.message,
        email: maskEmail(email),
      });
      return reply(502, false, MESSAGES.providerFailed, cors);
    }
    throw error;
  }
}

/** Never throws: anything unexpected becomes a logged 500 with a Spanish message. */
export async function handleNewsletter(
  req: NewsletterRequest,
  deps: NewsletterDeps,
): Promise<NewsletterResponse> {
  try {
    return await handle(req, deps);
  } catch (error) {
    deps.logger.error('newsletter: error inesperado', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    let cors: Record<string, string> = {};
    try {
      cors = corsResponseHeaders(headerValue(req, 'origin'), deps.allowedOrigins);
    } catch {
      // Keep the plain 500 without CORS headers.
    }
    return reply(500, false, MESSAGES.internalError, cors);
  }
}

/** The 500 answer used when even building the dependencies failed (index.ts). */
export function internalErrorResponse(): NewsletterResponse {
  return reply(500, false, MESSAGES.internalError);
}
