/**
 * Signed confirmation tokens for the local double opt-in (no Brevo key): the link in the local
 * confirmation e-mail carries the address, the name and an expiry, HMAC-SHA256-signed, so the
 * function needs no storage to know the link is genuine.
 *
 * Token = base64url(JSON {e, n?, x}) + "." + base64url(HMAC-SHA256(secret, first part)),
 * where x is the expiry in epoch milliseconds.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ConfirmClaims {
  email: string;
  name?: string;
  expiresAt: Date;
}

/** 7 days: longer than the 24 h during which no second confirmation e-mail is sent. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_TOKEN_LENGTH = 2048;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signConfirmToken(claims: ConfirmClaims, secret: string): string {
  const body: { e: string; n?: string; x: number } = {
    e: claims.email,
    ...(claims.name ? { n: claims.name } : {}),
    x: claims.expiresAt.getTime(),
  };
  const payload = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a genuine, unexpired token; null for anything else. Never throws. */
export function verifyConfirmToken(token: string, secret: string, now: Date): ConfirmClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { e, n, x } = body as { e?: unknown; n?: unknown; x?: unknown };
  if (
    typeof e !== 'string' ||
    typeof x !== 'number' ||
    (n !== undefined && typeof n !== 'string')
  ) {
    return null;
  }
  if (x <= now.getTime()) return null;
  return { email: e, ...(typeof n === 'string' && n ? { name: n } : {}), expiresAt: new Date(x) };
}
