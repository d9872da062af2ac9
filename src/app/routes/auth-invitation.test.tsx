/**
 * /auth for a visitor sent by an invitation's link (issue 46): the page says which company invited
 * them and with what role, as describeMemberInvite answers for the pending invitation (never a
 * name from the link); nothing for a closed or unknown invitation or another protected page. After
 * signing in they go back to the invitation (auth.test.tsx, RequireAuth's "from").
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invitationIdOf } from '@/data/rental/company/invite-context';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { fakeSession } from '@/features/auth/test-utils/fake-auth';
import type * as FunctionsModule from '@/lib/functions';
import { SessionProvider } from '@/lib/session';
import AuthRoute from './auth';

const functions = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('@/lib/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callFunction: functions.callFunction,
}));

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderVisitor(from: string) {
  render(
    <SessionProvider store={fakeSession(null).store}>
      <MemoryRouter initialEntries={[{ pathname: '/auth', state: { from } }]}>
        <Routes>
          <Route path="/auth" element={<AuthRoute />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

beforeEach(async () => {
  functions.callFunction.mockReset();
  await installBrowserStoresForTesting();
});
afterEach(() => setStoresForTesting(null));

describe('the sign-in page of an invitation', () => {
  it('says which company invited the visitor, and with what role', async () => {
    functions.callFunction.mockResolvedValue({
      success: true,
      company: 'Hotel Laguna Bacalar',
      role: 'Usuario',
    });
    renderVisitor('/invitacion/inv1?empresa=Otra');
    expect(await screen.findByText('Te invitó Hotel Laguna Bacalar')).toBeInTheDocument();
    expect(
      screen.getByText(/^Con el rol "Usuario"\. Inicia sesión o crea tu cuenta con la dirección/),
    ).toBeInTheDocument();
    expect(functions.callFunction).toHaveBeenCalledWith('describeMemberInvite', {
      inviteId: 'inv1',
    });
    expect(screen.queryByText(/Otra/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido de nuevo' })).toBeVisible();
  });

  it('says nothing of a closed or unknown invitation', async () => {
    functions.callFunction.mockResolvedValue({ success: true, company: null, role: null });
    renderVisitor('/invitacion/inv1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenido de nuevo' }),
    ).toBeVisible();
    await vi.waitFor(() => expect(functions.callFunction).toHaveBeenCalled());
    expect(screen.queryByText(/Te invitó/)).toBeNull();
  });

  it('asks nothing for another protected page', async () => {
    renderVisitor('/main-user/mis-equipos');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenido de nuevo' }),
    ).toBeVisible();
    expect(functions.callFunction).not.toHaveBeenCalled();
  });

  it('reads the id only from an invitation path', () => {
    expect(invitationIdOf('/invitacion/abc_D-1?x=1#y')).toBe('abc_D-1');
    expect(invitationIdOf('/invitacion/abc/extra')).toBe('abc');
    expect(invitationIdOf('/invitacion/..%2Fx')).toBeNull();
    expect(invitationIdOf('/main-user')).toBeNull();
    expect(invitationIdOf(null)).toBeNull();
  });
});
