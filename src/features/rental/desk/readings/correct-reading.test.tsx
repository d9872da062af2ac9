/**
 * "Corregir lectura" in a device's readings on the client's desk page: the in-place form with the
 * counters and the required "Motivo de la corrección", Spanish messages beside the fields, the
 * callable's refusal kept with what was typed, and the corrected reading marked in the table.
 * The callable itself: functions/test/reading-correction.test.ts and its emulator test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type * as FunctionsModule from '@/lib/functions';
import { FunctionCallError } from '@/lib/functions';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { CLIENT_UID, KYOCERA, seedClientCompany } from '@/app/test-utils/client-company';
import { ClientPage } from '../client/client-page';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));

const NOW = new Date('2026-04-04T18:00:00.000Z');
const UID = CLIENT_UID;
const REASON = 'El cliente escribió tres nueves de más.';
let documents: DocumentStore;

const reading = (month: string, bw: number, color: number, previous: [number, number]) => ({
  month,
  bw,
  color,
  previous: { bw: previous[0], color: previous[1] },
  by: UID,
  at: `${month}-02T15:00:00.000Z`,
});

beforeEach(async () => {
  functions.callFunction.mockReset();
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await seedClientCompany(documents);
  await documents.set('equipment', 'eq-1', {
    ...KYOCERA,
    startCounters: { bw: 9000, color: 250 },
    lastReading: { month: '2026-04', bw: 10_000_200, color: 320, at: '2026-04-02T15:00:00.000Z' },
    lastReadingMonth: '2026-04',
    updatedAt: '2026-02-01T15:00:00.000Z',
    updatedBy: ADMIN.uid,
  });
  await documents.set(
    'equipment/eq-1/readings',
    '2026-03',
    reading('2026-03', 9_999_999, 300, [9000, 250]),
  );
  await documents.set(
    'equipment/eq-1/readings',
    '2026-04',
    reading('2026-04', 10_000_200, 320, [9_999_999, 300]),
  );
});

afterEach(() => {
  setStoresForTesting(null);
});

async function openCorrection() {
  const user = userEvent.setup();
  renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
    now: NOW,
    page: <ClientPage uid={UID} now={() => NOW} />,
  });
  const card = await screen.findByRole('article', { name: /Kyocera/ });
  await user.click(within(card).getByRole('button', { name: /^Ver lecturas/ }));
  await user.click(
    await within(card).findByRole('button', { name: 'Corregir lectura de marzo de 2026' }),
  );
  const form = within(card).getByRole('form', { name: 'Corregir la lectura de marzo de 2026' });
  return { user, card, form };
}

describe('Corregir lectura', () => {
  it('needs a reason and counters between the previous and the next reading, keeping what was typed', async () => {
    const { user, form } = await openCorrection();
    const bw = within(form).getByLabelText('Contador B/N');
    expect(bw).toHaveValue('9999999');
    expect(bw).toHaveAccessibleDescription(
      'Lectura anterior: 9,000. Lectura del mes siguiente: 10,000,200.',
    );
    await user.clear(bw);
    await user.type(bw, '8999');
    await user.click(within(form).getByRole('button', { name: 'Guardar corrección' }));
    expect(bw).toHaveAccessibleDescription(
      expect.stringContaining('La lectura no puede ser menor que la anterior (9,000).'),
    );
    expect(
      within(form).getByText('Escribe el motivo de la corrección (de 3 a 500 caracteres).'),
    ).toBeInTheDocument();
    expect(bw).toHaveFocus();
    await user.clear(bw);
    await user.type(bw, '10000201');
    await user.click(within(form).getByRole('button', { name: 'Guardar corrección' }));
    expect(
      within(form).getByText(
        'La lectura no puede ser mayor que la del mes siguiente (10,000,200).',
      ),
    ).toBeInTheDocument();
    expect(bw).toHaveValue('10000201');
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it('sends the correction with its reason; a refusal shows the function’s message and keeps the form', async () => {
    functions.callFunction.mockRejectedValueOnce(
      new FunctionCallError('permission-denied', 'Solo un administrador puede corregir lecturas.'),
    );
    const { user, card, form } = await openCorrection();
    const bw = within(form).getByLabelText('Contador B/N');
    await user.clear(bw);
    await user.type(bw, '9,999');
    await user.type(within(form).getByLabelText('Motivo de la corrección'), REASON);
    await user.click(within(form).getByRole('button', { name: 'Guardar corrección' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Solo un administrador puede corregir lecturas.',
    );
    expect(bw).toHaveValue('9,999');
    expect(within(form).getByLabelText('Motivo de la corrección')).toHaveValue(REASON);

    functions.callFunction.mockImplementationOnce(async () => {
      // What the callable stores (functions/src/readings/correct.ts).
      await documents.set('equipment/eq-1/readings', '2026-03', {
        ...reading('2026-03', 9_999, 300, [9000, 250]),
        corrections: [
          { bw: 9_999_999, color: 300, by: ADMIN.uid, at: NOW.toISOString(), reason: REASON },
        ],
        correctedAt: NOW.toISOString(),
      });
      return { corrected: true, message: 'Lectura corregida.', bw: 9_999, color: 300 };
    });
    await user.click(within(form).getByRole('button', { name: 'Guardar corrección' }));
    expect(functions.callFunction).toHaveBeenLastCalledWith('correctReading', {
      equipmentId: 'eq-1',
      month: '2026-03',
      bw: 9_999,
      color: 300,
      reason: REASON,
    });
    await waitFor(() =>
      expect(within(card).queryByRole('form', { name: /^Corregir la lectura/ })).toBeNull(),
    );
    expect(
      await screen.findByText(
        'Lectura de marzo de 2026 corregida: Kyocera TASKalfa 2554ci (serie KY-001).',
      ),
    ).toBeInTheDocument();
    const table = await within(card).findByRole('table');
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
        /^marzo de 20269,999300999.*El cliente \(corregida\)/,
      ),
    );
    expect(
      within(card).getByRole('button', { name: 'Corregir lectura de marzo de 2026' }),
    ).toHaveFocus();
  });

  it('shows a corrected reading’s values before, who corrected it, when and why; a corrected estimate is no longer "Estimada"', async () => {
    await documents.set('equipment/eq-1/readings', '2026-03', {
      ...reading('2026-03', 9_999, 300, [9000, 250]),
      source: 'estimada',
      by: ADMIN.uid,
      corrections: [
        { bw: 9_400, color: 280, by: ADMIN.uid, at: '2026-04-03T16:00:00.000Z', reason: REASON },
      ],
      correctedAt: '2026-04-03T16:00:00.000Z',
    });
    await documents.set('equipment/eq-1/readings', '2026-04', {
      ...reading('2026-04', 10_000_200, 320, [9_999, 300]),
      source: 'estimada',
    });
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
      now: NOW,
      page: <ClientPage uid={UID} now={() => NOW} />,
    });
    const card = await screen.findByRole('article', { name: /Kyocera/ });
    await user.click(within(card).getByRole('button', { name: /^Ver lecturas/ }));
    const table = await within(card).findByRole('table');
    const [, april, march] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    // Origen: April is still an estimate; March was corrected to a real counter by the desk.
    expect(cells(april)[5]).toHaveTextContent(/^Estimada$/);
    expect(cells(march)[5]).toHaveTextContent(/^Empresa$/);
    const corrections = within(march).getByRole('list', { name: 'Correcciones' });
    await waitFor(() =>
      expect(corrections).toHaveTextContent(
        `Antes: B/N 9,400 · color 280. Corrigió Administración Demo el 3 abr 2026, 11:00 a.m., motivo: ${REASON}`,
      ),
    );
  });
});
