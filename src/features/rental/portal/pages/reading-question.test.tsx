/**
 * "Capturar lectura" asks before an unusual reading (src/domain/reading-plausibility.ts): the
 * question with the month's pages and "Confirmo que la lectura es correcta"; nothing is sent until
 * it is ticked; a new typed value is judged again; what was typed is never lost.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listReadings } from '@/data/rental/client-portal';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import {
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
  seedReading,
} from '../test-utils/client-harness';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-26T15:00:00Z'));
  await seedClient();
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

const QUESTION = /mucho más de lo habitual/;
const CONFIRM = 'Confirmo que la lectura es correcta';

async function openForm(id: string) {
  renderClient(`/main-user/mis-equipos/${id}`);
  return screen.findByRole('form', { name: 'Capturar lectura' });
}

describe('Capturar lectura: the question before an unusual reading', () => {
  it('asks about 9999999, sends nothing, and sends the corrected value without asking', async () => {
    // COLOR_DEVICE starts at 1,000 / 200 and includes 2,000 / 500 pages a month.
    const id = await seedDevice(COLOR_DEVICE);
    const form = await openForm(id);
    const user = userEvent.setup();
    const bw = within(form).getByLabelText('Contador B/N');
    const color = within(form).getByLabelText('Contador a color');
    await user.type(bw, '9999999');
    await user.type(color, '250');
    await user.click(within(form).getByRole('button', { name: 'Enviar lectura' }));

    expect(await within(form).findByText(QUESTION)).toHaveTextContent(
      'Esta lectura suma 9,999,049 páginas este mes, mucho más de lo habitual.',
    );
    const confirm = within(form).getByRole('checkbox', { name: CONFIRM });
    expect(confirm).not.toBeChecked();
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(bw).toHaveValue('9999999');
    expect(color).toHaveValue('250');
    // Sending again without ticking still sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Enviar lectura' }));
    expect(await listReadings(id)).toEqual([]);

    await user.clear(bw);
    await user.type(bw, '1999');
    expect(within(form).queryByText(QUESTION)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Enviar lectura' }));
    expect(
      await screen.findByText('¡Listo! Guardamos la lectura de este mes.'),
    ).toBeInTheDocument();
    // The page's lazy parts the stored reading brings (the estimate, the history, the chart),
    // in before the store is read outside the page.
    await screen.findByRole('region', { name: 'Páginas de los últimos 12 meses' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await listReadings(id)).toEqual([
      expect.objectContaining({ bw: 1999, color: 250, previous: { bw: 1000, color: 200 } }),
    ]);
  });

  it('sends an unusual reading once confirmed; a changed value must be confirmed again', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    const form = await openForm(id);
    const user = userEvent.setup();
    const bw = within(form).getByLabelText('Contador B/N');
    await user.type(bw, '30000');
    await user.type(within(form).getByLabelText('Contador a color'), '200');
    await user.click(within(form).getByRole('button', { name: 'Enviar lectura' }));
    expect(await within(form).findByText(QUESTION)).toHaveTextContent(
      'Esta lectura suma 29,000 páginas este mes',
    );
    await user.click(within(form).getByRole('checkbox', { name: CONFIRM }));
    // Another digit: another reading, asked again.
    await user.type(bw, '0');
    expect(within(form).getByText(QUESTION)).toHaveTextContent(
      'Esta lectura suma 299,000 páginas este mes',
    );
    expect(within(form).getByRole('checkbox', { name: CONFIRM })).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Enviar lectura' }));
    expect(await listReadings(id)).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: CONFIRM }));
    await user.click(within(form).getByRole('button', { name: 'Enviar lectura' }));
    await waitFor(async () =>
      expect(await listReadings(id)).toEqual([expect.objectContaining({ bw: 300_000 })]),
    );
    // The page's lazy parts the stored reading brings (the estimate, the history, the chart).
    await screen.findByRole('region', { name: 'Páginas de los últimos 12 meses' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  });

  it('with 3 readings, asks above 3 times the average month', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    // 100 B/N and 10 colour pages a month.
    await seedReading(id, { bw: 1100, color: 210 }, new Date('2026-02-20T15:00:00Z'));
    await seedReading(id, { bw: 1200, color: 220 }, new Date('2026-03-20T15:00:00Z'));
    await seedReading(id, { bw: 1300, color: 230 }, new Date('2026-04-20T15:00:00Z'));
    const form = await openForm(id);
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Contador B/N'), '1601');
    await user.type(within(form).getByLabelText('Contador a color'), '230');
    await user.click(within(form).getByRole('button', { name: 'Enviar lectura' }));
    expect(await within(form).findByText(QUESTION)).toHaveTextContent(
      'Esta lectura suma 301 páginas este mes',
    );
    expect((await listReadings(id)).map((r) => r.month)).toEqual(['2026-04', '2026-03', '2026-02']);
  });
});

describe('the history of a corrected reading', () => {
  it('says "corregida por la empresa", and the month counts from the corrected values', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await seedReading(id, { bw: 1_500, color: 250 }, new Date('2026-04-20T15:00:00Z'));
    // What correctReading stores: the corrected counters, the values before, who, when, why.
    const stored = await documents.get(`equipment/${id}/readings`, '2026-04');
    await documents.set(`equipment/${id}/readings`, '2026-04', {
      ...stored,
      bw: 1_400,
      corrections: [
        { bw: 1_500, color: 250, by: 'boss', at: '2026-05-02T16:00:00.000Z', reason: 'Error' },
      ],
      correctedAt: '2026-05-02T16:00:00.000Z',
    });
    renderClient(`/main-user/mis-equipos/${id}`);
    const history = await screen.findByRole('region', { name: 'Historial de lecturas' });
    const april = await within(history).findByText('abril de 2026');
    const item = april.closest('li');
    expect(item).toHaveTextContent('Páginas del mes: 400 B/N y 50 a color');
    expect(item).toHaveTextContent(/corregida por la empresa el /);
  });
});
