/**
 * The session provider: exposes the signed-in Firebase user and the loading state.
 * It starts Firebase Auth lazily, on the first component that asks for the session, so public
 * pages (which never ask) load no Firebase code.
 */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Auth, User } from 'firebase/auth';
import { loadAuth } from './firebase';
import { clearQueryCache } from './query-cache';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: User }
  | { status: 'error'; user: null; error: Error };

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Starts listening to Firebase Auth (idempotent). */
  start(): void;
  /** The Auth instance once loaded. */
  auth(): Promise<Auth>;
  /** Re-reads the current user (e.g. after updateProfile changed photoURL). */
  refresh(): void;
}

export function createSessionStore(load: () => Promise<Auth> = loadAuth): SessionStore {
  let state: SessionState = { status: 'loading', user: null };
  let started = false;
  let authInstance: Auth | undefined;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    // Another account (or none): what the last one read is not theirs.
    if (next.user?.uid !== state.user?.uid) clearQueryCache();
    state = next;
    listeners.forEach((l) => l());
  };
  const fromUser = (user: User | null): SessionState =>
    user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      load()
        .then(async (auth) => {
          authInstance = auth;
          const { onAuthStateChanged } = await import('@/lib/auth-sdk');
          onAuthStateChanged(
            auth,
            (user) => set(fromUser(user)),
            (error) => set({ status: 'error', user: null, error }),
          );
        })
        .catch((error: unknown) =>
          set({
            status: 'error',
            user: null,
            error: error instanceof Error ? error : new Error(String(error)),
          }),
        );
    },
    auth: load,
    refresh() {
      if (authInstance) set(fromUser(authInstance.currentUser));
    },
  };
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({
  children,
  store,
}: {
  children: ReactNode;
  store?: SessionStore;
}) {
  const value = store ?? defaultStore();
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

let sharedStore: SessionStore | undefined;
function defaultStore(): SessionStore {
  sharedStore ??= createSessionStore();
  return sharedStore;
}

/** The current session; calling it starts Firebase Auth if nothing did yet. */
export function useSession(): SessionState & { store: SessionStore } {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  useEffect(() => store.start(), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, store };
}
