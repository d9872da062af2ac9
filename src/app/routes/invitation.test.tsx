/** /invitacion/:id: a visitor goes to /auth and back; a signed-in person sees the invitation. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthRedirectState } from '@/app/guards/require-auth';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { SessionProvider } from '@/lib/session';
import { fakeAccount, fakeSessionStore } from '@/lib/test-utils/fake-session-store';
import InvitationRoute from './invitation';

function AuthProbe() {
  const state = useLocation().state as AuthRedirectState | null;
  return <p data-testid="auth">volver a {state?.from ?? '(ninguna)'}</p>;
}

function renderAt(signedIn: boolean) {
  return render(
    <SessionProvider store={fakeSessionStore(signedIn ? fakeAccount({ uid: 'bruno' }) : null)}>
      <MemoryRouter initialEntries={['/invitacion/inv1']}>
        <Routes>
          <Route path="/auth" element={<AuthProbe />} />
          <Route path="/invitacion/:id/*" element={<InvitationRoute />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

beforeEach(async () => {
  await installBrowserStoresForTesting();
});
afterEach(() => setStoresForTesting(null));

describe('InvitationRoute', () => {
  it('sends a visitor to sign in, remembering the invitation', async () => {
    renderAt(false);
    expect(await screen.findByTestId('auth')).toHaveTextContent('volver a /invitacion/inv1');
  });

  it('shows a signed-in person the invitation in the guest layout', async () => {
    renderAt(true);
    expect(
      await screen.findByRole('button', { name: 'Aceptar invitación' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
