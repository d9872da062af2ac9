import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { UserDoc } from '@/domain/schemas/user';
import {
  knownAccountDoc,
  readAccountDoc,
  storeAccountDoc,
  useAccountDoc,
} from '@/hooks/use-account-doc';
import { useSession } from '@/lib/session';
import { ensureGuestDocument } from '../api/guest-user';
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
 * The signed-in guest's users/{uid} document for every guest page (read through its one reader,
 * src/hooks/use-account-doc.ts, so the header, the dashboard and the tools share one read and
 * every stored change), and the profile modal (opened by the dashboard, the header and the
 * profile page). Key it by uid: a new account starts from nothing. It is where a session restored
 * in a new page gets its users/{uid} (sessionReady): when the read finds none, or the first tool
 * or save that needs the document, ensures it, once.
 */
export function GuestUserProvider({ children }: { children: ReactNode }) {
  const { user: account } = useSession();
  const uid = account?.uid ?? null;
  const doc = useAccountDoc(uid);
  const [ensureFailed, setEnsureFailed] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  // Mounted from its first opening on, so it can animate its closing and keep what was typed.
  const [modalMounted, setModalMounted] = useState(false);
  const accountRef = useRef(account);
  useLayoutEffect(() => {
    accountRef.current = account;
  }, [account]);

  // True once this session's users/{uid} is known to exist (read or ensured).
  const documentKnown = useRef(false);

  const sessionReady = useCallback(async (): Promise<void> => {
    if (documentKnown.current) return;
    const current = accountRef.current;
    if (!current) throw new Error('No hay una sesión iniciada.');
    // A failed read is not a missing document: the ensure (a transaction) settles which it is.
    const known =
      knownAccountDoc(current.uid) ?? (await readAccountDoc(current.uid).catch(() => null));
    if (!known) storeAccountDoc(current.uid, await ensureGuestDocument(current));
    documentKnown.current = true;
  }, []);

  // A session restored in a new page whose document was never ensured: the read finds none.
  const missing = doc.state.status === 'ready' && doc.state.value === null;
  useEffect(() => {
    if (!missing) return;
    let cancelled = false;
    sessionReady().then(
      () => !cancelled && setEnsureFailed(false),
      () => !cancelled && setEnsureFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [missing, sessionReady]);

  const state = useMemo<GuestUserState>(() => {
    const query = doc.state;
    const user = ('value' in query ? query.value : null) ?? null;
    if (query.status === 'error' || (missing && ensureFailed)) return { status: 'error', user };
    if (query.status === 'ready' && user) return { status: 'ready', user };
    return { status: uid ? 'loading' : 'idle', user };
  }, [doc.state, missing, ensureFailed, uid]);

  const reloadDoc = doc.reload;
  const reload = useCallback(async (): Promise<UserDoc> => {
    const current = accountRef.current;
    if (!current) throw new Error('No hay una sesión iniciada.');
    const stored = await reloadDoc();
    if (stored) return stored;
    documentKnown.current = false;
    await sessionReady();
    const ensured = knownAccountDoc(current.uid);
    if (!ensured) throw new Error(`users/${current.uid} no existe.`);
    return ensured;
  }, [reloadDoc, sessionReady]);

  const setUser = useCallback((user: UserDoc) => {
    const current = accountRef.current;
    if (current) storeAccountDoc(current.uid, user);
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
