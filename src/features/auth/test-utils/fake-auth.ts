/**
 * For component tests: a stand-in for Firebase's Auth object, enough for the real
 * createSessionStore (onAuthStateChanged) and useSignOut (signOut), plus helpers to build stores.
 *
 *   const { store, emit } = fakeSession({ uid: 'u1', email: 'ana@prueba.test' });
 *   render(<SessionProvider store={store}>...</SessionProvider>);
 *   act(() => emit(null)); // the user signs out
 */
import type { Auth, User } from 'firebase/auth';
import { createSessionStore, type SessionStore } from '@/lib/session';

export interface FakeUserInit {
  uid: string;
  email?: string | null;
  displayName?: string | null;
  providerId?: string;
}

export function fakeUser({
  uid,
  email = null,
  displayName = null,
  providerId = 'password',
}: FakeUserInit): User {
  return {
    uid,
    email,
    displayName,
    photoURL: null,
    emailVerified: false,
    isAnonymous: false,
    providerData: [{ providerId, uid, email, displayName, photoURL: null, phoneNumber: null }],
  } as unknown as User;
}

export interface FakeAuth {
  auth: Auth;
  /** Changes the signed-in user and notifies the listeners, as Firebase does. */
  emit(user: User | null): void;
  /** How many times signOut was called. */
  signOutCalls(): number;
}

export function createFakeAuth(
  initialUser: User | null,
  options: { signOutError?: Error } = {},
): FakeAuth {
  let user = initialUser;
  let signOuts = 0;
  const listeners = new Set<(user: User | null) => void>();
  const emit = (next: User | null) => {
    user = next;
    listeners.forEach((listener) => listener(user));
  };
  const auth = {
    get currentUser() {
      return user;
    },
    onAuthStateChanged(next: (user: User | null) => void) {
      listeners.add(next);
      // Firebase reports the current state asynchronously right after subscribing.
      queueMicrotask(() => {
        if (listeners.has(next)) next(user);
      });
      return () => listeners.delete(next);
    },
    async signOut() {
      signOuts += 1;
      if (options.signOutError) throw options.signOutError;
      emit(null);
    },
  };
  return { auth: auth as unknown as Auth, emit, signOutCalls: () => signOuts };
}

/** A real SessionStore over a fake Auth holding `user` (null: signed out). */
export function fakeSession(
  user: FakeUserInit | null,
  options: { signOutError?: Error } = {},
): FakeAuth & { store: SessionStore } {
  const fake = createFakeAuth(user ? fakeUser(user) : null, options);
  return { ...fake, store: createSessionStore(() => Promise.resolve(fake.auth)) };
}

/** A SessionStore whose Auth never finishes loading ('loading' forever). */
export function loadingSession(): SessionStore {
  return createSessionStore(() => new Promise<Auth>(() => {}));
}

/** A SessionStore whose Auth fails to load ('error'). */
export function failedSession(error = new Error('Auth no disponible')): SessionStore {
  return createSessionStore(() => Promise.reject(error));
}
