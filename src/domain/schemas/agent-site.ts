/**
 * agentSites/{siteId} as the desk reads it (admins; functions/src/agent/store.ts writes it with the
 * Admin SDK, timestamps read back as ISO strings): an enrolled meter collector. Apart from
 * ./agent.ts, which every device page parses. docs: docs/decisions/0045-meter-collector.md.
 */
import * as v from 'valibot';

const time = v.string();

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
