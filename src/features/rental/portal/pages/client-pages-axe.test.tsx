/**
 * axe-core (WCAG 2.2 A/AA rules that jsdom can check; colour contrast needs a browser) on the
 * client pages with content: Mis equipos with its notice, a device with its forms showing errors
 * and its tickets, Mis tickets with replies, and the not-a-client message.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTicket } from '@/data/rental/client-portal';
import { replyToTicket } from '@/data/rental/service/ticket-replies';
import { getDocumentStore, setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import {
  CLIENT_UID,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
  seedReading,
} from '../test-utils/client-harness';
import { violations } from '../test-utils/axe';

let device = '';

beforeEach(async () => {
  await installBrowserStoresForTesting();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-26T15:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

async function seedAll() {
  await seedClient();
  device = await seedDevice(COLOR_DEVICE);
  await seedReading(device, { bw: 1500, color: 300 }, new Date('2026-04-26T15:00:00Z'));
  const ticket = await createTicket(
    { id: device, model: COLOR_DEVICE.model, serial: COLOR_DEVICE.serial },
    { kind: 'falla', category: 'Otro', description: 'Hace ruido' },
    { uid: CLIENT_UID, email: 'ana@example.com', clientId: CLIENT_UID },
  );
  await replyToTicket(ticket, 'Vamos mañana.', { uid: 'boss', name: 'Luis' });
}

describe('client pages: axe', () => {
  it('Mis equipos with the pending notice', async () => {
    await seedAll();
    const { container } = renderClient('/main-user/mis-equipos');
    await screen.findByRole('region', { name: 'Lecturas pendientes' });
    expect(await violations(container)).toEqual([]);
  });

  it("a device's page, its forms showing their errors, and its tickets with replies", async () => {
    await seedAll();
    const { container } = renderClient(`/main-user/mis-equipos/${device}`);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Capturar lectura' });
    await screen.findByText('Vamos mañana.');
    await user.type(screen.getByLabelText('Contador B/N'), '10');
    await user.click(screen.getByRole('button', { name: 'Enviar lectura' }));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }));
    await screen.findByText('Elige al menos un color de tóner.');
    expect(await violations(container)).toEqual([]);
  });

  it('Mis tickets with the promise, the visit and "Responder" open showing its error', async () => {
    await seedAll();
    const documents = await getDocumentStore();
    const [ticket] = await documents.list('tickets');
    await documents.set(
      'tickets',
      ticket?.id ?? '',
      {
        technicianUid: 'tec1',
        technicianName: 'Luis Pérez',
        visit: {
          date: '2026-05-28',
          start: '10:00',
          end: '12:00',
          address: 'Av. Tulum 10',
          phone: '+529981234567',
          scheduledAt: '2026-05-26T15:00:00.000Z',
          scheduledBy: 'boss',
        },
      },
      { merge: true },
    );
    const { container } = renderClient('/main-user/mis-tickets');
    const user = userEvent.setup();
    await screen.findByText('Vamos mañana.');
    await screen.findByText(/^Visita programada: /);
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar respuesta' }));
    expect(screen.getByLabelText('Tu respuesta')).toHaveAttribute('aria-invalid', 'true');
    expect(await violations(container)).toEqual([]);
  });

  it('Mis tickets and the not-a-client message', async () => {
    await seedAll();
    const first = renderClient('/main-user/mis-tickets');
    await screen.findByText('Vamos mañana.');
    expect(await violations(first.container)).toEqual([]);
    first.unmount();

    const second = renderClient('/main-user/mis-tickets', 'otro');
    await screen.findByRole('heading', { name: 'Esta sección es para clientes de renta' });
    expect(await violations(second.container)).toEqual([]);
  });
});
