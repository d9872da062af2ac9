/**
 * The cost of one agentReport, measured in the emulator only (AgentDeps.meter; issue 45, the
 * bench tests/bench/agent-report.ts): the Firestore documents read and written and the
 * milliseconds of each phase (key, limit, devices, printers, toner, total), counted in an
 * AsyncLocalStorage so the concurrent requests of one instance do not mix, and answered in the
 * standard `Server-Timing` header. Deployed, nothing is counted and no header is sent.
 *
 * Reads are counted as Firestore bills them: a point read is one, a query one per document it
 * returns and at least one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import type { SharedRateLimiter } from '../limits/shared-limiter.js';

export interface ReportCost {
  reads: number;
  writes: number;
  phases: [name: string, ms: number][];
}

const current = new AsyncLocalStorage<ReportCost>();

/** Counts `reads` and `writes` on the running request's meter (none: nothing). */
export function count(reads: number, writes = 0): void {
  const cost = current.getStore();
  if (!cost) return;
  cost.reads += reads;
  cost.writes += writes;
}

/** A query's billed reads: one per document, at least one. */
export const queryReads = (docs: number): number => Math.max(1, docs);

/** Runs `run` as (part of) the phase `name` of the running request's meter (none: just runs it). */
export async function phase<T>(name: string, run: () => Promise<T>): Promise<T> {
  const cost = current.getStore();
  if (!cost) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    const ms = performance.now() - started;
    const seen = cost.phases.find(([n]) => n === name);
    if (seen) seen[1] += ms;
    else cost.phases.push([name, ms]);
  }
}

/** Runs `run` with a fresh meter; answers its result and the cost (total included). */
export async function metered<T>(run: () => Promise<T>): Promise<{ value: T; cost: ReportCost }> {
  const cost: ReportCost = { reads: 0, writes: 0, phases: [] };
  const started = performance.now();
  const value = await current.run(cost, run);
  cost.phases.push(['total', performance.now() - started]);
  return { value, cost };
}

/** The cost as a Server-Timing header: each phase's dur, and reads and writes as descriptions. */
export function serverTiming(cost: ReportCost): string {
  return [
    ...cost.phases.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`),
    `reads;desc=${cost.reads}`,
    `writes;desc=${cost.writes}`,
  ].join(', ');
}

/** A limiter whose every attempt counts `reads` and `writes` (the Firestore one: 1 and 1). */
export function meteredLimiter(
  limiter: SharedRateLimiter,
  reads: number,
  writes: number,
): SharedRateLimiter {
  return {
    name: limiter.name,
    options: limiter.options,
    async consume(key, now) {
      count(reads, writes);
      return limiter.consume(key, now);
    },
  };
}
