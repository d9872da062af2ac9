/** The guest area's routes for rental clients (issue 24): the pages, the header links, the card. */
import { act, render, screen, within } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerEquipment } from '@/data/rental/equipment/equipment';
import { setStoresForTesting } from '@/data/store';
import { COLOR_DEVICE } from '@/data/rental/test-utils/client-portal-fixtures';
import { seedCompany } from '@/data/rental/test-utils/company-fixtures';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { SessionProvider } from '@/lib/session';
import { fakeAccount, fakeSessionStore, seedUser } from '@/features/guest/test-utils/guest-harness';
import GuestRoutes from './guest';

const LAZY = { timeout: 5000 };

function renderAt(path: string) {
  return render(
    <SessionProvider store={fakeSessionStore(fakeAccount({ uid: 'u1' }))}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/main-user/*" element={<GuestRoutes />} />
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

const nav = () => screen.getByRole('navigation', { name: 'Navegación del panel' });

describe('GuestRoutes for rental clients', () => {
  it('shows a guest who is not a client the message at /main-user/mis-equipos, and no client links', async () => {
    renderAt('/main-user/mis-equipos');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Esta sección es para clientes de renta' },
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactar a ventas' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Calculadora' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Mis equipos' })).not.toBeInTheDocument();
  });

  it('keeps the dashboard and its tools for a guest who is not a client, with no client card', async () => {
    renderAt('/main-user');
    expect(await screen.findByTestId('profile-completeness', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tus herramientas' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Tu renta de equipos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mis equipos' })).not.toBeInTheDocument();
  });

  it("gives a client the header's links, the dashboard's card and their devices", async () => {
    await seedCompany('u1', [{ uid: 'u1', role: 'administrador' }], { company: 'Hotel' });
    await registerEquipment('u1', COLOR_DEVICE, 'boss');
    renderAt('/main-user');
    const card = await screen.findByRole('region', { name: 'Tu renta de equipos' }, LAZY);
    expect(within(card).getByRole('link', { name: 'Mis equipos' })).toHaveAttribute(
      'href',
      '/main-user/mis-equipos',
    );
    expect(await within(nav()).findByRole('link', { name: 'Mis equipos' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Mis tickets' })).toBeInTheDocument();

    expect(within(nav()).getByRole('link', { name: 'Mi empresa' })).toHaveAttribute(
      'href',
      '/main-user/mi-empresa',
    );

    act(() => within(nav()).getByRole('link', { name: 'Mis equipos' }).click());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis equipos' }, LAZY),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Kyocera ECOSYS M5526cdw' }, LAZY),
    ).toBeInTheDocument();
  });

  it('opens Mi empresa for a member of a company whose id is not their uid', async () => {
    await seedCompany('empresa-1', [{ uid: 'u1', role: 'usuario' }], { company: 'Clínica Luz' });
    renderAt('/main-user/mi-empresa');
    expect(await screen.findByRole('region', { name: 'Clínica Luz' }, LAZY)).toHaveTextContent(
      'Tu rolUsuario',
    );
  });
});
