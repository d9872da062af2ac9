/**
 * The ways to a client's page: "Cliente" on a won lead's page (when a verified account has the
 * lead's e-mail: "Vincular como cliente", or "Ver cliente" once linked) and on each row of
 * Usuarios.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { createUserDocument } from '@/data/users';
import { DEMO_ACCOUNTS } from '@/domain/entities';
import type { LeadStage } from '@/domain/entities';
import { ADMIN, fakeSessionStore, renderAdmin, seedLead } from '@/app/test-utils/admin-harness';

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

async function seedAccount({ verified }: { verified: boolean }) {
  await createUserDocument(UID, {
    name: 'Laura Compras',
    email: EMAIL,
    photoURL: null,
    authProvider: 'password',
  });
  if (verified) await documents.set('users', UID, { emailVerified: true }, { merge: true });
}

async function openLead(status: LeadStage): Promise<string> {
  const id = await seedLead(documents, {
    createdAt: NOW.toISOString(),
    status,
    fullName: 'Laura Compras',
    corporateEmail: EMAIL,
    company: 'Hotel Caribe',
  });
  renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(ADMIN), { now: NOW });
  await screen.findByRole('region', { name: 'Datos de la solicitud' });
  return id;
}

describe('"Cliente" on a lead’s page', () => {
  it('a won lead with a verified account links to "Vincular como cliente"', async () => {
    await seedAccount({ verified: true });
    const id = await openLead('Ganado');
    const card = screen.getByRole('region', { name: 'Cliente' });
    expect(
      await within(card).findByRole('link', { name: 'Vincular como cliente' }),
    ).toHaveAttribute('href', `/admin-dashboard/clientes/${UID}?lead=${id}`);
  });

  it('says "Ver cliente" once the account is a member of a company', async () => {
    await seedAccount({ verified: true });
    await documents.set('clients', 'empresa-1', {
      email: EMAIL,
      name: 'Laura Compras',
      company: 'Hotel Caribe',
      leadId: null,
      linkedAt: '2026-03-01T15:00:00.000Z',
      linkedBy: ADMIN.uid,
    });
    await documents.set('members', UID, {
      clientId: 'empresa-1',
      role: 'usuario',
      email: EMAIL,
      name: 'Laura Compras',
      addedAt: '2026-03-01T15:00:00.000Z',
      addedBy: ADMIN.uid,
    });
    const id = await openLead('Ganado');
    const card = screen.getByRole('region', { name: 'Cliente' });
    expect(await within(card).findByRole('link', { name: 'Ver cliente' })).toHaveAttribute(
      'href',
      `/admin-dashboard/clientes/${UID}?lead=${id}`,
    );
    expect(within(card).queryByText('Vincular como cliente')).not.toBeInTheDocument();
  });

  it('says so when nobody has an account with the lead’s e-mail', async () => {
    await openLead('Ganado');
    const card = screen.getByRole('region', { name: 'Cliente' });
    expect(
      await within(card).findByText(
        /^La persona aún no tiene cuenta en el sitio con compras@hotel\.mx\./,
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('an unverified account cannot be linked yet', async () => {
    await seedAccount({ verified: false });
    await openLead('Ganado');
    const card = screen.getByRole('region', { name: 'Cliente' });
    expect(
      await within(card).findByText(/aún no ha verificado su correo: no se puede vincular/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a lead that is not won has no "Cliente" card', async () => {
    await seedAccount({ verified: true });
    await openLead('Cotizado');
    await screen.findByRole('region', { name: 'Contexto del usuario registrado' });
    expect(screen.queryByRole('region', { name: 'Cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vincular como cliente' })).not.toBeInTheDocument();
  });
});

describe('"Cliente" in Usuarios', () => {
  it('each row links to the user’s client page, one’s own too', async () => {
    renderAdmin('/admin-dashboard?section=usuarios', fakeSessionStore(ADMIN), { now: NOW });
    const table = await screen.findByRole('table', { name: 'Usuarios registrados' });
    const guestRow = within(table).getByRole('row', { name: /Invitado Demo/ });
    expect(within(guestRow).getByRole('link', { name: 'Cliente: Invitado Demo' })).toHaveAttribute(
      'href',
      `/admin-dashboard/clientes/${DEMO_ACCOUNTS.guest.uid}`,
    );
    const adminRow = within(table).getByRole('row', { name: /Administración Demo/ });
    expect(within(adminRow).getByRole('link', { name: /^Cliente: / })).toHaveAttribute(
      'href',
      `/admin-dashboard/clientes/${ADMIN.uid}`,
    );
  });
});
