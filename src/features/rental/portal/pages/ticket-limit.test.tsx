/**
 * The day's limit of tickets on a device's page (docs/product.md, "Límites del servicio"): past
 * 10 tickets in a day of Cancún, both forms say so in Spanish and keep what was typed.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listMyTickets } from '@/data/rental/client-portal';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import {
  BW_DEVICE,
  CLIENT_UID,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
} from '../test-utils/client-harness';

const LIMIT_MESSAGE = 'Ya recibimos varias solicitudes tuyas hoy. Si es urgente, llámanos.';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  vi.useFakeTimers({ toFake: ['Date'] });
  // 26 May 2026, 23:30 in Cancún.
  vi.setSystemTime(new Date('2026-05-27T04:30:00Z'));
  await seedClient();
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

async function openDevice(id: string) {
  renderClient(`/main-user/mis-equipos/${id}`);
  await screen.findByRole('heading', { level: 2, name: 'Capturar lectura' });
}

describe('the day’s limit of tickets', () => {
  it('refuses the 11th toner request of the day in Spanish, keeping the picked colours and note', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await documents.set('ticketQuotas', CLIENT_UID, {
      day: '2026-05-26',
      count: 10,
      lastTicketId: 'anterior',
    });
    await openDevice(id);
    const user = userEvent.setup();
    const toner = await screen.findByRole('form', { name: 'Solicitar tóner' });
    await user.click(within(toner).getByLabelText('Cian'));
    await user.type(within(toner).getByLabelText('Nota (opcional)'), 'Urge para mañana');
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await within(toner).findByRole('alert')).toHaveTextContent(LIMIT_MESSAGE);
    expect(within(toner).getByLabelText('Cian')).toBeChecked();
    expect(within(toner).getByLabelText('Nota (opcional)')).toHaveValue('Urge para mañana');
    expect((await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items).toEqual([]);
  });

  it('refuses the 11th fault report in Spanish, keeping the category and description', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await documents.set('ticketQuotas', CLIENT_UID, {
      day: '2026-05-26',
      count: 10,
      lastTicketId: 'anterior',
    });
    await openDevice(id);
    const user = userEvent.setup();
    const fault = await screen.findByRole('form', { name: 'Reportar una falla' });
    await user.selectOptions(within(fault).getByLabelText('Tipo de falla'), 'No enciende');
    await user.type(within(fault).getByLabelText('Describe la falla'), 'No prende desde ayer');
    await user.click(within(fault).getByRole('button', { name: 'Enviar reporte' }));

    expect(await within(fault).findByRole('alert')).toHaveTextContent(LIMIT_MESSAGE);
    expect(within(fault).getByLabelText('Tipo de falla')).toHaveValue('No enciende');
    expect(within(fault).getByLabelText('Describe la falla')).toHaveValue('No prende desde ayer');
    expect((await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items).toEqual([]);
  });

  it('takes a ticket again on the next day of Cancún', async () => {
    const id = await seedDevice(COLOR_DEVICE);
    await documents.set('ticketQuotas', CLIENT_UID, {
      day: '2026-05-25',
      count: 10,
      lastTicketId: 'anterior',
    });
    await openDevice(id);
    const user = userEvent.setup();
    const toner = await screen.findByRole('form', { name: 'Solicitar tóner' });
    await user.click(within(toner).getByLabelText('Negro'));
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(toner).findByText(/Recibimos tu solicitud de tóner/)).toBeInTheDocument();
    expect(within(toner).queryByText(LIMIT_MESSAGE)).toBeNull();
    expect(await documents.get('ticketQuotas', CLIENT_UID)).toMatchObject({
      day: '2026-05-26',
      count: 1,
    });
  });
});

describe('who a ticket names', () => {
  it('takes the membership’s address, not the sign-in’s', async () => {
    const id = await seedDevice(BW_DEVICE);
    // Signed in as ana@example.com; her membership holds the address verified when she joined.
    await documents.set('members', CLIENT_UID, { email: 'ana@hotelsol.mx' }, { merge: true });
    await openDevice(id);
    const user = userEvent.setup();
    const toner = await screen.findByRole('form', { name: 'Solicitar tóner' });
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await within(toner).findByText(/Recibimos tu solicitud de tóner/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const stored = (await listMyTickets({ clientId: CLIENT_UID, authorUid: null })).items;
    expect(stored).toMatchObject([{ kind: 'toner', clientEmail: 'ana@hotelsol.mx' }]);
    // The page reads the device's open requests again (Negro is now taken) and its tickets (the
    // new one is listed).
    expect(
      await within(toner).findByText(
        'Ya hay una solicitud de tóner Negro abierta para este equipo.',
      ),
    ).toBeVisible();
    const tickets = screen.getByRole('region', { name: 'Tickets de este equipo' });
    expect(
      await within(tickets).findByRole('heading', { name: 'Solicitud de tóner' }),
    ).toBeVisible();
  });
});
