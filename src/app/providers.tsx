import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SessionProvider } from '@/lib/session';

// Only the signed-in areas raise toasts (and the sign-out toast shows on the page they leave
// to), so the public pages never download the toast library: it mounts once one of those areas
// has been opened, and stays.
const Toasts = lazy(() => import('./toasts'));
const SIGNED_IN_AREAS = [paths.auth, paths.guest.dashboard, paths.admin];

function useSignedInAreaVisited(): boolean {
  const { pathname } = useLocation();
  const inArea = SIGNED_IN_AREAS.some(
    (area) => pathname === area || pathname.startsWith(`${area}/`),
  );
  const [visited, setVisited] = useState(inArea);
  useEffect(() => {
    if (inArea) setVisited(true);
  }, [inArea]);
  return visited || inArea;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const toasts = useSignedInAreaVisited();
  return (
    <SessionProvider>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </SessionProvider>
  );
}
