/**
 * The meter collector's keys on equipment/{id} as the desk and the portal read them
 * (functions/src/agent/store.ts writes them with the Admin SDK; timestamps read back as ISO
 * strings): the last accepted report (`agent`) and the last counter refused because it went
 * backwards (`agentRefused`), with only the fields the pages show (the stored ones also keep the
 * site, the total counter, the supplies' raw levels and a message). Parsed on every device page:
 * kept small. Its sites: ./agent-site.ts. docs: docs/decisions/0045-meter-collector.md.
 */
import * as v from 'valibot';
import { TONER_COLORS } from '../toner-colors';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const time = v.string();

/** One supply as the collector read it (percent null: unknown). */
export const AgentSupplySchema = v.object({
  description: v.fallback(v.string(), ''),
  color: v.fallback(v.nullable(v.picklist(TONER_COLORS)), null),
  percent: v.fallback(v.nullable(v.number()), null),
});
export type AgentSupply = v.InferOutput<typeof AgentSupplySchema>;

/** equipment/{id}.agent: the device's last accepted report. */
export const DeviceAgentSchema = v.object({
  at: time,
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
  /** The colour counter of a colour device could not be read (functions/src/agent/report.ts). */
  colorUnread: v.fallback(v.boolean(), false),
});
export type AgentRefused = v.InferOutput<typeof AgentRefusedSchema>;
