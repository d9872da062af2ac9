/**
 * Sending a quote request (docs/product.md, Quote form): the quote function verifies, limits and
 * stores it (browsers cannot write contactSubmissions; contract in functions/README.md, decision
 * 0022), then the visitor is subscribed to the newsletter with {email: corporateEmail, name:
 * fullName}.
 *
 *   POST env.quoteUrl   {...the form's fields, id, captchaToken, privacyNoticeVersion,
 *                        attribution (first and last touch, src/lib/attribution.ts) when kept}
 *   Content-Type: application/json, X-Requested-With: XMLHttpRequest
 *   (+ X-Firebase-AppCheck, a limited-use token, when App Check is configured)
 *   -> JSON {success, message} (Spanish): 200 stored (also a retry of the same id with the same
 *      fields), 400 invalid, 403 verification failed, 409 id used with other data, 429, 503
 *
 * No Firebase code loads until the form is sent (App Check, when configured, with import() in
 * ./post-json.ts; docs ARCHITECTURE.md, "Speed by construction").
 */
import { env } from '@/config/env';
import { storedAttribution } from '@/lib/attribution';
import { PRIVACY_NOTICE_VERSION } from '@/domain/privacy';
import { NEWSLETTER_NAME_MAX } from '@/domain/schemas/plain';
import type { QuoteFormData } from '@/domain/validation';
import { quoteText } from '../messages';
import { postJson, replyMessage } from './post-json';
import { subscribeToNewsletter, type SubscribeResult } from './subscribe';

export { NEWSLETTER_NAME_MAX };

export type QuoteOutcome =
  /** Stored (under `id`); `newsletter` says how the subscription went. */
  | { kind: 'sent'; id: string; newsletter: SubscribeResult }
  /** The function answered and refused: `message` is its Spanish text (or ours for `status`). */
  | { kind: 'refused'; status: number; message: string }
  /** No answer: network failure, the deadline passed, or an answer that is not the contract's JSON. */
  | { kind: 'unreachable' };

export interface QuoteRequest {
  /** One id per filled form (20 × [A-Za-z0-9]): a retry of the same form is not a second lead. */
  id: string;
  data: QuoteFormData;
  /** The human check's single-use token. */
  captchaToken: string;
}

export interface SendQuoteOptions {
  /** Defaults to env.quoteUrl. */
  url?: string;
  /** Give up after this many ms. */
  timeoutMs?: number;
}

/** The call gives up after this long: the visitor is told and keeps what they typed. */
export const QUOTE_TIMEOUT_MS = 15_000;

/** Our text for a refusal whose answer carries no message. */
export function refusalText(status: number): string {
  if (status === 429) return quoteText.refusedTooMany;
  if (status === 403) return quoteText.refusedVerification;
  return quoteText.refusedUnavailable;
}

export async function sendQuote(
  { id, data, captchaToken }: QuoteRequest,
  { url = env.quoteUrl, timeoutMs = QUOTE_TIMEOUT_MS }: SendQuoteOptions = {},
): Promise<QuoteOutcome> {
  // The privacy notice the form links to: the function stores it with the server's time.
  const attribution = storedAttribution();
  const body = {
    ...data,
    id,
    captchaToken,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    ...(attribution && { attribution }),
  };
  const reply = await postJson(url, body, timeoutMs);
  if (reply.kind === 'failed') return { kind: 'unreachable' };
  if (!reply.ok || reply.payload.success !== true) {
    return {
      kind: 'refused',
      status: reply.status,
      message: replyMessage(reply.payload) ?? refusalText(reply.status),
    };
  }

  const newsletter = await subscribeToNewsletter({
    email: data.corporateEmail,
    name: [...data.fullName].slice(0, NEWSLETTER_NAME_MAX).join(''),
  });
  return { kind: 'sent', id, newsletter };
}

/**
 * A single-use token from the emulator's stand-in captcha (`GET quoteUrl?captcha=stand-in`,
 * answering {success: true, message, token}): what the local "No soy un robot" box asks for when
 * ticked. Rejects when none can be had (no answer, a refusal, or not that JSON). Builds with a
 * reCAPTCHA site key never call it (the quote form passes it only without one).
 */
export async function requestStandInToken({
  url = env.quoteUrl,
  timeoutMs = QUOTE_TIMEOUT_MS,
}: SendQuoteOptions = {}): Promise<string> {
  const address = new URL(url);
  address.searchParams.set('captcha', 'stand-in');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(address, { signal: controller.signal });
    const payload: unknown = await response.json();
    const token =
      typeof payload === 'object' && payload !== null
        ? (payload as { token?: unknown }).token
        : undefined;
    if (!response.ok || typeof token !== 'string' || token === '')
      throw new Error(`stand-in captcha: no token (HTTP ${response.status})`);
    return token;
  } finally {
    clearTimeout(timer);
  }
}
