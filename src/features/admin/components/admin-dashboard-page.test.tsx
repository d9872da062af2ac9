import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addContactSubmission } from '@/data/contact-submissions';
import { updateUser } from '@/data/users';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import { DEMO_ACCOUNTS } from '@/domain/entities';
import { awardAchievement, markResourceRead } from '@/domain/points';
import { company } from '@/content/company';
import { fakeSessionStore, quoteRequest, renderAdmin } from '../test-utils/admin-harness';

const auth = vi.hoisted(() => ({ signOut: vi.fn<(auth: unknown) => Promise<void>>() }));
vi.mock('firebase/auth', () => ({ signOut: auth.signOut }));

const ADMIN = { uid: DEMO_ACCOUNTS.admin.uid, email: DEMO_ACCOUNTS.admin.email };
/** Wednesday 4 March 2026, 12:00 local time: the week started on Monday 2 March. */
const NOW = new Date(2026, 2, 4, 12, 0);

let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  auth.signOut.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  setStoresForTesting(null);
});

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The data rows of the table (header row excluded). */
function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

describe('dashboard', () => {
  it('shows the admin account with the role "Administrador"', async () => {
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), { now: NOW });
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN.uid)).toBeInTheDocument();
    expect(screen.getByText(ADMIN.email)).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('2');
  });

  it('counts the quote requests of this week, the users and the distinct e-mails', async () => {
    await addContactSubmission(
      quoteRequest({ submittedAt: new Date(2026, 2, 2, 0, 0).toISOString() }),
    );
    await addContactSubmission(
      quoteRequest({
        corporateEmail: ' JOSE@Empresa.mx',
        submittedAt: new Date(2026, 2, 4, 9, 0).toISOString(),
      }),
    );
    await addContactSubmission(
      quoteRequest({
        corporateEmail: 'ana@hotel.mx',
        submittedAt: new Date(2026, 2, 3, 9, 0).toISOString(),
      }),
    );
    await addContactSubmission(
      quoteRequest({
        corporateEmail: 'luis@escuela.mx',
        submittedAt: new Date(2026, 1, 27, 9, 0).toISOString(),
      }),
    );
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByTestId('stat-week')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-users')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-leads')).toHaveTextContent('3');
    expect(screen.getByText(/Recibidas desde el lunes 2 de marzo/)).toBeInTheDocument();
    expect(screen.getByText(/Correos distintos entre todas las solicitudes/)).toBeInTheDocument();
  });

  it('shows a Spanish error with a retry when the lists cannot be read', async () => {
    const realList = documents.list.bind(documents);
    const list = vi
      .spyOn(documents, 'list')
      .mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }))
      .mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }))
      .mockImplementation(realList);
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard', fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('stat-users')).toHaveTextContent('2');
    expect(list).toHaveBeenCalledTimes(4);
  });

  it('shows a generic error for other failures', async () => {
    vi.spyOn(documents, 'list').mockRejectedValue(new Error('IndexedDB cerrada'));
    renderAdmin('/admin-dashboard?section=solicitudes', fakeSessionStore(ADMIN), { now: NOW });
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
    expect(links).toEqual(['Dashboard', 'Solicitudes', 'Usuarios', 'Configuración']);
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

describe('Solicitudes', () => {
  it('lists every field of each request, newest first, dates in es-MX', async () => {
    await addContactSubmission(
      quoteRequest({
        fullName: 'Antigua Pérez',
        submittedAt: new Date(2026, 0, 15, 9, 30).toISOString(),
      }),
    );
    await addContactSubmission(
      quoteRequest({
        fullName: 'Reciente Gómez',
        clientType: 'Institución Educativa',
        corporateEmail: 'compras@escuela.edu.mx',
        phone: '9981234567',
        serviceType: 'Venta',
        equipmentQuantity: '+50',
        company: 'Escuela Activa',
        state: 'Michoacán',
        message: 'Necesitamos 60 equipos.',
        submittedAt: new Date(2026, 2, 3, 16, 45).toISOString(),
      }),
    );
    renderAdmin('/admin-dashboard?section=solicitudes', fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table');
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' '));
    expect(cells).toEqual([
      '3 mar 2026, 4:45 p.m.',
      'Reciente Gómez',
      'Institución Educativa',
      'compras@escuela.edu.mx',
      '998 123 4567',
      'Venta',
      'Más de 50',
      'Escuela Activa',
      'Michoacán',
      'Necesitamos 60 equipos.',
    ]);
    expect(within(rows[1]!).getByText('Antigua Pérez')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sin mensaje')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'compras@escuela.edu.mx' })).toHaveAttribute(
      'href',
      'mailto:compras@escuela.edu.mx',
    );
  });

  it('searches by name, company, e-mail and state, ignoring accents', async () => {
    await addContactSubmission(
      quoteRequest({ fullName: 'Ana Pérez', company: 'Hotel Caribe', state: 'Quintana Roo' }),
    );
    await addContactSubmission(
      quoteRequest({
        fullName: 'Luis Gómez',
        company: 'Papelería Azúcar',
        state: 'Michoacán',
        corporateEmail: 'luis@azucar.mx',
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard?section=solicitudes', fakeSessionStore(ADMIN), { now: NOW });
    const search = await screen.findByRole('searchbox', { name: 'Buscar solicitudes' });

    await user.type(search, 'michoacan');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0]!).getByText('Luis Gómez')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'caribe');
    expect(within(bodyRows()[0]!).getByText('Ana Pérez')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'azucar.mx');
    expect(within(bodyRows()[0]!).getByText('Luis Gómez')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nadie');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Ninguna solicitud coincide con tu búsqueda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('pages more than 50 requests, 50 at a time', { timeout: 20_000 }, async () => {
    await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        addContactSubmission(
          quoteRequest({
            fullName: `Cliente ${String(index + 1).padStart(3, '0')}`,
            submittedAt: new Date(Date.UTC(2026, 1, 1, 0, index + 1)).toISOString(),
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard?section=solicitudes', fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table');
    const pager = screen.getByRole('navigation', { name: 'Páginas de solicitudes' });
    expect(screen.getByText(/Mostrando 1–50 de 120 solicitudes/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
    expect(within(bodyRows()[0]!).getByText('Cliente 120')).toBeInTheDocument();
    expect(within(pager).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(within(pager).getByText('Página 2 de 3')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Cliente 070')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(bodyRows()).toHaveLength(20);
    expect(within(bodyRows()[19]!).getByText('Cliente 001')).toBeInTheDocument();
    expect(screen.getByText(/Mostrando 101–120 de 120 solicitudes/)).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    // A new search starts again on page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Buscar solicitudes' }), 'Cliente 1');
    expect(within(pager).queryByText(/Página 3/)).not.toBeInTheDocument();
  });

  it('downloads a CSV (UTF-8 with BOM) named solicitudes-YYYY-MM-DD.csv', async () => {
    await addContactSubmission(
      quoteRequest({ fullName: 'Pérez, Ana', submittedAt: new Date(2026, 2, 1).toISOString() }),
    );
    await addContactSubmission(
      quoteRequest({ fullName: 'Núñez Ñandú', submittedAt: new Date(2026, 2, 3).toISOString() }),
    );
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:solicitudes';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderAdmin('/admin-dashboard?section=solicitudes', fakeSessionStore(ADMIN), { now: NOW });
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('solicitudes-2026-03-04.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:solicitudes');
    const blob = blobs[0]!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBytes(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Fecha,Nombre completo,Tipo de cliente,Correo corporativo,Teléfono,/);
    expect(lines[1]).toContain(',Núñez Ñandú,');
    expect(lines[2]).toContain(',"Pérez, Ana",');
  });

  it('says so when there are no requests yet', async () => {
    renderAdmin('/admin-dashboard?section=solicitudes', fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('Aún no hay solicitudes de cotización.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
  });

  it('shows the loading state first', async () => {
    renderAdmin('/admin-dashboard?section=solicitudes', fakeSessionStore(ADMIN), { now: NOW });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando datos del panel...');
    await screen.findByText('Aún no hay solicitudes de cotización.');
  });
});

describe('Usuarios', () => {
  it('lists the users with e-mail, sign-up date, score, achievements and role', async () => {
    await updateUser(DEMO_ACCOUNTS.guest.uid, (current) => {
      if (!current) return null;
      const withCalculator = awardAchievement(current, 'calculatorUsed', NOW.toISOString()).user;
      return markResourceRead(withCalculator, 'guia-costo-por-pagina', NOW.toISOString()).user;
    });
    renderAdmin('/admin-dashboard?section=usuarios', fakeSessionStore(ADMIN), { now: NOW });
    await screen.findByRole('table');
    const guestRow = screen.getByRole('row', { name: /Invitado Demo/ });
    expect(within(guestRow).getByText(DEMO_ACCOUNTS.guest.email)).toBeInTheDocument();
    expect(within(guestRow).getByText('25')).toBeInTheDocument();
    expect(within(guestRow).getByText('Calculadora usada')).toBeInTheDocument();
    expect(within(guestRow).getByText('Recursos leídos: 1 de 7')).toBeInTheDocument();
    expect(within(guestRow).getByText('Invitado')).toBeInTheDocument();
    const adminRow = screen.getByRole('row', { name: /Administración Demo/ });
    expect(within(adminRow).getByText('Administrador')).toBeInTheDocument();
    expect(within(adminRow).getByText('Sin logros')).toBeInTheDocument();
    expect(screen.getByText(/2 usuarios registrados/)).toBeInTheDocument();
  });

  it('says so when there are no users', async () => {
    await installBrowserStoresForTesting({ seedDemoUsers: false });
    renderAdmin('/admin-dashboard?section=usuarios', fakeSessionStore(ADMIN), { now: NOW });
    expect(await screen.findByText('Aún no hay usuarios registrados.')).toBeInTheDocument();
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
    // Wait for the lists so nothing updates after the test.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
