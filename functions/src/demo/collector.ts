/**
 * The demo's meter collector (docs/decisions/0048): a code from the desk (createAgentCode), the
 * collector's installation (agentEnroll) and its daily reports (agentReport), through the
 * functions' own handlers with their Firestore store and limits, each at the time it happened
 * (the handlers take their clock as a dependency, as the emulator's clock header does).
 */
import { adminEmail, adminFirestore } from '../firestore/admin.js';
import { sharedLimiter } from '../limits/shared-limiter.js';
import type { Logger } from '../logger.js';
import { loadAgentConfig } from '../agent/config.js';
import { secureRandom, type AgentDeps } from '../agent/deps.js';
import { createAgentCode, handleAgentEnroll } from '../agent/enroll.js';
import { createFirestoreAgentStore } from '../agent/firestore-store.js';
import { handleAgentReport } from '../agent/report.js';
import type { HttpRequest } from '../http-types.js';
import type { DemoDevice } from './plan.js';

/** The collector's version in the demo's reports. */
const VERSION = '1.0.0';

export interface Levels {
  Negro: number;
  Cian?: number;
  Magenta?: number;
  Amarillo?: number;
}

const SUPPLY_NAMES: Record<keyof Levels, string> = {
  Negro: 'Tóner negro',
  Cian: 'Tóner cian',
  Magenta: 'Tóner magenta',
  Amarillo: 'Tóner amarillo',
};

export interface DemoCollector {
  /** One report of `device`'s counters and toner levels, sent at `at`. */
  report(
    device: DemoDevice,
    counters: { bw: number; color: number },
    levels: Levels,
    at: Date,
  ): Promise<void>;
}

/** Installs the collector at `clientId` at `at` (the admin `adminUid` made its code). */
export async function installCollector(
  clientId: string,
  adminUid: string,
  at: Date,
  logger: Logger,
): Promise<DemoCollector> {
  const config = loadAgentConfig(process.env);
  const store = createFirestoreAgentStore(adminFirestore);
  const deps = (now: Date): AgentDeps => ({
    store,
    enrollLimiter: sharedLimiter(config.sharedStore, 'agent-enroll-ip', config.limits.enrollPerIp),
    reportLimiter: sharedLimiter(config.sharedStore, 'agent-report-site', config.limits.report),
    clientIpPosition: config.clientIpPosition,
    testClock: false,
    clock: () => now,
    random: secureRandom,
    logger,
  });
  const post = (body: unknown, headers: Record<string, string> = {}): HttpRequest => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    ip: '127.0.0.1',
    rawBody: Buffer.from(JSON.stringify(body)),
  });
  const { code } = await createAgentCode({ clientId }, adminUid, {
    store,
    clock: () => at,
    random: secureRandom,
    adminEmail,
  });
  const enrolled = await handleAgentEnroll(
    post({ code, version: VERSION }),
    deps(new Date(at.getTime() + 10 * 60_000)),
  );
  const siteKey = (enrolled.body as { siteKey?: string } | null)?.siteKey;
  if (enrolled.status !== 200 || !siteKey)
    throw new Error(`agentEnroll: ${enrolled.status} ${enrolled.body?.message ?? ''}`);
  return {
    async report(device, counters, levels, when) {
      const supplies = Object.entries(levels).map(([color, percent]) => ({
        description: SUPPLY_NAMES[color as keyof Levels],
        color,
        level: percent,
        max: 100,
        percent,
      }));
      const printer = {
        serial: device.serial,
        model: device.model,
        counters: { total: counters.bw + counters.color, ...counters },
        supplies,
      };
      const answer = await handleAgentReport(
        post(
          { version: VERSION, sentAt: when.toISOString(), printers: [printer] },
          { authorization: `Bearer ${siteKey}` },
        ),
        deps(when),
      );
      if (answer.status !== 200)
        throw new Error(`agentReport: ${answer.status} ${answer.body?.message ?? ''}`);
    },
  };
}
