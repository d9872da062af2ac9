/**
 * For the tools' component tests: renders a page the way the app does (router, session provider,
 * toaster) with a fake signed-in session. Data goes through the real browser adapters under
 * fake-indexeddb (installBrowserStoresForTesting in the test itself).
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import type { Auth, User } from 'firebase/auth';
import { SessionProvider, type SessionState, type SessionStore } from '@/lib/session';
import { createUserDocument } from '@/data/users';

// jsdom has no matchMedia; react-hot-toast's Toaster asks it for prefers-reduced-motion.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export const TEST_GUEST = {
  uid: 'guest-1',
  email: 'ana@example.com',
  displayName: 'Ana Pérez',
} as const;

/** A Firebase-like user with the fields the tools read. */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    uid: TEST_GUEST.uid,
    email: TEST_GUEST.email,
    displayName: TEST_GUEST.displayName,
    photoURL: null,
    providerData: [{ providerId: 'password' }],
    ...overrides,
  } as unknown as User;
}

/** A session store that is already signed in (never touches Firebase Auth). */
export function fakeSessionStore(user: User | null = fakeUser()): SessionStore {
  const state: SessionState = user
    ? { status: 'signedIn', user }
    : { status: 'signedOut', user: null };
  return {
    getState: () => state,
    subscribe: () => () => {},
    start: () => {},
    auth: () => Promise.reject(new Error('Auth no está disponible en estas pruebas.')),
    refresh: () => {},
  } satisfies SessionStore & { auth: () => Promise<Auth> };
}

export function renderTool(
  page: ReactElement,
  { user = fakeUser(), route = '/' }: { user?: User | null; route?: string } = {},
): RenderResult {
  // react-hot-toast keeps its toasts in a module-level store: start every render from none.
  toast.remove();
  return render(
    <MemoryRouter initialEntries={[route]}>
      <SessionProvider store={fakeSessionStore(user)}>
        {page}
        <Toaster />
      </SessionProvider>
    </MemoryRouter>,
  );
}

/** Creates users/{uid} for the test guest with the defaults (score 0, no achievements). */
export function createTestGuestDocument(): Promise<unknown> {
  return createUserDocument(TEST_GUEST.uid, {
    name: TEST_GUEST.displayName,
    email: TEST_GUEST.email,
    photoURL: null,
    authProvider: 'password',
  });
}
