/**
 * The meter collector on the client's desk page ("Lector automático"): a company's enrolled sites
 * (agentSites where clientId == X; admins read them, firestore.rules). A site that has sent nothing
 * for 3 days is "silent" (the desk's alert "Sin reportes desde hace 3 días"). The callables that
 * create a code and revoke a site: ./agent-site-actions.ts.
 */
import * as v from 'valibot';
import { AGENT_SITES } from '@/domain/collections';
import { AgentSiteSchema, type AgentSiteDoc } from '@/domain/schemas/agent-site';
import { withDocuments } from '../../access';
import { isPlainObject } from '../../doc-values';

/** An enrolled collector with its id. */
export type AgentSite = AgentSiteDoc & { id: string };

/** The most sites listed for one company (a company has one or a few). */
export const AGENT_SITES_LIMIT = 50;

/** How long a site may stay quiet before the desk warns: 3 days. */
export const SILENT_AFTER_MS = 72 * 60 * 60 * 1000;

/** The cache key (src/lib/query-cache.ts) of a company's sites. */
export const agentSitesKey = (clientId: string): string => `${AGENT_SITES}?clientId=${clientId}`;

export function parseSite(id: string, raw: unknown): AgentSite | null {
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(AgentSiteSchema, raw);
  return result.success ? { ...result.output, id } : null;
}

/** A stored time in milliseconds (NaN when there is none). */
export const timeOf = (iso: string | null): number => (iso ? Date.parse(iso) : Number.NaN);

/** The company's sites (admins), the newest enrolment first. One equality query: no index. */
export async function listAgentSites(clientId: string): Promise<AgentSite[]> {
  const rows = await withDocuments((store) =>
    store.list(AGENT_SITES, {
      where: [{ field: 'clientId', op: '==', value: clientId }],
      limit: AGENT_SITES_LIMIT,
    }),
  );
  return rows
    .flatMap((row) => parseSite(row.id, row.data) ?? [])
    .sort((a, b) => (timeOf(b.enrolledAt) || 0) - (timeOf(a.enrolledAt) || 0));
}

/**
 * Whether a site has sent no report for 3 days at `now`: its last report (or, before the first,
 * its enrolment) is more than 72 hours old. A revoked site is not silent: it is meant to be quiet.
 */
export function isSiteSilent(
  site: Pick<AgentSiteDoc, 'lastReportAt' | 'enrolledAt' | 'revokedAt'>,
  now: Date,
): boolean {
  if (site.revokedAt) return false;
  const last = timeOf(site.lastReportAt ?? site.enrolledAt);
  return Number.isFinite(last) && now.getTime() - last > SILENT_AFTER_MS;
}
