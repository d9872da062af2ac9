/**
 * The one call to the newsletter Cloud Function (docs/product.md, Newsletter; contract in
 * functions/README.md), shared by the footer form and the quote form.
 *
 *   POST env.newsletterUrl   {"email": "...", "name"?: "..."}
 *   Content-Type: application/json, X-Requested-With: XMLHttpRequest (+ a limited-use App Check
 *   token when configured; ./post-json.ts)
 *   -> JSON {success: boolean, message: string} (Spanish, shown as-is)
 *
 * It never throws: every outcome is a value the forms turn into their own texts (../messages.ts).
 */
import { env } from '@/config/env';
import type { Subscription } from '@/domain/schemas/newsletter';
import { postJson, replyMessage } from './post-json';

/** The body (src/domain/schemas/newsletter.ts): the quote form also sends its fullName as `name`. */
export type SubscribeInput = Subscription;

export type SubscribeResult =
  /** 2xx with success true. `message` is the server's text. */
  | { kind: 'subscribed'; message: string }
  /** The server answered JSON but refused (not ok, or success false). `message` is its text, or null when it sent none. */
  | { kind: 'rejected'; message: string | null }
  /** No answer (network failure, timeout) or an answer that is not the JSON contract. `detail` is Spanish. */
  | { kind: 'unreachable'; detail: string };

export interface SubscribeOptions {
  /** Defaults to env.newsletterUrl. */
  url?: string;
  /** Give up after this many ms (the function itself waits at most 5 s for the provider). */
  timeoutMs?: number;
}

export const SUBSCRIBE_TIMEOUT_MS = 15_000;

export const UNREACHABLE_DETAILS = {
  network: 'no fue posible establecer la conexión',
  timeout: 'el servicio no respondió a tiempo',
  badReply: (status: number) => `el servicio respondió de forma inesperada (HTTP ${status})`,
} as const;

export async function subscribeToNewsletter(
  input: SubscribeInput,
  { url = env.newsletterUrl, timeoutMs = SUBSCRIBE_TIMEOUT_MS }: SubscribeOptions = {},
): Promise<SubscribeResult> {
  const body: SubscribeInput = { email: input.email };
  if (input.name !== undefined && input.name.trim() !== '') body.name = input.name;

  const reply = await postJson(url, body, timeoutMs);
  if (reply.kind === 'failed') {
    return {
      kind: 'unreachable',
      detail:
        reply.reason === 'badReply'
          ? UNREACHABLE_DETAILS.badReply(reply.status)
          : UNREACHABLE_DETAILS[reply.reason],
    };
  }
  const message = replyMessage(reply.payload);
  if (reply.ok && reply.payload.success === true)
    return { kind: 'subscribed', message: message ?? '' };
  return { kind: 'rejected', message };
}
