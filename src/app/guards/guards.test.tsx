import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DataError } from '@/data/errors';
import { setStoresForTesting } from '@/data/store';
import type { DocumentStore } from '@/data/ports';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { failedSession, fakeSession, loadingSession } from '@/features/auth/test-utils/fake-auth';
import { SessionProvider, type SessionStore } from '@/lib/session';
import { useSignOut } from '@/hooks/use-sign-out';
import { RequireAdmin } from './require-admin';
import { RequireAuth, type AuthRedirectState } from './require-auth';

function AuthProbe() {
  const location = useLocation();
  const state = location.state as AuthRedirectState | null;
  return (
    <p data-testid="auth-probe">
      {location.pathname} desde {state?.from ?? '(ninguna)'}
    </p>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Cerrar sesión
    </button>
  );
}

function renderAt(store: SessionStore, url: string) {
  return render(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={<h1>Inicio</h1>} />
          <Route path="/auth" element={<AuthProbe />} />
          <Route
            path="/main-user/resources-library"
            element={
              <RequireAuth>
                <SignOutButton />
              </RequireAuth>
            }
          />
          <Route
            path="/main-user"
            element={
              <RequireAuth>
                <h1>Panel de invitado</h1>
              </RequireAuth>
            }
          />
          <Route
            path="/main-user/calculator"
            element={
              <RequireAuth>
                <h1>Calculadora</h1>
              </RequireAuth>
            }
          />
          <Route
            path="/main-user/profile"
            element={
              <RequireAuth>
                <h1>Mi Perfil</h1>
              </RequireAuth>
            }
          />
          <Route
            path="/admin-dashboard"
            element={
              <RequireAdmin>
                <h1>Administración</h1>
              </RequireAdmin>
            }
          />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

let documents: DocumentStore;
beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
});
afterEach(() => setStoresForTesting(null));

describe('RequireAuth', () => {
  it('shows only the loading text while auth loads, never the page', () => {
    renderAt(loadingSession(), '/main-user');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando autenticación...');
    expect(screen.queryByRole('heading', { name: 'Panel de invitado' })).not.toBeInTheDocument();
  });

  it.each(['/main-user', '/main-user/profile', '/main-user/calculator?vista=1#resultado'])(
    'sends a visitor at %s to /auth, remembering the page',
    async (url) => {
      renderAt(fakeSession(null).store, url);
      expect(await screen.findByTestId('auth-probe')).toHaveTextContent(`/auth desde ${url}`);
    },
  );

  it('sends to /auth when auth cannot load', async () => {
    renderAt(failedSession(), '/main-user');
    expect(await screen.findByTestId('auth-probe')).toHaveTextContent('/auth desde /main-user');
  });

  it('shows the page to a signed-in user, and leaves it when the user signs out', async () => {
    const session = fakeSession({ uid: 'demo-guest' });
    renderAt(session.store, '/main-user/calculator');
    expect(await screen.findByRole('heading', { name: 'Calculadora' })).toBeInTheDocument();
    act(() => session.emit(null));
    expect(await screen.findByTestId('auth-probe')).toHaveTextContent(
      '/auth desde /main-user/calculator',
    );
  });
});

describe('signing out from a protected page', () => {
  it('ends on / (not on /auth) and the page is gone', async () => {
    const session = fakeSession({ uid: 'demo-guest' });
    renderAt(session.store, '/main-user/resources-library');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(session.signOutCalls()).toBe(1);
    expect(screen.queryByTestId('auth-probe')).not.toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('sends a visitor to /auth', async () => {
    renderAt(fakeSession(null).store, '/admin-dashboard');
    expect(await screen.findByTestId('auth-probe')).toHaveTextContent(
      '/auth desde /admin-dashboard',
    );
  });

  it('sends a signed-in non-admin to /main-user without showing the admin page', async () => {
    await documents.set('users', 'ana', { name: 'Ana', role: 'editor' });
    renderAt(fakeSession({ uid: 'ana' }).store, '/admin-dashboard');
    expect(screen.queryByRole('heading', { name: 'Administración' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Panel de invitado' })).toBeInTheDocument();
  });

  it('sends a user without a document to /main-user', async () => {
    renderAt(fakeSession({ uid: 'sin-documento' }).store, '/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Panel de invitado' })).toBeInTheDocument();
  });

  it('sends to /main-user when the role cannot be read', async () => {
    setStoresForTesting({
      documents: {
        ...documents,
        get: () => Promise.reject(new DataError('denied', 'Lectura rechazada.')),
      },
    });
    renderAt(fakeSession({ uid: 'demo-admin' }).store, '/admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Panel de invitado' })).toBeInTheDocument();
  });

  it('checks the role before showing the page to an admin', async () => {
    await documents.set('users', 'demo-admin', { name: 'Admin', role: 'admin' });
    // Hold the role read until the test lets it through.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    setStoresForTesting({
      documents: { ...documents, get: (c, id) => gate.then(() => documents.get(c, id)) },
    });
    renderAt(fakeSession({ uid: 'demo-admin' }).store, '/admin-dashboard');
    expect(await screen.findByText('Verificando permisos...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Administración' })).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Administración' })).toBeInTheDocument();
  });
});
