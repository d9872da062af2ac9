/**
 * For the tools' component tests: renders a page the way the app does (router, session provider,
 * the guest area's user provider, toaster) with a fake signed-in session. Data goes through the
 * real browser adapters under fake-indexeddb (installBrowserStoresForTesting in the test itself).
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import type { User } from 'firebase/auth';
import { SessionProvider, type SessionStore } from '@/lib/session';
import { fakeSessionStore as sharedFakeSessionStore } from '@/lib/test-utils/fake-session-store';
import { createUserDocument } from '@/data/users';
import { GuestUserProvider } from '../../components/guest-user-provider';

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
    emailVerified: false,
    reload: async () => {},
    ...overrides,
  } as unknown as User;
}

/** A session store that is already signed in (never touches Firebase Auth). */
export function fakeSessionStore(user: User | null = fakeUser()): SessionStore {
  return sharedFakeSessionStore(user);
}

export function renderTool(
  page: ReactElement,
  { user = fakeUser(), route = '/' }: { user?: User | null; route?: string } = {},
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <SessionProvider store={fakeSessionStore(user)}>
        <GuestUserProvider>{page}</GuestUserProvider>
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
