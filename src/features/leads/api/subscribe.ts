/**
 * The one call to the newsletter Cloud Function (docs/product.md, Newsletter; contract in
 * functions/README.md), shared by the footer form and the quote form.
 *
 *   POST env.newsletterUrl   {"email": "...", "name"?: "..."}
 *   Content-Type: application/json, X-Requested-With: XMLHttpRequest
 *   -> JSON {success: boolean, message: string} (Spanish, shown as-is)
 *
 * It never throws: every outcome is a value the forms turn into their own texts (../messages.ts).
 */
import { env } from '@/config/env';
import type { Subscription } from '@/domain/schemas/newsletter';

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function subscribeToNewsletter(
  input: SubscribeInput,
  { url = env.newsletterUrl, timeoutMs = SUBSCRIBE_TIMEOUT_MS }: SubscribeOptions = {},
): Promise<SubscribeResult> {
  const body: SubscribeInput = { email: input.email };
  if (input.name !== undefined && input.name.trim() !== '') body.name = input.name;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  // With App Check configured (production), the function verifies this token; otherwise {}.
  const { appCheckHeaders } = await import('@/lib/app-check');
  const appCheck = await appCheckHeaders();

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        ...appCheck,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    clearTimeout(timer);
    // The browser's own text ("Failed to fetch") is English and says nothing more: use ours.
    return {
      kind: 'unreachable',
      detail: timedOut ? UNREACHABLE_DETAILS.timeout : UNREACHABLE_DETAILS.network,
    };
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    clearTimeout(timer);
    return {
      kind: 'unreachable',
      detail: timedOut
        ? UNREACHABLE_DETAILS.timeout
        : UNREACHABLE_DETAILS.badReply(response.status),
    };
  }
  clearTimeout(timer);

  if (!isRecord(payload)) {
    return { kind: 'unreachable', detail: UNREACHABLE_DETAILS.badReply(response.status) };
  }
  const message =
    typeof payload.message === 'string' && payload.message.trim() !== ''
      ? payload.message.trim()
      : null;
  if (response.ok && payload.success === true)
    return { kind: 'subscribed', message: message ?? '' };
  return { kind: 'rejected', message };
}
