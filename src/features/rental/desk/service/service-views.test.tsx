import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { seedCompany } from '@/data/rental/test-utils/company-fixtures';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';

const SERVICE = '/admin-dashboard?section=servicio';
/** Wednesday 20 May 2026, noon in Cancún. */
const NOW = new Date('2026-05-20T17:00:00.000Z');

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

/** A ticket with its clock (times as the store reads them back: ISO). */
async function seedTicket(id: string, overrides: Record<string, unknown> = {}): Promise<void> {
  await documents.set('tickets', id, {
    equipmentId: `eq-${id}`,
    clientId: 'hotel',
    authorUid: 'ana',
    clientEmail: 'ana@hotel.mx',
    equipment: { model: `Modelo ${id}`, serial: `SER-${id}` },
    kind: 'falla',
    category: 'Atasco de papel',
    description: 'Se atora.',
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

function bodyRows(caption: string): HTMLElement[] {
  const table = screen.getByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
}

const visit = (date: string, start: string, end: string, address: string) => ({
  date,
  start,
  end,
  address,
  phone: '+529981234567',
  scheduledAt: '2026-05-19T15:00:00.000Z',
  scheduledBy: ADMIN.uid,
});

describe('Servicio: Fuera de tiempo', () => {
  it('lists the tickets past their promise, the most overdue first, with "Vence"', async () => {
    // Due Monday 13:00 and Tuesday 13:00 (both past); one due later today; one paused.
    await seedTicket('lunes', {
      createdAt: '2026-05-18T14:00:00.000Z',
      dueAt: '2026-05-18T18:00:00.000Z',
    });
    await seedTicket('martes', {
      createdAt: '2026-05-19T14:00:00.000Z',
      dueAt: '2026-05-19T18:00:00.000Z',
      notified: false,
    });
    await seedTicket('hoy');
    await seedTicket('pausa', { status: 'Esperando refacción', dueAt: null });
    renderAdmin(`${SERVICE}&vista=fuera-de-tiempo`, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('heading', { level: 3, name: 'Fuera de tiempo' })).toBeVisible();
    await screen.findByRole('table', { name: 'Tickets fuera de tiempo' });
    const rows = bodyRows('Tickets fuera de tiempo');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Modelo lunesSerie SER-lunes',
      'Modelo martesSerie SER-martes',
    ]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Respuesta antes de lunes 18 de mayo, 13:00Fuera de tiempo');
    expect(first).not.toHaveTextContent('Sin notificar');
    expect(second).toHaveTextContent('Sin notificar');
    expect(screen.getByRole('columnheader', { name: 'Vence' })).toBeVisible();
  });

  it('says so when nothing is late', async () => {
    await seedTicket('hoy');
    renderAdmin(`${SERVICE}&vista=fuera-de-tiempo`, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('No hay tickets fuera de tiempo.')).toBeVisible();
  });

  it('shows the due time and "Sin notificar" in the open tickets too', async () => {
    await seedTicket('hoy', { notified: false, createdAt: '2026-05-20T16:00:00.000Z' });
    await seedTicket('reciente', { notified: false, createdAt: '2026-05-20T16:55:00.000Z' });
    renderAdmin(SERVICE, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Tickets de servicio' });
    const [hoy, reciente] = bodyRows('Tickets de servicio') as [HTMLElement, HTMLElement];
    expect(hoy).toHaveTextContent('Respuesta antes de miércoles 20 de mayo, 15:00');
    expect(hoy).toHaveTextContent('Sin notificar');
    // Five minutes old: its e-mail may still be on its way.
    expect(reciente).not.toHaveTextContent('Sin notificar');
  });
});

describe('Servicio: the ticket list names the company', () => {
  it('shows each ticket’s company (one read per company) and the member who opened it', async () => {
    await seedCompany('hotel', [{ uid: 'ana', role: 'administrador' }], { company: 'Hotel Sol' });
    await seedCompany('escuela', [{ uid: 'luis', role: 'usuario' }], {
      company: 'Escuela Maya',
    });
    await seedTicket('uno');
    await seedTicket('dos', { createdAt: '2026-05-20T15:30:00.000Z' });
    await seedTicket('tres', {
      clientId: 'escuela',
      authorUid: 'luis',
      clientEmail: 'luis@escuela.mx',
      createdAt: '2026-05-20T16:00:00.000Z',
    });
    await seedTicket('cuatro', {
      clientEmail: '',
      createdAt: '2026-05-20T16:10:00.000Z',
    });
    const reads: string[] = [];
    const get = documents.get.bind(documents);
    documents.get = (collection, id) => {
      reads.push(`${collection}/${id}`);
      return get(collection, id);
    };
    renderAdmin(SERVICE, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Tickets de servicio' });
    const clientCells = () =>
      bodyRows('Tickets de servicio').map((row) => within(row).getAllByRole('cell')[2]);
    await waitFor(() => expect(clientCells()[0]).toHaveTextContent('Hotel Sol'));
    expect(clientCells().map((cell) => cell?.textContent)).toEqual([
      'Hotel Solana@hotel.mx',
      'Hotel Solana@hotel.mx',
      'Escuela Mayaluis@escuela.mx',
      'Hotel SolCuenta eliminada',
    ]);
    const [first] = clientCells() as [HTMLElement];
    expect(within(first).getByRole('link', { name: 'Hotel Sol' })).toHaveAttribute(
      'href',
      '/admin-dashboard/clientes/hotel',
    );
    expect(within(first).getByRole('link', { name: 'ana@hotel.mx' })).toHaveAttribute(
      'href',
      'mailto:ana@hotel.mx',
    );
    // Four tickets of two companies: two reads of clients/, not four.
    expect(reads.filter((path) => path.startsWith('clients/')).sort()).toEqual([
      'clients/escuela',
      'clients/hotel',
    ]);
  });
});

describe('Servicio: Visitas de hoy', () => {
  it('shows the signed-in technician’s visits of today by start, with map and phone links', async () => {
    await seedCompany('hotel', [{ uid: 'ana', role: 'administrador' }], { company: 'Hotel Sol' });
    await seedTicket('tarde', {
      technicianUid: ADMIN.uid,
      technicianName: 'Administración Demo',
      visit: visit('2026-05-20', '16:00', '18:00', 'Av. Tulum 200, Cancún'),
    });
    await seedTicket('manana', {
      technicianUid: ADMIN.uid,
      technicianName: 'Administración Demo',
      visit: visit('2026-05-20', '09:00', '11:00', 'Blvd. Kukulcán km 9'),
    });
    await seedTicket('otro-dia', {
      technicianUid: ADMIN.uid,
      visit: visit('2026-05-21', '09:00', '11:00', 'Calle 1'),
    });
    await seedTicket('otro-tecnico', {
      technicianUid: 'tec2',
      visit: visit('2026-05-20', '09:00', '11:00', 'Calle 2'),
    });
    renderAdmin(`${SERVICE}&vista=visitas`, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('heading', { level: 3, name: 'Visitas de hoy' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Visitas de hoy' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 4 })).toHaveTextContent('09:00–11:00');
    expect(first).toHaveTextContent('Hotel Sol');
    expect(first).toHaveTextContent('Modelo manana · Serie SER-manana');
    expect(first).toHaveTextContent('Blvd. Kukulcán km 9');
    const map = within(first).getByRole('link', { name: /Ver en el mapa/ });
    expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Blvd.%20Kukulc%C3%A1n%20km%209',
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: 'Llamar al +52 998 123 4567' })).toHaveAttribute(
      'href',
      'tel:+529981234567',
    );
    expect(within(second).getByRole('heading', { level: 4 })).toHaveTextContent('16:00–18:00');
  });

  it('says so when there are no visits today', async () => {
    renderAdmin(`${SERVICE}&vista=visitas`, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('No tienes visitas programadas para hoy.')).toBeVisible();
  });
});

describe('Servicio: Tiempos de servicio', () => {
  it('shows the month’s figures per technician and in total, with the charts', async () => {
    // Luis: one answered in 1 h and resolved in 2 h, in time; one answered in 11 business hours
    // (due in 4) and past its resolution time (Tuesday 15:00). The third waits, not yet due.
    await seedTicket('a', {
      technicianUid: 'luis',
      technicianName: 'Luis Pérez',
      status: 'Resuelto',
      open: false,
      respondedAt: '2026-05-20T16:00:00.000Z',
      resolvedAt: '2026-05-20T17:00:00.000Z',
      dueAt: null,
    });
    await seedTicket('b', {
      technicianUid: 'luis',
      technicianName: 'Luis Pérez',
      createdAt: '2026-05-18T14:00:00.000Z',
      respondedAt: '2026-05-19T15:00:00.000Z',
      dueAt: null,
    });
    await seedTicket('c');
    await seedTicket('abril', { createdAt: '2026-04-30T15:00:00.000Z' });
    const user = userEvent.setup();
    renderAdmin(`${SERVICE}&vista=tiempos&mes=2026-05`, fakeSessionStore(ADMIN), { now: NOW });
    const table = await screen.findByRole('table', { name: 'Tiempos de servicio de mayo de 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Luis Pérez', '2', '50 % (1 de 2)', '50 % (1 de 2)', '6.0', '2.0'],
      ['Sin técnico', '1', '—', '—', '—', '—'],
      ['Total', '3', '50 % (1 de 2)', '50 % (1 de 2)', '6.0', '2.0'],
    ]);
    expect(
      screen.getByRole('img', { name: 'Respondidos a tiempo, por técnico' }),
    ).toHaveTextContent('Luis Pérez50 %');
    expect(screen.getByRole('img', { name: 'Resueltos a tiempo, por técnico' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mes' }), 'abril de 2026');
    const april = await screen.findByRole('table', {
      name: 'Tiempos de servicio de abril de 2026',
    });
    expect(within(april).getAllByRole('row')).toHaveLength(3);
  });
});
