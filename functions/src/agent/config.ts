/**
 * Configuration of the collector's HTTP functions (environment; functions/README.md):
 *
 * | variable                 | meaning                                                          |
 * |--------------------------|------------------------------------------------------------------|
 * | AGENT_REPORT_LIMIT       | Default 60/1h: reports per enrolled site (agentReport).          |
 * | AGENT_ENROLL_LIMIT_PER_IP| Default 10/1h: enrolment attempts per client address.            |
 *
 * A limit may only be raised by an explicit setting (the emulator's functions/.env.demo-tusocio
 * raises the report limit for the end-to-end test and the bench); an unset or blank variable
 * is the default above, and a malformed one is a ConfigError. In the emulator only
 * (FUNCTIONS_EMULATOR=true) the header `x-tusocio-reloj: <ISO>` sets the functions' "now"
 * (`testClock`), so a test can report on the 25th of a month; deployed, it is ignored.
 */
import { loadClientIpPosition, loadSharedStore } from '../config.js';
import { ConfigError, isEmulator, read, type Env } from '../env.js';
import { parseLimit } from '../limits/shared-limiter.js';
import type { RateLimitOptions } from '../rate-limiter.js';

export const AGENT_ENV = {
  report: 'AGENT_REPORT_LIMIT',
  enrollPerIp: 'AGENT_ENROLL_LIMIT_PER_IP',
} as const;

export const DEFAULT_AGENT_LIMITS = { report: '60/1h', enrollPerIp: '10/1h' } as const;

export interface AgentConfig {
  limits: Record<keyof typeof AGENT_ENV, RateLimitOptions>;
  clientIpPosition: number;
  sharedStore: 'firestore' | 'memory';
  /** The emulator only: the `x-tusocio-reloj` header sets "now". */
  testClock: boolean;
}

function limit(env: Env, key: keyof typeof AGENT_ENV): RateLimitOptions {
  const name = AGENT_ENV[key];
  const raw = read(env, name) ?? DEFAULT_AGENT_LIMITS[key];
  const parsed = parseLimit(raw);
  if (!parsed)
    throw new ConfigError(`${name} debe tener la forma N/Tm o N/Th (ej. 60/1h): "${raw}".`);
  return parsed;
}

export function loadAgentConfig(env: Env): AgentConfig {
  return {
    limits: { report: limit(env, 'report'), enrollPerIp: limit(env, 'enrollPerIp') },
    clientIpPosition: loadClientIpPosition(env),
    sharedStore: loadSharedStore(env),
    testClock: isEmulator(env),
  };
}
