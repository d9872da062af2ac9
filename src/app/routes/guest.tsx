/**
 * The guest area (/main-user/*): signed-in only, every page a lazy chunk inside the guest layout
 * (header, shared user document, profile modal).
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@/app/guards/require-auth';
import { GuestLayout } from '@/features/guest/components/guest-layout';
import { GuestLoadingScreen } from '@/features/guest/components/guest-loading-screen';
import { clientCard, clientLinks, GuestPage as Page } from './guest-parts';

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
  import('@/features/rental/portal/pages/equipment-page').then((m) => ({
    default: m.EquipmentPage,
  })),
);
const MyTicketsPage = lazy(() =>
  import('@/features/rental/portal/pages/my-tickets-page').then((m) => ({
    default: m.MyTicketsPage,
  })),
);
const CompanyPage = lazy(() =>
  import('@/features/rental/portal/pages/company-page').then((m) => ({ default: m.CompanyPage })),
);
// "Estados de cuenta" and one statement: one chunk (one import here, so every guest page's route
// table carries a single entry for both).
const statementPages = () => import('@/features/rental/portal/pages/statements-page');
const StatementsPage = lazy(() => statementPages().then((m) => ({ default: m.StatementsPage })));
const StatementPage = lazy(() => statementPages().then((m) => ({ default: m.StatementPage })));

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
            path="mi-empresa"
            element={
              <Page>
                <CompanyPage />
              </Page>
            }
          />
          <Route
            path="estados-de-cuenta"
            element={
              <Page>
                <StatementsPage />
              </Page>
            }
          />
          <Route
            path="estados-de-cuenta/:mes"
            element={
              <Page>
                <StatementPage />
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
