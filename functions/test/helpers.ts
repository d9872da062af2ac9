import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEVELOPMENT_ORIGINS } from '../src/cors.js';
import type { Env } from '../src/env.js';
import type { NewsletterDeps } from '../src/newsletter/handler.js';
import type { HttpRequest } from '../src/http-types.js';
import type { Logger } from '../src/logger.js';
import type { Mailer, MailMessage } from '../src/mail/mailer.js';
import { createMemoryConfirmationLog } from '../src/newsletter/requests.js';
import type {
  NewsletterProvider,
  SubscribeInput,
  SubscribeOutcome,
} from '../src/providers/provider.js';
import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';

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
  outcome: SubscribeOutcome = { kind: 'confirmation-sent' },
): NewsletterProvider & { calls: SubscribeInput[] } {
  const calls: SubscribeInput[] = [];
  return {
    name: 'spy',
    calls,
    async requestConfirmation(input) {
      calls.push(input);
      return outcome;
    },
  };
}

/** A mailer that records every message (and can be told to fail). */
export function spyMailer(): Mailer & { sent: MailMessage[]; failWith: Error | null } {
  const mailer = {
    name: 'spy',
    sent: [] as MailMessage[],
    failWith: null as Error | null,
    async send(message: MailMessage) {
      if (mailer.failWith) throw mailer.failWith;
      mailer.sent.push(message);
    },
  };
  return mailer;
}

export const ALLOWED_ORIGIN = 'https://www.tusocioideal.mx';
export const DEV_ORIGIN = 'http://localhost:5173';
export const CONFIRMED_URL = 'http://localhost:5173/newsletter/confirmado';

/**
 * Environment for loadConfig in tests: App Check is on by default outside the emulator, and these
 * tests are about other things, so they switch it off unless they pass their own value.
 */
export function testEnv(env: Env = {}): Env {
  return { APPCHECK_ENFORCE: 'false', ...env };
}

export function testDeps(
  overrides: Partial<Omit<NewsletterDeps, 'logger'>> = {},
): NewsletterDeps & { logger: ReturnType<typeof recordingLogger> } {
  const logger = recordingLogger();
  return {
    provider: spyProvider(),
    confirmer: null,
    confirmedRedirectUrl: CONFIRMED_URL,
    allowedOrigins: new Set([ALLOWED_ORIGIN, ...DEVELOPMENT_ORIGINS]),
    rateLimiter: createMemorySharedLimiter('ip', { max: 10, windowMs: 60_000 }),
    // Generous here so tests about other checks can repeat one address; see the rate tests.
    emailRateLimiter: createMemorySharedLimiter('email', { max: 1000, windowMs: 3_600_000 }),
    clientIpPosition: 1,
    confirmations: createMemoryConfirmationLog(0),
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
export function post(body: unknown, options: PostOptions = {}): HttpRequest {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const rawBody = Buffer.from(text, 'utf8');
  return {
    method: options.method ?? 'POST',
    url: '/',
    headers: {
      'content-type': 'application/json',
      'content-length': String(rawBody.length),
      ...options.headers,
    },
    ip: options.ip ?? '203.0.113.7',
    rawBody,
  };
}

/** A GET of a URL (e.g. the local confirmation link), as a mail client's browser sends it. */
export function get(url: string, ip = '203.0.113.7'): HttpRequest {
  const { pathname, search } = new URL(url, 'http://127.0.0.1');
  return { method: 'GET', url: `${pathname}${search}`, headers: {}, ip };
}

export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'newsletter-test-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
