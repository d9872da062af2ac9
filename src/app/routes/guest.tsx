/**
 * The guest area (/main-user/*): signed-in only, every page a lazy chunk inside the guest layout
 * (header, shared user document, profile modal).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoading } from '@/components/page-loading';
import { RequireAuth } from '@/app/guards/require-auth';
import { ClientOnly } from '@/features/rental/portal/components/client-only';
import { GuestLayout } from '@/features/guest/components/guest-layout';
import { GuestLoadingScreen } from '@/features/guest/components/guest-loading-screen';

const DashboardPage = lazy(() =>
  import('@/features/guest/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const ProfilePage = lazy(() =>
  import('@/features/guest/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const GuestNotFoundPage = lazy(() =>
  import('@/features/guest/pages/guest-not-found-page').then((m) => ({
    default: m.GuestNotFoundPage,
  })),
);
const CalculatorPage = lazy(() =>
  import('@/features/guest/tools/calculator/calculator-page').then((m) => ({
    default: m.CalculatorPage,
  })),
);
const NeedsAssessmentPage = lazy(() =>
  import('@/features/guest/tools/needs-assessment/needs-assessment-page').then((m) => ({
    default: m.NeedsAssessmentPage,
  })),
);
const ResourcesLibraryPage = lazy(() =>
  import('@/features/guest/tools/resources-library/resources-library-page').then((m) => ({
    default: m.ResourcesLibraryPage,
  })),
);
const ResourcesCalendarPage = lazy(() =>
  import('@/features/guest/tools/resources-calendar/resources-calendar-page').then((m) => ({
    default: m.ResourcesCalendarPage,
  })),
);
const MyEquipmentPage = lazy(() =>
  import('@/features/rental/portal/pages/my-equipment-page').then((m) => ({
    default: m.MyEquipmentPage,
  })),
);
const EquipmentPage = lazy(() =>
  import('@/features/rental/portal/pages/equipment-page').then((m) => ({ default: m.EquipmentPage })),
);
const MyTicketsPage = lazy(() =>
  import('@/features/rental/portal/pages/my-tickets-page').then((m) => ({ default: m.MyTicketsPage })),
);
// A rental client's header links and dashboard card: one small chunk, loaded only once
// clients/{uid} is known to exist (ClientOnly), so a guest who is not a client never loads it.
const ClientNavItems = lazy(() =>
  import('@/features/rental/portal/components/client-links').then((m) => ({
    default: m.ClientNavItems,
  })),
);
const ClientDashboardCard = lazy(() =>
  import('@/features/rental/portal/components/client-links').then((m) => ({
    default: m.ClientDashboardCard,
  })),
);
const clientLinks = (
  <ClientOnly>
    <Suspense fallback={null}>
      <ClientNavItems />
    </Suspense>
  </ClientOnly>
);
const clientCard = (
  <ClientOnly>
    <Suspense fallback={null}>
      <ClientDashboardCard />
    </Suspense>
  </ClientOnly>
);

/** A guest page: its failure (chunk or render) shows a message under the guest header. */
function Page({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Paths relative to /main-user (src/config/paths.ts). */
export default function GuestRoutes() {
  return (
    <RequireAuth loading={<GuestLoadingScreen />}>
      <Routes>
        <Route element={<GuestLayout headerLinks={clientLinks} />}>
          <Route
            index
            element={
              <Page>
                <DashboardPage extra={clientCard} />
              </Page>
            }
          />
          <Route
            path="calculator"
            element={
              <Page>
                <CalculatorPage />
              </Page>
            }
          />
          <Route
            path="needs-assessment"
            element={
              <Page>
                <NeedsAssessmentPage />
              </Page>
            }
          />
          <Route
            path="resources-library"
            element={
              <Page>
                <ResourcesLibraryPage />
              </Page>
            }
          />
          <Route
            path="resources-calendar"
            element={
              <Page>
                <ResourcesCalendarPage />
              </Page>
            }
          />
          <Route
            path="profile"
            element={
              <Page>
                <ProfilePage />
              </Page>
            }
          />
          {/* The rental clients' pages: a guest who is not a client sees a message instead. */}
          <Route
            path="mis-equipos"
            element={
              <Page>
                <MyEquipmentPage />
              </Page>
            }
          />
          <Route
            path="mis-equipos/:id"
            element={
              <Page>
                <EquipmentPage />
              </Page>
            }
          />
          <Route
            path="mis-tickets"
            element={
              <Page>
                <MyTicketsPage />
              </Page>
            }
          />
          <Route
            path="*"
            element={
              <Page>
                <GuestNotFoundPage />
              </Page>
            }
          />
        </Route>
      </Routes>
    </RequireAuth>
  );
}
