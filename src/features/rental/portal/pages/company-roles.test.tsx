/**
 * The portal by role (docs/decisions/0041-company-accounts.md): the person's membership decides
 * the company and what they see. A "Usuario" reads the company's devices and only the tickets
 * they opened (the query filters by author); the administrator every ticket of the company;
 * "Facturación" no devices or tickets, only "Estados de cuenta" and "Mi empresa"; a person
 * without a membership (or removed) the "not linked" message.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTicket, listMyTickets, listReadings } from '@/data/rental/client-portal';
import { removeMember } from '@/data/rental/company/company';
import { DataError } from '@/data/errors';
import type { DocumentStore, ListOptions } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import {
  BW_DEVICE,
  CLIENT_UID,
  COLOR_DEVICE,
  renderClient,
  seedClient,
  seedColleague,
  seedDevice,
} from '../test-utils/client-harness';

/** Every list query the pages send: its collection and options. */
let lists: { collection: string; options: ListOptions | undefined }[] = [];
/** The people the rules would now refuse (removed members): their lists are denied. */
let refused = false;

beforeEach(async () => {
  lists = [];
  refused = false;
  const stores = await installBrowserStoresForTesting();
  const documents: DocumentStore = stores.documents;
  setStoresForTesting({
    ...stores,
    documents: {
      ...documents,
      list: (collection, options) => {
        lists.push({ collection, options });
        if (refused) return Promise.reject(new DataError('denied', 'Missing permissions.'));
        return documents.list(collection, options);
      },
    },
  });
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

const nav = () => screen.getByRole('navigation', { name: 'Navegación del panel' });

async function seedTickets() {
  await seedClient();
  await seedColleague('bruno', 'usuario');
  const bw = await seedDevice(BW_DEVICE);
  const device = { id: bw, model: BW_DEVICE.model, serial: BW_DEVICE.serial };
  await createTicket(
    device,
    { kind: 'toner', tonerColors: ['Negro'], description: 'De Ana' },
    { uid: CLIENT_UID, email: 'ana@example.com', clientId: CLIENT_UID },
  );
  await createTicket(
    device,
    { kind: 'falla', category: 'Otro', description: 'De Bruno' },
    { uid: 'bruno', email: 'bruno@example.com', clientId: CLIENT_UID },
  );
}

describe('the portal by role', () => {
  it("gives a Usuario the company's devices and only the tickets they opened", async () => {
    await seedTickets();
    renderClient('/main-user/mis-tickets', 'bruno');
    expect(await screen.findByText('Descripción: De Bruno', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/De Ana/)).not.toBeInTheDocument();
    expect(screen.getByText(/Aún no tienes tickets|Tus solicitudes de tóner/)).toBeInTheDocument();
    // The query names the company and the author (the rules refuse it without the author).
    const ticketQueries = lists.filter((list) => list.collection === 'tickets');
    expect(ticketQueries.length).toBeGreaterThan(0);
    for (const query of ticketQueries)
      expect(query.options?.where).toEqual([
        { field: 'clientId', op: '==', value: CLIENT_UID },
        { field: 'authorUid', op: '==', value: 'bruno' },
      ]);
    // Their menu: devices and tickets, Mi empresa; no statements.
    expect(within(nav()).getByRole('link', { name: 'Mis equipos' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Mi empresa' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Estados de cuenta' })).toBeNull();
  });

  it("lets a Usuario send a device's reading and a toner request, signed as them", async () => {
    await seedClient();
    await seedColleague('bruno', 'usuario');
    const id = await seedDevice(COLOR_DEVICE);
    renderClient(`/main-user/mis-equipos/${id}`, 'bruno');
    const user = userEvent.setup();
    const reading = await screen.findByRole('form', { name: 'Capturar lectura' });
    await user.type(await within(reading).findByLabelText('Contador B/N'), '1500');
    await user.type(within(reading).getByLabelText('Contador a color'), '300');
    await user.click(within(reading).getByRole('button', { name: 'Enviar lectura' }));
    expect(
      await screen.findByText('¡Listo! Guardamos la lectura de este mes.'),
    ).toBeInTheDocument();
    // The history the stored reading brings (a lazy part), in before the store is read.
    expect(
      await screen.findByRole('region', { name: 'Páginas de los últimos 12 meses' }),
    ).toBeInTheDocument();
    expect(await listReadings(id)).toMatchObject([{ bw: 1500, color: 300, by: 'bruno' }]);

    const toner = await screen.findByRole('form', { name: 'Solicitar tóner' });
    await user.click(within(toner).getByLabelText('Cian'));
    await user.click(within(toner).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(toner).findByText(/Recibimos tu solicitud de tóner/)).toBeInTheDocument();
    const { items } = await listMyTickets({ clientId: CLIENT_UID, authorUid: 'bruno' });
    expect(items).toMatchObject([
      { kind: 'toner', equipmentId: id, clientId: CLIENT_UID, authorUid: 'bruno' },
    ]);
  });

  it("shows a Usuario the company's devices", async () => {
    await seedClient();
    await seedColleague('bruno', 'usuario');
    await seedDevice(COLOR_DEVICE);
    renderClient('/main-user/mis-equipos', 'bruno');
    expect(
      await screen.findByRole('heading', { level: 2, name: COLOR_DEVICE.model }),
    ).toBeInTheDocument();
    expect(lists.find((list) => list.collection === 'equipment')?.options?.where).toEqual([
      { field: 'clientId', op: '==', value: CLIENT_UID },
    ]);
  });

  it('gives the administrator every ticket of the company, with who opened it', async () => {
    await seedTickets();
    renderClient('/main-user/mis-tickets');
    expect(await screen.findByText(/De Bruno/)).toBeInTheDocument();
    expect(screen.getByText(/De Ana/)).toBeInTheDocument();
    expect(screen.getByText(/Abierto por bruno@example.com/)).toBeInTheDocument();
    const ticketQueries = lists.filter((list) => list.collection === 'tickets');
    for (const query of ticketQueries)
      expect(query.options?.where).toEqual([{ field: 'clientId', op: '==', value: CLIENT_UID }]);
  });

  it('shows Facturación no devices or tickets: only Estados de cuenta and Mi empresa', async () => {
    await seedClient();
    await seedColleague('fer', 'facturacion');
    await seedDevice(COLOR_DEVICE);
    renderClient('/main-user/mis-equipos', 'fer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta sección no es para tu rol' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tu rol en la empresa es «Facturación»/)).toBeInTheDocument();
    expect(screen.queryByText(COLOR_DEVICE.model)).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Mis equipos' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Mis tickets' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Estados de cuenta' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Mi empresa' })).toBeInTheDocument();
    // Nothing of the devices or tickets was even asked for.
    expect(lists.filter((list) => list.collection !== 'members')).toEqual([]);
  });

  it('shows Facturación the statements page, honest that none is written yet', async () => {
    await seedClient();
    await seedColleague('fer', 'facturacion');
    renderClient('/main-user/estados-de-cuenta', 'fer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estados de cuenta' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Aún no hay estados de cuenta/)).toBeInTheDocument();
  });

  it('keeps the statements page from a Usuario', async () => {
    await seedClient();
    await seedColleague('bruno', 'usuario');
    renderClient('/main-user/estados-de-cuenta', 'bruno');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta sección no es para tu rol' }),
    ).toBeInTheDocument();
  });

  it('shows a removed member the not-linked message and no client links', async () => {
    await seedClient();
    await seedColleague('bruno', 'usuario');
    await seedDevice(COLOR_DEVICE);
    await removeMember('bruno');
    renderClient('/main-user/mis-equipos', 'bruno');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Esta sección es para clientes de renta',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(COLOR_DEVICE.model)).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Mis equipos' })).toBeNull();
  });

  it('says "not linked" once a removed member’s next read is refused, with the page open', async () => {
    await seedClient();
    await seedColleague('bruno', 'usuario');
    await seedDevice(COLOR_DEVICE);
    renderClient('/main-user/mis-equipos', 'bruno');
    expect(
      await screen.findByRole('heading', { level: 2, name: COLOR_DEVICE.model }),
    ).toBeInTheDocument();
    await removeMember('bruno');
    refused = true;
    act(() => within(nav()).getByRole('link', { name: 'Mis tickets' }).click());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Esta sección es para clientes de renta',
      }),
    ).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Mis tickets' })).toBeNull();
  });
});
