/**
 * The meter collector's sites through the data seam (src/data/rental/agent/agent-sites.ts): a company's sites
 * only, newest enrolment first, with their stored times; when a site counts as silent (3 days
 * without a report, from its enrolment before the first; never a revoked one).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports';
import { setStoresForTesting } from '../../store';
import { installBrowserStoresForTesting } from '../../test-utils/browser-stores';
import { isSiteSilent, listAgentSites } from './agent-sites';
import { agentSiteDoc as site } from '../test-utils/agent-fixtures';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('listAgentSites', () => {
  it("lists only the company's sites, the newest enrolment first, without the key's hash", async () => {
    await documents.set('agentSites', 'old', site('hotel', '2026-10-01T15:00:00.000Z'));
    await documents.set(
      'agentSites',
      'new',
      site('hotel', '2026-11-20T15:00:00.000Z', {
        lastReportAt: '2026-11-28T12:00:00.000Z',
        lastReportVersion: '1.1.0',
      }),
    );
    await documents.set('agentSites', 'other', site('otra', '2026-11-25T15:00:00.000Z'));

    const sites = await listAgentSites('hotel');
    expect(sites.map((s) => s.id)).toEqual(['new', 'old']);
    expect(sites[0]).toMatchObject({
      clientId: 'hotel',
      agentVersion: '1.0.0',
      lastReportAt: '2026-11-28T12:00:00.000Z',
      lastReportVersion: '1.1.0',
      revokedAt: null,
    });
    expect(sites[0]).not.toHaveProperty('keyHash');
    expect(await listAgentSites('nadie')).toEqual([]);
  });
});

describe('isSiteSilent', () => {
  const NOW = new Date('2026-11-29T12:00:00.000Z');
  const enrolled = '2026-11-01T12:00:00.000Z';

  it('is silent after more than 72 hours without a report', () => {
    const quiet4 = {
      enrolledAt: enrolled,
      lastReportAt: '2026-11-25T12:00:00.000Z',
      revokedAt: null,
    };
    const quiet1 = {
      enrolledAt: enrolled,
      lastReportAt: '2026-11-28T12:00:00.000Z',
      revokedAt: null,
    };
    const just72 = {
      enrolledAt: enrolled,
      lastReportAt: '2026-11-26T12:00:00.000Z',
      revokedAt: null,
    };
    expect(isSiteSilent(quiet4, NOW)).toBe(true);
    expect(isSiteSilent(quiet1, NOW)).toBe(false);
    expect(isSiteSilent(just72, NOW)).toBe(false);
    expect(isSiteSilent(just72, new Date(NOW.getTime() + 1))).toBe(true);
  });

  it('counts from the enrolment before the first report, and never for a revoked site', () => {
    expect(isSiteSilent({ enrolledAt: enrolled, lastReportAt: null, revokedAt: null }, NOW)).toBe(
      true,
    );
    expect(
      isSiteSilent(
        { enrolledAt: '2026-11-28T00:00:00.000Z', lastReportAt: null, revokedAt: null },
        NOW,
      ),
    ).toBe(false);
    expect(
      isSiteSilent(
        { enrolledAt: enrolled, lastReportAt: null, revokedAt: '2026-11-10T12:00:00.000Z' },
        NOW,
      ),
    ).toBe(false);
  });
});
