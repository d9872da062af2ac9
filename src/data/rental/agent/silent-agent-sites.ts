/**
 * Servicio's "Lectores sin reportes": every company's live meter collectors that have sent nothing
 * for 3 days (./agent-sites.ts decides "silent"). Apart from the client page's list of one
 * company's sites, so only that view loads it.
 */
import { AGENT_SITES } from '@/domain/collections';
import { withDocuments } from '../../access';
import { isSiteSilent, parseSite, timeOf, type AgentSite } from './agent-sites';

/** The most sites "Lectores sin reportes" reads (every company's; one or a few each). */
export const ALL_AGENT_SITES_LIMIT = 300;

/** The cache key of "Lectores sin reportes". */
export const silentSitesKey = (): string => `${AGENT_SITES}?silent`;

/**
 * The live sites (not revoked) that have been quiet for 3 days at `now`, the longest silent first:
 * one query of every company's sites (at most ALL_AGENT_SITES_LIMIT, the latest enrolments), kept
 * here, since a quiet site is one whose report did not come.
 */
export async function listSilentSites(now: Date): Promise<AgentSite[]> {
  const rows = await withDocuments((store) =>
    store.list(AGENT_SITES, {
      orderBy: { field: 'enrolledAt', direction: 'desc' },
      limit: ALL_AGENT_SITES_LIMIT,
    }),
  );
  const lastSeen = (site: AgentSite) => timeOf(site.lastReportAt ?? site.enrolledAt);
  return rows
    .flatMap((row) => parseSite(row.id, row.data) ?? [])
    .filter((site) => isSiteSilent(site, now))
    .sort((a, b) => lastSeen(a) - lastSeen(b));
}
