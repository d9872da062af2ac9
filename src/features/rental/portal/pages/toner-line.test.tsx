/**
 * A device's page, the toner line ("Tóner: te alcanza para unos N días", and each colour when
 * several have a forecast), checked against a hand-computed forecast.
 */
import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDocuments } from '@/data/access';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { EQUIPMENT_COLLECTION } from '@/domain/schemas/equipment';
import {
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

/** Merges `data` into equipment/{id} (what the functions write: the toner's fields). */
function mergeDevice(id: string, data: Record<string, unknown>) {
  return withDocuments((store) => store.set(EQUIPMENT_COLLECTION, id, data, { merge: true }));
}

/** Waits for the page's lazy parts a device with this month's reading shows (then unmounts cleanly). */
async function settled() {
  // The lazy parts resolve inside act (React warns of a chunk that loads outside it).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await screen.findByRole('region', { name: 'Estimado de mayo de 2026' }, { timeout: 3000 });
  await pagesCard();
  const history = screen.getByRole('region', { name: 'Historial de lecturas' });
  await within(history).findByRole('list');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const pagesCard = () =>
  screen.findByRole('region', { name: 'Páginas de los últimos 12 meses' }, { timeout: 3000 });

describe('the toner line', () => {
  /** Delivered on 1 April at 15:00 UTC, with the counters then: 1,000 B/N and 200 colour. */
  const delivery = {
    at: '2026-04-01T15:00:00.000Z',
    bw: 1000,
    color: 200,
    countersAt: '2026-04-01T15:00:00.000Z',
  };
  /** Read on 1 May at 15:00 UTC (30 days later): 4,000 B/N and 800 colour. */
  const lastReading = { month: '2026-05', bw: 4000, color: 800, at: '2026-05-01T15:00:00.000Z' };

  it('says how long the soonest colour lasts, and each colour (hand-computed)', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await seedReading(id, { bw: 4000, color: 800 }, new Date(lastReading.at));
    await mergeDevice(id, {
      lastReading,
      tonerYield: { Negro: 10_000, Cian: 3_000 },
      lastToner: { Negro: delivery, Cian: delivery },
    });
    renderClient(`/main-user/mis-equipos/${id}`);

    // Black prints every page: (4,000 + 800) − (1,000 + 200) = 3,600 pages in 30 days, 120 a
    // day; 10,000 pages last 83.33 days from 1 April, and 26 May is 55 days after it: 28 left.
    // Cyan prints the colour pages: 800 − 200 = 600 in 30 days, 20 a day; 3,000 pages last 150
    // days: 95 left.
    const line = await screen.findByTestId('toner-forecast', {}, { timeout: 3000 });
    expect(within(line).getByText('Tóner: te alcanza para unos 28 días')).toBeInTheDocument();
    expect(
      within(line)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Negro: unos 28 días', 'Cian: unos 95 días']);
  });

  it('one colour with a forecast: the line alone', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await seedReading(id, { bw: 4000, color: 800 }, new Date(lastReading.at));
    await mergeDevice(id, {
      lastReading,
      // Magenta has a yield but no delivery: no forecast.
      tonerYield: { Negro: 10_000, Magenta: 3_000 },
      lastToner: { Negro: delivery },
    });
    renderClient(`/main-user/mis-equipos/${id}`);
    await settled();
    const line = await screen.findByTestId('toner-forecast', {}, { timeout: 3000 });
    expect(line).toHaveTextContent(/^Tóner: te alcanza para unos 28 días$/);
    expect(within(line).queryByRole('list')).not.toBeInTheDocument();
    await settled();
  });

  it('says nothing without a forecast (no yield, no delivery)', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    renderClient(`/main-user/mis-equipos/${id}`);
    await screen.findByText('Aún no hay lecturas de este equipo.');
    expect(screen.getByRole('heading', { name: 'Tóner y servicio' })).toBeInTheDocument();
    expect(screen.queryByTestId('toner-forecast')).not.toBeInTheDocument();
  });
});
