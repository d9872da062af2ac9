/**
 * A rental client's page in the desk (/admin-dashboard/clientes/:uid): "Vincular como cliente"
 * (to a new company as its administrator, or to an existing one with a role) for a verified
 * account only, the rules' refusal, "Registrar equipo" for the company with its contract, a bad
 * field keeping what was typed, "Editar" that never touches the counters, and the readings. The
 * company's members: company-members.test.tsx.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listClientEquipment, listReadings, submitReading } from '@/data/rental/client-portal';
import { getCompany, getMembership } from '@/data/rental/company/company-desk';
import type { BrowserFileStore } from '@/data/browser/file-store';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { createUserDocument } from '@/data/users';
import { AMOUNT_MESSAGE, WHOLE_NUMBER_MESSAGE } from '@/domain/schemas/equipment';
import {
  ADMIN,
  denied,
  fakeSessionStore,
  renderAdmin,
  seedLead,
} from '@/app/test-utils/admin-harness';
import { ClientPage } from './client-page';

const NOW = new Date('2026-03-04T18:00:00.000Z');
const UID = 'cliente-uno';
const EMAIL = 'compras@hotel.mx';

let documents: DocumentStore;
let files: BrowserFileStore;

beforeEach(async () => {
  ({ documents, files } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

async function seedUser({ verified }: { verified: boolean }) {
  await createUserDocument(UID, {
    name: 'Laura Compras',
    email: EMAIL,
    photoURL: null,
    authProvider: 'password',
  });
  if (verified) await documents.set('users', UID, { emailVerified: true }, { merge: true });
}

/** A company as the migration leaves one: its id is the founder's uid, their administrator. */
async function seedClient() {
  await seedUser({ verified: true });
  await documents.set('clients', UID, {
    email: EMAIL,
    name: 'Laura Compras',
    company: 'Hotel Caribe',
    leadId: null,
    linkedAt: '2026-03-01T15:00:00.000Z',
    linkedBy: ADMIN.uid,
  });
  await documents.set('members', UID, {
    clientId: UID,
    role: 'administrador',
    email: EMAIL,
    name: 'Laura Compras',
    addedAt: '2026-03-01T15:00:00.000Z',
    addedBy: ADMIN.uid,
  });
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
  },
  startCounters: { bw: 10000, color: 3000 },
  lastReading: { month: '2026-03', bw: 12500, color: 3400, at: '2026-03-02T15:00:00.000Z' },
  lastReadingMonth: '2026-03',
  createdAt: '2026-02-01T15:00:00.000Z',
  createdBy: ADMIN.uid,
  updatedAt: '2026-02-01T15:00:00.000Z',
  updatedBy: ADMIN.uid,
};

function open(search = '') {
  return renderAdmin(`/admin-dashboard${search}`, fakeSessionStore(ADMIN), {
    now: NOW,
    page: <ClientPage uid={UID} now={() => NOW} />,
  });
}

describe('Vincular como cliente', () => {
  it('links a verified user as administrator of a new company, prefilled from the lead', async () => {
    await seedUser({ verified: true });
    const leadId = await seedLead(documents, {
      createdAt: NOW.toISOString(),
      status: 'Ganado',
      fullName: 'Laura Compras Díaz',
      corporateEmail: EMAIL,
      company: 'Hotel Caribe',
    });
    const user = userEvent.setup();
    open(`?lead=${leadId}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cliente: Laura Compras' }),
    ).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Cuenta' });
    expect(account).toHaveTextContent(EMAIL);
    expect(within(account).getByText('Correo verificado').nextElementSibling).toHaveTextContent(
      'Sí',
    );
    const card = await screen.findByRole('region', { name: 'Vincular como cliente' });
    const company = await within(card).findByLabelText('Nombre de la empresa');
    expect(within(card).getByLabelText('Una empresa nueva')).toBeChecked();
    expect(company).toHaveValue('Hotel Caribe');
    expect(within(card).getByLabelText('Nombre del contacto')).toHaveValue('Laura Compras');
    expect(within(card).getByLabelText('Correo de contacto')).toHaveValue(EMAIL);
    expect(within(card).getByLabelText('RFC')).toHaveValue('');
    expect(card).toHaveTextContent('Datos tomados de la solicitud de Laura Compras Díaz');
    expect(card).toHaveTextContent('“Administrador de la cuenta” de la empresa nueva');
    expect(screen.getByRole('link', { name: /Volver a la solicitud/ })).toHaveAttribute(
      'href',
      `/admin-dashboard/solicitudes/${leadId}`,
    );

    await user.clear(company);
    await user.type(company, 'Hotel Caribe S.A.');
    await user.type(within(card).getByLabelText('RFC'), 'hca-010203ab1');
    await user.click(within(card).getByRole('button', { name: 'Vincular como cliente' }));

    expect(await screen.findByRole('region', { name: 'Empresa' })).toHaveTextContent(
      'Hotel Caribe S.A.',
    );
    const data = screen.getByRole('region', { name: 'Empresa' });
    expect(within(data).getByText('RFC').nextElementSibling).toHaveTextContent('HCA010203AB1');
    expect(within(data).getByText('Vinculado por').nextElementSibling).toHaveTextContent(
      ADMIN.email,
    );
    expect(within(data).getByRole('link', { name: 'Ver la solicitud' })).toHaveAttribute(
      'href',
      `/admin-dashboard/solicitudes/${leadId}`,
    );
    expect(within(account).getByText('Rol en la empresa').nextElementSibling).toHaveTextContent(
      'Administrador de la cuenta',
    );
    const members = await screen.findByRole('table', { name: 'Miembros de Hotel Caribe S.A.' });
    expect(
      within(within(members).getByRole('row', { name: /Laura Compras/ })).getAllByRole('cell')[1],
    ).toHaveTextContent(/^Administrador de la cuenta$/);
    const equipment = await screen.findByRole('region', { name: 'Equipos' });
    expect(
      await within(equipment).findByText('Este cliente aún no tiene equipos registrados.'),
    ).toBeInTheDocument();
    expect(within(equipment).getByRole('button', { name: 'Registrar equipo' })).toBeInTheDocument();
    // The meter collector's card (loaded after the page's own cards) offers a code.
    const collector = await screen.findByRole('region', { name: 'Lector automático' });
    expect(
      await within(collector).findByText('Esta empresa aún no instala el lector.'),
    ).toBeInTheDocument();
    expect(within(collector).getByRole('button', { name: 'Código de instalación' })).toBeEnabled();

    // What was stored (read once the page has settled).
    const member = await getMembership(UID);
    expect(member).toMatchObject({
      role: 'administrador',
      email: EMAIL,
      name: 'Laura Compras',
      addedBy: ADMIN.uid,
    });
    // A new company gets an automatic id, not the person's uid.
    expect(member?.clientId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await getCompany(member?.clientId ?? '')).toMatchObject({
      email: EMAIL,
      name: 'Laura Compras',
      company: 'Hotel Caribe S.A.',
      rfc: 'HCA010203AB1',
      leadId,
      linkedBy: ADMIN.uid,
    });
  });

  it('links a verified user to an existing company with the role chosen', async () => {
    await seedUser({ verified: true });
    await documents.set('clients', 'empresa-2', {
      email: 'direccion@escuela.mx',
      name: 'Marta Díaz',
      company: 'Escuela del Sol',
      rfc: '',
      leadId: null,
      linkedAt: '2026-01-01T15:00:00.000Z',
      linkedBy: ADMIN.uid,
    });
    await documents.set('clients', 'empresa-3', {
      email: 'compras@clinica.mx',
      name: 'Luis Gómez',
      company: 'Clínica Azul',
      rfc: 'CAZ990101XY2',
      leadId: null,
      linkedAt: '2026-01-01T15:00:00.000Z',
      linkedBy: ADMIN.uid,
    });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('region', { name: 'Vincular como cliente' });
    await user.click(await within(card).findByLabelText('Una empresa existente'));
    // Nothing chosen: a Spanish message next to the list.
    await user.click(within(card).getByRole('button', { name: 'Vincular como cliente' }));
    const list = await within(card).findByLabelText('Empresa');
    expect(list).toHaveAccessibleDescription('Selecciona una opción.');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige una empresa', 'Clínica Azul (CAZ990101XY2)', 'Escuela del Sol']);
    await user.selectOptions(list, 'Escuela del Sol');
    await user.selectOptions(within(card).getByLabelText('Rol'), 'Facturación');
    await user.click(within(card).getByRole('button', { name: 'Vincular como cliente' }));

    expect(await screen.findByRole('region', { name: 'Empresa' })).toHaveTextContent(
      'Escuela del Sol',
    );
    const members = await screen.findByRole('table', { name: 'Miembros de Escuela del Sol' });
    expect(
      within(within(members).getByRole('row', { name: /Laura Compras/ })).getAllByRole('cell')[1],
    ).toHaveTextContent(/^Facturación$/);
    expect(
      await screen.findByText('Este cliente aún no tiene equipos registrados.'),
    ).toBeInTheDocument();
    expect(await getMembership(UID)).toMatchObject({
      clientId: 'empresa-2',
      role: 'facturacion',
      email: EMAIL,
      addedBy: ADMIN.uid,
    });
    // The company itself is not rewritten.
    expect(await getCompany('empresa-2')).toMatchObject({
      name: 'Marta Díaz',
      email: 'direccion@escuela.mx',
    });
  });

  it('refuses a bad RFC and an empty company name, keeping what was typed', async () => {
    await seedUser({ verified: true });
    const user = userEvent.setup();
    open();
    const company = await screen.findByLabelText('Nombre de la empresa');
    await user.clear(company);
    await user.type(screen.getByLabelText('RFC'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Vincular como cliente' }));
    expect(company).toHaveFocus();
    expect(company).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(screen.getByLabelText('RFC')).toHaveValue('ABC123');
    expect(screen.getByLabelText('RFC')).toHaveAccessibleDescription(
      /^Opcional\. Escribe un RFC válido: 12 caracteres para una empresa o 13/,
    );
    expect(await getMembership(UID)).toBeNull();
  });

  it('says so when the person joined a company meanwhile', async () => {
    await seedUser({ verified: true });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Nombre de la empresa'), 'Hotel Caribe');
    await documents.set('members', UID, {
      clientId: 'otra',
      role: 'usuario',
      email: EMAIL,
      name: 'Laura Compras',
      addedAt: null,
      addedBy: ADMIN.uid,
    });
    await user.click(screen.getByRole('button', { name: 'Vincular como cliente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esa persona ya pertenece a una empresa.',
    );
    expect(await getMembership(UID)).toMatchObject({ clientId: 'otra' });
  });

  it('refuses an unverified account with a Spanish message and no form', async () => {
    await seedUser({ verified: false });
    open();
    const card = await screen.findByRole('region', { name: 'Vincular como cliente' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'No se puede vincular como cliente: la persona aún no ha verificado su correo.',
    );
    expect(screen.getByText('Cuenta sin verificar')).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Vincular como cliente' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a Usuarios/ })).toHaveAttribute(
      'href',
      '/admin-dashboard?section=usuarios',
    );

    // Once verified, "Volver a comprobar" shows the form.
    await documents.set('users', UID, { emailVerified: true }, { merge: true });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Volver a comprobar' }));
    expect(
      await screen.findByRole('button', { name: 'Vincular como cliente' }),
    ).toBeInTheDocument();
    expect(await getMembership(UID)).toBeNull();
  });

  it('shows the rules’ refusal and keeps the form', async () => {
    await seedUser({ verified: true });
    vi.spyOn(documents, 'updateAll').mockRejectedValueOnce(denied());
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Nombre de la empresa'), 'Hotel Caribe');
    await user.click(screen.getByRole('button', { name: 'Vincular como cliente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo vincular como cliente: la base de datos lo rechazó.',
    );
    expect(screen.getByLabelText('Nombre del contacto')).toHaveValue('Laura Compras');
    expect(await getMembership(UID)).toBeNull();
  });

  it('asks for the contact’s name', async () => {
    await seedUser({ verified: true });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Nombre de la empresa'), 'Hotel Caribe');
    const name = screen.getByLabelText('Nombre del contacto');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Vincular como cliente' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(await getMembership(UID)).toBeNull();
  });

  it('says so when there is no such user', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Usuario no encontrado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No hay ningún usuario registrado con este identificador.'),
    ).toBeInTheDocument();
  });
});

describe('Equipos', () => {
  async function fillDevice(user: ReturnType<typeof userEvent.setup>, fee = '1,499.00') {
    const form = await screen.findByRole('form', { name: 'Registrar equipo' });
    await user.type(within(form).getByLabelText('Modelo'), 'Kyocera TASKalfa 2554ci');
    await user.type(within(form).getByLabelText('Número de serie'), 'KY-777');
    await user.click(within(form).getByLabelText('Equipo a color'));
    await user.type(within(form).getByLabelText('Dirección'), 'Av. Tulum 100, Cancún');
    await user.type(within(form).getByLabelText('Área'), 'Recepción');
    await user.type(within(form).getByLabelText('Renta mensual (MXN, IVA incluido)'), fee);
    await user.type(within(form).getByLabelText('Páginas B/N incluidas al mes'), '2,000');
    await user.type(within(form).getByLabelText('Páginas a color incluidas al mes'), '500');
    await user.type(
      within(form).getByLabelText('Precio por página B/N excedente (MXN, IVA incluido)'),
      '0.35',
    );
    await user.type(
      within(form).getByLabelText('Precio por página a color excedente (MXN, IVA incluido)'),
      '2.50',
    );
    await user.type(within(form).getByLabelText('Contador inicial B/N'), '10000');
    await user.type(within(form).getByLabelText('Contador inicial a color'), '3000');
    return form;
  }

  it('registers a device with its contract and start counters', async () => {
    await seedClient();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Registrar equipo' }));
    const form = await fillDevice(user);
    // The contract starts today in Cancún unless changed.
    expect(within(form).getByLabelText('Inicio del contrato')).toHaveValue('2026-03-04');
    // "Rendimiento del tóner (páginas)": optional, only the colours set are stored.
    await user.type(within(form).getByLabelText('Tóner Negro'), '15,000');
    await user.type(within(form).getByLabelText('Tóner Magenta'), '6000');
    await user.click(within(form).getByRole('button', { name: 'Guardar equipo' }));

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Registrar equipo' })).not.toBeInTheDocument(),
    );
    const [stored] = await listClientEquipment(UID);
    expect(stored).toMatchObject({
      clientId: UID,
      model: 'Kyocera TASKalfa 2554ci',
      serial: 'KY-777',
      color: true,
      location: { address: 'Av. Tulum 100, Cancún', area: 'Recepción' },
      contract: {
        startDate: '2026-03-04',
        monthlyFeeMxn: 1499,
        includedPagesBw: 2000,
        includedPagesColor: 500,
        extraPagePriceBw: 0.35,
        extraPagePriceColor: 2.5,
      },
      startCounters: { bw: 10000, color: 3000 },
      lastReading: null,
      lastReadingMonth: '',
      tonerYield: { Negro: 15000, Magenta: 6000 },
    });
    const card = await screen.findByRole('article', { name: /Kyocera TASKalfa 2554ci/ });
    expect(card).toHaveTextContent('$1,499.00 MXN (IVA incluido)');
    expect(card).toHaveTextContent('B/N $0.35 MXN · color $2.50 MXN');
    expect(card).toHaveTextContent('Sin lecturas todavía');
    expect(screen.getByRole('button', { name: 'Registrar equipo' })).toHaveFocus();
  });

  it('keeps what was typed and shows the Spanish message next to a bad field', async () => {
    await seedClient();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Registrar equipo' }));
    const form = await fillDevice(user, '1,499.999');
    await user.clear(within(form).getByLabelText('Contador inicial a color'));
    await user.type(within(form).getByLabelText('Contador inicial a color'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Guardar equipo' }));

    const fee = within(form).getByLabelText('Renta mensual (MXN, IVA incluido)');
    expect(fee).toHaveFocus();
    expect(fee).toHaveValue('1,499.999');
    expect(fee).toHaveAccessibleDescription(AMOUNT_MESSAGE);
    expect(within(form).getByLabelText('Contador inicial a color')).toHaveAccessibleDescription(
      WHOLE_NUMBER_MESSAGE,
    );
    expect(within(form).getByLabelText('Modelo')).toHaveValue('Kyocera TASKalfa 2554ci');
    expect(within(form).getByLabelText('Número de serie')).toHaveValue('KY-777');
    expect(within(form).getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    expect(await listClientEquipment(UID)).toEqual([]);

    // Corrected, it is stored.
    await user.clear(fee);
    await user.type(fee, '1499');
    await user.clear(within(form).getByLabelText('Contador inicial a color'));
    await user.type(within(form).getByLabelText('Contador inicial a color'), '3000');
    await user.click(within(form).getByRole('button', { name: 'Guardar equipo' }));
    await waitFor(async () => expect(await listClientEquipment(UID)).toHaveLength(1));
  });

  it('registers a B/N device with no colour pages, price or counter', async () => {
    await seedClient();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Registrar equipo' }));
    const form = await screen.findByRole('form', { name: 'Registrar equipo' });
    expect(within(form).queryByLabelText('Contador inicial a color')).not.toBeInTheDocument();
    // Black toner only.
    expect(within(form).getByLabelText('Tóner Negro')).toHaveValue('');
    expect(within(form).queryByLabelText('Tóner Cian')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Modelo'), 'Brother HL-L5100');
    await user.type(within(form).getByLabelText('Número de serie'), 'BR-1');
    await user.type(within(form).getByLabelText('Dirección'), 'Calle 5, Playa del Carmen');
    await user.type(within(form).getByLabelText('Renta mensual (MXN, IVA incluido)'), '799');
    await user.type(within(form).getByLabelText('Páginas B/N incluidas al mes'), '1000');
    await user.type(
      within(form).getByLabelText('Precio por página B/N excedente (MXN, IVA incluido)'),
      '0.3525',
    );
    await user.type(within(form).getByLabelText('Contador inicial B/N'), '0');
    await user.click(within(form).getByRole('button', { name: 'Guardar equipo' }));
    const card = await screen.findByRole('article', { name: /Brother HL-L5100/ });
    expect(card).toHaveTextContent('Blanco y negro (B/N)');
    expect(card).toHaveTextContent('$0.3525 MXN');
    expect((await listClientEquipment(UID))[0]).toMatchObject({
      color: false,
      contract: { includedPagesColor: 0, extraPagePriceColor: 0, extraPagePriceBw: 0.3525 },
      startCounters: { bw: 0, color: 0 },
      tonerYield: {},
    });
  });

  it('edits the location and contract, never the counters', async () => {
    await seedClient();
    await documents.set('equipment', 'eq-1', DEVICE);
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /Kyocera TASKalfa 2554ci/ });
    expect(card).toHaveTextContent('B/N 10,000 · color 3,000');
    expect(card).toHaveTextContent('marzo de 2026: B/N 12,500 · color 3,400');
    await user.click(
      within(card).getByRole('button', { name: 'Editar: Kyocera TASKalfa 2554ci (Serie KY-001)' }),
    );
    const form = await within(card).findByRole('form', { name: 'Editar equipo' });
    expect(within(form).queryByLabelText('Contador inicial B/N')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Contador inicial a color')).not.toBeInTheDocument();
    const fee = within(form).getByLabelText('Renta mensual (MXN, IVA incluido)');
    expect(fee).toHaveValue('1499.00');
    await user.clear(fee);
    await user.type(fee, '1,650.50');
    await user.clear(within(form).getByLabelText('Área'));
    await user.type(within(form).getByLabelText('Área'), 'Contabilidad');
    await user.type(within(form).getByLabelText('Tóner Cian'), '0');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(form).getByLabelText('Tóner Cian')).toHaveAccessibleDescription(
      'Escribe un número entero de páginas, de 1 a 1,000,000.',
    );
    await user.clear(within(form).getByLabelText('Tóner Cian'));
    await user.type(within(form).getByLabelText('Tóner Cian'), '8,000');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() =>
      expect(within(card).queryByRole('form', { name: 'Editar equipo' })).not.toBeInTheDocument(),
    );
    expect(await documents.get('equipment', 'eq-1')).toMatchObject({
      model: DEVICE.model,
      serial: DEVICE.serial,
      color: true,
      location: { address: DEVICE.location.address, area: 'Contabilidad' },
      contract: { ...DEVICE.contract, monthlyFeeMxn: 1650.5 },
      startCounters: DEVICE.startCounters,
      lastReading: DEVICE.lastReading,
      tonerYield: { Cian: 8000 },
      createdBy: ADMIN.uid,
      updatedBy: ADMIN.uid,
    });
    expect(await screen.findByText(/\$1,650\.50 MXN/)).toBeInTheDocument();
  });

  it('keeps the edit form with a Spanish message when the rules refuse it', async () => {
    await seedClient();
    await documents.set('equipment', 'eq-1', DEVICE);
    vi.spyOn(documents, 'updateAll').mockRejectedValueOnce(denied());
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /Kyocera/ });
    await user.click(within(card).getByRole('button', { name: /^Editar/ }));
    const form = await within(card).findByRole('form', { name: 'Editar equipo' });
    await user.clear(within(form).getByLabelText('Renta mensual (MXN, IVA incluido)'));
    await user.type(within(form).getByLabelText('Renta mensual (MXN, IVA incluido)'), '2000');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar el equipo: la base de datos lo rechazó (no tienes permiso).',
    );
    expect(within(form).getByLabelText('Renta mensual (MXN, IVA incluido)')).toHaveValue('2000');
  });

  it('shows a device’s readings with the month’s pages and the photo', async () => {
    await seedClient();
    await documents.set('equipment', 'eq-1', DEVICE);
    await documents.set('equipment/eq-1/readings', '2026-02', {
      month: '2026-02',
      bw: 11200,
      color: 3100,
      previous: { bw: 10000, color: 3000 },
      // A link from elsewhere is not shown.
      photoUrl: 'https://example.test/foto.jpg',
      by: UID,
      at: '2026-02-27T15:00:00.000Z',
    });
    const photo = `meter_photos/${UID}/eq-1/2026-03`;
    await files.upload(photo, new Blob(['jpg']), 'image/jpeg');
    await documents.set('equipment/eq-1/readings', '2026-03', {
      month: '2026-03',
      bw: 12500,
      color: 3400,
      previous: { bw: 11200, color: 3100 },
      photoPath: photo,
      by: UID,
      at: '2026-03-02T15:00:00.000Z',
    });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /Kyocera/ });
    const toggle = within(card).getByRole('button', { name: /^Ver lecturas/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = await within(card).findByRole('table', {
      name: 'Lecturas de Kyocera TASKalfa 2554ci (serie KY-001)',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^marzo de 202612,5003,4001,300300El clienteVer foto/),
      expect.stringMatching(
        /^febrero de 202611,2003,1001,200100El clienteSin fotoCorregir lectura de febrero de 2026$/,
      ),
    ]);
    expect(await within(rows[0]!).findByRole('link', { name: /Ver foto/ })).toHaveAttribute(
      'href',
      'data:image/jpeg;base64,anBn',
    );
    expect(within(card).getByRole('button', { name: /^Ocultar lecturas/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // This month has its reading: nothing more to record.
    expect(within(card).queryByRole('button', { name: /^Registrar lectura/ })).toBeNull();
  });

  it('shows the error with Reintentar when the devices cannot be read', async () => {
    await seedClient();
    // The devices' query is refused once (the members' list reads on).
    const read = documents.list.bind(documents);
    let refused = false;
    const list = vi.spyOn(documents, 'list').mockImplementation((collection, options) => {
      if (collection !== 'equipment' || refused) return read(collection, options);
      refused = true;
      return Promise.reject(denied());
    });
    const user = userEvent.setup();
    open();
    const equipment = await screen.findByRole('region', { name: 'Equipos' });
    expect(await within(equipment).findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información.',
    );
    list.mockRestore();
    await user.click(within(equipment).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(equipment).findByText('Este cliente aún no tiene equipos registrados.'),
    ).toBeInTheDocument();
  });
});

describe('Registrar lectura (a reading given by phone or taken by a technician)', () => {
  /** DEVICE whose last reading is February's: March's is missing. */
  const FEBRUARY = {
    ...DEVICE,
    lastReading: { month: '2026-02', bw: 12000, color: 3300, at: '2026-02-27T15:00:00.000Z' },
    lastReadingMonth: '2026-02',
  };
  const RECORD = 'Registrar lectura: Kyocera TASKalfa 2554ci (Serie KY-001)';

  async function openForm() {
    await seedClient();
    await documents.set('equipment', 'eq-1', FEBRUARY);
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /Kyocera/ });
    await user.click(within(card).getByRole('button', { name: RECORD }));
    // The form's code loads when it opens.
    const form = await within(card).findByRole('form', {
      name: 'Registrar la lectura de marzo de 2026',
    });
    return { user, card, form };
  }

  it('records this month’s counters signed by the admin, refusing them below the last reading', async () => {
    const { user, card, form } = await openForm();
    // One form at a time on a device: no "Editar" while the reading is typed.
    expect(within(card).queryByRole('button', { name: /^Editar/ })).toBeNull();
    const bw = within(form).getByLabelText('Contador B/N');
    const color = within(form).getByLabelText('Contador a color');
    expect(bw).toHaveAccessibleDescription('Lectura anterior: 12,000.');
    expect(color).toHaveAccessibleDescription('Lectura anterior: 3,300.');

    await user.type(bw, '11,999');
    await user.type(color, '3,450');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(bw).toHaveFocus();
    expect(bw).toHaveValue('11,999');
    expect(bw).toHaveAccessibleDescription(
      'Lectura anterior: 12,000. La lectura no puede ser menor que la anterior (12,000).',
    );
    expect(color).toHaveValue('3,450');
    expect(await listReadings('eq-1')).toEqual([]);

    await user.clear(bw);
    await user.type(bw, '12,600');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    await waitFor(() =>
      expect(within(card).queryByRole('form', { name: /^Registrar la lectura/ })).toBeNull(),
    );
    expect(await listReadings('eq-1')).toEqual([
      expect.objectContaining({
        month: '2026-03',
        bw: 12600,
        color: 3450,
        previous: { bw: 12000, color: 3300 },
        source: 'empresa',
        by: ADMIN.uid,
      }),
    ]);
    expect(
      await screen.findByText(
        'Lectura de marzo de 2026 registrada: Kyocera TASKalfa 2554ci (serie KY-001).',
      ),
    ).toBeInTheDocument();
    expect(await within(card).findByText(/marzo de 2026: B\/N 12,600 · color 3,450/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: RECORD })).toBeNull();
    const toggle = within(card).getByRole('button', { name: /^Ver lecturas/ });
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    const table = await within(card).findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /^marzo de 202612,6003,450600150La empresaEmpresaSin fotoCorregir lectura de marzo de 2026$/,
    );
  });

  it('says so when the client sent this month’s reading meanwhile, and keeps theirs', async () => {
    const { user, card, form } = await openForm();
    await submitReading('eq-1', { bw: 12_300, color: 3_310 }, UID, NOW);
    await user.type(within(form).getByLabelText('Contador B/N'), '12600');
    await user.type(within(form).getByLabelText('Contador a color'), '3450');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(
      await screen.findByText(
        'Kyocera TASKalfa 2554ci (serie KY-001) ya tiene la lectura de marzo de 2026.',
      ),
    ).toBeInTheDocument();
    expect(await within(card).findByText(/marzo de 2026: B\/N 12,300 · color 3,310/)).toBeVisible();
    expect(await listReadings('eq-1')).toEqual([
      expect.objectContaining({ bw: 12_300, color: 3_310, by: UID }),
    ]);
  });

  it('keeps the typed counters with a Spanish message when the rules refuse the reading', async () => {
    const { user, form } = await openForm();
    vi.spyOn(documents, 'updateAll').mockRejectedValueOnce(denied());
    await user.type(within(form).getByLabelText('Contador B/N'), '12600');
    await user.type(within(form).getByLabelText('Contador a color'), '3450');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No se pudo guardar la lectura: la base de datos lo rechazó (no tienes permiso).',
    );
    expect(within(form).getByLabelText('Contador B/N')).toHaveValue('12600');
    expect(await listReadings('eq-1')).toEqual([]);
    // Cancelar closes it and gives the keyboard back to its button.
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('button', { name: RECORD })).toHaveFocus();
  });

  it('asks only for the B/N counter on a B/N device', async () => {
    await seedClient();
    await documents.set('equipment', 'eq-1', {
      ...FEBRUARY,
      color: false,
      startCounters: { bw: 10000, color: 0 },
      lastReading: { ...FEBRUARY.lastReading, color: 0 },
    });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /Kyocera/ });
    await user.click(within(card).getByRole('button', { name: RECORD }));
    const form = await within(card).findByRole('form', { name: /^Registrar la lectura/ });
    expect(within(form).queryByLabelText('Contador a color')).toBeNull();
    await user.type(within(form).getByLabelText('Contador B/N'), '12100');
    await user.click(within(form).getByRole('button', { name: 'Guardar lectura' }));
    await waitFor(async () =>
      expect(await listReadings('eq-1')).toEqual([
        expect.objectContaining({ bw: 12100, color: 0, by: ADMIN.uid }),
      ]),
    );
  });
});
