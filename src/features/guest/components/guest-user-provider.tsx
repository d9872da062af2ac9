import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UserDoc } from '@/domain/entities';
import { useSession } from '@/lib/session';
import { loadGuestUser } from '../api/guest-user';
import {
  GuestUserContext,
  type GuestUserContextValue,
  type GuestUserState,
} from '../hooks/use-guest-user';
import { dismissProfileModal } from '../utils/profile-modal-rules';
import { ProfileModal } from './profile-modal';

/**
 * Holds the signed-in guest's users/{uid} document for every guest page, and the profile modal
 * (opened by the dashboard, the header and the profile page). Key it by uid: a new account
 * starts from nothing.
 */
export function GuestUserProvider({ children }: { children: ReactNode }) {
  const { user: account } = useSession();
  const [state, setState] = useState<GuestUserState>({ status: 'idle', user: null });
  const [modalOpen, setModalOpen] = useState(false);
  const accountRef = useRef(account);
  const lastRequest = useRef(0);
  useLayoutEffect(() => {
    accountRef.current = account;
  }, [account]);

  const reload = useCallback(async (): Promise<UserDoc> => {
    const current = accountRef.current;
    if (!current) throw new Error('No hay una sesión iniciada.');
    const request = ++lastRequest.current;
    setState((s) => ({ status: 'loading', user: s.user }));
    try {
      const user = await loadGuestUser(current);
      if (request === lastRequest.current) setState({ status: 'ready', user });
      return user;
    } catch (error) {
      if (request === lastRequest.current) setState((s) => ({ status: 'error', user: s.user }));
      throw error;
    }
  }, []);

  const setUser = useCallback((user: UserDoc) => {
    lastRequest.current += 1; // a read still running must not overwrite this newer document
    setState({ status: 'ready', user });
  }, []);
  const openProfileModal = useCallback(() => setModalOpen(true), []);
  const closeProfileModal = useCallback(() => setModalOpen(false), []);
  const skipProfileModal = useCallback(() => {
    if (accountRef.current) dismissProfileModal(accountRef.current.uid);
    setModalOpen(false);
  }, []);
  const onSaved = useCallback((user: UserDoc | null) => user && setUser(user), [setUser]);

  const value = useMemo<GuestUserContextValue>(
    () => ({ state, reload, setUser, openProfileModal }),
    [state, reload, setUser, openProfileModal],
  );

  return (
    <GuestUserContext.Provider value={value}>
      {children}
      <ProfileModal
        show={modalOpen}
        account={account}
        storedName={state.user?.name}
        onHide={closeProfileModal}
        onSkip={skipProfileModal}
        onSaved={onSaved}
      />
    </GuestUserContext.Provider>
  );
}
