import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import { DEMO_ACCOUNTS } from '@/domain/entities';
import { fakeSessionStore, renderAdmin, seedLead } from '@/app/test-utils/admin-harness';
import AdminRoute from './admin';

const account = (who: 'admin' | 'guest') => ({
  uid: DEMO_ACCOUNTS[who].uid,
  email: DEMO_ACCOUNTS[who].email,
});

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('/admin-dashboard route', () => {
  it('shows the admin panel to a user whose document has role admin', async () => {
    renderAdmin('/admin-dashboard', fakeSessionStore(account('admin')), { page: <AdminRoute /> });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Secciones del panel' })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('2');
  });

  it("shows a lead's page at /admin-dashboard/solicitudes/:id inside the admin layout", async () => {
    const id = await seedLead(documents, {
      fullName: 'Ana Pérez',
      company: 'Hotel Caribe',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    renderAdmin(`/admin-dashboard/solicitudes/${id}`, fakeSessionStore(account('admin')), {
      page: <AdminRoute />,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ana Pérez — Hotel Caribe' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Secciones del panel' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no hay notas internas.')).toBeInTheDocument();
    expect(
      await screen.findByText('Este correo no corresponde a ningún usuario registrado.'),
    ).toBeInTheDocument();
  });

  it("sends a signed-in guest away from a lead's page", async () => {
    renderAdmin('/admin-dashboard/solicitudes/abc', fakeSessionStore(account('guest')), {
      page: <AdminRoute />,
    });
    expect(await screen.findByRole('heading', { name: 'Panel de invitado' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/main-user$/);
  });

  it('sends a signed-in guest to /main-user without showing the panel', async () => {
    renderAdmin('/admin-dashboard?section=solicitudes', fakeSessionStore(account('guest')), {
      page: <AdminRoute />,
    });
    expect(await screen.findByRole('heading', { name: 'Panel de invitado' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/main-user$/);
    expect(screen.queryByText('Solicitudes')).not.toBeInTheDocument();
  });

  it('sends a visitor to /auth', async () => {
    renderAdmin('/admin-dashboard', fakeSessionStore(null), { page: <AdminRoute /> });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    expect(screen.getByRole('heading', { name: 'Pantalla de acceso' })).toBeInTheDocument();
  });
});
