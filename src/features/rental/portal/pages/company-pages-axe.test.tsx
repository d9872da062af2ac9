/**
 * axe-core (WCAG 2.2 A/AA rules that jsdom can check; colour contrast needs a browser) on the
 * company pages: Mi empresa as the administrator (members, the invitation form showing its
 * errors), Estados de cuenta, the not-for-your-role message and the invitation page.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { renderClient, seedClient, seedColleague } from '../test-utils/client-harness';
import { violations } from '../test-utils/axe';

beforeEach(async () => {
  await installBrowserStoresForTesting();
  await seedClient();
  await seedColleague('bruno', 'usuario');
  await seedColleague('fer', 'facturacion');
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

describe('the company pages have no axe violations', () => {
  it('Mi empresa as the administrator, the invitation form showing its errors', async () => {
    const { container } = renderClient('/main-user/mi-empresa');
    const members = await screen.findByRole('region', { name: 'Personas de la cuenta' });
    await within(members).findByLabelText('Rol de bruno');
    const form = screen.getByRole('region', { name: 'Invitar a un usuario' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar invitación' }));
    await within(form).findByText('Elige un rol.');
    expect(await violations(container)).toEqual([]);
  });

  it('Estados de cuenta, the not-for-your-role message and the invitation page', async () => {
    const first = renderClient('/main-user/estados-de-cuenta', 'fer');
    await screen.findByText(/Aún no hay estados de cuenta/);
    expect(await violations(first.container)).toEqual([]);
    first.unmount();

    const second = renderClient('/main-user/mis-equipos', 'fer');
    await screen.findByRole('heading', { name: 'Esta sección no es para tu rol' });
    expect(await violations(second.container)).toEqual([]);
    second.unmount();

    const third = renderClient('/invitacion/inv1', 'nuevo');
    await screen.findByRole('button', { name: 'Aceptar invitación' });
    expect(await violations(third.container)).toEqual([]);
  });
});
