/**
 * The client's desk page and service levels: "Nuevo ticket" in a member's name (openedBy
 * 'empresa', the contract's times), "Terminar contrato" (date, final counters, confirmation;
 * then no reading form) and the contract's promised times in the equipment form.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEquipment } from '@/data/rental/equipment/equipment';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { seedMember } from '@/data/rental/test-utils/company-fixtures';
import { createUserDocument } from '@/data/users';
import { ADMIN, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { ClientPage } from '../client/client-page';

/** Wednesday 4 March 2026, noon in Cancún. */
const NOW = new Date('2026-03-04T18:00:00.000Z');
const UID = 'cliente-uno';
const EMAIL = 'compras@hotel.mx';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

async function seedClient() {
  await createUserDocument(UID, {
    name: 'Laura Compras',
    email: EMAIL,
    photoURL: null,
    authProvider: 'password',
  });
  await documents.set('users', UID, { emailVerified: true }, { merge: true });
  await documents.set('clients', UID, {
    email: EMAIL,
    name: 'Laura Compras',
    company: 'Hotel Caribe',
    leadId: null,
    linkedAt: '2026-03-01T15:00:00.000Z',
    linkedBy: ADMIN.uid,
  });
  await seedMember(UID, {
    uid: UID,
    role: 'administrador',
    email: EMAIL,
    name: 'Laura Compras',
  });
  await seedMember(UID, { uid: 'pepe', role: 'usuario', email: 'pepe@hotel.mx', name: 'Pepe' });
  await seedMember(UID, { uid: 'fact', role: 'facturacion', email: 'f@hotel.mx', name: 'Fact' });
}

const DEVICE = {
  clientId: UID,
  model: 'Kyocera TASKalfa 2554ci',
  serial: 'KY-001',
  color: true,
  location: { address: 'Av. Tulum 100, Cancún', area: 'Recepción' },
  contract: {
    startDate: '2026-02-01',
    monthlyFeeMxn: 1499,
    includedPagesBw: 2000,
    includedPagesColor: 500,
    extraPagePriceBw: 0.35,
    extraPagePriceColor: 2.5,
    responseHours: 2,
    resolutionHours: 8,
  },
  startCounters: { bw: 10000, color: 3000 },
  lastReading: { month: '2026-02', bw: 12500, color: 3400, at: '2026-02-02T15:00:00.000Z' },
  lastReadingMonth: '2026-02',
  createdAt: '2026-02-01T15:00:00.000Z',
  updatedAt: '2026-02-01T15:00:00.000Z',
};

function open() {
  return renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
    now: NOW,
    page: <ClientPage uid={UID} now={() => NOW} />,
  });
}

async function storedTickets() {
  const rows = await documents.list('tickets');
  return rows.map((row) => ({ id: row.id, ...row.data }));
}

describe('Nuevo ticket', () => {
  it('opens a ticket for the company in a member’s name, with the contract’s times', async () => {
    await seedClient();
    await documents.set('equipment', 'eq1', DEVICE);
    const user = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Equipos' });
    await within(section).findByRole('heading', { name: /Kyocera TASKalfa 2554ci/ });
    await user.click(within(section).getByRole('button', { name: 'Nuevo ticket' }));
    const form = await screen.findByRole('form', { name: 'Nuevo ticket' });
    // The only device is chosen; the administrador is the default; Facturación is not offered.
    expect(within(form).getByRole('combobox', { name: 'Equipo' })).toHaveDisplayValue(
      'Kyocera TASKalfa 2554ci (Serie KY-001) · Recepción',
    );
    const onBehalf = await within(form).findByRole('combobox', { name: 'A nombre de' });
    expect(onBehalf).toHaveDisplayValue('Laura Compras (Administrador de la cuenta)');
    expect(within(onBehalf).queryByRole('option', { name: /Fact/ })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Crear ticket' }));
    expect(within(form).getByText('Elige al menos un color de tóner.')).toBeVisible();
    expect(await storedTickets()).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Reporte de falla' }));
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Categoría de la falla' }),
      'No enciende',
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Descripción' }),
      'Llamó: no prende.',
    );
    await user.selectOptions(onBehalf, 'Pepe (Usuario)');
    await user.click(within(form).getByRole('button', { name: 'Crear ticket' }));

    const done = await screen.findByText('Ticket creado.', { selector: '.alert' });
    const [ticket] = await storedTickets();
    expect(within(done).getByRole('link', { name: 'Ver el ticket' })).toHaveAttribute(
      'href',
      `/admin-dashboard/servicio/${ticket?.id ?? ''}`,
    );
    expect(ticket).toMatchObject({
      equipmentId: 'eq1',
      clientId: UID,
      authorUid: 'pepe',
      clientEmail: 'pepe@hotel.mx',
      kind: 'falla',
      category: 'No enciende',
      description: 'Llamó: no prende.',
      status: 'Abierto',
      open: true,
      openedBy: 'empresa',
      responseHours: 2,
      resolutionHours: 8,
      respondedAt: null,
      dueAt: null,
      notified: false,
      technicianUid: null,
      visit: null,
    });
    // No quota of the client's was counted.
    expect(await documents.list('ticketQuotas')).toEqual([]);
  });
});

describe('Terminar contrato', () => {
  it('ends the contract with a date and final counters, then offers no reading', async () => {
    await seedClient();
    await documents.set('equipment', 'eq1', DEVICE);
    const user = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Equipos' });
    const card = (
      await within(section).findByRole('heading', { name: /Kyocera TASKalfa 2554ci/ })
    ).closest('article') as HTMLElement;
    expect(within(card).getByRole('button', { name: /Registrar lectura/ })).toBeVisible();
    expect(card).toHaveTextContent('Respuesta en 2 h hábiles · solución en 8 h hábiles');
    await user.click(within(card).getByRole('button', { name: /Terminar contrato/ }));
    const form = await within(card).findByRole('form', { name: 'Terminar contrato' });
    expect(within(form).getByLabelText('Fecha de término')).toHaveValue('2026-03-04');
    await user.type(within(form).getByLabelText('Contador final B/N'), '12000');
    await user.type(within(form).getByLabelText('Contador final a color'), '3500');
    await user.click(within(form).getByRole('button', { name: 'Terminar contrato' }));
    expect(within(form).getByLabelText('Contador final B/N')).toHaveAccessibleDescription(
      /12,500|12 500|12500/,
    );
    expect(within(form).getByRole('checkbox')).toHaveAccessibleDescription(
      'Marca la confirmación para terminar el contrato.',
    );
    expect((await getEquipment('eq1'))?.contractEnd).toBeNull();

    const bw = within(form).getByLabelText('Contador final B/N');
    await user.clear(bw);
    await user.type(bw, '13000');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Terminar contrato' }));
    expect(await within(card).findByText('Contrato terminado el 4 mar 2026')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Registrar lectura/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Terminar contrato/ })).toBeNull();
    expect(await getEquipment('eq1')).toMatchObject({
      contractEnd: { date: '2026-03-04', bw: 13000, color: 3500, by: ADMIN.uid },
      lastReadingMonth: '9999-12',
    });
    // Nothing left to open a ticket on.
    expect(within(section).queryByRole('button', { name: 'Nuevo ticket' })).toBeNull();
  });
});

describe('Equipment form: service times', () => {
  it('registers a device with its response and resolution times (4 and 16 by default)', async () => {
    await seedClient();
    const user = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Equipos' });
    await user.click(await within(section).findByRole('button', { name: 'Registrar equipo' }));
    const form = await within(section).findByRole('form', { name: 'Registrar equipo' });
    const response = within(form).getByRole('textbox', {
      name: 'Tiempo de respuesta (horas hábiles)',
    });
    const resolution = within(form).getByRole('textbox', {
      name: 'Tiempo de solución (horas hábiles)',
    });
    expect(response).toHaveValue('4');
    expect(resolution).toHaveValue('16');
    await user.type(within(form).getByRole('textbox', { name: 'Modelo' }), 'Brother L5100');
    await user.type(within(form).getByRole('textbox', { name: 'Número de serie' }), 'BR-9');
    await user.type(within(form).getByRole('textbox', { name: 'Dirección' }), 'Calle 5, Cancún');
    await user.type(within(form).getByRole('textbox', { name: /Renta mensual/ }), '900');
    await user.type(within(form).getByRole('textbox', { name: /Páginas B\/N incluidas/ }), '1000');
    await user.type(within(form).getByRole('textbox', { name: /Precio por página B\/N/ }), '0.3');
    await user.type(within(form).getByRole('textbox', { name: 'Contador inicial B/N' }), '50');
    await user.clear(response);
    await user.type(response, '0');
    await user.click(within(form).getByRole('button', { name: 'Guardar equipo' }));
    expect(response).toHaveAccessibleDescription(/Escribe un número entero de horas, de 1 a 200\./);
    await user.clear(response);
    await user.type(response, '6');
    await user.click(within(form).getByRole('button', { name: 'Guardar equipo' }));
    await within(section).findByRole('heading', { name: /Brother L5100/ });
    const [stored] = await documents.list('equipment');
    expect(stored?.data.contract).toMatchObject({ responseHours: 6, resolutionHours: 16 });
  });
});
