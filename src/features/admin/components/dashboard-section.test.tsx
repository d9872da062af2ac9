import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { ADMIN, denied, seedLead } from '@/app/test-utils/admin-harness';
import { DashboardSection } from './dashboard-section';

/** Wednesday 4 March 2026, 12:00 in Cancún. */
const NOW = new Date('2026-03-04T17:00:00.000Z');

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

/** The counters as the countLead trigger leaves them (functions/src/leads/stats.ts). */
async function seedWeek(weekStart: string, leads: Record<string, Record<string, unknown>>) {
  await documents.set('leadStats', `week-${weekStart}`, { weekStart, leads });
}

const summary = (overrides: Record<string, unknown> = {}) => ({
  source: 'google',
  line: 'Renta',
  stage: 'Nuevo',
  wonMxn: null,
  responseMinutes: null,
  createdAt: '2026-03-03T15:00:00.000Z',
  ...overrides,
});

function renderSection() {
  return render(
    <MemoryRouter>
      <DashboardSection account={ADMIN} now={() => NOW} />
    </MemoryRouter>,
  );
}

describe('DashboardSection charts', () => {
  it('draws the charts from the 12 week documents, read by id, beside the per-stage counts', async () => {
    await seedLead(documents, { createdAt: '2026-03-03T15:00:00.000Z', status: 'Ganado' });
    await seedWeek('2026-03-02', {
      a: summary({ stage: 'Ganado', wonMxn: 12500, responseMinutes: 45 }),
    });
    // A week older than the 12 shown: never read.
    await seedWeek('2025-12-08', { old: summary({ createdAt: '2025-12-09T15:00:00.000Z' }) });
    const get = vi.spyOn(documents, 'get');
    const list = vi.spyOn(documents, 'list');
    renderSection();

    const weekly = await screen.findByRole('region', {
      name: 'Solicitudes por semana (últimas 12 semanas)',
    });
    expect(
      within(weekly).getByRole('img', { name: /^Barras apiladas por origen, .*: 1 solicitud;/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Valor ganado por origen: google $12,500.' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stat-response-median')).toHaveTextContent('45 min');
    // The funnel reuses the all-time counts.
    expect(
      screen.getByRole('img', {
        name: 'Embudo por etapa, histórico: Nuevo 0, Contactado 0, Cotizado 0, Ganado 1, Perdido 0.',
      }),
    ).toBeInTheDocument();

    const statsReads = get.mock.calls.filter(([collection]) => collection === 'leadStats');
    expect(statsReads).toHaveLength(12);
    expect(statsReads[0]).toEqual(['leadStats', 'week-2025-12-15']);
    expect(statsReads.at(-1)).toEqual(['leadStats', 'week-2026-03-02']);
    expect(list).not.toHaveBeenCalled();
  });

  it('keeps the counts when the counters are refused, and reads them again on "Reintentar"', async () => {
    await seedWeek('2026-03-02', { a: summary() });
    const realGet = documents.get.bind(documents);
    vi.spyOn(documents, 'get').mockImplementation((collection, id) =>
      collection === 'leadStats' ? Promise.reject(denied()) : realGet(collection, id),
    );
    const user = userEvent.setup();
    renderSection();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información.',
    );
    expect(screen.getByTestId('stat-users')).toHaveTextContent('2');
    expect(screen.getByRole('heading', { name: 'Embudo por etapa' })).toBeInTheDocument();

    vi.mocked(documents.get).mockImplementation(realGet);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('img', { name: /^Barras apiladas por origen, .*: 1 solicitud;/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
