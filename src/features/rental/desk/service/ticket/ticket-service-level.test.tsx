import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTicket } from '@/data/rental/client-portal';
import { listReplies } from '@/data/rental/service/ticket-replies';
import type { BrowserFileStore } from '@/data/browser/file-store';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { TicketDetail } from './ticket-detail';

/** Wednesday 20 May 2026, noon in Cancún. */
const NOW = new Date('2026-05-20T17:00:00.000Z');

let documents: DocumentStore;
let files: BrowserFileStore;

beforeEach(async () => {
  // Only Date: the database's clock (SERVER_TIME) and the page's agree; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  ({ documents, files } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  vi.useRealTimers();
  setStoresForTesting(null);
});

/** A fault opened today at 10:00 Cancún: its answer is due at 14:00. */
async function seedTicket(id: string, overrides: Record<string, unknown> = {}): Promise<void> {
  await documents.set('tickets', id, {
    equipmentId: 'eq1',
    clientId: 'carla',
    authorUid: 'carla',
    clientEmail: 'carla@hotel.mx',
    equipment: { model: 'Kyocera M5526cdw', serial: 'VCF123' },
    kind: 'falla',
    category: 'Atasco de papel',
    description: 'Se atora el papel en la bandeja 2.',
    status: 'Abierto',
    open: true,
    createdAt: '2026-05-20T15:00:00.000Z',
    statusChangedAt: null,
    statusChangedBy: null,
    lastReplyAt: null,
    responseHours: 4,
    resolutionHours: 16,
    respondedAt: null,
    pausedAt: null,
    resolvedAt: null,
    pausedMinutes: 0,
    dueAt: '2026-05-20T19:00:00.000Z',
    technicianUid: null,
    technicianName: '',
    visit: null,
    openedBy: 'cliente',
    notified: true,
    ...overrides,
  });
}

async function seedTechnician(uid: string, name: string): Promise<void> {
  await documents.set('users', uid, {
    email: `${uid}@tusocio.mx`,
    name,
    role: 'admin',
    technician: true,
  });
}

function renderTicket(id: string) {
  return renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
    now: NOW,
    page: <TicketDetail id={id} now={() => NOW} />,
  });
}

describe('TicketDetail: service levels', () => {
  it('shows the response promise, and "Fuera de tiempo" once it passed', async () => {
    await seedTicket('t1');
    await seedTicket('t2', { createdAt: '2026-05-18T14:00:00.000Z' });
    const { unmount } = renderTicket('t1');
    const status = await screen.findByRole('region', { name: 'Estado del ticket' });
    expect(status).toHaveTextContent('Respuesta antes de miércoles 20 de mayo, 14:00');
    expect(status).not.toHaveTextContent('Fuera de tiempo');
    unmount();

    renderTicket('t2');
    const late = await screen.findByRole('region', { name: 'Estado del ticket' });
    // Monday 9:00 Cancún + 4 business hours.
    expect(late).toHaveTextContent('Respuesta antes de lunes 18 de mayo, 13:00');
    expect(within(late).getByText('Fuera de tiempo')).toHaveClass('text-bg-danger');
  });

  it('pauses the clock with "Esperando refacción" and resumes it with En proceso, storing both', async () => {
    await seedTicket('t1');
    const user = userEvent.setup();
    renderTicket('t1');
    const status = await screen.findByRole('region', { name: 'Estado del ticket' });
    await user.click(within(status).getByRole('button', { name: 'Pasar a Esperando refacción' }));
    expect(
      await screen.findByText('El ticket quedó en estado Esperando refacción.'),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('Estado actual: Esperando refacción');
    expect(status).toHaveTextContent('En pausa');
    expect(await getTicket('t1')).toMatchObject({
      status: 'Esperando refacción',
      open: true,
      respondedAt: NOW.toISOString(),
      pausedAt: NOW.toISOString(),
      dueAt: null,
    });

    await user.click(within(status).getByRole('button', { name: 'Regresar a En proceso' }));
    expect(await screen.findByText('El ticket quedó en estado En proceso.')).toBeInTheDocument();
    const stored = await getTicket('t1');
    expect(stored).toMatchObject({ status: 'En proceso', pausedAt: null, pausedMinutes: 0 });
    // Resolution: 16 business hours from Wednesday 10:00 → Thursday 16:00.
    expect(stored?.dueAt).toBe('2026-05-21T21:00:00.000Z');
    expect(status).toHaveTextContent('Solución antes de jueves 21 de mayo, 16:00');
  });

  it('a desk reply stops the response clock and is stored not yet notified', async () => {
    await seedTicket('t1');
    const user = userEvent.setup();
    renderTicket('t1');
    const replies = await screen.findByRole('region', { name: 'Respuestas al cliente' });
    await within(replies).findByText('Todavía no hay respuestas.');
    await user.type(within(replies).getByRole('textbox', { name: 'Tu respuesta' }), 'Vamos hoy.');
    await user.click(within(replies).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Respuesta enviada al cliente.')).toBeInTheDocument();
    expect((await listReplies('t1')).replies).toEqual([
      expect.objectContaining({ text: 'Vamos hoy.', fromClient: false, notified: false }),
    ]);
    expect(await getTicket('t1')).toMatchObject({
      status: 'Abierto',
      respondedAt: NOW.toISOString(),
      dueAt: '2026-05-21T21:00:00.000Z',
    });
    const status = screen.getByRole('region', { name: 'Estado del ticket' });
    expect(status).toHaveTextContent('Solución antes de jueves 21 de mayo, 16:00');
  });

  it('shows the client’s replies in order, with their name, photo and "Sin notificar"', async () => {
    await seedTicket('t1', { notified: false, createdAt: '2026-05-20T16:00:00.000Z' });
    const photo = 'ticket_photos/carla/eq1/t1-r2';
    await files.upload(photo, new Blob(['jpg']), 'image/jpeg');
    await documents.set('tickets/t1/replies', 'r1', {
      text: 'Mañana pasa el técnico.',
      authorUid: ADMIN.uid,
      authorName: 'Soporte',
      at: '2026-05-20T16:10:00.000Z',
      fromClient: false,
      notified: true,
    });
    await documents.set('tickets/t1/replies', 'r2', {
      text: 'Sigue atorándose.',
      authorUid: 'carla',
      authorName: 'Carla Ruiz',
      at: '2026-05-20T16:20:00.000Z',
      fromClient: true,
      photoPath: photo,
      notified: false,
    });
    renderTicket('t1');
    const replies = await screen.findByRole('region', { name: 'Respuestas al cliente' });
    const items = await within(replies).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Mañana pasa el técnico.'),
      expect.stringContaining('Sigue atorándose.'),
    ]);
    expect(items[0]).not.toHaveTextContent('Sin notificar');
    expect(items[1]).toHaveTextContent(/Cliente\s*Carla Ruiz/);
    expect(items[1]).toHaveTextContent('Sin notificar');
    expect(
      await within(items[1]!).findByRole('link', { name: 'Ver foto del cliente' }),
    ).toHaveAttribute('href', 'data:image/jpeg;base64,anBn');
    // The ticket itself: not notified, opened an hour ago.
    const heading = screen.getByRole('heading', { level: 2, name: 'Reporte de falla' });
    expect(heading.parentElement).toHaveTextContent('Sin notificar');
  });

  it('assigns a technician: reads them only when asked, stores and shows the name', async () => {
    await seedTicket('t1');
    await seedTechnician('tec1', 'Luis Pérez');
    await seedTechnician('tec2', 'Ana Gómez');
    const list = vi.spyOn(documents, 'list');
    const user = userEvent.setup();
    renderTicket('t1');
    const card = await screen.findByRole('region', { name: 'Técnico y visita' });
    expect(card).toHaveTextContent('Sin técnico asignado.');
    await screen.findByText('Todavía no hay respuestas.');
    expect(list.mock.calls.filter(([collection]) => collection === 'users')).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Asignar técnico' }));
    const select = await within(card).findByRole('combobox', { name: 'Técnico' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elige un técnico', 'Ana Gómez', 'Luis Pérez']);
    await user.selectOptions(select, 'Luis Pérez');
    await user.click(within(card).getByRole('button', { name: 'Guardar técnico' }));
    // Confirmed in words, in the card, where the keyboard goes (the picker closed).
    const assigned = await within(card).findByText('Técnico asignado: Luis Pérez.');
    expect(assigned).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.activeElement).toBe(assigned));
    expect(within(card).queryByRole('button', { name: 'Guardar técnico' })).toBeNull();
    expect(card).toHaveTextContent(/Técnico\s*Luis Pérez/);
    expect(await getTicket('t1')).toMatchObject({
      technicianUid: 'tec1',
      technicianName: 'Luis Pérez',
    });
  });

  it('asks for a technician before scheduling a visit', async () => {
    await seedTicket('t1');
    const user = userEvent.setup();
    renderTicket('t1');
    const card = await screen.findByRole('region', { name: 'Técnico y visita' });
    await user.click(within(card).getByRole('button', { name: 'Programar visita' }));
    const alert = within(card).getByRole('alert');
    expect(alert).toHaveTextContent('Asigna un técnico antes de programar la visita.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(card).queryByLabelText('Fecha')).toBeNull();
  });

  it('schedules a visit for a ticket with a technician, storing and showing it', async () => {
    await seedTicket('t1', { technicianUid: 'tec1', technicianName: 'Luis Pérez' });
    await documents.set('equipment', 'eq1', {
      clientId: 'carla',
      model: 'Kyocera M5526cdw',
      serial: 'VCF123',
      color: true,
      location: { address: 'Av. Tulum 200, Cancún', area: 'Recepción' },
      contract: {
        startDate: '2026-01-01',
        monthlyFeeMxn: 1500,
        includedPagesBw: 1000,
        includedPagesColor: 200,
        extraPagePriceBw: 0.5,
        extraPagePriceColor: 2,
      },
      startCounters: { bw: 0, color: 0 },
      lastReading: null,
      lastReadingMonth: '',
    });
    const user = userEvent.setup();
    renderTicket('t1');
    const card = await screen.findByRole('region', { name: 'Técnico y visita' });
    expect(card).toHaveTextContent('Sin visita programada.');
    await user.click(within(card).getByRole('button', { name: 'Programar visita' }));
    const address = await within(card).findByRole('textbox', { name: 'Dirección' });
    expect(address).toHaveValue('Av. Tulum 200, Cancún');

    await user.type(within(card).getByLabelText('Fecha'), '2026-05-21');
    await user.type(within(card).getByLabelText('Hora de inicio'), '12:00');
    await user.type(within(card).getByLabelText('Hora de fin'), '10:00');
    await user.type(
      within(card).getByRole('textbox', { name: 'Teléfono de contacto' }),
      '998 123 4567',
    );
    await user.click(within(card).getByRole('button', { name: 'Guardar visita' }));
    expect(within(card).getByLabelText('Hora de fin')).toHaveAccessibleDescription(
      'La hora de fin debe ser posterior a la de inicio.',
    );
    // The form's first error takes the keyboard.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card).getByLabelText('Hora de fin')),
    );
    expect((await getTicket('t1'))?.visit).toBeNull();

    const end = within(card).getByLabelText('Hora de fin');
    await user.clear(end);
    await user.type(end, '14:00');
    await user.click(within(card).getByRole('button', { name: 'Guardar visita' }));
    const scheduled = await within(card).findByText(
      'Visita programada. El cliente recibe un correo con la fecha.',
    );
    await waitFor(() => expect(document.activeElement).toBe(scheduled));
    expect(within(card).queryByRole('button', { name: 'Guardar visita' })).toBeNull();
    expect(card).toHaveTextContent('Visita programada: jueves 21 de mayo, 12:00–14:00');
    expect(await getTicket('t1')).toMatchObject({
      visit: {
        date: '2026-05-21',
        start: '12:00',
        end: '14:00',
        address: 'Av. Tulum 200, Cancún',
        phone: '+529981234567',
        scheduledAt: NOW.toISOString(),
        scheduledBy: ADMIN.uid,
      },
    });
  });
});
