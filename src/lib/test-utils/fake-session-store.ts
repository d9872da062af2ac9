/**
 * For component tests: a SessionStore without Firebase (signed in, signed out or loading) and a
 * plain User with the fields the screens read. Shared by the features' test harnesses.
 */
import type { Auth, User } from 'firebase/auth';
import type { SessionState, SessionStore } from '@/lib/session';

export interface FakeAccountInit {
  uid?: string;
  email?: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  providers?: string[];
  /** Auth's emailVerified (default false: a new password account). */
  emailVerified?: boolean;
}

/** A plain object with the User fields (and reload) the guest screens use. */
export function fakeAccount({
  uid = 'u1',
  email = 'ana@example.com',
  displayName = 'Ana Auth',
  photoURL = null,
  providers = ['password'],
  emailVerified = false,
}: FakeAccountInit = {}): User {
  return {
    uid,
    email,
    displayName,
    photoURL,
    emailVerified,
    // Reading the account again changes nothing (a test replaces it to change emailVerified).
    reload: async () => {},
    providerData: providers.map((providerId) => ({
      providerId,
      uid,
      email,
      displayName,
      photoURL,
      phoneNumber: null,
    })),
  } as unknown as User;
}

export interface FakeSessionStore extends SessionStore {
  /** The Auth instance handed to the code under test. */
  readonly fakeAuth: Auth;
  set(state: SessionState): void;
  signOutNow(): void;
}

/** A SessionStore without Firebase: signed in as `account` (null: signed out), or loading. */
export function fakeSessionStore(account: User | null | 'loading'): FakeSessionStore {
  let state: SessionState =
    account === 'loading'
      ? { status: 'loading', user: null }
      : account
        ? { status: 'signedIn', user: account }
        : { status: 'signedOut', user: null };
  const listeners = new Set<() => void>();
  const fakeAuth = {
    get currentUser() {
      return state.user;
    },
  } as unknown as Auth;
  const store: FakeSessionStore = {
    fakeAuth,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {},
    auth: () => Promise.resolve(fakeAuth),
    refresh() {
      store.set({ ...state } as SessionState);
    },
    set(next) {
      state = next;
      listeners.forEach((l) => l());
    },
    signOutNow() {
      store.set({ status: 'signedOut', user: null });
    },
  };
  return store;
}
