import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadStatsWeek, StoredLeadSummary } from '@/data/lead-stats';
import type { LeadCounts } from '@/data/leads';
import { recentWeekStarts } from '@/domain/lead-stats';
import type { QueryState } from '@/hooks/use-query';
import { DataError } from '@/data/errors';
import { niceMax } from '@/components/charts/chart-parts';
import { DashboardCharts } from './dashboard-charts';

/** Wednesday 4 March 2026, 12:00 in Cancún. */
const NOW = new Date('2026-03-04T17:00:00.000Z');
const COUNTS: LeadCounts = { Nuevo: 10, Contactado: 5, Cotizado: 3, Ganado: 2, Perdido: 0 };

const lead = (overrides: Partial<StoredLeadSummary> = {}): StoredLeadSummary => ({
  source: 'google',
  line: 'Renta',
  stage: 'Nuevo',
  wonMxn: null,
  responseMinutes: null,
  createdAt: '2026-03-03T15:00:00.000Z',
  ...overrides,
});

/** The 12 weeks the dashboard reads, with leads in three of them. */
function weeks(byWeek: Record<string, StoredLeadSummary[]> = {}): LeadStatsWeek[] {
  return recentWeekStarts(NOW).map((weekStart) => ({
    weekStart,
    leads: Object.fromEntries((byWeek[weekStart] ?? []).map((l, i) => [`${weekStart}-${i}`, l])),
  }));
}

const SOME = weeks({
  '2026-03-02': [
    lead({ stage: 'Ganado', wonMxn: 12500, responseMinutes: 45 }),
    lead({ source: 'directo', line: 'Venta' }),
    lead({ stage: 'Contactado', line: 'Venta', responseMinutes: 150 }),
  ],
  '2026-02-23': [
    lead({
      source: 'facebook',
      stage: 'Ganado',
      wonMxn: 4500,
      responseMinutes: 20,
      createdAt: '2026-02-24T16:00:00.000Z',
    }),
  ],
  '2026-01-05': [
    lead({
      stage: 'Ganado',
      wonMxn: 3000,
      responseMinutes: 600,
      createdAt: '2026-01-06T16:00:00.000Z',
    }),
  ],
});

function renderCharts(stats: QueryState<LeadStatsWeek[]>, onRetry = vi.fn()) {
  render(<DashboardCharts counts={COUNTS} stats={stats} onRetry={onRetry} now={() => NOW} />);
  return { onRetry };
}

/** Each body row of a table as its cells' texts. */
function rowsOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? ''));
}

describe('DashboardCharts', () => {
  it('draws the leads per week by source, with the numbers in a table', () => {
    renderCharts({ status: 'ready', value: SOME });
    const section = screen.getByRole('region', {
      name: 'Solicitudes por semana (últimas 12 semanas)',
    });
    expect(
      within(section).getByRole('img', {
        name: 'Barras apiladas por origen, semanas del 15 dic al 2 mar: 5 solicitudes; la semana con más, la del 2 mar, con 3.',
      }),
    ).toBeInTheDocument();
    // The legend names each source in the order of the stacks.
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['google', 'Directo', 'facebook']);
    const rows = rowsOf('Solicitudes por semana (últimas 12 semanas), por origen');
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['15 dic', '0', '0', '0', '0']);
    expect(rows).toContainEqual(['5 ene', '1', '0', '0', '1']);
    expect(rows[10]).toEqual(['23 feb', '0', '0', '1', '1']);
    expect(rows[11]).toEqual(['2 mar', '2', '1', '0', '3']);
  });

  it('draws the stage funnel from the per-stage counts', () => {
    renderCharts({ status: 'ready', value: SOME });
    expect(screen.getByRole('heading', { name: 'Embudo por etapa' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Embudo por etapa, histórico: Nuevo 10, Contactado 5, Cotizado 3, Ganado 2, Perdido 0.',
      }),
    ).toBeInTheDocument();
    expect(rowsOf('Embudo por etapa: solicitudes y su parte del total')).toEqual([
      ['Nuevo', '10', '50 %'],
      ['Contactado', '5', '25 %'],
      ['Cotizado', '3', '15 %'],
      ['Ganado', '2', '10 %'],
      ['Perdido', '0', '0 %'],
    ]);
  });

  it('adds up the won monthly value by source and by business line, in pesos', () => {
    renderCharts({ status: 'ready', value: SOME });
    expect(
      screen.getByRole('img', {
        name: 'Valor ganado por origen: google $15,500, facebook $4,500.',
      }),
    ).toBeInTheDocument();
    expect(rowsOf('Valor ganado por origen, en pesos al mes con IVA')).toEqual([
      ['google', '2', '$15,500'],
      ['facebook', '1', '$4,500'],
    ]);
    expect(
      screen.getByRole('img', { name: 'Valor ganado por línea de negocio: Renta $20,000.' }),
    ).toBeInTheDocument();
    expect(rowsOf('Valor ganado por línea de negocio, en pesos al mes con IVA')).toEqual([
      ['Renta', '3', '$20,000'],
    ]);
  });

  it('shows the first-response median of the last 30 days in business time', () => {
    renderCharts({ status: 'ready', value: SOME });
    const section = screen.getByRole('region', {
      name: 'Mediana de primera respuesta (últimos 30 días)',
    });
    // 20, 45 and 150 minutes; the lead of January is older than 30 days.
    expect(within(section).getByTestId('stat-response-median')).toHaveTextContent(/^45 min$/);
    expect(section).toHaveTextContent('De 3 solicitudes respondidas. 1 espera respuesta todavía.');
    expect(
      within(section).getByRole('img', {
        name: 'Tiempos de primera respuesta, mediana 45 min: Menos de 30 min 1, 30 min a 1 h 1, 1 a 2 h 0, 2 a 4 h 1, 4 a 8 h 0, 8 h o más 0.',
      }),
    ).toBeInTheDocument();
    expect(rowsOf('Solicitudes respondidas por tiempo de primera respuesta')[0]).toEqual([
      'Menos de 30 min',
      '1',
    ]);
  });

  it('says so where there is nothing to chart yet', () => {
    renderCharts({ status: 'ready', value: weeks() });
    expect(screen.getByText('Todavía no hay solicitudes en estas semanas.')).toBeInTheDocument();
    expect(
      screen.getAllByText('Ninguna de estas solicitudes está en Ganado todavía.'),
    ).toHaveLength(2);
    expect(screen.getByTestId('stat-response-median')).toHaveTextContent('Sin datos');
    // Only the funnel, from the counts, is drawn.
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows the funnel while the counters load, and the permission message with a retry', async () => {
    renderCharts({ status: 'loading' });
    expect(screen.getByRole('heading', { name: 'Embudo por etapa' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByRole('heading', { name: /Valor ganado/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the counters are refused', async () => {
    const { onRetry } = renderCharts({ status: 'error', error: new DataError('denied', 'no') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('niceMax', () => {
  it('rounds an axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 20, 51].map(niceMax)).toEqual([1, 1, 5, 10, 20, 20, 100]);
  });
});
