/**
 * Rate limits shared by every instance of every function: one counter document per key and
 * fixed window, in Firestore (`rateLimits/{limit}_{hash}_{windowStart}`), with `expireAt` for a
 * TTL policy that removes old windows. An attempt increments the counter and then reads it back
 * (no transaction: a flood of one key must not turn into transaction contention); the attempt
 * is allowed while the count read back is within the limit. Concurrent attempts can only make the
 * count read back larger, so the limit never lets more through than `max` per window.
 *
 * The in-memory version (rate-limiter.ts behind the same async interface) serves unit tests and
 * an emulator started without Firestore.
 */
import { createHash } from 'node:crypto';

import { adminFirestore, type FirestoreKit } from '../firestore/admin.js';
import {
  createRateLimiter,
  type RateLimitDecision,
  type RateLimitOptions,
} from '../rate-limiter.js';
import { RATE_LIMITS } from '../../../src/domain/collections.js';

export interface SharedRateLimiter {
  /** Which limit this is, for logs ("quote-ip", "newsletter-email", ...). */
  readonly name: string;
  readonly options: RateLimitOptions;
  /** Counts one attempt for `key` at `now`; says whether it is within the limit. */
  consume(key: string, now: Date): Promise<RateLimitDecision>;
}

/** Hex SHA-256 (first 32 characters): keys are addresses, never stored as such. */
export function limitKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 32);
}

export function createMemorySharedLimiter(
  name: string,
  options: RateLimitOptions,
): SharedRateLimiter {
  const limiter = createRateLimiter(options);
  return {
    name,
    options,
    consume: async (key, now) => limiter.consume(key, now.getTime()),
  };
}

export function createFirestoreSharedLimiter(
  name: string,
  options: RateLimitOptions,
  getKit: () => Promise<FirestoreKit>,
): SharedRateLimiter {
  const { max, windowMs } = options;
  return {
    name,
    options,
    async consume(key, now) {
      const { db, FieldValue, Timestamp } = await getKit();
      const nowMs = now.getTime();
      const windowStart = Math.floor(nowMs / windowMs) * windowMs;
      const windowEnd = windowStart + windowMs;
      const ref = db.collection(RATE_LIMITS).doc(`${name}_${limitKeyHash(key)}_${windowStart}`);
      await ref.set(
        { count: FieldValue.increment(1), expireAt: Timestamp.fromMillis(windowEnd) },
        { merge: true },
      );
      const count = Number((await ref.get()).get('count') ?? 0);
      if (count <= max) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - nowMs) / 1000)),
      };
    },
  };
}

/** "20/10m", "3/1h", "300/1h" -> {max, windowMs}; a ConfigError-worthy string otherwise (null). */
export function parseLimit(raw: string): RateLimitOptions | null {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,4})\s*(s|m|h)\s*$/.exec(raw);
  if (!match) return null;
  const max = Number(match[1]);
  const amount = Number(match[2]);
  const unit = { s: 1000, m: 60_000, h: 3_600_000 }[match[3] as 's' | 'm' | 'h'];
  if (max < 1 || amount < 1) return null;
  return { max, windowMs: amount * unit };
}

/** A limit shared by every instance (Firestore), or this instance's memory (tests, no Firestore). */
export function sharedLimiter(
  store: 'firestore' | 'memory',
  name: string,
  options: RateLimitOptions,
): SharedRateLimiter {
  return store === 'firestore'
    ? createFirestoreSharedLimiter(name, options, adminFirestore)
    : createMemorySharedLimiter(name, options);
}
