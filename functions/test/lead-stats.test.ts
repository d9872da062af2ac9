/**
 * The dashboard's counters (src/leads/stats.ts): each lead's summary in its week's document,
 * rewritten from the lead as it is now on every write, over an in-memory store with Firestore's
 * merge semantics (the real transaction runs in test/emulator/lead-stats.emulator.test.ts).
 */
import { describe, expect, it } from 'vitest';

import {
  backfillLeadStats,
  countLead,
  planLeadStats,
  summarizeLead,
  type LeadStatsStore,
} from '../src/leads/stats.js';
import { FakeTimestamp } from './fake-firestore.js';
import { recordingLogger } from './helpers.js';
import { SUBMISSION } from './lead-fixture.js';

type Data = Record<string, unknown>;

// Cancún is UTC−5 all year. 2026-11-26 is a Thursday.
const ts = (iso: string) => FakeTimestamp.fromDate(new Date(iso));
const NOW = new Date('2026-11-30T18:00:00.000Z');

const touch = (overrides: Data = {}): Data => ({
  source: '',
  medium: '',
  campaign: '',
  term: '',
  content: '',
  gclid: '',
  fbclid: '',
  referrer: '',
  landingPath: '/',
  at: '2026-11-26T14:00:00.000Z',
  ...overrides,
});

function lead(overrides: Data = {}): Data {
  return {
    ...SUBMISSION,
    status: 'Nuevo',
    createdAt: ts('2026-11-26T15:00:00.000Z'),
    firstResponseAt: null,
    attribution: { first: touch({ source: 'Google', medium: 'cpc' }), last: touch() },
    ...overrides,
  };
}

/** leadStats and contactSubmissions in memory; `set` merges nested maps like Firestore's merge. */
function memoryStore(leads: Map<string, Data>) {
  const weeks = new Map<string, { weekStart: string; leads: Record<string, Data> }>();
  let transactions = 0;
  const store: LeadStatsStore = {
    async update(id, plan) {
      transactions += 1;
      const result = plan(leads.get(id) ?? null);
      for (const change of result.changes) {
        const week = weeks.get(change.weekId) ?? { weekStart: change.weekStart, leads: {} };
        week.weekStart = change.weekStart;
        if (change.kind === 'set') {
          week.leads[change.leadId] = { ...week.leads[change.leadId], ...change.summary };
        } else delete week.leads[change.leadId];
        weeks.set(change.weekId, week);
      }
      return result;
    },
    async listLeadIds(afterId, limit) {
      return [...leads.keys()]
        .sort()
        .filter((id) => afterId === null || id > afterId)
        .slice(0, limit);
    },
  };
  return { store, weeks, transactions: () => transactions };
}

function setUp(stored: Record<string, Data>) {
  const leads = new Map(Object.entries(stored));
  const memory = memoryStore(leads);
  const logger = recordingLogger();
  const deps = { store: memory.store, logger, clock: () => NOW };
  const count = (id: string, before?: Data, time = '2026-11-30T17:59:00.000Z') =>
    countLead({ id, before, time }, deps);
  return { leads, ...memory, logger, count };
}

describe('summarizeLead', () => {
  it('takes the first touch source lower-cased, the line, the stage and the creation time', () => {
    expect(summarizeLead(lead())).toEqual({
      source: 'google',
      line: 'Venta',
      stage: 'Nuevo',
      wonMxn: null,
      responseMinutes: null,
      createdAt: new Date('2026-11-26T15:00:00.000Z'),
    });
  });

  it('falls back to the referring host, then to "directo"', () => {
    const referred = lead({
      attribution: { first: touch({ referrer: 'WWW.Facebook.com' }), last: touch() },
    });
    expect(summarizeLead(referred)?.source).toBe('www.facebook.com');
    expect(summarizeLead(lead({ attribution: { first: touch(), last: touch() } }))?.source).toBe(
      'directo',
    );
    // Leads stored before attribution existed.
    const { attribution: _attribution, ...older } = lead();
    expect(summarizeLead(older)?.source).toBe('directo');
  });

  it('counts the won value only while the lead is Ganado', () => {
    expect(summarizeLead(lead({ status: 'Ganado', wonMonthlyMxn: 12500 }))).toMatchObject({
      stage: 'Ganado',
      wonMxn: 12500,
    });
    // Moved back from Ganado: the value stays on the lead, not in the counters.
    expect(summarizeLead(lead({ status: 'Cotizado', wonMonthlyMxn: 12500 }))).toMatchObject({
      stage: 'Cotizado',
      wonMxn: null,
    });
    expect(summarizeLead(lead({ status: 'Ganado' }))?.wonMxn).toBeNull();
  });

  it('reads an unknown or missing stage as Nuevo', () => {
    expect(summarizeLead(lead({ status: 'Archivado' }))?.stage).toBe('Nuevo');
    expect(summarizeLead(lead({ status: undefined }))?.stage).toBe('Nuevo');
  });

  it('measures the first response in business minutes (Mon–Fri 9–19, Cancún)', () => {
    // Thursday 10:00 -> 11:30 local.
    expect(
      summarizeLead(lead({ firstResponseAt: ts('2026-11-26T16:30:00.000Z') }))?.responseMinutes,
    ).toBe(90);
    // Friday 18:30 -> Monday 9:30 local: 30 minutes on Friday, 30 on Monday.
    expect(
      summarizeLead(
        lead({
          createdAt: ts('2026-11-27T23:30:00.000Z'),
          firstResponseAt: ts('2026-11-30T14:30:00.000Z'),
        }),
      )?.responseMinutes,
    ).toBe(60);
  });

  it('has no summary without createdAt', () => {
    expect(summarizeLead(lead({ createdAt: undefined }))).toBeNull();
    expect(summarizeLead(lead({ createdAt: 'no es fecha' }))).toBeNull();
  });
});

describe('planLeadStats', () => {
  it("places a lead in its Cancún week: Sunday 23:00 in Cancún is Monday 04:00 UTC, still last week's", () => {
    const plan = planLeadStats(
      'lead-1',
      undefined,
      lead({ createdAt: ts('2026-03-09T04:00:00Z') }),
    );
    expect(plan.changes).toEqual([
      expect.objectContaining({ kind: 'set', weekId: 'week-2026-03-02', weekStart: '2026-03-02' }),
    ]);
    // One hour later it is Monday in Cancún too.
    expect(
      planLeadStats('lead-1', undefined, lead({ createdAt: ts('2026-03-09T05:00:00Z') })).changes,
    ).toEqual([expect.objectContaining({ kind: 'set', weekId: 'week-2026-03-09' })]);
  });
});

describe('countLead', () => {
  it('writes the summary under leads.{id} of the week document, the same on a second delivery', async () => {
    const t = setUp({ 'lead-1': lead({ status: 'Ganado', wonMonthlyMxn: 4500 }) });
    expect(await t.count('lead-1')).toBe('counted');
    const once = structuredClone(t.weeks.get('week-2026-11-23'));
    expect(once).toEqual({
      weekStart: '2026-11-23',
      leads: {
        'lead-1': {
          source: 'google',
          line: 'Venta',
          stage: 'Ganado',
          wonMxn: 4500,
          responseMinutes: null,
          createdAt: new Date('2026-11-26T15:00:00.000Z'),
        },
      },
    });
    expect(await t.count('lead-1')).toBe('counted');
    expect(t.weeks.get('week-2026-11-23')).toEqual(once);
    expect([...t.weeks.keys()]).toEqual(['week-2026-11-23']);
  });

  it('keeps the other leads of the week and rewrites a lead on each change', async () => {
    const t = setUp({ a: lead(), b: lead({ serviceType: 'Renta' }) });
    await t.count('a');
    await t.count('b');
    t.leads.set('a', lead({ status: 'Contactado', firstResponseAt: ts('2026-11-26T15:45:00Z') }));
    await t.count('a', lead());
    const week = t.weeks.get('week-2026-11-23');
    expect(week?.leads.a).toMatchObject({ stage: 'Contactado', responseMinutes: 45 });
    expect(week?.leads.b).toMatchObject({ stage: 'Nuevo', line: 'Renta' });
  });

  it('writes what the lead holds now, even from a late delivery of an older event', async () => {
    const t = setUp({ a: lead({ status: 'Ganado', wonMonthlyMxn: 9000 }) });
    // The event of the move to Contactado arrives after the lead was already won.
    await t.count('a', lead());
    expect(t.weeks.get('week-2026-11-23')?.leads.a).toMatchObject({
      stage: 'Ganado',
      wonMxn: 9000,
    });
  });

  it('removes a deleted lead and a lead merged into another', async () => {
    const t = setUp({ a: lead(), b: lead() });
    await t.count('a');
    await t.count('b');
    const before = t.leads.get('a');
    t.leads.delete('a');
    expect(await t.count('a', before)).toBe('removed');
    t.leads.set('b', lead({ mergedInto: 'c' }));
    expect(await t.count('b', lead())).toBe('removed');
    expect(t.weeks.get('week-2026-11-23')?.leads).toEqual({});
  });

  it('skips a lead without createdAt, with a log line naming it', async () => {
    const t = setUp({ a: lead({ createdAt: undefined }) });
    expect(await t.count('a')).toBe('skipped');
    expect(t.weeks.size).toBe(0);
    expect(t.logger.entries).toEqual([
      {
        level: 'warn',
        message: 'estadísticas: solicitud sin createdAt; no se cuenta',
        data: { submissionId: 'a' },
      },
    ]);
  });

  it('drops an event older than a day without touching the counters', async () => {
    const t = setUp({ a: lead() });
    expect(await t.count('a', undefined, '2026-11-29T17:00:00.000Z')).toBe('too-old');
    expect(t.transactions()).toBe(0);
    expect(t.weeks.size).toBe(0);
    expect(t.logger.entries[0]).toMatchObject({ level: 'warn', data: { submissionId: 'a' } });
  });
});

describe('backfillLeadStats', () => {
  it('counts every stored lead page by page, and a second run leaves the same documents', async () => {
    const t = setUp({
      a: lead(),
      b: lead({ createdAt: ts('2026-11-16T15:00:00Z') }),
      c: lead({ createdAt: undefined }),
      d: lead({ status: 'Ganado', wonMonthlyMxn: 100 }),
      e: lead(),
    });
    const deps = { store: t.store, logger: t.logger };
    expect(await backfillLeadStats(deps, 2)).toEqual({ read: 5, counted: 4, skipped: 1 });
    const first = structuredClone(Object.fromEntries(t.weeks));
    expect(Object.keys(first['week-2026-11-23']?.leads ?? {})).toEqual(['a', 'd', 'e']);
    expect(Object.keys(first['week-2026-11-16']?.leads ?? {})).toEqual(['b']);
    await backfillLeadStats(deps, 2);
    expect(Object.fromEntries(t.weeks)).toEqual(first);
  });
});
