import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { UserDoc } from '@/domain/schemas/user';
import { useSession } from '@/lib/session';
import { getUser } from '@/data/users';
import { ensureGuestDocument, loadGuestUser } from '../api/guest-user';
import {
  GuestUserContext,
  type GuestUserContextValue,
  type GuestUserState,
} from '../hooks/use-guest-user';
import { dismissProfileModal } from '../utils/profile-modal-rules';

// The modal (and react-bootstrap's Modal with it) loads the first time it opens, not with every
// guest page.
const ProfileModal = lazy(() =>
  import('./profile-modal').then((module) => ({ default: module.ProfileModal })),
);

/**
 * Holds the signed-in guest's users/{uid} document for every guest page, and the profile modal
 * (opened by the dashboard, the header and the profile page). Key it by uid: a new account
 * starts from nothing. It is where a session restored in a new page gets its users/{uid}
 * (sessionReady): the first page, tool or save that needs the document ensures it, once.
 */
export function GuestUserProvider({ children }: { children: ReactNode }) {
  const { user: account } = useSession();
  const [state, setState] = useState<GuestUserState>({ status: 'idle', user: null });
  const [modalOpen, setModalOpen] = useState(false);
  // Mounted from its first opening on, so it can animate its closing and keep what was typed.
  const [modalMounted, setModalMounted] = useState(false);
  const accountRef = useRef(account);
  const lastRequest = useRef(0);
  useLayoutEffect(() => {
    accountRef.current = account;
  }, [account]);

  // True once this session's users/{uid} is known to exist (read or ensured).
  const documentKnown = useRef(false);

  const sessionReady = useCallback(async (): Promise<void> => {
    if (documentKnown.current) return;
    const current = accountRef.current;
    if (!current) throw new Error('No hay una sesión iniciada.');
    await ensureGuestDocument(current);
    documentKnown.current = true;
  }, []);

  const reload = useCallback(async (): Promise<UserDoc> => {
    const current = accountRef.current;
    if (!current) throw new Error('No hay una sesión iniciada.');
    const request = ++lastRequest.current;
    setState((s) => ({ status: 'loading', user: s.user }));
    try {
      // Missing: a session restored in a new page whose document was never ensured; it is now.
      const stored = await getUser(current.uid);
      if (stored) documentKnown.current = true;
      else await sessionReady();
      const user = stored ?? (await loadGuestUser(current.uid));
      if (request === lastRequest.current) setState({ status: 'ready', user });
      return user;
    } catch (error) {
      if (request === lastRequest.current) setState((s) => ({ status: 'error', user: s.user }));
      throw error;
    }
  }, [sessionReady]);

  const setUser = useCallback((user: UserDoc) => {
    lastRequest.current += 1; // a read still running must not overwrite this newer document
    setState({ status: 'ready', user });
  }, []);
  const openProfileModal = useCallback(() => {
    setModalMounted(true);
    setModalOpen(true);
  }, []);
  const closeProfileModal = useCallback(() => setModalOpen(false), []);
  const skipProfileModal = useCallback(() => {
    if (accountRef.current) dismissProfileModal(accountRef.current.uid);
    setModalOpen(false);
  }, []);
  const onSaved = useCallback((user: UserDoc | null) => user && setUser(user), [setUser]);

  const value = useMemo<GuestUserContextValue>(
    () => ({ state, reload, sessionReady, setUser, openProfileModal }),
    [state, reload, sessionReady, setUser, openProfileModal],
  );

  return (
    <GuestUserContext.Provider value={value}>
      {children}
      {modalMounted && (
        <Suspense fallback={null}>
          <ProfileModal
            show={modalOpen}
            account={account}
            storedName={state.user?.name}
            onHide={closeProfileModal}
            onSkip={skipProfileModal}
            onSaved={onSaved}
            sessionReady={sessionReady}
          />
        </Suspense>
      )}
    </GuestUserContext.Provider>
  );
}
