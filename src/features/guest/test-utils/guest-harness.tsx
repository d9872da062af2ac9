/**
 * Test harness for the guest screens: a fake SessionStore (no Firebase), the guest layout with
 * the real pages, a toaster, and helpers to make the browser document store fail on purpose.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DataError, type DataErrorKind } from '@/data/errors';
import type { DocData, DocumentStore, FileStore } from '@/data/ports';
import { createUserDocument, type NewUserInit } from '@/data/users';
import type { UserDoc } from '@/domain/schemas/user';
import { SessionProvider, type SessionStore } from '@/lib/session';

export {
  fakeAccount,
  fakeSessionStore,
  type FakeSessionStore,
} from '@/lib/test-utils/fake-session-store';
import { GuestLayout } from '../components/guest-layout';
import { DashboardPage } from '../pages/dashboard-page';
import { ProfilePage } from '../pages/profile-page';

/** Shows the current path, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders the guest layout (header, profile modal) with the dashboard and profile pages at their
 * real paths; tool pages are stand-ins. `/` and `/auth` show a marker text.
 */
export function renderGuest(
  path: string,
  store: SessionStore,
  extraRoutes: ReactElement | null = null,
): RenderResult {
  return render(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/main-user" element={<GuestLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="calculator" element={<h1>Página de la calculadora</h1>} />
            <Route path="needs-assessment" element={<h1>Página del test</h1>} />
            <Route path="resources-library" element={<h1>Página de recursos</h1>} />
            <Route path="resources-calendar" element={<h1>Página de agenda</h1>} />
            {extraRoutes}
          </Route>
          <Route path="/" element={<h1>Inicio público</h1>} />
          <Route path="/auth" element={<h1>Pantalla de acceso</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </SessionProvider>,
  );
}

/** Creates users/{uid} and applies `patch` (score, achievements...) through the document store. */
export async function seedUser(
  documents: DocumentStore,
  uid: string,
  patch: Partial<UserDoc> = {},
  init: NewUserInit = {
    name: 'Ana López',
    email: 'ana@example.com',
    photoURL: null,
    authProvider: 'password',
  },
): Promise<void> {
  await createUserDocument(uid, init);
  if (Object.keys(patch).length > 0)
    await documents.set('users', uid, patch as DocData, { merge: true });
}

type Operation = keyof DocumentStore;

/**
 * Wraps a document store so that chosen operations reject: `fail(op, collection)` makes every
 * later call of `op` on `collection` reject with `message`; `fail(op, collection, n)` skips n calls first.
 */
export function failingDocuments(inner: DocumentStore) {
  const rules: Array<{ op: Operation; collection: string; skip: number; message: string }> = [];
  const check = (op: Operation, collection: string) => {
    const rule = rules.find((r) => r.op === op && r.collection === collection);
    if (!rule) return;
    if (rule.skip > 0) {
      rule.skip -= 1;
      return;
    }
    throw new Error(rule.message);
  };
  const store: DocumentStore = {
    async get(collection, id) {
      check('get', collection);
      return inner.get(collection, id);
    },
    async set(collection, id, data, options) {
      check('set', collection);
      return inner.set(collection, id, data, options);
    },
    async add(collection, data) {
      check('add', collection);
      return inner.add(collection, data);
    },
    async delete(collection, id) {
      check('delete', collection);
      return inner.delete(collection, id);
    },
    async list(collection, options) {
      check('list', collection);
      return inner.list(collection, options);
    },
    async count(collection, options) {
      check('count', collection);
      return inner.count(collection, options);
    },
    async update(collection, id, compute) {
      check('update', collection);
      return inner.update(collection, id, compute);
    },
    async updateAll(refs, compute) {
      for (const r of refs) check('updateAll', r.collection);
      return inner.updateAll(refs, compute);
    },
  };
  return {
    store,
    fail(op: Operation, collection: string, skip = 0, message = 'Fallo simulado') {
      rules.push({ op, collection, skip, message });
    },
  };
}

/**
 * A file store whose uploads always reject with `message`: as the data layer reports it (a
 * DataError of `kind`), or as an error it knows nothing about.
 */
export function failingFiles(message: string, kind?: DataErrorKind): FileStore {
  const error = kind ? new DataError(kind, message) : new Error(message);
  return { upload: () => Promise.reject(error), resolve: async (url) => url };
}
