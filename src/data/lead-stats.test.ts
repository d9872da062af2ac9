import type { DocumentStore } from './ports';
import { getLeadStatsWeeks, parseLeadStatsWeek } from './lead-stats';
import { setStoresForTesting } from './store';
import { installBrowserStoresForTesting } from './test-utils/browser-stores';

const SUMMARY = {
  source: 'google',
  line: 'Renta',
  stage: 'Ganado',
  wonMxn: 12500,
  responseMinutes: 45,
  createdAt: '2026-03-03T15:00:00.000Z',
};

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('lead stats', () => {
  it('reads each week by id, one document each, in the order asked; a week without a document has no leads', async () => {
    await documents.set('leadStats', 'week-2026-03-02', {
      weekStart: '2026-03-02',
      leads: { a: SUMMARY, b: { ...SUMMARY, stage: 'Nuevo', wonMxn: null, responseMinutes: null } },
    });
    const get = vi.spyOn(documents, 'get');
    const list = vi.spyOn(documents, 'list');
    const weeks = await getLeadStatsWeeks(['2026-02-23', '2026-03-02']);
    expect(weeks).toEqual([
      { weekStart: '2026-02-23', leads: {} },
      {
        weekStart: '2026-03-02',
        leads: {
          a: SUMMARY,
          b: { ...SUMMARY, stage: 'Nuevo', wonMxn: null, responseMinutes: null },
        },
      },
    ]);
    expect(get.mock.calls).toEqual([
      ['leadStats', 'week-2026-02-23'],
      ['leadStats', 'week-2026-03-02'],
    ]);
    expect(list).not.toHaveBeenCalled();
  });

  it('leaves out entries that are not summaries and repairs an unknown stage', () => {
    const week = parseLeadStatsWeek('2026-03-02', {
      leads: {
        ok: { ...SUMMARY, stage: 'Archivado' },
        noSource: { ...SUMMARY, source: 7 },
        noDate: { ...SUMMARY, createdAt: undefined },
        text: 'no',
      },
    });
    expect(week).toEqual({
      weekStart: '2026-03-02',
      leads: { ok: { ...SUMMARY, stage: 'Nuevo' } },
    });
    expect(parseLeadStatsWeek('2026-03-02', null)).toEqual({ weekStart: '2026-03-02', leads: {} });
  });
});
