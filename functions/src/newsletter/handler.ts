/**
 * The newsletter endpoint as a pure function: request-like in, {status, headers, body} out.
 * Everything with a side effect (provider, clock, rate limiters, confirmation log, App Check,
 * logger) is injected, so the whole contract is testable without the Functions runtime.
 *
 * POST (double opt-in). Order of checks: CORS preflight -> origin -> method -> IP rate limit ->
 * App Check -> content type -> size -> JSON -> fields -> per-address rate limit -> "an e-mail
 * already went to this address within 24 h" -> provider. Nothing reaches the provider unless
 * every check passed, and no error detail or stack trace is ever put in a response. Every
 * accepted request gets the same success answer, whether a confirmation e-mail was sent, one was
 * sent recently, or the address is already subscribed: the endpoint never reveals which.
 *
 * GET ?confirm=<token> (local provider only): confirm-handler.ts.
 */
import type { AppCheckVerifier } from '../app-check.js';
import { readBody } from '../body.js';
import { clientIp, maskIp, rateLimitKeyForIp } from '../client-ip.js';
import { confirmToken, handleConfirm } from './confirm-handler.js';
import { corsResponseHeaders, isOriginAllowed, preflightHeaders } from '../cors.js';
import { headerValue, type HttpRequest, type HttpResponse } from '../http-types.js';
import { maskEmail, type Logger } from '../logger.js';
import { MESSAGES } from './messages.js';
import type { ConfirmationClaim, ConfirmationLog } from './requests.js';
import type {
  LocalConfirmer,
  NewsletterProvider,
  SubscribeOutcome,
} from '../providers/provider.js';
import { ProviderError } from '../provider-error.js';
import type { SharedRateLimiter } from '../limits/shared-limiter.js';
import { BASE_HEADERS, JSON_CONTENT_TYPE, reply } from '../reply.js';
import { isJsonContentType, validateSubscription } from '../validation.js';

export { JSON_CONTENT_TYPE };

export interface NewsletterDeps {
  provider: NewsletterProvider;
  /** The local provider's confirmation route; null with Brevo (GET then answers 405). */
  confirmer: LocalConfirmer | null;
  /** Where a confirmed subscriber lands: {SITE_URL}/newsletter/confirmado. */
  confirmedRedirectUrl: string;
  allowedOrigins: ReadonlySet<string>;
  /** Per client address (an IPv6 address by its /64; client-ip.ts), shared by every instance. */
  rateLimiter: SharedRateLimiter;
  /** Per lower-cased e-mail address, shared by every instance. */
  emailRateLimiter: SharedRateLimiter;
  /** X-Forwarded-For entry, counted from the right, that holds the client address. */
  clientIpPosition: number;
  /** At most one confirmation e-mail per address within 24 h. */
  confirmations: ConfirmationLog;
  /** Current time; drives the rate limiters, the 24 h window and the timestamps. */
  clock: () => Date;
  /** When set, every POST needs a valid X-Firebase-AppCheck token. */
  appCheck: AppCheckVerifier | null;
  logger: Logger;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Undoes a claim; a failure is logged, never thrown (it must not hide the original outcome). */
async function release(claim: ConfirmationClaim, email: string, deps: NewsletterDeps) {
  try {
    await claim.release();
  } catch (error) {
    deps.logger.error('newsletter: no se pudo liberar el registro de confirmación', {
      store: deps.confirmations.name,
      error: describe(error),
      email: maskEmail(email),
    });
  }
}

/** 429 with Retry-After (and the CORS headers of the answer). */
function tooMany(
  message: string,
  retryAfterSeconds: number,
  cors: Record<string, string>,
): HttpResponse {
  return reply(429, false, message, { ...cors, 'retry-after': String(retryAfterSeconds) });
}

async function subscribe(
  email: string,
  name: string | undefined,
  now: Date,
  deps: NewsletterDeps,
  cors: Record<string, string>,
): Promise<HttpResponse> {
  const perAddress = await deps.emailRateLimiter.consume(email, now);
  if (!perAddress.allowed) {
    deps.logger.warn('newsletter: límite de solicitudes por correo alcanzado', {
      email: maskEmail(email),
    });
    return tooMany(MESSAGES.tooManyRequestsForEmail, perAddress.retryAfterSeconds, cors);
  }

  let claim: ConfirmationClaim | null;
  try {
    claim = await deps.confirmations.claim(email, now);
  } catch (error) {
    deps.logger.error('newsletter: no se pudo consultar el registro de confirmaciones', {
      store: deps.confirmations.name,
      error: describe(error),
      email: maskEmail(email),
    });
    return reply(502, false, MESSAGES.providerFailed, cors);
  }
  if (!claim) {
    deps.logger.info('newsletter: ya se envió una confirmación a este correo en las últimas 24 h', {
      email: maskEmail(email),
    });
    return reply(200, true, MESSAGES.success, cors);
  }

  let outcome: SubscribeOutcome;
  try {
    outcome = await deps.provider.requestConfirmation({
      email,
      ...(name ? { name } : {}),
      requestedAt: now,
    });
  } catch (error) {
    await release(claim, email, deps);
    throw error;
  }
  // Nothing was sent to an address already on the list: it must not block a later e-mail.
  if (outcome.kind === 'already-subscribed') await release(claim, email, deps);
  deps.logger.info('newsletter: solicitud de suscripción aceptada', {
    provider: deps.provider.name,
    outcome: outcome.kind,
    email: maskEmail(email),
  });
  // Confirmation sent and already subscribed get exactly the same answer.
  return reply(200, true, MESSAGES.success, cors);
}

async function handle(req: HttpRequest, deps: NewsletterDeps): Promise<HttpResponse> {
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

  const now = deps.clock();
  const ip = clientIp(req, deps.clientIpPosition);

  // The link of a local confirmation e-mail: a top-level navigation from a mail client, so no
  // Origin or App Check applies; the signature in the token is what is checked.
  const token = method === 'GET' && deps.confirmer ? confirmToken(req) : undefined;
  if (token !== undefined && deps.confirmer) {
    const decision = await deps.rateLimiter.consume(rateLimitKeyForIp(ip), now);
    if (!decision.allowed) return tooMany(MESSAGES.tooManyRequests, decision.retryAfterSeconds, {});
    try {
      return await handleConfirm(
        token,
        deps.confirmer,
        deps.confirmedRedirectUrl,
        now,
        deps.logger,
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.logger.error('newsletter: no se pudo confirmar la suscripción', {
        provider: deps.provider.name,
        reason: error.reason,
        detail: error.message,
      });
      return reply(502, false, MESSAGES.providerFailed);
    }
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

  const decision = await deps.rateLimiter.consume(rateLimitKeyForIp(ip), now);
  if (!decision.allowed) {
    deps.logger.warn('newsletter: límite de solicitudes alcanzado', { ip: maskIp(ip) });
    return tooMany(MESSAGES.tooManyRequests, decision.retryAfterSeconds, cors);
  }

  if (deps.appCheck) {
    const appCheckToken = headerValue(req, 'x-firebase-appcheck');
    const verdict = appCheckToken ? await deps.appCheck.verify(appCheckToken) : 'invalid';
    if (verdict !== 'valid') {
      deps.logger.warn('newsletter: token de App Check ausente, inválido o ya usado', {
        ip: maskIp(ip),
        tokenPresent: Boolean(appCheckToken),
        verdict,
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

  try {
    return await subscribe(validation.value.email, validation.value.name, now, deps, cors);
  } catch (error) {
    if (error instanceof ProviderError) {
      deps.logger.error('newsletter: el proveedor de correo falló', {
        provider: deps.provider.name,
        reason: error.reason,
        status: error.status ?? null,
        code: error.code ?? null,
        detail: error.message,
        email: maskEmail(validation.value.email),
      });
      return reply(502, false, MESSAGES.providerFailed, cors);
    }
    throw error;
  }
}

/** Never throws: anything unexpected becomes a logged 500 with a Spanish message. */
export async function handleNewsletter(
  req: HttpRequest,
  deps: NewsletterDeps,
): Promise<HttpResponse> {
  try {
    return await handle(req, deps);
  } catch (error) {
    deps.logger.error('newsletter: error inesperado', {
      error: describe(error),
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

/** The 500 answer used when even building the dependencies failed (functions.ts). */
export function internalErrorResponse(): HttpResponse {
  return reply(500, false, MESSAGES.internalError);
}
