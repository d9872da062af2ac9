/**
 * Enrolling a meter collector (docs/decisions/0045-meter-collector.md):
 *
 * - `createAgentCode` (callable, admins): a one-time installation code for a company, 12
 *   characters of an alphabet without 0/O/1/I, shown grouped "ABCD-EFGH-JKLM" and stored only as
 *   its SHA-256 (agentCodes/{hash}), valid 24 hours.
 * - `agentEnroll` (HTTP POST {code, version}): the collector exchanges the code (hyphens and
 *   spaces ignored, any case) for a site: agentSites/{siteId} with the SHA-256 of a new site key
 *   ("tsl_" + 32 random bytes, base64url), which is answered once and never stored. One
 *   transaction marks the code used, so a code enrols one site at most. Attempts are limited per
 *   client address. Refusals: 400 bad body, 403 unknown or used code (one message: the answer
 *   does not tell which), 410 expired, 405/415/413 as the other HTTP functions, 429 over the limit.
 * - `revokeAgentSite` (callable, admins): the site's key stops working (agentReport answers 403).
 */
import { createHash } from 'node:crypto';

import { CallableError } from '../callable-error.js';
import { clientIp, maskIp, rateLimitKeyForIp } from '../client-ip.js';
import type { HttpRequest, HttpResponse } from '../http-types.js';
import {
  answer,
  exactObject,
  jsonBody,
  neverThrows,
  nowOf,
  postOnly,
  refuse,
  tooMany,
  type AgentDeps,
} from './deps.js';
import { AGENT_MESSAGES as M } from './messages.js';
import type { AgentCodeDoc, EnrollDecision } from './store.js';

/** The code's alphabet: letters and digits without 0, O, 1 and I (32 characters). */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;
export const CODE_VALID_MS = 24 * 60 * 60 * 1000;
export const SITE_KEY_PREFIX = 'tsl_';
/** "tsl_" and 32 bytes in base64url (43 characters). */
export const SITE_KEY_PATTERN = /^tsl_[A-Za-z0-9_-]{43}$/;
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$/;
const ID = /^[A-Za-z0-9_-]{1,128}$/;
const SITE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/** A new code, ungrouped (32 letters: each byte modulo 32 is unbiased). */
export function newCode(random: (size: number) => Buffer): string {
  return Array.from(random(CODE_LENGTH), (byte) => CODE_ALPHABET[byte % 32]).join('');
}

/** "ABCDEFGHJKLM" -> "ABCD-EFGH-JKLM". */
export const groupCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** The code as typed -> its stored form (no hyphens or spaces, upper case), or null. */
export function normalizeCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

export function newSiteKey(random: (size: number) => Buffer): string {
  return `${SITE_KEY_PREFIX}${random(32).toString('base64url')}`;
}

/** A document id like Firestore's own (20 letters and digits). */
export function newSiteId(random: (size: number) => Buffer): string {
  return Array.from(random(20), (byte) => SITE_ID_ALPHABET[byte % SITE_ID_ALPHABET.length]).join(
    '',
  );
}

async function requireAdmin(
  uid: string | null,
  adminEmail: (uid: string) => Promise<string | null>,
): Promise<string> {
  if (!uid) throw new CallableError('unauthenticated', M.notSignedIn);
  if ((await adminEmail(uid)) === null) throw new CallableError('permission-denied', M.notAdmin);
  return uid;
}

export interface AdminCallDeps extends Pick<AgentDeps, 'store' | 'clock' | 'random'> {
  adminEmail(uid: string): Promise<string | null>;
}

/** createAgentCode: {clientId} -> {code, expiresAt, message}. */
export async function createAgentCode(
  data: unknown,
  uid: string | null,
  deps: AdminCallDeps,
): Promise<{ code: string; expiresAt: string; message: string }> {
  const by = await requireAdmin(uid, deps.adminEmail);
  const input = exactObject(data, ['clientId']);
  const clientId = input?.clientId;
  if (typeof clientId !== 'string' || !ID.test(clientId))
    throw new CallableError('invalid-argument', M.invalidClient);
  if (!(await deps.store.clientExists(clientId)))
    throw new CallableError('not-found', M.clientNotFound);
  const code = newCode(deps.random);
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + CODE_VALID_MS);
  const doc: AgentCodeDoc = {
    clientId,
    createdAt: now,
    createdBy: by,
    expiresAt,
    usedAt: null,
    siteId: null,
  };
  await deps.store.createCode(sha256Hex(code), doc);
  return { code: groupCode(code), expiresAt: expiresAt.toISOString(), message: M.codeCreated };
}

/** revokeAgentSite: {siteId} -> {message}. */
export async function revokeAgentSite(
  data: unknown,
  uid: string | null,
  deps: AdminCallDeps,
): Promise<{ message: string }> {
  const by = await requireAdmin(uid, deps.adminEmail);
  const siteId = exactObject(data, ['siteId'])?.siteId;
  if (typeof siteId !== 'string' || !ID.test(siteId))
    throw new CallableError('invalid-argument', M.invalidSite);
  if (!(await deps.store.revokeSite(siteId, by, deps.clock())))
    throw new CallableError('not-found', M.siteNotFound);
  return { message: M.siteRevoked };
}

/** The enrolment's decision on the stored code, pure. */
export function decideEnroll(
  code: AgentCodeDoc | null,
  now: Date,
  site: { siteId: string; keyHash: string; version: string },
): EnrollDecision {
  if (!code) return { kind: 'unknown' };
  if (code.usedAt !== null) return { kind: 'used' };
  if (code.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
  return {
    kind: 'enroll',
    siteId: site.siteId,
    site: {
      clientId: code.clientId,
      keyHash: site.keyHash,
      enrolledAt: now,
      codeCreatedBy: code.createdBy,
      agentVersion: site.version,
      revokedAt: null,
      revokedBy: null,
      lastReportAt: null,
      lastReportVersion: null,
    },
  };
}

/** Enrol bodies are a few dozen bytes. */
const ENROLL_MAX_BYTES = 1024;

async function enroll(req: HttpRequest, deps: AgentDeps): Promise<HttpResponse> {
  const notPost = postOnly(req);
  if (notPost) return notPost;
  const now = nowOf(req, deps);
  const ip = clientIp(req, deps.clientIpPosition);
  const decision = await deps.enrollLimiter.consume(rateLimitKeyForIp(ip), now);
  if (!decision.allowed) {
    deps.logger.warn('agentEnroll: límite por dirección alcanzado', { ip: maskIp(ip) });
    return tooMany(decision.retryAfterSeconds);
  }
  const body = jsonBody(req, ENROLL_MAX_BYTES);
  if (!body.ok) return body.response;
  const input = exactObject(body.value, ['code', 'version']);
  const typed = input?.code;
  const version = input?.version;
  if (typeof typed !== 'string' || typed.length > 40 || typeof version !== 'string')
    return refuse(400, M.enrollBody);
  if (!VERSION_PATTERN.test(version)) return refuse(400, M.enrollBody);
  const code = normalizeCode(typed);
  if (!code) return refuse(403, M.codeInvalid);
  const siteKey = newSiteKey(deps.random);
  const site = { siteId: newSiteId(deps.random), keyHash: sha256Hex(siteKey), version };
  const decided = await deps.store.enroll(
    sha256Hex(code),
    (stored) => decideEnroll(stored, now, site),
    now,
  );
  if (decided.kind === 'expired') return refuse(410, M.codeExpired);
  if (decided.kind !== 'enroll') {
    deps.logger.warn('agentEnroll: código rechazado', { reason: decided.kind, ip: maskIp(ip) });
    return refuse(403, M.codeInvalid);
  }
  deps.logger.info('agentEnroll: lector instalado', {
    siteId: decided.siteId,
    clientId: decided.site.clientId,
    version,
  });
  return answer(200, { success: true, message: M.enrolled, siteId: decided.siteId, siteKey });
}

/** agentEnroll: never throws (anything unexpected is a logged 503). */
export function handleAgentEnroll(req: HttpRequest, deps: AgentDeps): Promise<HttpResponse> {
  return neverThrows('agentEnroll', deps.logger, () => enroll(req, deps));
}
