/**
 * A company's members on the desk's client page: names, e-mails and role labels; "Agregar a la
 * empresa" (a registered, verified account, by its e-mail, not already in a company), "Cambiar
 * rol", and "Quitar" after a confirmation (the membership is deleted). The page of a company's id
 * (a ticket's or a device's link) shows the company without a person's account.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMembership } from '@/data/rental/company/company-desk';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { createUserDocument } from '@/data/users';
import { ADMIN, denied, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';
import { ClientPage } from '../client/client-page';

const NOW = new Date('2026-03-04T18:00:00.000Z');
const COMPANY = 'empresa-sol';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await documents.set('clients', COMPANY, {
    email: 'direccion@hotelsol.mx',
    name: 'Ana Sol',
    company: 'Hotel Sol',
    rfc: 'HSO010203AB1',
    leadId: null,
    linkedAt: '2026-03-01T15:00:00.000Z',
    linkedBy: ADMIN.uid,
  });
  await seedPerson('ana', 'Ana Sol', 'direccion@hotelsol.mx', { role: 'administrador' });
  await seedPerson('beto', 'Beto Caja', 'recepcion@hotelsol.mx', { role: 'usuario' });
});

afterEach(() => {
  setStoresForTesting(null);
});

/** A registered, verified person; a member of Hotel Sol with `role` when given. */
async function seedPerson(
  uid: string,
  name: string,
  email: string,
  {
    role,
    verified = true,
    clientId = COMPANY,
  }: { role?: string; verified?: boolean; clientId?: string } = {},
) {
  await createUserDocument(uid, { name, email, photoURL: null, authProvider: 'password' });
  if (verified) await documents.set('users', uid, { emailVerified: true }, { merge: true });
  if (role)
    await documents.set('members', uid, {
      clientId,
      role,
      email,
      name,
      addedAt: '2026-03-01T15:00:00.000Z',
      addedBy: ADMIN.uid,
    });
}

function open(id = 'ana') {
  return renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), {
    now: NOW,
    page: <ClientPage uid={id} now={() => NOW} />,
  });
}

const membersTable = () => screen.findByRole('table', { name: 'Miembros de Hotel Sol' });

/** The role a member's row states (its third column; the select offers every role). */
const roleOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1];

describe('Miembros de la empresa', () => {
  it('lists the members with their roles, each linked to their page', async () => {
    open();
    const table = await membersTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const ana = within(table).getByRole('row', { name: /Ana Sol/ });
    expect(ana).toHaveTextContent('direccion@hotelsol.mx');
    expect(roleOf(ana)).toHaveTextContent(/^Administrador de la cuenta$/);
    expect(ana).toHaveTextContent('(esta página)');
    const beto = within(table).getByRole('row', { name: /Beto Caja/ });
    expect(roleOf(beto)).toHaveTextContent(/^Usuario$/);
    expect(within(beto).getByRole('link', { name: 'Beto Caja' })).toHaveAttribute(
      'href',
      '/admin-dashboard/clientes/beto',
    );
    const company = screen.getByRole('region', { name: 'Empresa' });
    expect(company).toHaveTextContent('Hotel Sol');
    expect(company).toHaveTextContent('HSO010203AB1');
    expect(company).toHaveTextContent('direccion@hotelsol.mx');
  });

  it('adds a verified account by its e-mail with a role, and refuses the others in Spanish', async () => {
    await seedPerson('caro', 'Caro Cuentas', 'cuentas@hotelsol.mx');
    await seedPerson('dani', 'Dani Nuevo', 'dani@hotelsol.mx', { verified: false });
    await seedPerson('eva', 'Eva Otra', 'eva@otra.mx', { role: 'usuario', clientId: 'otra' });
    const user = userEvent.setup();
    open();
    await membersTable();
    const form = screen.getByRole('form', { name: 'Agregar a una persona' });
    const email = within(form).getByLabelText('Correo de la cuenta');
    const add = within(form).getByRole('button', { name: 'Agregar a la empresa' });

    await user.type(email, 'nadie@hotelsol.mx');
    await user.click(add);
    expect(email).toHaveAccessibleDescription('No hay ninguna cuenta registrada con ese correo.');
    expect(email).toHaveValue('nadie@hotelsol.mx');

    await user.clear(email);
    await user.type(email, 'dani@hotelsol.mx');
    await user.click(add);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/^Esa cuenta aún no ha verificado su correo/),
    );

    await user.clear(email);
    await user.type(email, 'eva@otra.mx');
    await user.click(add);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Esa persona ya pertenece a una empresa.'),
    );
    expect(await getMembership('eva')).toMatchObject({ clientId: 'otra' });
    expect(await getMembership('dani')).toBeNull();

    await user.clear(email);
    await user.type(email, 'CUENTAS@hotelsol.mx');
    await user.selectOptions(within(form).getByLabelText('Rol'), 'Facturación');
    await user.click(add);
    expect(
      await screen.findByText('Caro Cuentas se agregó a la empresa como Facturación.'),
    ).toBeInTheDocument();
    const table = await membersTable();
    await waitFor(() =>
      expect(roleOf(within(table).getByRole('row', { name: /Caro Cuentas/ }))).toHaveTextContent(
        /^Facturación$/,
      ),
    );
    expect(email).toHaveValue('');
    expect(await getMembership('caro')).toMatchObject({
      clientId: COMPANY,
      role: 'facturacion',
      email: 'cuentas@hotelsol.mx',
      name: 'Caro Cuentas',
      addedBy: ADMIN.uid,
    });
  });

  it('changes a member’s role', async () => {
    const user = userEvent.setup();
    open();
    const table = await membersTable();
    const beto = within(table).getByRole('row', { name: /Beto Caja/ });
    const save = within(beto).getByRole('button', { name: 'Cambiar rol de Beto Caja' });
    expect(save).toBeDisabled();
    await user.selectOptions(
      within(beto).getByLabelText('Rol de Beto Caja'),
      'Administrador de la cuenta',
    );
    await user.click(save);
    expect(
      await screen.findByText('Beto Caja ahora tiene el rol Administrador de la cuenta.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(roleOf(within(table).getByRole('row', { name: /Beto Caja/ }))).toHaveTextContent(
        /^Administrador de la cuenta$/,
      ),
    );
    expect(await getMembership('beto')).toMatchObject({
      clientId: COMPANY,
      role: 'administrador',
      addedAt: '2026-03-01T15:00:00.000Z',
    });
  });

  it('keeps the role chosen with a Spanish message when the rules refuse it', async () => {
    vi.spyOn(documents, 'update').mockRejectedValueOnce(denied());
    const user = userEvent.setup();
    open();
    const table = await membersTable();
    const beto = within(table).getByRole('row', { name: /Beto Caja/ });
    await user.selectOptions(within(beto).getByLabelText('Rol de Beto Caja'), 'Facturación');
    await user.click(within(beto).getByRole('button', { name: 'Cambiar rol de Beto Caja' }));
    expect(await within(beto).findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar la membresía: la base de datos lo rechazó (no tienes permiso).',
    );
    expect(within(beto).getByLabelText('Rol de Beto Caja')).toHaveValue('facturacion');
    expect(await getMembership('beto')).toMatchObject({ role: 'usuario' });
  });

  it('removes a member only after the confirmation', async () => {
    const user = userEvent.setup();
    open();
    const table = await membersTable();
    const beto = within(table).getByRole('row', { name: /Beto Caja/ });
    await user.click(within(beto).getByRole('button', { name: 'Quitar a Beto Caja' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Quitar a Beto Caja de Hotel Sol?' });
    expect(dialog).toHaveTextContent('Dejará de ver los equipos, las lecturas y los tickets');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await getMembership('beto')).not.toBeNull();

    await user.click(within(beto).getByRole('button', { name: 'Quitar a Beto Caja' }));
    dialog = await screen.findByRole('dialog', { name: '¿Quitar a Beto Caja de Hotel Sol?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(
      await screen.findByText('Beto Caja ya no es miembro de la empresa.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Beto Caja/ })).not.toBeInTheDocument(),
    );
    expect(await getMembership('beto')).toBeNull();
  });

  it('warns before removing the only administrator', async () => {
    const user = userEvent.setup();
    open();
    const table = await membersTable();
    const ana = within(table).getByRole('row', { name: /Ana Sol/ });
    await user.click(within(ana).getByRole('button', { name: 'Quitar a Ana Sol' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Ana Sol de Hotel Sol?' });
    expect(dialog).toHaveTextContent(
      'Es el único administrador de la cuenta: la empresa se quedará sin administrador.',
    );
  });

  it('a removed person’s page offers "Vincular como cliente" again', async () => {
    await documents.delete('members', 'beto');
    open('beto');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cliente: Beto Caja' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Vincular como cliente' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Empresa' })).not.toBeInTheDocument();
  });

  it('the company’s own id shows the company, its members and devices', async () => {
    open(COMPANY);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cliente: Hotel Sol' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cuenta' })).not.toBeInTheDocument();
    expect(await membersTable()).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Registrar equipo' })).toBeVisible();
  });
});
