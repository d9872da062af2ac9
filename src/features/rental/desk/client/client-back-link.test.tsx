/**
 * A company's desk page goes back where the desk came from: the tickets, a ticket, "Cierre de
 * mes", "Lecturas pendientes" (the router's location state `from`, ../back-from.ts); opened
 * any other way, back to Usuarios.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { DocumentStore } from '@/data/ports';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { seedCompany } from '@/data/rental/test-utils/company-fixtures';
import { SessionProvider } from '@/lib/session';
import { ADMIN, fakeSessionStore } from '@/app/test-utils/admin-harness';
import { ServiceSection } from '../service/service-section';
import { TicketDetail } from '../service/ticket/ticket-detail';
import { ClientPage } from './client-page';

const NOW = new Date('2026-05-20T17:00:00.000Z');
let documents: DocumentStore;

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting({ seedDemoUsers: true }));
  await seedCompany('hotel', [{ uid: 'ana', role: 'administrador' }], { company: 'Hotel Sol' });
  await documents.set('tickets', 'uno', {
    equipmentId: 'eq-1',
    clientId: 'hotel',
    authorUid: 'ana',
    clientEmail: 'ana@hotel.mx',
    equipment: { model: 'Kyocera M2040', serial: 'SER-1' },
    kind: 'falla',
    category: 'Atasco de papel',
    description: 'Se atora.',
    status: 'Abierto',
    open: true,
    createdAt: '2026-05-20T15:00:00.000Z',
    statusChangedAt: null,
    statusChangedBy: null,
    lastReplyAt: null,
    pausedAt: null,
    pausedMinutes: 0,
    dueAt: '2026-05-20T19:00:00.000Z',
    technicianUid: null,
    technicianName: '',
    visit: null,
    openedBy: 'cliente',
    notified: true,
  });
});

afterEach(() => {
  setStoresForTesting(null);
});

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

const now = () => NOW;

function Client() {
  return <ClientPage uid={useParams().uid ?? ''} now={now} />;
}

function Ticket() {
  return <TicketDetail id={useParams().ticketId ?? ''} now={now} />;
}

/** The desk's Servicio section, a ticket and a company page at their addresses. */
function renderDesk(entry: string | { pathname: string; state: unknown }) {
  return render(
    <SessionProvider store={fakeSessionStore(ADMIN)}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/admin-dashboard" element={<ServiceSection now={now} />} />
          <Route path="/admin-dashboard/clientes/:uid" element={<Client />} />
          <Route path="/admin-dashboard/servicio/:ticketId" element={<Ticket />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SessionProvider>,
  );
}

const backLink = () => screen.findByRole('link', { name: /^Volver a/ });

describe('the company page’s back link', () => {
  it('goes back to the tickets from the ticket list', async () => {
    const user = userEvent.setup();
    renderDesk('/admin-dashboard?section=servicio');
    const table = await screen.findByRole('table', { name: 'Tickets de servicio' });
    await user.click(await within(table).findByRole('link', { name: 'Hotel Sol' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-dashboard/clientes/hotel');
    const back = await backLink();
    expect(back).toHaveTextContent('← Volver a Tickets');
    expect(back).toHaveAttribute('href', '/admin-dashboard?section=servicio');
    await user.click(back);
    expect(await screen.findByRole('table', { name: 'Tickets de servicio' })).toBeVisible();
  });

  it('goes back to the ticket from a ticket', async () => {
    const user = userEvent.setup();
    renderDesk('/admin-dashboard/servicio/uno');
    await user.click(await screen.findByRole('link', { name: 'Ver cliente y equipos' }));
    const back = await backLink();
    expect(back).toHaveTextContent('← Volver al ticket');
    expect(back).toHaveAttribute('href', '/admin-dashboard/servicio/uno');
  });

  it('goes back to Cierre de mes from the month close', async () => {
    await documents.set('equipment', 'eq-1', {
      clientId: 'hotel',
      model: 'Kyocera M2040',
      serial: 'SER-1',
      color: false,
      location: { address: 'Av. Tulum 200', area: 'Recepción' },
      contract: {
        startDate: '2026-01-01',
        monthlyFeeMxn: 1500,
        includedPagesBw: 1000,
        includedPagesColor: 0,
        extraPagePriceBw: 0.5,
        extraPagePriceColor: 0,
        responseHours: 4,
        resolutionHours: 16,
      },
      startCounters: { bw: 0, color: 0 },
      lastReading: { month: '2026-03', bw: 100, color: 0, at: '2026-03-28T15:00:00.000Z' },
      lastReadingMonth: '2026-03',
      createdAt: '2026-01-01T15:00:00.000Z',
      createdBy: ADMIN.uid,
      updatedAt: '2026-01-01T15:00:00.000Z',
      updatedBy: ADMIN.uid,
    });
    const user = userEvent.setup();
    renderDesk('/admin-dashboard?section=servicio&vista=cierre&mes=2026-04');
    const table = await screen.findByRole('table', { name: /abril de 2026/ });
    await user.click(within(table).getByRole('link', { name: 'Hotel Sol' }));
    const back = await backLink();
    expect(back).toHaveTextContent('← Volver a Cierre de mes');
    expect(back).toHaveAttribute(
      'href',
      '/admin-dashboard?section=servicio&vista=cierre&mes=2026-04',
    );
  });

  it('goes back to Usuarios when opened directly or with a foreign `from`', async () => {
    renderDesk({
      pathname: '/admin-dashboard/clientes/hotel',
      state: { from: { to: 'https://example.com/', label: 'Volver a otro sitio' } },
    });
    const back = await backLink();
    expect(back).toHaveTextContent('← Volver a Usuarios');
    expect(back).toHaveAttribute('href', '/admin-dashboard?section=usuarios');
  });
});
