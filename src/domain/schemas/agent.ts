/**
 * The meter collector's documents as the desk and the portal read them (functions/src/agent/store.ts
 * writes them with the Admin SDK; timestamps read back as ISO strings): agentSites/{siteId}, an
 * enrolled collector (admins read), and on equipment/{id} the last accepted report (`agent`) and
 * the last counter refused because it went backwards (`agentRefused`). docs:
 * docs/decisions/0045-meter-collector.md.
 */
import * as v from 'valibot';
import { TONER_COLORS } from '../client-portal';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const time = v.string();
const nullableNumber = v.fallback(v.nullable(v.number()), null);

/** agentSites/{siteId}: an enrolled collector (its key's hash is never read by the site). */
export const AgentSiteSchema = v.object({
  clientId: v.string(),
  enrolledAt: time,
  agentVersion: v.fallback(v.string(), ''),
  revokedAt: v.fallback(v.nullable(time), null),
  revokedBy: v.fallback(v.nullable(v.string()), null),
  lastReportAt: v.fallback(v.nullable(time), null),
  lastReportVersion: v.fallback(v.nullable(v.string()), null),
});
export type AgentSiteDoc = v.InferOutput<typeof AgentSiteSchema>;

/** One supply as the collector read it (level and max from Printer-MIB; percent null: unknown). */
export const AgentSupplySchema = v.object({
  description: v.fallback(v.string(), ''),
  color: v.fallback(v.nullable(v.picklist(TONER_COLORS)), null),
  level: nullableNumber,
  max: nullableNumber,
  percent: nullableNumber,
});
export type AgentSupply = v.InferOutput<typeof AgentSupplySchema>;

/** equipment/{id}.agent: the device's last accepted report. */
export const DeviceAgentSchema = v.object({
  siteId: v.string(),
  at: time,
  total: count,
  bw: count,
  color: count,
  supplies: v.fallback(v.array(AgentSupplySchema), []),
});
export type DeviceAgent = v.InferOutput<typeof DeviceAgentSchema>;

/** equipment/{id}.agentRefused: the last reported counter below the device's floor. */
export const AgentRefusedSchema = v.object({
  at: time,
  bw: count,
  color: count,
  floorBw: count,
  floorColor: count,
  message: v.fallback(v.string(), ''),
});
export type AgentRefused = v.InferOutput<typeof AgentRefusedSchema>;
