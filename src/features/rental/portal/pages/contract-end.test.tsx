/**
 * A device whose rental ended ("Terminar contrato" on the desk: `contractEnd`, and
 * `lastReadingMonth` past every month) leaves "Lecturas pendientes", and its page offers no
 * reading or ticket forms.
 */
import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { ENDED_READING_MONTH } from '@/domain/service-hours';
import {
  BW_DEVICE,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
} from '../test-utils/client-harness';

let documents: DocumentStore;
let ended = '';

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  vi.useFakeTimers({ toFake: ['Date'] });
  // 26 November 2026: the month's readings are due.
  vi.setSystemTime(new Date('2026-11-26T17:00:00Z'));
  await seedClient();
  await seedDevice(COLOR_DEVICE);
  ended = await seedDevice(BW_DEVICE);
  await documents.set(
    'equipment',
    ended,
    {
      contractEnd: {
        date: '2026-11-20',
        bw: 2500,
        color: 0,
        at: '2026-11-20T18:00:00.000Z',
        by: 'boss',
      },
      lastReadingMonth: ENDED_READING_MONTH,
    },
    { merge: true },
  );
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

describe('a device whose contract ended', () => {
  it('leaves "Lecturas pendientes" and says its contract ended', async () => {
    renderClient('/main-user/mis-equipos');
    const pending = await screen.findByRole('region', { name: 'Lecturas pendientes' });
    expect(within(pending).getByText(new RegExp(COLOR_DEVICE.serial))).toBeInTheDocument();
    expect(within(pending).queryByText(new RegExp(BW_DEVICE.serial))).toBeNull();
    const card = screen
      .getByRole('link', { name: BW_DEVICE.model })
      .closest('article') as HTMLElement;
    expect(within(card).getByText('Contrato terminado el 20 de noviembre de 2026')).toBeVisible();
    expect(within(card).queryByText('Falta la lectura de este mes')).toBeNull();
  });

  it('its page offers no reading or ticket forms', async () => {
    renderClient(`/main-user/mis-equipos/${ended}`);
    expect(
      await screen.findByRole('heading', { name: 'Contrato terminado el 20 de noviembre de 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ya no recibe lecturas ni solicitudes nuevas/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Capturar lectura' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Solicitar tóner' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Reportar una falla' })).toBeNull();
  });
});
