/**
 * Test harness for the desk (the admin feature and the rental desk pages): a fake SessionStore (no Firebase), the page at
 * /admin-dashboard and /admin-dashboard/solicitudes/:id inside a MemoryRouter, a toaster, and
 * quote-request / lead fixtures.
 */
import { leadSearchKeys } from '@/domain/search-keys';
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DataError } from '@/data/errors';
import type { DocumentStore } from '@/data/ports';
import { DEMO_ACCOUNTS } from '@/domain/entities';
import type { LeadStage } from '@/domain/entities';
import type { QuoteRequest } from '@/domain/schemas/lead';
import { SessionProvider, type SessionStore } from '@/lib/session';
import {
  fakeAccount,
  fakeSessionStore as sharedFakeSessionStore,
  type FakeSessionStore,
} from '@/lib/test-utils/fake-session-store';

export type { FakeSessionStore };
import { AdminPage } from '../routes/admin';
import { ADMIN_VIEWS } from '../routes/admin/views';

// The views the page loads on demand are loaded before any test renders, so a test sees them in
// the first render, as a user sees them once their chunk has arrived.
await Promise.all(Object.values(ADMIN_VIEWS).map(({ View }) => View.preload()));

/** The demo admin, as the admin tests sign in. */
export const ADMIN = { uid: DEMO_ACCOUNTS.admin.uid, email: DEMO_ACCOUNTS.admin.email };

/** What the data layer throws when the security rules refuse a request. */
export const denied = () => new DataError('denied', 'denied');

/** A SessionStore without Firebase, signed in as `uid` / `email` (or signed out with null). */
export function fakeSessionStore(account: { uid: string; email: string } | null): FakeSessionStore {
  return sharedFakeSessionStore(
    account ? fakeAccount({ ...account, displayName: null, providers: [] }) : null,
  );
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `page` (default: the admin page with a fixed clock) at `path`, with stand-ins for "/",
 * /auth and /main-user.
 */
export function renderAdmin(
  path: string,
  store: SessionStore,
  { now = new Date(2026, 2, 4, 12, 0), page }: { now?: Date; page?: ReactNode } = {},
): RenderResult {
  return render(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin-dashboard" element={page ?? <AdminPage now={() => now} />} />
          <Route
            path="/admin-dashboard/solicitudes/:id"
            element={page ?? <AdminPage now={() => now} />}
          />
          <Route path="/" element={<h1>Inicio público</h1>} />
          <Route path="/auth" element={<h1>Pantalla de acceso</h1>} />
          <Route path="/main-user" element={<h1>Panel de invitado</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </SessionProvider>,
  );
}

/** A stored quote request (what the quote form writes), with overrides. */
export function quoteRequest(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    fullName: 'José Núñez',
    clientType: 'Empresa',
    corporateEmail: 'jose@empresa.mx',
    phone: '9841234567',
    serviceType: 'Renta',
    equipmentQuantity: '1-10',
    company: 'Cafetería Ñandú',
    state: 'Quintana Roo',
    message: '',
    recaptcha: true,
    submittedAt: new Date(2026, 2, 3, 10, 0).toISOString(),
    ...overrides,
  };
}

let seeded = 0;

/** What the lead functions keep on a request (functions/src/leads/store.ts). */
export interface SeededNotice {
  notified?: boolean;
  notifiedAt?: string;
  notifiedVia?: 'email' | 'digest';
}

/**
 * Stores a lead as the quote function and the sales side would have left it (with its search
 * keys), with a chosen `createdAt`
 * (the database's clock) and stage, so tests control the order and the counts; `notified` and
 * the rest only when given (as on requests stored before the lead functions). Resolves to its id.
 */
export async function seedLead(
  documents: DocumentStore,
  {
    createdAt,
    status = 'Nuevo',
    id = `lead-${String((seeded += 1)).padStart(4, '0')}`,
    notified,
    notifiedAt,
    notifiedVia,
    ...overrides
  }: Partial<QuoteRequest> & SeededNotice & { createdAt: string; status?: LeadStage; id?: string },
): Promise<string> {
  const request = quoteRequest({ submittedAt: createdAt, ...overrides });
  await documents.set('contactSubmissions', id, {
    ...request,
    // As the quote function stores them (src/domain/search-keys.ts).
    ...leadSearchKeys(request),
    status,
    createdAt,
    ...(notified === undefined ? {} : { notified }),
    ...(notifiedAt === undefined ? {} : { notifiedAt }),
    ...(notifiedVia === undefined ? {} : { notifiedVia }),
  });
  return id;
}
