import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import { company } from '@/content/company';
import {
  ADMIN,
  denied,
  fakeSessionStore,
  renderAdmin,
  seedLead,
} from '@/app/test-utils/admin-harness';

const auth = vi.hoisted(() => ({ signOut: vi.fn<(auth: unknown) => Promise<void>>() }));
vi.mock('firebase/auth', () => ({ signOut: auth.signOut }));

/** Wednesday 4 March 2026, 12:00 local time. */
const NOW = new Date(2026, 2, 4, 12, 0);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  auth.signOut.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('dashboard', () => {
  it('shows the admin account with the role "Administrador" and the registered users', async () => {
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), { now: NOW });
    const heading = screen.getByRole('heading', { level: 2, name: 'Dashboard' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(ADMIN.uid)).toBeInTheDocument();
    expect(screen.getByText(ADMIN.email)).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('2');
  });

  it('counts the leads per stage for the last 30 days and all time, each linking to its list', async () => {
    await seedLead(documents, { createdAt: daysAgo(1), status: 'Nuevo' });
    await seedLead(documents, { createdAt: daysAgo(29), status: 'Nuevo' });
    await seedLead(documents, { createdAt: daysAgo(45), status: 'Nuevo' });
    await seedLead(documents, { createdAt: daysAgo(3), status: 'Contactado' });
    await seedLead(documents, { createdAt: daysAgo(90), status: 'Ganado' });
    await seedLead(documents, { createdAt: daysAgo(200), status: 'Ganado' });
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), { now: NOW });

    const table = await screen.findByRole('table', {
      name: 'Solicitudes por etapa: últimos 30 días e histórico',
    });
    const counts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(counts).toEqual([
      'Nuevo23',
      'Contactado11',
      'Cotizado00',
      'Ganado02',
      'Perdido00',
      'Total36',
    ]);
    expect(screen.getByTestId('stat-recent-Nuevo')).toHaveTextContent(/^2$/);
    expect(screen.getByTestId('stat-total-Ganado')).toHaveTextContent(/^2$/);
    expect(screen.getByTestId('stat-users')).toHaveTextContent('2');

    const link = screen.getByRole('link', {
      name: '2 solicitudes en etapa Ganado, histórico: ver la lista',
    });
    expect(link).toHaveAttribute('href', '/admin-dashboard?section=solicitudes&etapa=Ganado');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin-dashboard?section=solicitudes&etapa=Ganado',
    );
    expect(await screen.findByRole('combobox', { name: 'Etapa' })).toHaveValue('Ganado');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Núñez/ })).toHaveLength(2));
  });

  it('shows the Spanish permission message with a retry when the counts are refused', async () => {
    const realCount = documents.count.bind(documents);
    const count = vi
      .spyOn(documents, 'count')
      .mockRejectedValueOnce(denied())
      .mockImplementation(realCount);
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('2');
    // Five stages twice, and the users: eleven counts per load; no list of every document.
    expect(count).toHaveBeenCalledTimes(22);
  });

  it('shows a generic error for other failures', async () => {
    vi.spyOn(documents, 'count').mockRejectedValue(new Error('IndexedDB cerrada'));
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los datos del panel. Intenta de nuevo.',
    );
  });
});

describe('sidebar', () => {
  it('lists the sections and switches between them with ?section=', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), { now: NOW });
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Solicitudes',
      'Usuarios',
      'Privacidad',
      'Servicio',
      'Configuración',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Usuarios' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-dashboard?section=usuarios');
    expect(await screen.findByRole('heading', { level: 2, name: 'Usuarios' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Usuarios' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('has a mobile menu toggle that controls the menu', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), { now: NOW });
    const toggle = screen.getByRole('button', { name: 'Menú' });
    expect(toggle).toHaveAttribute('aria-controls', 'admin-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('admin-menu')).toContainElement(
      screen.getByRole('link', { name: 'Solicitudes' }),
    );
    await user.click(screen.getByRole('link', { name: 'Solicitudes' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out from the sidebar: toast and back to the home page', async () => {
    const user = userEvent.setup();
    const store = fakeSessionStore(ADMIN);
    renderAdmin('/admin-dashboard', store, { now: NOW });
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Sesión cerrada correctamente')).toBeInTheDocument();
    expect(auth.signOut).toHaveBeenCalledExactlyOnceWith(store.fakeAuth);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('heading', { name: 'Inicio público' })).toBeInTheDocument();
  });
});

describe('Configuración', () => {
  it('shows the company facts read-only and where to change them', async () => {
    renderAdmin('/admin-dashboard?section=configuracion', fakeSessionStore(ADMIN), { now: NOW });
    expect(screen.getByRole('heading', { level: 2, name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getAllByText(company.email, { selector: 'dd' }).length).toBeGreaterThan(0);
    expect(screen.getByText(company.phones[1]!.phone)).toBeInTheDocument();
    expect(screen.getByText(company.bookingCalendarUrl)).toBeInTheDocument();
    expect(screen.getByText('src/content/company.ts')).toBeInTheDocument();
    expect(screen.getByText('VITE_COMPANY_*')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
