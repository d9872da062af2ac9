/**
 * Sending an ARCO request (docs/product.md, Privacy requests): the arco function verifies, limits,
 * stores it and e-mails the company's privacy address (contract in functions/README.md).
 *
 *   POST env.arcoUrl   {fullName, email, right, details, id, captchaToken, privacyNoticeVersion}
 *   Content-Type: application/json, X-Requested-With: XMLHttpRequest
 *   (+ X-Firebase-AppCheck, a limited-use token, when App Check is configured)
 *   -> JSON {success, message} (Spanish): 200 stored (also a retry of the same id with the same
 *      fields), 400 invalid, 403 verification failed, 409 id used with other data, 429, 503
 *
 * No Firebase code loads until the form is sent (./post-json.ts).
 */
import { env } from '@/config/env';
import type { PrivacyNoticeVersion } from '@/domain/privacy';
import type { ArcoFormData } from '@/domain/schemas/arco';
import { postJson, replyMessage } from './post-json';
import { refusalText, requestStandInToken } from './send-quote';

export type ArcoOutcome =
  | { kind: 'sent'; id: string }
  /** The function answered and refused: `message` is its Spanish text (or ours for `status`). */
  | { kind: 'refused'; status: number; message: string }
  /** No answer, no answer in time, or not the contract's JSON. */
  | { kind: 'unreachable' };

export interface ArcoRequestInput {
  /** One id per filled form (20 × [A-Za-z0-9]): a retry of the same form is not a second request. */
  id: string;
  data: ArcoFormData;
  captchaToken: string;
  /** The privacy notice the form showed (consent on record). */
  privacyNoticeVersion: PrivacyNoticeVersion;
}

/** The call gives up after this long: the person is told and keeps what they typed. */
export const ARCO_TIMEOUT_MS = 15_000;

export async function sendArcoRequest(
  { id, data, captchaToken, privacyNoticeVersion }: ArcoRequestInput,
  { url = env.arcoUrl, timeoutMs = ARCO_TIMEOUT_MS }: { url?: string; timeoutMs?: number } = {},
): Promise<ArcoOutcome> {
  const reply = await postJson(url, { ...data, id, captchaToken, privacyNoticeVersion }, timeoutMs);
  if (reply.kind === 'failed') return { kind: 'unreachable' };
  if (!reply.ok || reply.payload.success !== true)
    return {
      kind: 'refused',
      status: reply.status,
      message: replyMessage(reply.payload) ?? refusalText(reply.status),
    };
  return { kind: 'sent', id };
}

/** A single-use token from the arco function's local stand-in captcha (emulator only). */
export function requestArcoStandInToken(): Promise<string> {
  return requestStandInToken({ url: env.arcoUrl });
}
