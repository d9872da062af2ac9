/**
 * Reading the POST body: the exact bytes (rawBody) when the runtime gives them, else a string or
 * an already-parsed value; 413 over 10 kB (or the caller's `maxBytes`), 400 when the text is not
 * JSON.
 *
 * Note: in production (Functions Framework) and in the emulator, Express's JSON body parser runs
 * BEFORE the function for `Content-Type: application/json`, and a malformed body is answered by
 * Express itself (a non-JSON 400) without ever reaching this code; see
 * docs/decisions/0009-lead-notification-and-newsletter-opt-in.md. The JSON.parse below serves
 * bodies the parser left as text or bytes.
 */
import { headerValue, type HttpRequest, type HttpResponse } from './http-types.js';
import { reply } from './reply.js';
import { MAX_BODY_BYTES } from './validation.js';

/** What a form is told when its body cannot be read (every public form answers the same). */
export const BODY_MESSAGES = {
  payloadTooLarge: 'La solicitud es demasiado grande.',
  invalidJson: 'El contenido de la solicitud no es un JSON válido.',
} as const;

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: HttpResponse };

export function readBody(
  req: HttpRequest,
  cors: Record<string, string>,
  maxBytes: number = MAX_BODY_BYTES,
): BodyResult {
  const declared = headerValue(req, 'content-length');
  if (declared !== undefined && Number(declared) > maxBytes) {
    return { ok: false, response: reply(413, false, BODY_MESSAGES.payloadTooLarge, cors) };
  }

  let text: string | undefined;
  if (req.rawBody !== undefined) {
    if (req.rawBody.length > maxBytes) {
      return { ok: false, response: reply(413, false, BODY_MESSAGES.payloadTooLarge, cors) };
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
    if (size > maxBytes)
      return { ok: false, response: reply(413, false, BODY_MESSAGES.payloadTooLarge, cors) };
    return { ok: true, value: req.body };
  }

  if (Buffer.byteLength(text, 'utf8') > maxBytes) {
    return { ok: false, response: reply(413, false, BODY_MESSAGES.payloadTooLarge, cors) };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: reply(400, false, BODY_MESSAGES.invalidJson, cors) };
  }
}
