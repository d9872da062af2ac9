/**
 * The invitation page (/invitacion/:id): "Aceptar invitación" calls acceptMemberInvite with the
 * invitation's id; on success it names the company and leads to the portal (and the person's
 * company is read again, so the portal opens); a refusal shows the function's Spanish message.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { seedMember } from '@/data/rental/test-utils/company-fixtures';
import { FunctionCallError } from '@/lib/functions';
import type * as FunctionsModule from '@/lib/functions';
import { renderClient, seedClient } from '../test-utils/client-harness';

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

const nav = () => screen.getByRole('navigation', { name: 'Navegación del panel' });

describe('the invitation page', () => {
  it('accepts the invitation, names the company and opens the portal', async () => {
    await seedClient();
    // What the function does: the membership, in one transaction.
    functions.callFunction.mockImplementation(async (name: string) => {
      if (name === 'describeMemberInvite') return { success: true, company: null, role: null };
      await seedMember('u1', { uid: 'bruno', role: 'usuario' });
      return { success: true, message: 'Listo.', clientId: 'u1', company: 'Hotel Sol' };
    });
    const user = userEvent.setup();
    renderClient('/invitacion/inv1', 'bruno');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitación a una empresa' }),
    ).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Mis equipos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
    expect(functions.callFunction).toHaveBeenCalledWith('acceptMemberInvite', {
      inviteId: 'inv1',
    });
    const accepted = await screen.findByRole('status');
    expect(accepted).toHaveTextContent('Ya eres parte de Hotel Sol.');
    // The button went: the keyboard is on the answer, not <body>.
    await waitFor(() => expect(document.activeElement).toBe(accepted));
    expect(screen.getByRole('link', { name: 'Ir a Mi empresa' })).toHaveAttribute(
      'href',
      '/main-user/mi-empresa',
    );
    // The person's company is read again: their links appear without reloading.
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Mis equipos' })).toBeInTheDocument(),
    );
  });

  // Issue 46: a refusal is the server's last word, so "Aceptar invitación" goes (it stayed).
  it('shows the function’s Spanish refusal and takes the button away', async () => {
    functions.callFunction.mockImplementation(async (name: string) => {
      if (name === 'describeMemberInvite') return { success: true, company: null, role: null };
      throw new FunctionCallError(
        'failed-precondition',
        'Esta invitación se canceló. Pide a tu empresa que te envíe otra.',
      );
    });
    const user = userEvent.setup();
    renderClient('/invitacion/inv1', 'bruno');
    await user.click(await screen.findByRole('button', { name: 'Aceptar invitación' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Esta invitación se canceló. Pide a tu empresa que te envíe otra.',
    );
    expect(screen.queryByRole('button', { name: 'Aceptar invitación' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(screen.getByRole('link', { name: 'Volver a mi panel' })).toBeInTheDocument();
  });

  it('keeps the button when the server could not be reached, to try again', async () => {
    functions.callFunction.mockImplementation(async (name: string) => {
      if (name === 'describeMemberInvite') return { success: true, company: null, role: null };
      throw new FunctionCallError(
        'unavailable',
        'No hubo conexión con el servidor. Revisa tu conexión e intenta de nuevo.',
      );
    });
    const user = userEvent.setup();
    renderClient('/invitacion/inv1', 'bruno');
    await user.click(await screen.findByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hubo conexión con el servidor.');
    expect(screen.getByRole('button', { name: 'Aceptar invitación' })).toBeEnabled();
  });

  it('names the inviting company and the role, as the server describes the invitation', async () => {
    functions.callFunction.mockResolvedValue({
      success: true,
      company: 'Hotel Laguna Bacalar',
      role: 'Facturación',
    });
    renderClient('/invitacion/inv1', 'bruno');
    expect(
      await screen.findByText(
        'Hotel Laguna Bacalar te invitó a unirte a su cuenta en nuestro portal de renta de equipos, con el rol "Facturación".',
      ),
    ).toBeInTheDocument();
    expect(functions.callFunction).toHaveBeenCalledWith('describeMemberInvite', {
      inviteId: 'inv1',
    });
  });
});
