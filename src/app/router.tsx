import { lazy, Suspense, type ReactNode } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoading } from '@/components/page-loading';
import { lazyRoute, type LazyRoute } from './lazy-route';
import type * as PublicModule from './routes/public';

// The public pages are one lazy chunk (routes/public.tsx); the signed-in areas are lazy chunks of
// their own. So a public page never downloads a signed-in area, and a signed-in area never
// downloads the public pages. The parts of the public chunk load together: once one has loaded,
// all render without suspending (the shell and its page in one commit, so an #anchor exists when
// the shell scrolls to it), and preloadRoute loads them before React hydrates a prerendered page.
const publicParts: LazyRoute[] = [];
const publicPart = (name: Exclude<keyof typeof PublicModule, 'preloadPageChunk'>) => {
  const part = lazyRoute(() =>
    import('./routes/public').then((module) => {
      for (const other of publicParts) if (other !== part) void other.preload();
      return { default: module[name] };
    }),
  );
  publicParts.push(part);
  return part;
};
const PublicShell = publicPart('PublicShell');
const publicPages = [
  { path: paths.home, Page: publicPart('HomeRoute') },
  { path: paths.businessLines, Page: publicPart('BusinessLinesPage') },
  { path: paths.privacy, Page: publicPart('PrivacyRoute') },
  { path: paths.newsletterConfirmed, Page: publicPart('NewsletterConfirmedPage') },
  { path: paths.arco, Page: publicPart('ArcoRoute') },
];
const NotFoundPage = publicPart('NotFoundPage');

const AuthRoute = lazy(() => import('./routes/auth'));
const GuestRoutes = lazy(() => import('./routes/guest'));
const AdminRoute = lazy(() => import('./routes/admin'));
const InvitationRoute = lazy(() => import('./routes/invitation'));
const signedInPatterns = [
  paths.auth,
  `${paths.guest.dashboard}/*`,
  `${paths.invitationPattern}/*`,
  paths.admin,
  paths.adminLeadPattern,
  paths.adminClientPattern,
  paths.adminTicketPattern,
];

/**
 * Loads what the page at `pathname` renders when it is public (the public chunk); nothing for the
 * signed-in areas, which are not prerendered and show a loading state while their chunk arrives.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  if (signedInPatterns.some((pattern) => matchPath(pattern, pathname))) return;
  await Promise.all(publicParts.map((part) => part.preload()));
  // Some public pages are a chunk of their own (routes/page-chunks.tsx).
  await (await import('./routes/public')).preloadPageChunk(pathname);
}

/**
 * Every route: a loading state while its chunk arrives, and a message instead of a blank page when
 * the chunk fails to load or the page fails to render (the public shell's header and footer stay
 * around a failed public page).
 */
function Lazy({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Lazy>
            <PublicShell />
          </Lazy>
        }
      >
        {publicPages.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Lazy>
                <Page />
              </Lazy>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <Lazy>
              <NotFoundPage />
            </Lazy>
          }
        />
      </Route>
      <Route
        path={paths.auth}
        element={
          <Lazy>
            <AuthRoute />
          </Lazy>
        }
      />
      <Route
        path={`${paths.guest.dashboard}/*`}
        element={
          <Lazy>
            <GuestRoutes />
          </Lazy>
        }
      />
      <Route
        path={`${paths.invitationPattern}/*`}
        element={
          <Lazy>
            <InvitationRoute />
          </Lazy>
        }
      />
      <Route
        path={paths.admin}
        element={
          <Lazy>
            <AdminRoute />
          </Lazy>
        }
      />
      {[paths.adminLeadPattern, paths.adminClientPattern, paths.adminTicketPattern].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Lazy>
              <AdminRoute />
            </Lazy>
          }
        />
      ))}
    </Routes>
  );
}
