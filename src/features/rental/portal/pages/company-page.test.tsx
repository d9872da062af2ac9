/**
 * "Mi empresa" (/main-user/mi-empresa): the administrator sees the members, invites through the
 * inviteMember function (the callable receives the typed address and the role; a refusal keeps
 * what was typed), changes a role and removes a member after confirming; a "Usuario" sees only
 * the company and their own role.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDocuments } from '@/data/access';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { FunctionCallError } from '@/lib/functions';
import type * as FunctionsModule from '@/lib/functions';
import { renderClient, seedClient, seedColleague } from '../test-utils/client-harness';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));

beforeEach(async () => {
  functions.callFunction.mockReset();
  await installBrowserStoresForTesting();
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

const memberDoc = (uid: string) => withDocuments((store) => store.get('members', uid));
const inviteDoc = (id: string) => withDocuments((store) => store.get('memberInvites', id));

/** A pending invitation of the company u1 (as inviteMember stores it). */
const seedInvite = (id: string, email: string, invitedBy = 'u1') =>
  withDocuments((store) =>
    store.set('memberInvites', id, {
      clientId: 'u1',
      company: 'Hotel Sol',
      role: 'usuario',
      email,
      invitedBy,
      invitedByName: invitedBy,
      invitedAt: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      acceptedAt: null,
      acceptedBy: null,
      revoked: false,
    }),
  );

async function openAsAdmin() {
  await seedClient();
  await seedColleague('bruno', 'usuario');
  renderClient('/main-user/mi-empresa');
  const members = await screen.findByRole('region', { name: 'Personas de la cuenta' });
  // The list is read after the page opens.
  await within(members).findByLabelText('Rol de bruno', undefined, { timeout: 3000 });
  return members;
}

describe('Mi empresa', () => {
  it('shows the administrator the company, its members with e-mail and role', async () => {
    const members = await openAsAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi empresa' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hotel Sol' })).toHaveTextContent(
      'Tu rolAdministrador de la cuenta',
    );
    const rows = await within(members).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Ana López \(tú\)ana@example.comAdministrador de la cuenta/),
      expect.stringMatching(/^brunobruno@example.com/),
    ]);
    expect(within(members).getByLabelText('Rol de bruno')).toHaveDisplayValue('Usuario');
    // Their own row has no role select and no "Quitar".
    expect(within(members).queryByLabelText('Rol de Ana López')).toBeNull();
    expect(within(members).getAllByRole('button', { name: /^Quitar/ })).toHaveLength(1);
  });

  it('invites with the typed address and role, and says so', async () => {
    functions.callFunction.mockResolvedValue({
      success: true,
      message: 'Enviamos la invitación a carla@example.com. Es válida por 7 días.',
      inviteId: 'inv1',
    });
    const user = userEvent.setup();
    await openAsAdmin();
    const form = screen.getByRole('region', { name: 'Invitar a un usuario' });
    await user.type(
      within(form).getByLabelText('Correo electrónico de la persona'),
      ' Carla@Example.com ',
    );
    await user.selectOptions(within(form).getByLabelText('Rol'), 'Facturación');
    await user.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() =>
      expect(functions.callFunction).toHaveBeenCalledWith('inviteMember', {
        email: 'carla@example.com',
        role: 'facturacion',
      }),
    );
    const sent = await within(form).findByText(
      'Enviamos la invitación a carla@example.com. Es válida por 7 días.',
    );
    expect(sent).toHaveAttribute('role', 'status');
    // The button was disabled while it was sent: the keyboard is on what was sent, not <body>.
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(within(form).getByLabelText('Correo electrónico de la persona')).toHaveValue('');
  });

  it('keeps what was typed and shows the function’s Spanish refusal', async () => {
    functions.callFunction.mockRejectedValue(
      new FunctionCallError('already-exists', 'Esa dirección ya pertenece a una empresa.'),
    );
    const user = userEvent.setup();
    await openAsAdmin();
    const form = screen.getByRole('region', { name: 'Invitar a un usuario' });
    const email = within(form).getByLabelText('Correo electrónico de la persona');
    await user.type(email, 'bruno@example.com');
    await user.selectOptions(within(form).getByLabelText('Rol'), 'Usuario');
    await user.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Esa dirección ya pertenece a una empresa.');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(email).toHaveValue('bruno@example.com');
    expect(within(form).getByLabelText('Rol')).toHaveDisplayValue('Usuario');
  });

  it('asks for an address and a role before calling', async () => {
    const user = userEvent.setup();
    await openAsAdmin();
    const form = screen.getByRole('region', { name: 'Invitar a un usuario' });
    await user.type(within(form).getByLabelText('Correo electrónico de la persona'), 'carla@');
    await user.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    expect(
      await within(form).findByText('Ingresa un correo electrónico válido.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Elige un rol.')).toBeInTheDocument();
    // Both errors at once; the keyboard on the first.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(form).getByLabelText('Correo electrónico de la persona'),
      ),
    );
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it("changes a member's role: the membership stores it", async () => {
    const user = userEvent.setup();
    const members = await openAsAdmin();
    await user.selectOptions(within(members).getByLabelText('Rol de bruno'), 'Facturación');
    await user.click(within(members).getByRole('button', { name: 'Guardar rol' }));
    expect(
      await screen.findByText('Listo: bruno ahora tiene el rol «Facturación».'),
    ).toBeInTheDocument();
    expect(await memberDoc('bruno')).toMatchObject({ role: 'facturacion', clientId: 'u1' });
  });

  it('removes a member only after confirming', async () => {
    const user = userEvent.setup();
    const members = await openAsAdmin();
    await user.click(within(members).getByRole('button', { name: 'Quitar a bruno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar de la empresa' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await memberDoc('bruno')).not.toBeNull();
    await user.click(within(members).getByRole('button', { name: 'Quitar a bruno' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, quitar' }),
    );
    expect(await screen.findByText('Quitamos a bruno de tu empresa.')).toBeInTheDocument();
    expect(await memberDoc('bruno')).toBeNull();
    expect(within(members).queryByText('bruno@example.com')).toBeNull();
  });

  it('cancels a pending invitation only after confirming, and says so where the focus goes', async () => {
    await seedInvite('inv1', 'carla@example.com');
    await seedInvite('inv2', 'dora@example.com');
    const user = userEvent.setup();
    await openAsAdmin();
    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    const cancel = await within(pending).findByRole('button', {
      name: 'Cancelar la invitación a carla@example.com',
    });
    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', {
      name: '¿Cancelar la invitación a carla@example.com?',
    });
    expect(dialog).toHaveTextContent('El enlace que recibió dejará de funcionar.');
    await user.click(within(dialog).getByRole('button', { name: 'No, conservarla' }));
    expect(await inviteDoc('inv1')).toMatchObject({ revoked: false });

    // By keyboard: the button, then the dialog's "Cancelar invitación".
    within(pending)
      .getByRole('button', { name: 'Cancelar la invitación a carla@example.com' })
      .focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog');
    within(again).getByRole('button', { name: 'Cancelar invitación' }).focus();
    await user.keyboard('{Enter}');
    const outcome = await within(pending).findByRole('status');
    expect(outcome).toHaveTextContent('Cancelamos la invitación a carla@example.com.');
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(within(pending).queryByText('carla@example.com')).toBeNull();
    expect(within(pending).getByText('dora@example.com')).toBeInTheDocument();
    expect(await inviteDoc('inv1')).toMatchObject({ revoked: true, revokedBy: 'u1' });
    expect(await inviteDoc('inv2')).toMatchObject({ revoked: false });
  });

  it('says so when the invitation was accepted meanwhile', async () => {
    await seedInvite('inv1', 'carla@example.com');
    const user = userEvent.setup();
    await openAsAdmin();
    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    await user.click(
      await within(pending).findByRole('button', {
        name: 'Cancelar la invitación a carla@example.com',
      }),
    );
    await withDocuments((store) =>
      store.set(
        'memberInvites',
        'inv1',
        { acceptedBy: 'carla', acceptedAt: new Date() },
        { merge: true },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar invitación' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta invitación ya se aceptó: esa persona ya es parte de tu empresa.',
    );
    expect(await inviteDoc('inv1')).toMatchObject({ revoked: false, acceptedBy: 'carla' });
  });

  it('takes a removed member’s invitations off the pending list', async () => {
    await seedInvite('inv1', 'carla@example.com', 'bruno');
    await seedInvite('inv2', 'dora@example.com');
    const user = userEvent.setup();
    const members = await openAsAdmin();
    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    expect(await within(pending).findByText('carla@example.com')).toBeInTheDocument();
    await user.click(within(members).getByRole('button', { name: 'Quitar a bruno' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, quitar' }),
    );
    expect(await screen.findByText('Quitamos a bruno de tu empresa.')).toBeInTheDocument();
    expect(within(pending).queryByText('carla@example.com')).toBeNull();
    expect(within(pending).getByText('dora@example.com')).toBeInTheDocument();
  });

  it('shows a Usuario only the company and their role: no members, no invitation form', async () => {
    await seedClient();
    await seedColleague('bruno', 'usuario');
    renderClient('/main-user/mi-empresa', 'bruno');
    const company = await screen.findByRole('region', { name: 'Hotel Sol' });
    expect(company).toHaveTextContent('Tu rolUsuario');
    expect(screen.queryByRole('region', { name: 'Personas de la cuenta' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invitar a un usuario' })).toBeNull();
    expect(screen.queryByText('ana@example.com')).toBeNull();
  });
});
