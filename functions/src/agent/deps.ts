/**
 * What the collector's handlers need (agent/enroll.ts, agent/report.ts), and the steps both HTTP
 * functions share: the clock (the emulator's `x-tusocio-reloj` header), POST only (405), JSON only
 * (415), the body read with its size limit (413) and parsed (400), and answers as JSON
 * {success, message, ...} with the site's safe headers. Collectors are not browsers: no CORS.
 */
import { randomBytes } from 'node:crypto';

import { readBody } from '../body.js';
import {
  headerValue,
  type HttpRequest,
  type HttpResponse,
  type ResponseBody,
} from '../http-types.js';
import type { SharedRateLimiter } from '../limits/shared-limiter.js';
import type { Logger } from '../logger.js';
import { BASE_HEADERS, reply } from '../reply.js';
import { isJsonContentType } from '../validation.js';
import { AGENT_MESSAGES as M } from './messages.js';
import type { AgentStore } from './store.js';

export interface AgentDeps {
  store: AgentStore;
  /** Per client address, agentEnroll. */
  enrollLimiter: SharedRateLimiter;
  /** Per site, agentReport. */
  reportLimiter: SharedRateLimiter;
  clientIpPosition: number;
  /** The emulator only: `x-tusocio-reloj: <ISO>` sets "now". */
  testClock: boolean;
  /** The emulator only: each report's Firestore reads, writes and phases in `Server-Timing`. */
  meter?: boolean;
  clock: () => Date;
  /** Random bytes (codes, site ids and keys). */
  random: (size: number) => Buffer;
  logger: Logger;
}

export const secureRandom = (size: number): Buffer => randomBytes(size);

/** "Now": the clock, or in the emulator the `x-tusocio-reloj` header when it is a valid time. */
export function nowOf(req: HttpRequest, deps: Pick<AgentDeps, 'testClock' | 'clock'>): Date {
  if (deps.testClock) {
    const header = headerValue(req, 'x-tusocio-reloj');
    const at = header === undefined ? NaN : Date.parse(header);
    if (Number.isFinite(at)) return new Date(at);
  }
  return deps.clock();
}

/** A JSON answer with more keys than {success, message}. */
export function answer(
  status: number,
  body: ResponseBody & Record<string, unknown>,
  headers: Record<string, string> = {},
): HttpResponse {
  return { status, headers: { ...BASE_HEADERS, ...headers }, body };
}

export const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  reply(status, false, message, headers);

export function tooMany(retryAfterSeconds: number): HttpResponse {
  return refuse(429, M.tooMany, { 'retry-after': String(retryAfterSeconds) });
}

/** 405 unless POST. */
export function postOnly(req: HttpRequest): HttpResponse | null {
  return req.method.toUpperCase() === 'POST'
    ? null
    : refuse(405, M.methodNotAllowed, { allow: 'POST' });
}

/** The JSON body (415 for another content type, 413 over `maxBytes`, 400 when not JSON). */
export function jsonBody(
  req: HttpRequest,
  maxBytes: number,
): { ok: true; value: unknown } | { ok: false; response: HttpResponse } {
  if (!isJsonContentType(headerValue(req, 'content-type')))
    return { ok: false, response: refuse(415, M.unsupportedMediaType) };
  return readBody(req, {}, maxBytes);
}

/** A plain object with exactly `keys` (some of them optional), or null. */
export function exactObject(
  value: unknown,
  required: readonly string[],
  optional: readonly string[] = [],
): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (!required.every((key) => keys.includes(key))) return null;
  if (!keys.every((key) => required.includes(key) || optional.includes(key))) return null;
  return record;
}

/** Any thrown error becomes a logged 503 JSON answer, never a stack trace. */
export async function neverThrows(
  tag: string,
  logger: Logger,
  run: () => Promise<HttpResponse>,
): Promise<HttpResponse> {
  try {
    return await run();
  } catch (error) {
    logger.error(`${tag}: error inesperado`, {
      error: error instanceof Error ? error.message : String(error),
    });
    return refuse(503, M.unavailable);
  }
}
