/**
 * In-memory sliding-window rate limiter, one log of timestamps per key (client IP, e-mail address).
 * Per function instance: good enough to stop a single client hammering the endpoint; the
 * function's maxInstances bounds the total.
 *
 * Memory is hard-capped at `maxKeys` keys: stale keys are swept first, and if every key is still
 * fresh the least recently used ones are evicted (their count is forgotten, which can only let an
 * evicted client through early, never block an innocent one).
 */

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the next request from this key would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Records an attempt for `key` at `nowMs` and says whether it is within the limit. */
  consume(key: string, nowMs: number): RateLimitDecision;
  /** How many keys are tracked now (never more than maxKeys). */
  size(): number;
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Hard cap on tracked keys (bounds memory under many distinct clients). Default 10,000. */
  maxKeys?: number;
}

/** 10 requests a minute per client IP. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 10, windowMs: 60_000 };
/** 3 subscription requests an hour per e-mail address. */
export const DEFAULT_EMAIL_RATE_LIMIT: RateLimitOptions = { max: 3, windowMs: 60 * 60_000 };

export function createRateLimiter(options: RateLimitOptions = DEFAULT_RATE_LIMIT): RateLimiter {
  const { max, windowMs } = options;
  const maxKeys = Math.max(1, options.maxKeys ?? 10_000);
  // Map order = least recently used first (a key is re-inserted on every use).
  const hits = new Map<string, number[]>();

  function enforceCap(nowMs: number): void {
    if (hits.size <= maxKeys) return;
    for (const [key, times] of hits) {
      const last = times[times.length - 1];
      if (last === undefined || last <= nowMs - windowMs) hits.delete(key);
    }
    while (hits.size > maxKeys) {
      const oldest = hits.keys().next().value;
      if (oldest === undefined) break;
      hits.delete(oldest);
    }
  }

  return {
    consume(key, nowMs) {
      const windowStart = nowMs - windowMs;
      const times = (hits.get(key) ?? []).filter((t) => t > windowStart);
      hits.delete(key);
      if (times.length >= max) {
        hits.set(key, times);
        const oldest = times[0] ?? nowMs;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - nowMs) / 1000)),
        };
      }
      times.push(nowMs);
      hits.set(key, times);
      enforceCap(nowMs);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    size: () => hits.size,
  };
}
