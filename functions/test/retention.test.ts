/**
 * Lead retention: which leads the daily job anonymises (Perdido or without activity for
 * LEAD_RETENTION_MONTHS, never Ganado, never twice), how it reads them (page by page, oldest
 * first) and how the period is configured.
 */
import { describe, expect, it } from 'vitest';

import { ConfigError } from '../src/env.js';
import type { AnonymizeOutcome } from '../src/privacy/anonymize.js';
import {
  applyLeadRetention,
  lastActivity,
  loadRetentionMonths,
  retentionCutoff,
  type RetentionDeps,
} from '../src/privacy/retention.js';
import { FakeTimestamp } from './fake-firestore.js';
import { recordingLogger } from './helpers.js';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const monthsAgo = (months: number, days = 0) => {
  const d = new Date(NOW);
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCDate(d.getUTCDate() - days);
  return d;
};
const ts = (date: Date) => FakeTimestamp.fromDate(date);

type Lead = Record<string, unknown>;

/** The leads in a Map; the candidates' query as Firestore answers it, minus the stage filter. */
function setup(leads: Record<string, Lead>, options: Partial<RetentionDeps> = {}) {
  const docs = new Map(Object.entries(leads));
  const anonymized: string[] = [];
  const pages: number[] = [];
  const deps: RetentionDeps = {
    // Every lead created before the cutoff, whatever its stage: the job's own checks decide.
    async listCandidates(cutoff, after, limit) {
      const all = [...docs.entries()]
        .map(([id, data]) => ({ id, data, created: (data.createdAt as FakeTimestamp).toMillis() }))
        .filter((lead) => lead.created < cutoff.getTime())
        .sort((a, b) => a.created - b.created);
      const start = after === null ? 0 : (after as number);
      const leads = all.slice(start, start + limit).map(({ id, data }) => ({ id, data }));
      pages.push(leads.length);
      return { leads, next: leads.length < limit ? null : start + limit };
    },
    async anonymize(id): Promise<AnonymizeOutcome> {
      const data = docs.get(id);
      if (!data) return 'missing';
      if (data.anonymized) return 'already';
      anonymized.push(id);
      docs.set(id, { ...data, fullName: 'Datos anonimizados', anonymized: { cause: 'retention' } });
      return 'anonymized';
    },
    months: 24,
    clock: () => NOW,
    logger: recordingLogger(),
    ...options,
  };
  return { deps, docs, anonymized, pages };
}

const lead = (fields: Lead): Lead => ({
  fullName: 'Ana Pérez',
  corporateEmail: 'ana@empresa.mx',
  status: 'Nuevo',
  ...fields,
});

describe('applyLeadRetention', () => {
  it('anonymises Perdido and inactive leads past 24 months; keeps active, recent, Ganado and already anonymised ones', async () => {
    const { deps, anonymized, docs } = setup({
      perdidoViejo: lead({
        status: 'Perdido',
        createdAt: ts(monthsAgo(27)),
        statusChangedAt: ts(monthsAgo(25)),
      }),
      perdidoReciente: lead({
        status: 'Perdido',
        createdAt: ts(monthsAgo(30)),
        statusChangedAt: ts(monthsAgo(3)),
      }),
      nuevoSinActividad: lead({ status: 'Nuevo', createdAt: ts(monthsAgo(24, 1)) }),
      nuevoReciente: lead({ status: 'Nuevo', createdAt: ts(monthsAgo(2)) }),
      // A note two months ago is activity, whatever the stage's age.
      contactadoConNota: lead({
        status: 'Contactado',
        createdAt: ts(monthsAgo(40)),
        statusChangedAt: ts(monthsAgo(39)),
        latestNote: { text: 'Llamar en enero', authorEmail: 'a@x.mx', createdAt: ts(monthsAgo(2)) },
      }),
      cotizadoNotaVieja: lead({
        status: 'Cotizado',
        createdAt: ts(monthsAgo(40)),
        latestNote: { text: 'Sin respuesta', authorEmail: 'a@x.mx', createdAt: ts(monthsAgo(26)) },
      }),
      ganadoViejo: lead({
        status: 'Ganado',
        createdAt: ts(monthsAgo(60)),
        statusChangedAt: ts(monthsAgo(59)),
      }),
      yaAnonimizado: lead({
        status: 'Perdido',
        fullName: 'Datos anonimizados',
        createdAt: ts(monthsAgo(50)),
        anonymized: { cause: 'admin' },
      }),
    });

    const report = await applyLeadRetention(deps);

    expect(anonymized.sort()).toEqual(['cotizadoNotaVieja', 'nuevoSinActividad', 'perdidoViejo']);
    expect(report).toMatchObject({ anonymized: 3, failed: 0, cutoff: '2024-11-25T12:00:00.000Z' });
    expect(docs.get('perdidoViejo')?.fullName).toBe('Datos anonimizados');
    expect(docs.get('ganadoViejo')?.fullName).toBe('Ana Pérez');
    expect(docs.get('contactadoConNota')?.fullName).toBe('Ana Pérez');
    expect(docs.get('nuevoReciente')?.fullName).toBe('Ana Pérez');
  });

  it('a second run anonymises nothing more', async () => {
    const { deps, anonymized } = setup({
      viejo: lead({ createdAt: ts(monthsAgo(30)) }),
    });
    await applyLeadRetention(deps);
    const second = await applyLeadRetention(deps);
    expect(anonymized).toEqual(['viejo']);
    expect(second.anonymized).toBe(0);
  });

  it('reads the activity dates as Timestamps or ISO strings', async () => {
    const { deps, anonymized } = setup({
      notaIso: lead({
        createdAt: ts(monthsAgo(30)),
        latestNote: { text: 'x', authorEmail: 'a@x.mx', createdAt: monthsAgo(1).toISOString() },
      }),
      etapaIso: lead({
        status: 'Perdido',
        createdAt: ts(monthsAgo(30)),
        statusChangedAt: monthsAgo(26).toISOString(),
      }),
    });
    await applyLeadRetention(deps);
    expect(anonymized).toEqual(['etapaIso']);
  });

  it('follows LEAD_RETENTION_MONTHS: with 12, a lead idle for 13 months goes', async () => {
    const leads = { trece: lead({ createdAt: ts(monthsAgo(13)) }) };
    const at24 = setup(leads);
    await applyLeadRetention(at24.deps);
    expect(at24.anonymized).toEqual([]);
    const at12 = setup(leads, { months: loadRetentionMonths({ LEAD_RETENTION_MONTHS: '12' }) });
    await applyLeadRetention(at12.deps);
    expect(at12.anonymized).toEqual(['trece']);
  });

  it('reads page by page and stops at the per-run maximum (the rest go on the next run)', async () => {
    const leads = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`l${i}`, lead({ createdAt: ts(monthsAgo(30 + i)) })]),
    );
    const paged = setup(leads, { pageSize: 3 });
    expect((await applyLeadRetention(paged.deps)).anonymized).toBe(7);
    expect(paged.pages).toEqual([3, 3, 1]);

    const capped = setup(leads, { pageSize: 3, maxPerRun: 4 });
    expect((await applyLeadRetention(capped.deps)).anonymized).toBe(4);
    expect((await applyLeadRetention(capped.deps)).anonymized).toBe(3);
  });

  it('goes on past a lead that fails, and logs it without personal data', async () => {
    const logger = recordingLogger();
    const { deps, anonymized } = setup(
      {
        falla: lead({ createdAt: ts(monthsAgo(40)) }),
        bien: lead({ createdAt: ts(monthsAgo(30)) }),
      },
      { logger },
    );
    const real = deps.anonymize;
    deps.anonymize = async (id) => {
      if (id === 'falla') throw new Error('UNAVAILABLE');
      return real(id);
    };
    const report = await applyLeadRetention(deps);
    expect(report).toMatchObject({ anonymized: 1, failed: 1 });
    expect(anonymized).toEqual(['bien']);
    const error = logger.entries.find((e) => e.level === 'error');
    expect(error?.data).toEqual({ submissionId: 'falla', error: 'Error' });
    expect(JSON.stringify(logger.entries)).not.toContain('ana@empresa.mx');
  });
});

describe('retention settings', () => {
  it('defaults to 24 months and accepts a whole number from 6 to 120', () => {
    expect(loadRetentionMonths({})).toBe(24);
    expect(loadRetentionMonths({ LEAD_RETENTION_MONTHS: ' 36 ' })).toBe(36);
    for (const bad of ['2', '0', '121', '24.5', 'doce', '-24']) {
      expect(() => loadRetentionMonths({ LEAD_RETENTION_MONTHS: bad })).toThrow(ConfigError);
    }
    expect(() => loadRetentionMonths({ LEAD_RETENTION_MONTHS: '2' })).toThrow(
      'LEAD_RETENTION_MONTHS debe ser un número entero entre 6 y 120.',
    );
  });

  it('counts calendar months back from now (the 31st becomes the last day of a short month)', () => {
    expect(retentionCutoff(new Date('2026-11-25T12:00:00Z'), 24).toISOString()).toBe(
      '2024-11-25T12:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-01-15T00:00:00Z'), 13).toISOString()).toBe(
      '2024-12-15T00:00:00.000Z',
    );
  });

  it('takes the latest of creation, change of stage and latest note as the last activity', () => {
    expect(
      lastActivity({
        createdAt: ts(new Date('2024-01-01T00:00:00Z')),
        statusChangedAt: ts(new Date('2024-06-01T00:00:00Z')),
        latestNote: { createdAt: '2024-03-01T00:00:00.000Z' },
      }),
    ).toBe(Date.parse('2024-06-01T00:00:00Z'));
    expect(lastActivity({ createdAt: 'no es fecha', statusChangedAt: null })).toBeNull();
  });
});
