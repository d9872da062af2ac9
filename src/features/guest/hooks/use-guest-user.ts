import { createContext, useContext } from 'react';
import type { UserDoc } from '@/domain/schemas/user';

export interface GuestUserState {
  /** idle: nothing asked yet; loading: reading users/{uid}; error: the last read failed. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last users/{uid} read or written (kept while a new read runs). */
  user: UserDoc | null;
}

export interface GuestUserContextValue {
  state: GuestUserState;
  /** Reads users/{uid} (once the session has it, see sessionReady). Rejects on failure. */
  reload(): Promise<UserDoc>;
  /**
   * Resolves once the session's users/{uid} exists: the first call of a page ensures it (a session
   * restored without passing through /auth may not have one yet), later calls resolve at once.
   * Tools and the profile modal wait for it before they update the document.
   */
  sessionReady(): Promise<void>;
  /** Replaces the known document after a write (e.g. the profile modal's save). */
  setUser(user: UserDoc): void;
  /** Opens the "Actualiza tu Perfil" modal. */
  openProfileModal(): void;
}

export const GuestUserContext = createContext<GuestUserContextValue | null>(null);

/** The signed-in guest's users/{uid} document and the profile modal, shared by the guest pages. */
export function useGuestUser(): GuestUserContextValue {
  const value = useContext(GuestUserContext);
  if (!value) throw new Error('useGuestUser must be used inside <GuestUserProvider>');
  return value;
}
