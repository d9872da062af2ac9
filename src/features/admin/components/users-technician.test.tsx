import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { DEMO_ACCOUNTS } from '@/domain/entities';
import { ADMIN, denied, fakeSessionStore, renderAdmin } from '@/app/test-utils/admin-harness';

const GUEST = DEMO_ACCOUNTS.guest;
const NOW = new Date(2026, 2, 4, 12, 0);
const USERS = '/admin-dashboard?section=usuarios';

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

const rowOf = (text: RegExp) => screen.getByRole('row', { name: text });
const stored = async (uid: string) => (await documents.get('users', uid)) ?? {};

describe('Usuarios: Técnico', () => {
  it('marks an admin (themselves too) as a technician and takes it off, with a toast', async () => {
    await documents.set('users', GUEST.uid, { role: 'admin' }, { merge: true });
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    expect(screen.getByRole('columnheader', { name: 'Técnico' })).toBeVisible();

    const toggle = within(rowOf(/Invitado Demo/)).getByRole('switch', {
      name: 'Técnico: Invitado Demo',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText('Invitado Demo (invitado@demo.test) ahora es técnico.'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(await stored(GUEST.uid)).toMatchObject({ technician: true });

    await user.click(toggle);
    expect(
      await screen.findByText('Invitado Demo (invitado@demo.test) ya no es técnico.'),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(await stored(GUEST.uid)).not.toHaveProperty('technician');

    const mine = within(rowOf(/Administración Demo/)).getByRole('switch', {
      name: 'Técnico: Administración Demo',
    });
    await user.click(mine);
    await waitFor(async () => expect(await stored(ADMIN.uid)).toMatchObject({ technician: true }));
  });

  it('offers no toggle to a user who is not an admin', async () => {
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    expect(within(rowOf(/Invitado Demo/)).queryByRole('switch')).toBeNull();
  });

  it('removing the admin role removes the technician mark', async () => {
    await documents.set('users', GUEST.uid, { role: 'admin', technician: true }, { merge: true });
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    expect(within(rowOf(/Invitado Demo/)).getByRole('switch')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Quitar administrador: Invitado Demo' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = await stored(GUEST.uid);
    expect(after).not.toHaveProperty('technician');
    expect(after.role).toBeNull();
    expect(within(rowOf(/Invitado Demo/)).queryByRole('switch')).toBeNull();
  });

  it('says so when the change is refused, keeping the toggle as it was', async () => {
    await documents.set('users', GUEST.uid, { role: 'admin' }, { merge: true });
    vi.spyOn(documents, 'update').mockRejectedValueOnce(denied());
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    const toggle = within(rowOf(/Invitado Demo/)).getByRole('switch');
    await user.click(toggle);
    expect(
      await screen.findByText('No se pudo cambiar quién es técnico: no tienes permiso.'),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
