/**
 * /invitacion/:id (the member-invite e-mail's link): signed-in only (a visitor goes to /auth and
 * comes back here), inside the guest layout; the page itself is a lazy chunk.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@/app/guards/require-auth';
import { GuestLayout } from '@/features/guest/components/guest-layout';
import { GuestLoadingScreen } from '@/features/guest/components/guest-loading-screen';
import { clientLinks, GuestPage } from './guest-parts';

const InvitationPage = lazy(() =>
  import('@/features/rental/portal/pages/invitation-page').then((m) => ({
    default: m.InvitationPage,
  })),
);

export default function InvitationRoute() {
  return (
    <RequireAuth loading={<GuestLoadingScreen />}>
      <Routes>
        <Route element={<GuestLayout headerLinks={clientLinks} />}>
          <Route
            path="*"
            element={
              <GuestPage>
                <InvitationPage />
              </GuestPage>
            }
          />
        </Route>
      </Routes>
    </RequireAuth>
  );
}
