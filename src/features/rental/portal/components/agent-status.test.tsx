/**
 * "Lectura automática" on the client's device page: the meter collector's last counters and time
 * (Cancún), one labelled progress bar per toner with its percentage, "Bajo" at 15 % or less, and
 * nothing at all for a device no collector reports.
 */
import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import {
  BW_DEVICE,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
} from '../test-utils/client-harness';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T15:00:00Z'));
  await seedClient();
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

const supply = (color: string, percent: number | null) => ({
  description: `Tóner ${color}`,
  color,
  level: percent,
  max: percent === null ? null : 100,
  percent,
});

async function openDevice(id: string) {
  renderClient(`/main-user/mis-equipos/${id}`);
  await screen.findByRole('heading', { level: 1 });
}

describe("a device's page: Lectura automática", () => {
  it('shows the last counters with their Cancún time and each toner level', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await documents.set(
      'equipment',
      id,
      {
        agent: {
          siteId: 'site-1',
          at: '2026-11-28T12:00:00.000Z',
          total: 14_690,
          bw: 12_345,
          color: 2_345,
          supplies: [
            supply('Negro', 45),
            supply('Cian', 12),
            supply('Magenta', 80),
            supply('Amarillo', null),
          ],
        },
      },
      { merge: true },
    );
    await openDevice(id);
    const card = await screen.findByRole('region', { name: 'Lectura automática' });
    expect(card).toHaveTextContent('Último reporte del lector: 12,345 B/N y 2,345 a color');
    expect(card).toHaveTextContent('Recibido el 28 nov 2026, 7:00 a.m.');

    const black = within(card).getByRole('progressbar', { name: 'Tóner Negro' });
    expect(black).toHaveAttribute('aria-valuenow', '45');
    expect(within(card).getByText('Negro: 45 %')).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Tóner Cian' })).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
    const cyan = within(card).getByText('Cian: 12 %');
    expect(within(cyan).getByText('Bajo')).toBeVisible();
    expect(within(within(card).getByText('Magenta: 80 %')).queryByText('Bajo')).toBeNull();
    expect(within(card).getByText('Amarillo: nivel desconocido')).toBeVisible();
    expect(within(card).queryByRole('progressbar', { name: 'Tóner Amarillo' })).toBeNull();
  });

  it('shows a B/N device its B/N counter only', async () => {
    const bw = await seedDevice(BW_DEVICE);
    await documents.set(
      'equipment',
      bw,
      {
        agent: {
          siteId: 'site-1',
          at: '2026-11-29T13:05:00.000Z',
          total: 5_000,
          bw: 5_000,
          color: 0,
          supplies: [supply('Negro', 9)],
        },
      },
      { merge: true },
    );
    await openDevice(bw);
    const card = await screen.findByRole('region', { name: 'Lectura automática' });
    expect(card).toHaveTextContent('Último reporte del lector: 5,000 B/N');
    expect(card).not.toHaveTextContent('a color');
    expect(card).toHaveTextContent('Recibido el 29 nov 2026, 8:05 a.m.');
    expect(within(card).getByRole('progressbar', { name: 'Tóner Negro' })).toHaveAttribute(
      'aria-valuenow',
      '9',
    );
  });

  it('shows no automatic reading for a device no collector reports', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await openDevice(id);
    await screen.findByRole('region', { name: 'Historial de lecturas' });
    expect(screen.queryByRole('region', { name: 'Lectura automática' })).toBeNull();
    expect(screen.queryByText(/Lectura automática/)).toBeNull();
  });
});
