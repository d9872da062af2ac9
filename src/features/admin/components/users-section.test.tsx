import { userSearchKeys } from '@/domain/search-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUser, updateUser } from '@/data/users';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import { DEMO_ACCOUNTS } from '@/domain/entities';
import { awardAchievement, markResourceRead } from '@/domain/points';
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

/** Stores `count` guest accounts "Usuario 001"… (the highest number signed up last). */
async function seedUsers(count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    const n = String(i).padStart(3, '0');
    const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    await documents.set('users', `u${n}`, {
      name: `Usuario ${n}`,
      email: `usuario${n}@prueba.mx`,
      // As the app writes users/{uid}: with the search keys (src/domain/search-keys.ts).
      ...userSearchKeys({ name: `Usuario ${n}`, email: `usuario${n}@prueba.mx` }),
      photoURL: null,
      createdAt: at,
      updatedAt: at,
      lastLogin: at,
      userType: 'guest',
      profileCompleted: false,
      authProvider: 'password',
      score: 0,
      resourcesRead: 0,
      achievements: {
        profileCompleted: false,
        calculatorUsed: false,
        needsAssessmentCompleted: false,
        resourcesReadIds: [],
      },
    });
  }
}

const rowOf = (text: string | RegExp) => screen.getByRole('row', { name: text });

describe('Usuarios', () => {
  it('lists the users with e-mail, sign-up date, score, achievements and role', async () => {
    await updateUser(GUEST.uid, (current) => {
      if (!current) return null;
      const withCalculator = awardAchievement(current, 'calculatorUsed', NOW.toISOString()).user;
      return markResourceRead(withCalculator, 'guia-costo-por-pagina', NOW.toISOString()).user;
    });
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    expect(screen.getByRole('heading', { level: 2, name: 'Usuarios' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    const guestRow = rowOf(/Invitado Demo/);
    expect(within(guestRow).getByText(GUEST.email)).toBeInTheDocument();
    expect(within(guestRow).getByText('25')).toBeInTheDocument();
    expect(within(guestRow).getByText('Calculadora usada')).toBeInTheDocument();
    expect(within(guestRow).getByText('Recursos leídos: 1 de 7')).toBeInTheDocument();
    expect(within(guestRow).getByText('Invitado')).toBeInTheDocument();
    expect(
      within(guestRow).getByRole('button', { name: 'Hacer administrador: Invitado Demo' }),
    ).toBeInTheDocument();
    const adminRow = rowOf(/Administración Demo/);
    expect(within(adminRow).getByText('Administrador')).toBeInTheDocument();
    expect(within(adminRow).getByText('Sin logros')).toBeInTheDocument();
    // One's own row: "(tú)" and no role button.
    expect(within(adminRow).getByText('(tú)')).toBeInTheDocument();
    expect(within(adminRow).queryByRole('button')).not.toBeInTheDocument();
  });

  it('grants the admin role after the confirmation dialog and stores it', async () => {
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    await user.click(screen.getByRole('button', { name: 'Hacer administrador: Invitado Demo' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Hacer administrador a Invitado Demo (invitado@demo.test)?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await getUser(GUEST.uid)).toMatchObject({ role: 'admin' });
    const stored = await documents.get('users', GUEST.uid);
    expect(stored).toMatchObject({ roleChangedBy: ADMIN.uid });
    const guestRow = rowOf(/Invitado Demo/);
    expect(within(guestRow).getByText('Administrador')).toBeInTheDocument();
    expect(within(guestRow).getByText(/^Cambiado el .* por admin@demo\.test$/)).toBeInTheDocument();
    expect(
      within(guestRow).getByRole('button', { name: 'Quitar administrador: Invitado Demo' }),
    ).toBeInTheDocument();
  });

  it('changes nothing when the dialog is cancelled, and removes the role when confirmed', async () => {
    await documents.set('users', GUEST.uid, { role: 'admin' }, { merge: true });
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    const button = screen.getByRole('button', { name: 'Quitar administrador: Invitado Demo' });

    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: '¿Quitar el rol de administrador a Invitado Demo (invitado@demo.test)?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await getUser(GUEST.uid)).toMatchObject({ role: 'admin' });

    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await getUser(GUEST.uid))?.role).toBeUndefined();
    expect(within(rowOf(/Invitado Demo/)).getByText('Invitado')).toBeInTheDocument();
  });

  it('keeps the dialog open with a Spanish message when the change is refused', async () => {
    vi.spyOn(documents, 'set').mockRejectedValueOnce(denied());
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    await user.click(screen.getByRole('button', { name: 'Hacer administrador: Invitado Demo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar el rol: no tienes permiso.',
    );
    expect((await getUser(GUEST.uid))?.role).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows which admins are sales and marks another admin as sales, with who and when', async () => {
    await documents.set('users', GUEST.uid, { role: 'admin' }, { merge: true });
    // The signed-in admin is sales too: their own row says so, with no button.
    await documents.set('users', ADMIN.uid, { sales: true }, { merge: true });
    await seedUsers(1);
    // The first write waits for `release`, so the button's waiting state can be seen.
    const write = documents.set.bind(documents);
    const set = vi.spyOn(documents, 'set');
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    set.mockImplementationOnce(async (...args) => {
      await gate;
      return write(...args);
    });
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    const table = await screen.findByRole('table', { name: 'Usuarios registrados' });
    expect(within(table).getByRole('columnheader', { name: 'Ventas' })).toBeInTheDocument();

    const ownRow = rowOf(/Administración Demo/);
    expect(within(ownRow).getByText('Ventas')).toHaveClass('badge');
    expect(within(ownRow).queryByRole('button')).not.toBeInTheDocument();
    // A user without the role: no flag, no button.
    const guestRow = rowOf(/Usuario 001/);
    expect(within(guestRow).getByText('Solo administradores')).toBeInTheDocument();
    expect(within(guestRow).queryByRole('button', { name: /ventas/i })).not.toBeInTheDocument();

    const adminRow = rowOf(/Invitado Demo/);
    expect(within(adminRow).getByText('No')).toBeInTheDocument();
    const button = within(adminRow).getByRole('button', {
      name: 'Marcar como ventas: Invitado Demo',
    });
    await user.click(button);
    // While it is written: "Guardando…", and a second click writes nothing more.
    expect(button).toHaveAccessibleName('Guardando…: Invitado Demo');
    expect(button).toHaveTextContent('Guardando…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(set).toHaveBeenCalledTimes(1);
    release();

    expect(
      await screen.findByText(
        'Invitado Demo (invitado@demo.test) ahora es de ventas: recibirá solicitudes nuevas.',
      ),
    ).toBeInTheDocument();
    expect(await documents.get('users', GUEST.uid)).toMatchObject({
      role: 'admin',
      sales: true,
      salesChangedBy: ADMIN.uid,
    });
    expect(within(adminRow).getByText('Ventas')).toHaveClass('badge');
    expect(within(adminRow).getByText(/^Cambiado el .* por admin@demo\.test$/)).toBeInTheDocument();
    expect(button).toHaveAccessibleName('Quitar de ventas: Invitado Demo');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();

    // With the keyboard: Enter on the focused button takes them off sales.
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Invitado Demo (invitado@demo.test) ya no es de ventas.'),
    ).toBeInTheDocument();
    expect(await documents.get('users', GUEST.uid)).toMatchObject({ sales: false });
    expect(within(adminRow).getByText('No')).toBeInTheDocument();
    expect(button).toHaveAccessibleName('Marcar como ventas: Invitado Demo');
    expect(set).toHaveBeenCalledTimes(2);
  });

  it('says in Spanish why the sales flag was not changed, and changes nothing', async () => {
    await documents.set('users', GUEST.uid, { role: 'admin' }, { merge: true });
    vi.spyOn(documents, 'set')
      .mockRejectedValueOnce(denied())
      .mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    const adminRow = rowOf(/Invitado Demo/);
    const button = within(adminRow).getByRole('button', {
      name: 'Marcar como ventas: Invitado Demo',
    });

    await user.click(button);
    expect(
      await screen.findByText('No se pudo cambiar quién es de ventas: no tienes permiso.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAccessibleName('Marcar como ventas: Invitado Demo'));
    expect(within(adminRow).getByText('No')).toBeInTheDocument();

    await user.click(button);
    expect(
      await screen.findByText('No se pudo cambiar quién es de ventas. Intenta de nuevo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(await documents.get('users', GUEST.uid)).not.toHaveProperty('sales');
    expect(within(adminRow).queryByText('Ventas')).not.toBeInTheDocument();
  });

  it('removing the role of a sales admin takes them off sales too, and the dialog says so', async () => {
    await documents.set('users', GUEST.uid, { role: 'admin', sales: true }, { merge: true });
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    const adminRow = rowOf(/Invitado Demo/);
    expect(within(adminRow).getByText('Ventas')).toHaveClass('badge');

    await user.click(
      within(adminRow).getByRole('button', { name: 'Quitar administrador: Invitado Demo' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Quitar el rol de administrador a Invitado Demo (invitado@demo.test)?',
    });
    expect(dialog).toHaveTextContent(
      'También dejará de ser de ventas: no recibirá solicitudes nuevas.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await documents.get('users', GUEST.uid)).toMatchObject({
      role: null,
      roleChangedBy: ADMIN.uid,
      sales: false,
      salesChangedBy: ADMIN.uid,
    });
    const guestRow = rowOf(/Invitado Demo/);
    expect(within(guestRow).getByText('Invitado')).toBeInTheDocument();
    expect(within(guestRow).getByText('Solo administradores')).toBeInTheDocument();
    expect(within(guestRow).queryByRole('button', { name: /ventas/i })).not.toBeInTheDocument();

    // Made admin again, they are not sales until someone marks them.
    await user.click(
      within(guestRow).getByRole('button', { name: 'Hacer administrador: Invitado Demo' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(guestRow).getByText('No')).toBeInTheDocument();
    expect(
      within(guestRow).getByRole('button', { name: 'Marcar como ventas: Invitado Demo' }),
    ).toBeInTheDocument();
  });

  it('does not mention sales when removing the role of an admin who is not sales', async () => {
    await documents.set('users', GUEST.uid, { role: 'admin' }, { merge: true });
    const user = userEvent.setup();
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table', { name: 'Usuarios registrados' });
    await user.click(screen.getByRole('button', { name: 'Quitar administrador: Invitado Demo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('su cuenta seguirá como invitado.');
    expect(dialog).not.toHaveTextContent(/ventas/);
  });

  it(
    'reads one page of 50 users at a time and searches by e-mail prefix',
    { timeout: 20_000 },
    async () => {
      await seedUsers(55);
      const user = userEvent.setup();
      renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
      const table = await screen.findByRole('table', { name: 'Usuarios registrados' });
      expect(within(table).getAllByRole('row')).toHaveLength(51);
      const pager = screen.getByRole('navigation', { name: 'Páginas de usuarios' });
      await user.click(within(pager).getByRole('button', { name: 'Siguiente página' }));
      await waitFor(() =>
        expect(
          within(screen.getByRole('table', { name: 'Usuarios registrados' })).getAllByRole('row'),
        ).toHaveLength(8),
      );
      expect(screen.getByText(/Página 2: usuarios 51–57/)).toBeInTheDocument();

      const search = screen.getByRole('searchbox', { name: 'Buscar usuarios' });
      expect(search).toHaveAccessibleDescription('Correo (con @) o inicio del nombre');
      const emails = () =>
        within(screen.getByRole('table', { name: 'Usuarios registrados' }))
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

      // With "@": the start of the e-mail.
      await user.type(search, 'usuario050@pru{Enter}');
      expect(screen.getByTestId('location')).toHaveTextContent('buscar=usuario050%40pru');
      await waitFor(() => expect(emails()).toEqual(['usuario050@prueba.mx']));

      // Without "@": the start of the name.
      await user.clear(search);
      await user.type(search, 'usuario 05{Enter}');
      await waitFor(() =>
        expect(emails()).toEqual([
          'usuario050@prueba.mx',
          'usuario051@prueba.mx',
          'usuario052@prueba.mx',
          'usuario053@prueba.mx',
          'usuario054@prueba.mx',
          'usuario055@prueba.mx',
        ]),
      );

      await user.clear(search);
      await user.type(search, 'nadie@{Enter}');
      expect(
        await screen.findByText('Ningún usuario coincide con tu búsqueda.'),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('navigation', { name: 'Páginas de usuarios' }),
      ).not.toBeInTheDocument();
    },
  );

  it('says so when there are no users', async () => {
    await installBrowserStoresForTesting({ seedDemoUsers: false });
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('Aún no hay usuarios registrados.')).toBeInTheDocument();
  });

  it('shows the permission message when the users cannot be read', async () => {
    vi.spyOn(documents, 'list').mockRejectedValue(denied());
    renderAdmin(USERS, fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
