import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTicket } from '@/data/rental/client-portal';
import { listReplies } from '@/data/rental/service/ticket-replies';
import type { BrowserFileStore } from '@/data/browser/file-store';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { seedCompany } from '@/data/rental/test-utils/company-fixtures';
import { ADMIN, denied, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { TicketDetail } from './ticket-detail';

/** Wednesday 20 May 2026, noon in Cancún. */
const NOW = new Date('2026-05-20T17:00:00.000Z');

let documents: DocumentStore;
let files: BrowserFileStore;

/** The ticket's photo, stored where the client's upload puts it. */
const PHOTO_PATH = 'ticket_photos/carla/eq1/t1';

beforeEach(async () => {
  ({ documents, files } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await files.upload(PHOTO_PATH, new Blob(['jpg']), 'image/jpeg');
});

afterEach(() => {
  setStoresForTesting(null);
});

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
    photoPath: PHOTO_PATH,
    status: 'Abierto',
    open: true,
    createdAt: '2026-05-17T15:00:00.000Z',
    statusChangedAt: null,
    statusChangedBy: null,
    lastReplyAt: null,
    ...overrides,
  });
}

function renderTicket(id: string) {
  return renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
    now: NOW,
    page: <TicketDetail id={id} now={() => NOW} />,
  });
}

describe('TicketDetail', () => {
  it('shows the ticket: kind, category, description, photo, device with its client, e-mail and date', async () => {
    await seedCompany('carla', [{ uid: 'carla', role: 'administrador' }], {
      company: 'Hotel Coral',
    });
    await seedTicket('t1');
    renderTicket('t1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Reporte de falla' }),
    ).toHaveFocus();
    const facts = screen.getByRole('region', { name: 'Datos del ticket' });
    expect(facts).toHaveTextContent(/Categoría\s*Atasco de papel/);
    expect(facts).toHaveTextContent('Se atora el papel en la bandeja 2.');
    // The stored path opens through the file store (here the browser's copy).
    expect(await within(facts).findByRole('link', { name: 'Ver foto' })).toHaveAttribute(
      'href',
      'data:image/jpeg;base64,anBn',
    );
    expect(facts).toHaveTextContent('Kyocera M5526cdw, serie VCF123');
    expect(within(facts).getByRole('link', { name: 'Ver cliente y equipos' })).toHaveAttribute(
      'href',
      '/admin-dashboard/clientes/carla',
    );
    // "Cliente": the company by name, and the member who opened it.
    await waitFor(() => expect(facts).toHaveTextContent(/Cliente\s*Hotel Coral\s*carla@hotel\.mx/));
    expect(within(facts).getByRole('link', { name: 'carla@hotel.mx' })).toHaveAttribute(
      'href',
      'mailto:carla@hotel.mx',
    );
    expect(facts).toHaveTextContent(/Creado\s*17 may 2026, 10:00.*\(hace 3 días\)/);
    expect(screen.getByRole('link', { name: /Volver a Servicio/ })).toHaveAttribute(
      'href',
      '/admin-dashboard?section=servicio&vista=abiertos',
    );
    expect(await screen.findByText('Todavía no hay respuestas.')).toBeVisible();
  });

  it('shows a toner request’s colours', async () => {
    await seedTicket('t2', {
      kind: 'toner',
      tonerColors: ['Negro', 'Magenta'],
      category: '',
      description: '',
      photoPath: undefined,
    });
    renderTicket('t2');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Solicitud de tóner' }),
    ).toBeVisible();
    const facts = screen.getByRole('region', { name: 'Datos del ticket' });
    expect(facts).toHaveTextContent(/Colores\s*Negro, Magenta/);
    expect(facts).toHaveTextContent('Sin descripción');
    expect(within(facts).queryByRole('link', { name: 'Ver foto' })).toBeNull();
  });

  it('says "Lector automático" as the origin of a ticket the meter collector opened', async () => {
    await seedTicket('t4', {
      kind: 'toner',
      tonerColors: ['Cian'],
      category: '',
      description: 'El lector automático reporta tóner Cian al 12 %.',
      photoPath: undefined,
      openedBy: 'empresa',
      openedByCollector: true,
    });
    renderTicket('t4');
    const facts = await screen.findByRole('region', { name: 'Datos del ticket' });
    expect(facts).toHaveTextContent(/Origen\s*Lector automático/);
    expect(facts).not.toHaveTextContent('Abierto por la empresa');
  });

  it('says "Abierto por la empresa" for a ticket the desk opened', async () => {
    await seedTicket('t5', { openedBy: 'empresa' });
    renderTicket('t5');
    const facts = await screen.findByRole('region', { name: 'Datos del ticket' });
    expect(facts).toHaveTextContent(/Origen\s*Abierto por la empresa/);
    expect(facts).not.toHaveTextContent('Lector automático');
  });

  it('shows no photo for a link stored from elsewhere', async () => {
    await seedTicket('t3', { photoPath: undefined, photoUrl: 'https://fotos.example/atasco.jpg' });
    renderTicket('t3');
    const facts = await screen.findByRole('region', { name: 'Datos del ticket' });
    expect(facts).toHaveTextContent('Se atora el papel en la bandeja 2.');
    expect(facts).not.toHaveTextContent('Foto');
    expect(document.body.innerHTML).not.toContain('fotos.example');
  });

  it('moves the status Abierto → En proceso → Resuelto and reopens, storing each', async () => {
    await seedTicket('t1');
    const user = userEvent.setup();
    renderTicket('t1');
    const status = await screen.findByRole('region', { name: 'Estado del ticket' });
    expect(status).toHaveTextContent('Estado actual: Abierto');
    expect(status).toHaveTextContent('El estado no ha cambiado');

    await user.click(within(status).getByRole('button', { name: 'Pasar a En proceso' }));
    expect(await within(status).findByText('En proceso')).toBeVisible();
    // The buttons changed: the keyboard is on the card's outcome, not <body>.
    const moved = await within(status).findByText('El ticket quedó en estado En proceso.');
    expect(moved).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.activeElement).toBe(moved));
    expect(await getTicket('t1')).toMatchObject({
      status: 'En proceso',
      open: true,
      statusChangedBy: ADMIN.uid,
    });
    expect(status).toHaveTextContent('Último cambio de estado:');

    await user.click(within(status).getByRole('button', { name: 'Marcar como Resuelto' }));
    await within(status).findByRole('button', { name: 'Reabrir ticket' });
    // The same kind of outcome with new words takes the keyboard again.
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('El ticket quedó en estado Resuelto.'),
    );
    expect(await getTicket('t1')).toMatchObject({ status: 'Resuelto', open: false });
    expect(screen.getByRole('link', { name: /Volver a Servicio/ })).toHaveAttribute(
      'href',
      '/admin-dashboard?section=servicio&vista=resueltos',
    );

    await user.click(within(status).getByRole('button', { name: 'Reabrir ticket' }));
    await within(status).findByRole('button', { name: 'Pasar a En proceso' });
    expect(await getTicket('t1')).toMatchObject({ status: 'Abierto', open: true });
    // Who reopened it: the admin by name, not their uid.
    await waitFor(() =>
      expect(status).toHaveTextContent(/Último cambio de estado: .+, por Administración Demo\./),
    );
  });

  it('says so when the status change is refused, keeping the status', async () => {
    await seedTicket('t1');
    vi.spyOn(documents, 'update').mockRejectedValueOnce(denied());
    const user = userEvent.setup();
    renderTicket('t1');
    const status = await screen.findByRole('region', { name: 'Estado del ticket' });
    await user.click(within(status).getByRole('button', { name: 'Pasar a En proceso' }));
    const refusal = await within(status).findByRole('alert');
    expect(refusal).toHaveTextContent('No tienes permiso para cambiar el estado de este ticket.');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(status).toHaveTextContent('Estado actual: Abierto');
    expect((await getTicket('t1'))?.status).toBe('Abierto');
  });

  it('stores a reply with the admin’s name and shows it in the thread', async () => {
    await seedTicket('t1');
    const user = userEvent.setup();
    renderTicket('t1');
    const replies = await screen.findByRole('region', { name: 'Respuestas al cliente' });
    await within(replies).findByText('Todavía no hay respuestas.');
    const field = within(replies).getByRole('textbox', { name: 'Tu respuesta' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/firmada por Administración Demo/),
    );
    await user.type(field, '  Mañana a las 10 pasa el técnico.  ');
    await user.click(within(replies).getByRole('button', { name: 'Enviar respuesta' }));

    const item = await within(replies).findByRole('listitem');
    expect(item).toHaveTextContent('Mañana a las 10 pasa el técnico.');
    expect(item).toHaveTextContent('Administración Demo');
    expect(field).toHaveValue('');
    const sent = await within(replies).findByText('Respuesta enviada al cliente.');
    expect(sent).toHaveAttribute('role', 'status');
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect((await listReplies('t1')).replies).toEqual([
      expect.objectContaining({
        text: 'Mañana a las 10 pasa el técnico.',
        authorUid: ADMIN.uid,
        authorName: 'Administración Demo',
      }),
    ]);
    expect((await getTicket('t1'))?.lastReplyAt).toEqual(expect.any(String));
    const facts = screen.getByRole('region', { name: 'Datos del ticket' });
    expect(facts).not.toHaveTextContent('Sin respuesta');
  });

  it('refuses an empty reply in Spanish and keeps the typed text when sending fails', async () => {
    await seedTicket('t1');
    const user = userEvent.setup();
    renderTicket('t1');
    const replies = await screen.findByRole('region', { name: 'Respuestas al cliente' });
    const field = within(replies).getByRole('textbox', { name: 'Tu respuesta' });
    await user.type(field, '   ');
    await user.click(within(replies).getByRole('button', { name: 'Enviar respuesta' }));
    expect(field).toHaveAccessibleDescription(/Este campo es obligatorio\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'Ya va el tóner.');
    vi.spyOn(documents, 'add').mockRejectedValueOnce(new Error('sin red'));
    await user.click(within(replies).getByRole('button', { name: 'Enviar respuesta' }));
    expect(
      await within(replies).findByText(
        'No se pudo enviar la respuesta. Tu texto sigue aquí; intenta de nuevo.',
      ),
    ).toBeVisible();
    expect(field).toHaveValue('Ya va el tóner.');
    // The keyboard goes back to the text, to try again.
    expect(document.activeElement).toBe(field);
    expect((await listReplies('t1')).replies).toEqual([]);
  });

  it('says when the ticket does not exist', async () => {
    renderTicket('nada');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ticket no encontrado' }),
    ).toBeVisible();
    expect(screen.getByText(/No encontramos este ticket/)).toBeVisible();
  });

  it('shows the error with Reintentar when the ticket cannot be read', async () => {
    await seedTicket('t1');
    const realGet = documents.get.bind(documents);
    vi.spyOn(documents, 'get')
      .mockRejectedValueOnce(new Error('sin red'))
      .mockImplementation(realGet);
    const user = userEvent.setup();
    renderTicket('t1');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Reporte de falla' }),
    ).toBeVisible();
  });
});
