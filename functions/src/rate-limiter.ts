/**
 * In-memory sliding-window rate limiter, one log of timestamps per key (client IP).
 * Per function instance: good enough to stop a single client hammering the endpoint; the
 * function's maxInstances bounds the total.
 */

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the next request from this key would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Records an attempt for `key` at `nowMs` and says whether it is within the limit. */
  consume(key: string, nowMs: number): RateLimitDecision;
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Keys kept before stale ones are swept (bounds memory under many distinct IPs). */
  maxKeys?: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 10, windowMs: 60_000 };

export function createRateLimiter(options: RateLimitOptions = DEFAULT_RATE_LIMIT): RateLimiter {
  const { max, windowMs } = options;
  const maxKeys = options.maxKeys ?? 10_000;
  const hits = new Map<string, number[]>();

  function sweep(nowMs: number): void {
    for (const [key, times] of hits) {
      const last = times[times.length - 1];
      if (last === undefined || last <= nowMs - windowMs) hits.delete(key);
    }
  }

  return {
    consume(key, nowMs) {
      const windowStart = nowMs - windowMs;
      const times = (hits.get(key) ?? []).filter((t) => t > windowStart);
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
      if (hits.size > maxKeys) sweep(nowMs);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
