/**
 * Human verification of a public form (quote, ARCO, registration), on the server: the token the
 * page's captcha produced is checked once, and spent.
 *
 * - Production: reCAPTCHA's server-side verification (POST secret + response to siteverify).
 *   Google's tokens are valid for two minutes and for one verification only. A stand-in token is
 *   refused without asking Google.
 * - The emulator with a `demo-` project: a local stand-in issues tokens (GET quote?captcha=stand-in,
 *   what the page's "No soy un robot" box asks for) that behave the same way: HMAC-signed, two
 *   minutes of life, one use (spent in a shared store). No other configuration issues or accepts
 *   them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FirestoreKit } from '../firestore/admin.js';
import { CAPTCHA_TOKENS } from '../../../src/domain/collections.js';

export type CaptchaResult = 'valid' | 'invalid' | 'unavailable';

/** Which verification a form uses: reCAPTCHA's, or the emulator's stand-in (demo- projects only). */
export type CaptchaConfig =
  | { kind: 'recaptcha'; secret: string; verifyUrl: string; hostnames: ReadonlySet<string> }
  | { kind: 'stand-in'; secret: string };

export interface CaptchaVerifier {
  readonly kind: 'recaptcha' | 'stand-in';
  /** Checks and spends `token` (sent by the visitor at `remoteIp`). */
  verify(token: string, remoteIp: string, now: Date): Promise<CaptchaResult>;
}

export const STAND_IN_PREFIX = 'standin.';
export const CAPTCHA_TOKEN_TTL_MS = 2 * 60 * 1000;
/** The reCAPTCHA secret's variable (a Secret Manager secret when deployed). */
export const RECAPTCHA_SECRET_ENV = 'RECAPTCHA_SECRET';
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Longest token accepted at all (Google's are about 2 kB). */
export const MAX_CAPTCHA_TOKEN_LENGTH = 4096;

export interface RecaptchaOptions {
  secret: string;
  verifyUrl?: string;
  /** Hostnames a solved challenge may come from (reCAPTCHA answers with the site's hostname). */
  hostnames?: ReadonlySet<string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createRecaptchaVerifier(options: RecaptchaOptions): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 'recaptcha',
    async verify(token, remoteIp) {
      if (token.startsWith(STAND_IN_PREFIX)) return 'invalid';
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
      let answer: unknown;
      try {
        const response = await doFetch(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return 'unavailable';
        answer = await response.json();
      } catch {
        return 'unavailable';
      }
      if (typeof answer !== 'object' || answer === null) return 'unavailable';
      const { success, hostname } = answer as { success?: unknown; hostname?: unknown };
      if (success !== true) return 'invalid';
      if (options.hostnames && typeof hostname === 'string' && !options.hostnames.has(hostname))
        return 'invalid';
      return 'valid';
    },
  };
}

/** Where spent stand-in tokens are remembered until they expire anyway. */
export interface SpentTokens {
  /** true the first time `nonce` is spent (at `now`); false when it was spent before. */
  spend(nonce: string, expiresAt: Date, now: Date): Promise<boolean>;
}

export function createMemorySpentTokens(): SpentTokens {
  const spent = new Map<string, number>();
  return {
    async spend(nonce, expiresAt, now) {
      // Expired tokens are refused before they get here: forgetting them is safe.
      for (const [key, until] of spent) if (until < now.getTime()) spent.delete(key);
      if (spent.has(nonce)) return false;
      spent.set(nonce, expiresAt.getTime());
      return true;
    },
  };
}

/** One document per spent token (create fails when it exists), with expireAt for a TTL policy. */
export function createFirestoreSpentTokens(getKit: () => Promise<FirestoreKit>): SpentTokens {
  return {
    async spend(nonce, expiresAt) {
      const { db, Timestamp } = await getKit();
      try {
        await db
          .collection(CAPTCHA_TOKENS)
          .doc(nonce)
          .create({ expireAt: Timestamp.fromDate(expiresAt) });
        return true;
      } catch (error) {
        // ALREADY_EXISTS (gRPC code 6): spent before.
        if ((error as { code?: unknown }).code === 6) return false;
        throw error;
      }
    },
  };
}

export interface StandInCaptcha extends CaptchaVerifier {
  /** A fresh token: `standin.<nonce>.<expiry ms>.<signature>`. */
  issue(now: Date): string;
}

export function createStandInCaptcha(
  secret: string,
  spent: SpentTokens,
  ttlMs: number = CAPTCHA_TOKEN_TTL_MS,
): StandInCaptcha {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');
  return {
    kind: 'stand-in',
    issue(now) {
      const payload = `${randomBytes(16).toString('hex')}.${now.getTime() + ttlMs}`;
      return `${STAND_IN_PREFIX}${payload}.${sign(payload)}`;
    },
    async verify(token, _remoteIp, now) {
      if (!token.startsWith(STAND_IN_PREFIX)) return 'invalid';
      const [nonce, expiry, signature] = token.slice(STAND_IN_PREFIX.length).split('.');
      if (!nonce || !expiry || !signature || !/^[0-9a-f]{32}$/.test(nonce)) return 'invalid';
      const expected = Buffer.from(sign(`${nonce}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      const expiresAt = Number(expiry);
      if (!Number.isSafeInteger(expiresAt) || expiresAt <= now.getTime()) return 'invalid';
      try {
        return (await spent.spend(nonce, new Date(expiresAt), now)) ? 'valid' : 'invalid';
      } catch {
        return 'unavailable';
      }
    },
  };
}
