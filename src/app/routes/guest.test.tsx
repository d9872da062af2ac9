import { act, render, screen, waitFor } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { SessionProvider, type SessionStore } from '@/lib/session';
import { fakeAccount, fakeSessionStore, seedUser } from '@/features/guest/test-utils/guest-harness';
import GuestRoutes from './guest';

// Pages are lazy chunks: the first render of each waits for its module.
const LAZY = { timeout: 5000 };

function AuthProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <h1>Pantalla de acceso (desde {from})</h1>;
}

function renderAt(path: string, store: SessionStore) {
  return render(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/main-user/*" element={<GuestRoutes />} />
          <Route path="/auth" element={<AuthProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </SessionProvider>,
  );
}

beforeEach(async () => {
  const { documents } = await installBrowserStoresForTesting();
  await seedUser(documents, 'u1', {
    achievements: {
      profileCompleted: true,
      calculatorUsed: false,
      needsAssessmentCompleted: false,
      resourcesReadIds: [],
    },
  });
});

afterEach(() => {
  act(() => toast.remove());
  setStoresForTesting(null);
});

describe('GuestRoutes', () => {
  it('shows the loading bar while auth loads', () => {
    renderAt('/main-user', fakeSessionStore('loading'));
    expect(screen.getByText('Cargando tu panel...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de carga' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends a visitor to /auth, remembering the page', async () => {
    renderAt('/main-user/profile', fakeSessionStore(null));
    expect(
      await screen.findByRole('heading', { name: 'Pantalla de acceso (desde /main-user/profile)' }),
    ).toBeInTheDocument();
  });

  it('renders the dashboard at /main-user inside the guest header', async () => {
    renderAt('/main-user', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana López!' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación del panel' })).toBeInTheDocument();
    expect(await screen.findByTestId('profile-completeness')).toHaveTextContent('0%');
  });

  it('renders Mi Perfil at /main-user/profile', async () => {
    renderAt('/main-user/profile', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mi Perfil' }, LAZY),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('profile-score')).toHaveTextContent('0'));
  });

  it('answers an unknown subpath with the Spanish not-found page and a way back', async () => {
    renderAt('/main-user/no-existe', fakeSessionStore(fakeAccount({ uid: 'u1' })));
    expect(
      await screen.findByText(
        'Lo sentimos, la página que buscas no existe o ha sido movida.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mi panel' })).toHaveAttribute(
      'href',
      '/main-user',
    );
    expect(screen.getByRole('navigation', { name: 'Navegación del panel' })).toBeInTheDocument();
  });
});
