/**
 * The meter collector's functions (agent/enroll.ts, agent/report.ts): `agentEnroll` and
 * `agentReport` (HTTP, called by `tusocio-lector`), `createAgentCode` and `revokeAgentSite`
 * (callables, admins on the client's desk page).
 */
import { callable, uidOf } from '../runtime/callable.js';
import { httpFunction, once } from '../runtime/http.js';

import * as logger from 'firebase-functions/logger';
import { adminEmail, adminFirestore } from '../firestore/admin.js';
import { sharedLimiter } from '../limits/shared-limiter.js';
import { reply } from '../reply.js';
import { loadAgentConfig } from './config.js';
import { secureRandom, type AgentDeps } from './deps.js';
import {
  createAgentCode as createAgentCodeOnce,
  handleAgentEnroll,
  revokeAgentSite as revokeAgentSiteOnce,
} from './enroll.js';
import { createFirestoreAgentStore } from './firestore-store.js';
import { AGENT_MESSAGES } from './messages.js';
import { meteredLimiter } from './meter.js';
import { handleAgentReport } from './report.js';

const getAgentDeps = once((): AgentDeps => {
  const config = loadAgentConfig(process.env);
  return {
    store: createFirestoreAgentStore(adminFirestore),
    enrollLimiter: sharedLimiter(config.sharedStore, 'agent-enroll-ip', config.limits.enrollPerIp),
    // The Firestore limiter writes its counter and reads it back: 1 write and 1 read a report.
    reportLimiter: meteredLimiter(
      sharedLimiter(config.sharedStore, 'agent-report-site', config.limits.report),
      config.sharedStore === 'firestore' ? 1 : 0,
      config.sharedStore === 'firestore' ? 1 : 0,
    ),
    clientIpPosition: config.clientIpPosition,
    testClock: config.testClock,
    meter: config.testClock,
    clock: () => new Date(),
    random: secureRandom,
    logger,
  };
});

const unavailable = reply(503, false, AGENT_MESSAGES.unavailable);

/** A collector exchanges its installation code for a site key. */
export const agentEnroll = httpFunction(
  { maxInstances: 5 },
  'agentEnroll',
  getAgentDeps,
  handleAgentEnroll,
  unavailable,
);

/** A collector's report: counters, supplies, maybe the month's reading and a toner ticket. */
export const agentReport = httpFunction(
  { maxInstances: 10 },
  'agentReport',
  getAgentDeps,
  handleAgentReport,
  unavailable,
);

const adminDeps = () => ({
  store: createFirestoreAgentStore(adminFirestore),
  clock: () => new Date(),
  random: secureRandom,
  adminEmail,
});

export const createAgentCode = callable(
  {},
  { log: 'agent: no se pudo crear el código', message: AGENT_MESSAGES.codeFailed },
  (request) => createAgentCodeOnce(request.data, uidOf(request), adminDeps()),
);

export const revokeAgentSite = callable(
  {},
  { log: 'agent: no se pudo revocar el lector', message: AGENT_MESSAGES.revokeFailed },
  (request) => revokeAgentSiteOnce(request.data, uidOf(request), adminDeps()),
);
