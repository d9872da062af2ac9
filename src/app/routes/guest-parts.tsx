/**
 * What the guest area's route modules share (./guest.tsx, ./invitation.tsx): a page's frame and
 * a rental client's header links and dashboard card. Those links and the card are one small
 * chunk, loaded only once the person's company is known (ClientOnly), so a guest who is not a
 * client never loads it.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageLoading } from '@/components/page-loading';
import { ClientOnly } from '@/features/rental/portal/components/client-only';

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

export const clientLinks = (
  <ClientOnly>
    <Suspense fallback={null}>
      <ClientNavItems />
    </Suspense>
  </ClientOnly>
);

export const clientCard = (
  <ClientOnly>
    <Suspense fallback={null}>
      <ClientDashboardCard />
    </Suspense>
  </ClientOnly>
);

/** A guest page: its failure (chunk or render) shows a message under the guest header. */
export function GuestPage({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
