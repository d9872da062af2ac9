/**
 * GET ?confirm=<token>: the link of the LOCAL confirmation e-mail (no Brevo key). A genuine,
 * unexpired token puts the address on the local list (once) and answers 303 to the site's
 * "confirmed" page; anything else answers 400 JSON in Spanish. With Brevo the link in Brevo's own
 * e-mail does this, and this route does not exist (405 like any GET).
 */
import type { HttpRequest, HttpResponse } from '../http-types.js';
import { maskEmail, type Logger } from '../logger.js';
import { MESSAGES } from './messages.js';
import type { LocalConfirmer } from '../providers/provider.js';
import { redirect, reply } from '../reply.js';

/** The `confirm` query parameter, or undefined when the URL has none. */
export function confirmToken(req: HttpRequest): string | undefined {
  if (!req.url) return undefined;
  let url: URL;
  try {
    url = new URL(req.url, 'http://function.local');
  } catch {
    return undefined;
  }
  return url.searchParams.get('confirm') ?? undefined;
}

export async function handleConfirm(
  token: string,
  confirmer: LocalConfirmer,
  redirectUrl: string,
  now: Date,
  logger: Logger,
): Promise<HttpResponse> {
  const outcome = await confirmer.confirm(token, now);
  if (outcome.kind === 'invalid') {
    logger.warn('newsletter: enlace de confirmación inválido o vencido');
    return reply(400, false, MESSAGES.confirmLinkInvalid);
  }
  logger.info('newsletter: suscripción confirmada', {
    outcome: outcome.kind,
    email: maskEmail(outcome.email),
  });
  return redirect(redirectUrl);
}
