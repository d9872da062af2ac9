/**
 * What a client reads of the service on an open ticket (docs/product.md, "Tiempos de servicio"):
 * the promise from the ticket's clock at the browser's time (on time, late, paused), the
 * scheduled visit and the technician, the five statuses, and "Responder" with the thread.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTicket } from '@/data/rental/client-portal';
import type { BrowserFileStore } from '@/data/browser/file-store';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { replyToTicket } from '@/data/rental/service/ticket-replies';
import {
  CLIENT_UID,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedDevice,
} from '../test-utils/client-harness';

/** Friday 27 November 2026, 18:30 in Cancún. */
const FRIDAY_1830 = new Date('2026-11-27T23:30:00Z');
/** The same Friday, 18:45 in Cancún. */
const FRIDAY_1845 = new Date('2026-11-27T23:45:00Z');
/** Saturday 28 November 2026, 13:00 in Cancún: past the 12:30 answer. */
const SATURDAY_1300 = new Date('2026-11-28T18:00:00Z');

const FAULT = { kind: 'falla', category: 'No enciende', description: 'No prende' } as const;
const ANA = { uid: CLIENT_UID, email: 'ana@example.com', clientId: CLIENT_UID };

let documents: DocumentStore;
let files: BrowserFileStore;
let device = '';

beforeEach(async () => {
  ({ documents, files } = await installBrowserStoresForTesting());
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FRIDAY_1830);
  await seedClient();
  device = await seedDevice(COLOR_DEVICE);
});

afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
  setStoresForTesting(null);
});

/** A fault on the device, opened now (the store's clock), then `changes` as the desk leaves them. */
async function seedFault(changes: Record<string, unknown> = {}): Promise<string> {
  const id = await createTicket(
    { id: device, model: COLOR_DEVICE.model, serial: COLOR_DEVICE.serial },
    FAULT,
    ANA,
  );
  if (Object.keys(changes).length > 0) await documents.set('tickets', id, changes, { merge: true });
  return id;
}

async function ticketCard(): Promise<HTMLElement> {
  renderClient('/main-user/mis-tickets');
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: `Reporte de falla: ${COLOR_DEVICE.model} (serie ${COLOR_DEVICE.serial})`,
  });
  return heading.closest('article') as HTMLElement;
}

describe('the promise on an open ticket', () => {
  it('stores the clock at its start, with the default hours of a contract naming none', async () => {
    const id = await seedFault();
    expect(await documents.get('tickets', id)).toMatchObject({
      responseHours: 4,
      resolutionHours: 16,
      respondedAt: null,
      pausedAt: null,
      resolvedAt: null,
      pausedMinutes: 0,
      dueAt: null,
      technicianUid: null,
      technicianName: '',
      visit: null,
      openedBy: 'cliente',
      notified: false,
    });
  });

  it('takes the hours of the device’s contract', async () => {
    const id = await createTicket(
      {
        id: device,
        model: COLOR_DEVICE.model,
        serial: COLOR_DEVICE.serial,
        contract: { responseHours: 2, resolutionHours: 8 },
      },
      FAULT,
      ANA,
    );
    expect(await documents.get('tickets', id)).toMatchObject({
      responseHours: 2,
      resolutionHours: 8,
    });
  });

  it('a fault opened Friday 18:30 is answered by Saturday 12:30 (4 business hours)', async () => {
    await seedFault();
    vi.setSystemTime(FRIDAY_1845);
    const card = within(await ticketCard());
    expect(card.getByText('Te respondemos antes de sábado 28 de noviembre, 12:30.')).toBeVisible();
    expect(card.getByText('Abierto')).toBeInTheDocument();
  });

  it('says honestly when the answer is late', async () => {
    await seedFault();
    vi.setSystemTime(SATURDAY_1300);
    const card = within(await ticketCard());
    expect(
      card.getByText(
        'Vamos tarde: debíamos responderte antes de sábado 28 de noviembre, 12:30. Ya estamos en ello.',
      ),
    ).toBeInTheDocument();
    expect(card.queryByText(/Te respondemos antes de/)).toBeNull();
  });

  it('once answered, promises the solution (16 business hours)', async () => {
    await seedFault({ status: 'En proceso', respondedAt: '2026-11-27T23:40:00.000Z' });
    vi.setSystemTime(FRIDAY_1845);
    const card = within(await ticketCard());
    expect(card.getByText('Resolvemos antes de martes 1 de diciembre, 09:30.')).toBeInTheDocument();
    expect(card.getByText('En proceso')).toBeInTheDocument();
  });

  it('shows no due time while waiting for a part or for the client', async () => {
    await seedFault({
      status: 'Esperando refacción',
      respondedAt: '2026-11-27T23:40:00.000Z',
      pausedAt: '2026-11-27T23:40:00.000Z',
    });
    vi.setSystemTime(SATURDAY_1300);
    const card = within(await ticketCard());
    expect(card.getByText('En pausa mientras llega la refacción.')).toBeInTheDocument();
    expect(card.getByText('Esperando refacción')).toBeInTheDocument();
    expect(card.queryByText(/antes de/)).toBeNull();
  });

  it('waiting for the client says so', async () => {
    await seedFault({
      status: 'Esperando al cliente',
      respondedAt: '2026-11-27T23:40:00.000Z',
      pausedAt: '2026-11-27T23:40:00.000Z',
    });
    const card = within(await ticketCard());
    expect(card.getByText('En pausa: esperamos tu respuesta.')).toBeInTheDocument();
    expect(card.getByText('Esperando al cliente')).toBeInTheDocument();
  });

  it('a resolved ticket promises nothing and takes no reply', async () => {
    await seedFault({
      status: 'Resuelto',
      open: false,
      respondedAt: '2026-11-27T23:40:00.000Z',
      resolvedAt: '2026-11-27T23:50:00.000Z',
    });
    const card = within(await ticketCard());
    expect(card.getByText('Resuelto')).toBeInTheDocument();
    expect(card.queryByText(/antes de|En pausa/)).toBeNull();
    expect(card.queryByRole('button', { name: 'Responder' })).toBeNull();
  });
});

describe('the visit', () => {
  it('shows the scheduled visit and the technician', async () => {
    await seedFault({
      status: 'En proceso',
      respondedAt: '2026-11-27T23:40:00.000Z',
      technicianUid: 'tec1',
      technicianName: 'Luis Pérez',
      visit: {
        date: '2026-12-03',
        start: '10:00',
        end: '12:00',
        address: 'Av. Tulum 10, Cancún',
        phone: '+529981234567',
        scheduledAt: '2026-11-27T23:41:00.000Z',
        scheduledBy: 'boss',
      },
    });
    const card = within(await ticketCard());
    expect(
      card.getByText('Visita programada: jueves 3 de diciembre, 10:00–12:00'),
    ).toBeInTheDocument();
    expect(card.getByText('Técnico: Luis Pérez')).toBeInTheDocument();
  });
});

describe('Responder', () => {
  it('sends the reply, says so, and the thread shows it after the company’s', async () => {
    const id = await seedFault();
    vi.setSystemTime(new Date('2026-11-27T23:35:00Z'));
    await replyToTicket(id, '¿Sigue sin encender?', { uid: 'boss', name: 'Luis (Servicio)' });
    vi.setSystemTime(FRIDAY_1845);
    const article = await ticketCard();
    const card = within(article);
    expect(await card.findByText('¿Sigue sin encender?')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Responder' }));
    const form = within(await card.findByRole('form', { name: 'Responder' }));
    expect(form.getByLabelText('Tu respuesta')).toHaveFocus();

    // Empty: a Spanish message, nothing sent.
    await user.click(form.getByRole('button', { name: 'Enviar respuesta' }));
    expect(form.getByLabelText('Tu respuesta')).toHaveAccessibleDescription(/obligatorio/i);

    await user.type(form.getByLabelText('Tu respuesta'), 'Sí, ni la luz prende.');
    await user.click(form.getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() =>
      expect(card.getAllByRole('status')[0]).toHaveTextContent('Enviamos tu respuesta.'),
    );
    expect(card.queryByRole('form', { name: 'Responder' })).toBeNull();

    // The thread: the company's reply, then the client's.
    const thread = card.getByRole('heading', { name: 'Respuestas' }).parentElement as HTMLElement;
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('¿Sigue sin encender?'),
      expect.stringContaining('Sí, ni la luz prende.'),
    ]);
    expect(items[1]).toHaveTextContent('Ana López');

    // Stored as the client's reply, not yet e-mailed; the ticket itself is not written.
    const stored = await documents.list(`tickets/${id}/replies`);
    const mine = stored.find((row) => row.data.fromClient === true);
    expect(mine?.data).toMatchObject({
      text: 'Sí, ni la luz prende.',
      authorUid: CLIENT_UID,
      authorName: 'Ana López',
      fromClient: true,
      notified: false,
    });
    expect(mine?.data).not.toHaveProperty('photoPath');
  });

  it('keeps what was typed when the reply cannot be stored', async () => {
    await seedFault();
    vi.spyOn(documents, 'updateAll').mockRejectedValueOnce(new Error('permission-denied'));
    const card = within(await ticketCard());
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Responder' }));
    const form = within(await card.findByRole('form', { name: 'Responder' }));
    await user.type(form.getByLabelText('Tu respuesta'), 'Ya la reinicié.');
    await user.click(form.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'No se pudo enviar tu respuesta. Intenta de nuevo.',
    );
    expect(form.getByLabelText('Tu respuesta')).toHaveValue('Ya la reinicié.');
    expect(card.queryByRole('heading', { name: 'Respuestas' })).toBeNull();
  });

  it('refuses the 31st reply of the day in Spanish, keeping what was typed', async () => {
    const id = await seedFault();
    // 30 replies already today (Cancún's day).
    await documents.set('replyQuotas', CLIENT_UID, {
      day: '2026-11-27',
      count: 30,
      lastTicketId: id,
      lastReplyId: 'r30',
    });
    const card = within(await ticketCard());
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Responder' }));
    const form = within(await card.findByRole('form', { name: 'Responder' }));
    await user.type(form.getByLabelText('Tu respuesta'), 'Una más, por favor.');
    await user.click(form.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Ya recibimos varias respuestas tuyas hoy. Si es urgente, llámanos.',
    );
    expect(form.getByLabelText('Tu respuesta')).toHaveValue('Una más, por favor.');
    expect(await documents.list(`tickets/${id}/replies`)).toEqual([]);
  });

  it('shows a long thread’s earlier replies with "Ver respuestas anteriores"', async () => {
    const id = await seedFault({ lastReplyAt: '2026-11-27T23:40:00.000Z' });
    for (let n = 1; n <= 120; n += 1)
      await documents.set(`tickets/${id}/replies`, `r${String(n).padStart(3, '0')}`, {
        text: `Mensaje ${n}`,
        authorUid: 'boss',
        authorName: 'Servicio',
        at: new Date(Date.UTC(2026, 10, 27, 20, n)).toISOString(),
        fromClient: false,
        notified: true,
      });
    const card = within(await ticketCard());
    await card.findByText('Mensaje 120');
    const thread = card.getByRole('heading', { name: 'Respuestas' }).parentElement as HTMLElement;
    expect(within(thread).getAllByRole('listitem')).toHaveLength(100);
    expect(within(thread).queryByText('Mensaje 20')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(thread).getByRole('button', { name: 'Ver respuestas anteriores' }));
    await within(thread).findByText('Mensaje 1');
    const items = within(thread).getAllByRole('listitem');
    expect(items).toHaveLength(120);
    expect(items[0]).toHaveTextContent('Mensaje 1');
    expect(within(thread).queryByRole('button', { name: 'Ver respuestas anteriores' })).toBeNull();
  });

  it('uploads the photo beside the ticket’s, named by the reply', async () => {
    const id = await seedFault();
    const card = within(await ticketCard());
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Responder' }));
    const form = within(await card.findByRole('form', { name: 'Responder' }));
    await user.type(form.getByLabelText('Tu respuesta'), 'Así se ve.');
    await user.upload(
      form.getByLabelText('Foto (opcional)'),
      new File(['jpg'], 'pantalla.jpg', { type: 'image/jpeg' }),
    );
    await user.click(form.getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() =>
      expect(card.getAllByRole('status')[0]).toHaveTextContent('Enviamos tu respuesta.'),
    );
    const [reply] = await documents.list(`tickets/${id}/replies`);
    const path = `ticket_photos/${CLIENT_UID}/${device}/${id}-${reply?.id ?? ''}`;
    expect(reply?.data.photoPath).toBe(path);
    expect(await files.read(path)).not.toBeNull();
    expect(await card.findByRole('link', { name: 'Ver la foto de la respuesta' })).toBeVisible();
  });
});
