import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEVELOPMENT_ORIGINS } from '../src/cors.js';
import type { NewsletterDeps } from '../src/handler.js';
import type { NewsletterRequest } from '../src/http-types.js';
import type { Logger } from '../src/logger.js';
import type {
  NewsletterProvider,
  SubscribeInput,
  SubscribeOutcome,
} from '../src/providers/provider.js';
import { createRateLimiter } from '../src/rate-limiter.js';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  data?: Record<string, unknown>;
}

export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const add = (level: LogEntry['level']) => (message: string, data?: Record<string, unknown>) => {
    entries.push({ level, message, ...(data ? { data } : {}) });
  };
  return { entries, info: add('info'), warn: add('warn'), error: add('error') };
}

/** A provider that only counts calls: proves bad input never reaches the mail provider. */
export function spyProvider(
  outcome: SubscribeOutcome = { kind: 'created' },
): NewsletterProvider & { calls: SubscribeInput[] } {
  const calls: SubscribeInput[] = [];
  return {
    name: 'spy',
    calls,
    async subscribe(input) {
      calls.push(input);
      return outcome;
    },
  };
}

export const ALLOWED_ORIGIN = 'https://www.tusocioideal.mx';
export const DEV_ORIGIN = 'http://localhost:5173';

export function testDeps(
  overrides: Partial<Omit<NewsletterDeps, 'logger'>> = {},
): NewsletterDeps & { logger: ReturnType<typeof recordingLogger> } {
  const logger = recordingLogger();
  return {
    provider: spyProvider(),
    allowedOrigins: new Set([ALLOWED_ORIGIN, ...DEVELOPMENT_ORIGINS]),
    rateLimiter: createRateLimiter({ max: 10, windowMs: 60_000 }),
    clock: () => new Date('2026-03-01T12:00:00.000Z'),
    appCheck: null,
    ...overrides,
    logger,
  } as NewsletterDeps & { logger: ReturnType<typeof recordingLogger> };
}

interface PostOptions {
  headers?: Record<string, string>;
  ip?: string;
  method?: string;
}

/** A POST as the Functions runtime hands it over: headers plus the raw body bytes. */
export function post(body: unknown, options: PostOptions = {}): NewsletterRequest {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const rawBody = Buffer.from(text, 'utf8');
  return {
    method: options.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(rawBody.length),
      ...options.headers,
    },
    ip: options.ip ?? '203.0.113.7',
    rawBody,
  };
}

export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'newsletter-test-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
