import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageLoading } from '@/components/page-loading';
import { PublicShell } from './routes/public-shell';
import { HomeRoute } from './routes/home';
import { BusinessLinesPage } from '@/features/public/pages/business-lines-page';
import { PrivacyPage } from '@/features/public/pages/privacy-page';
import { NotFoundPage } from '@/features/public/pages/not-found-page';
import { NewsletterConfirmedPage } from '@/features/public/pages/newsletter-confirmed-page';

// Signed-in areas are lazy chunks: public pages never download them.
const AuthRoute = lazy(() => import('./routes/auth'));
const GuestRoutes = lazy(() => import('./routes/guest'));
const AdminRoute = lazy(() => import('./routes/admin'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicShell />}>
        <Route path={paths.home} element={<HomeRoute />} />
        <Route path={paths.businessLines} element={<BusinessLinesPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.newsletterConfirmed} element={<NewsletterConfirmedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path={paths.auth} element={<Lazy><AuthRoute /></Lazy>} />
      <Route path={`${paths.guest.dashboard}/*`} element={<Lazy><GuestRoutes /></Lazy>} />
      <Route path={paths.admin} element={<Lazy><AdminRoute /></Lazy>} />
      <Route path={paths.adminLeadPattern} element={<Lazy><AdminRoute /></Lazy>} />
    </Routes>
  );
}
