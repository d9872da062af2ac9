/**
 * A device's page, its month-close parts: "Páginas de los últimos 12 meses" (bars and a table
 * from the readings the page already read, an estimated month marked "Estimada"), and the readings
 * history with each reading's source (the toner line: ./toner-line.test.tsx).
 */
import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDocuments } from '@/data/access';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { EQUIPMENT_COLLECTION } from '@/domain/schemas/equipment';
import { READINGS_SUBCOLLECTION } from '@/domain/schemas/meter-reading';
import {
  BW_DEVICE,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
  seedReading,
} from '../test-utils/client-harness';

beforeEach(async () => {
  await installBrowserStoresForTesting();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-26T15:00:00Z'));
  await seedClient();
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

/** Marks a stored reading as the desk's "Estimar" writes it. */
function markEstimated(id: string, month: string) {
  return withDocuments((store) =>
    store.set(
      `${EQUIPMENT_COLLECTION}/${id}/${READINGS_SUBCOLLECTION}`,
      month,
      { source: 'estimada' },
      { merge: true },
    ),
  );
}

const pagesCard = () =>
  screen.findByRole('region', { name: 'Páginas de los últimos 12 meses' }, { timeout: 3000 });

function tableRows(scope: HTMLElement): string[][] {
  return within(within(scope).getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe("a device's pages per month", () => {
  it('draws B/N and colour pages per month with a table, the estimated month marked', async () => {
    const id = await seedDevice(COLOR_DEVICE); // start counters 1,000 B/N, 200 colour
    await seedReading(id, { bw: 2500, color: 400 }, new Date('2026-03-26T15:00:00Z'));
    await seedReading(id, { bw: 5000, color: 900 }, new Date('2026-04-26T15:00:00Z'));
    await markEstimated(id, '2026-04');
    renderClient(`/main-user/mis-equipos/${id}`);

    const card = await pagesCard();
    await within(card).findByRole('img', { name: 'Páginas B/N por mes, últimos 12 meses' });
    expect(
      within(card).getByRole('img', { name: 'Páginas a color por mes, últimos 12 meses' }),
    ).toBeInTheDocument();
    // The bars, oldest month first, with their values (the estimate says so).
    expect(
      within(card).getByRole('img', { name: 'Páginas B/N por mes, últimos 12 meses' }).textContent,
    ).toBe('marzo de 20261,500abril de 20262,500 (estimada)');
    expect(tableRows(card)).toEqual([
      ['Mes', 'B/N', 'Color'],
      ['abril de 2026 · Estimada', '2,500', '500'],
      ['marzo de 2026', '1,500', '200'],
    ]);

    // The history: the estimate marked, the client's reading with its source.
    const history = screen.getByRole('region', { name: 'Historial de lecturas' });
    const [april, march] = within(history).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(april).getByText('Estimada')).toBeInTheDocument();
    expect(april).not.toHaveTextContent('Origen');
    expect(march).toHaveTextContent('Origen: Tu empresa');
    expect(within(march).queryByText('Estimada')).not.toBeInTheDocument();
  });

  it('covers the last 12 months only (a B/N device: no colour column)', async () => {
    vi.setSystemTime(new Date('2027-02-26T15:00:00Z'));
    const id = await seedDevice(BW_DEVICE); // start counters 300 B/N
    await seedReading(id, { bw: 1300, color: 0 }, new Date('2026-02-26T15:00:00Z'));
    await seedReading(id, { bw: 2000, color: 0 }, new Date('2026-03-26T15:00:00Z'));
    await seedReading(id, { bw: 6000, color: 0 }, new Date('2027-01-26T15:00:00Z'));
    renderClient(`/main-user/mis-equipos/${id}`);

    const card = await pagesCard();
    await within(card).findByRole('table');
    expect(tableRows(card)).toEqual([
      ['Mes', 'B/N'],
      ['enero de 2027', '4,000'],
      ['marzo de 2026', '700'],
    ]);
    expect(within(card).queryByRole('img', { name: /Páginas a color/ })).not.toBeInTheDocument();
  });

  it('shows no chart before the first reading', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    renderClient(`/main-user/mis-equipos/${id}`);
    await screen.findByText('Aún no hay lecturas de este equipo.');
    expect(
      screen.queryByRole('region', { name: 'Páginas de los últimos 12 meses' }),
    ).not.toBeInTheDocument();
  });
});
