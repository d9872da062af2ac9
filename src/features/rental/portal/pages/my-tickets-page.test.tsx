import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTicket } from '@/data/rental/client-portal';
import { replyToTicket, setTicketStatus } from '@/data/rental/service/ticket-replies';
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

beforeEach(async () => {
  await installBrowserStoresForTesting();
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

const client = { uid: CLIENT_UID, email: 'ana@example.com', clientId: CLIENT_UID };

describe('Mis tickets', () => {
  it("lists the client's tickets with kind, device, status and the company's replies", async () => {
    await seedClient();
    const color = await seedDevice(COLOR_DEVICE);
    const bw = await seedDevice(BW_DEVICE);
    const toner = await createTicket(
      { id: bw, model: BW_DEVICE.model, serial: BW_DEVICE.serial },
      { kind: 'toner', tonerColors: ['Negro'], description: '' },
      client,
    );
    const fault = await createTicket(
      { id: color, model: COLOR_DEVICE.model, serial: COLOR_DEVICE.serial },
      { kind: 'falla', category: 'No enciende', description: 'No prende desde ayer' },
      client,
    );
    await replyToTicket(fault, 'Mañana a las 10:00 pasa un técnico.', {
      uid: 'boss',
      name: 'Luis (Servicio)',
    });
    await setTicketStatus(fault, 'En proceso', 'boss');
    await setTicketStatus(toner, 'Resuelto', 'boss');

    renderClient('/main-user/mis-tickets');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis tickets' }),
    ).toBeInTheDocument();

    const faultCard = (
      await screen.findByRole('heading', {
        level: 2,
        name: `Reporte de falla: ${COLOR_DEVICE.model} (serie ${COLOR_DEVICE.serial})`,
      })
    ).closest('article') as HTMLElement;
    const card = within(faultCard);
    expect(card.getByText('En proceso')).toBeInTheDocument();
    expect(card.getByText('Tipo: No enciende')).toBeInTheDocument();
    expect(card.getByText('Descripción: No prende desde ayer')).toBeInTheDocument();
    // The thread's code loads for a ticket with replies.
    expect(await card.findByRole('heading', { level: 3, name: 'Respuestas' })).toBeInTheDocument();
    expect(await card.findByText('Mañana a las 10:00 pasa un técnico.')).toBeInTheDocument();
    expect(card.getByText('Luis (Servicio)')).toBeInTheDocument();
    // The reply form opens only with "Responder".
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Responder' })).toBeInTheDocument();

    const tonerCard = within(
      screen
        .getByRole('heading', {
          name: `Solicitud de tóner: ${BW_DEVICE.model} (serie ${BW_DEVICE.serial})`,
        })
        .closest('article') as HTMLElement,
    );
    expect(tonerCard.getByText('Resuelto')).toBeInTheDocument();
    expect(tonerCard.getByText('Colores: Negro')).toBeInTheDocument();
    expect(tonerCard.queryByRole('heading', { name: 'Respuestas' })).not.toBeInTheDocument();
    expect(tonerCard.queryByRole('button', { name: 'Responder' })).not.toBeInTheDocument();
  });

  it('says so when the company has no tickets yet', async () => {
    await seedClient();
    renderClient('/main-user/mis-tickets');
    expect(await screen.findByText(/Tu empresa aún no tiene tickets/)).toBeInTheDocument();
  });

  it('shows a non-client the not-a-client message', async () => {
    renderClient('/main-user/mis-tickets');
    expect(
      await screen.findByRole('heading', { name: 'Esta sección es para clientes de renta' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mis tickets' })).not.toBeInTheDocument();
  });
});
