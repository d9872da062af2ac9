import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { GuestHeader } from './guest-header';
import { GuestUserProvider } from './guest-user-provider';

const MAIN_ID = 'contenido-panel';

/**
 * Every guest page: the guest header above the page, the shared user document and profile modal.
 * `headerLinks`: more items for the header's navbar (the app passes a rental client's links).
 */
export function GuestLayout({ headerLinks = null }: { headerLinks?: ReactNode }) {
  const { user } = useSession();
  return (
    <GuestUserProvider key={user?.uid ?? 'sin-sesion'}>
      <a href={`#${MAIN_ID}`} className="visually-hidden-focusable">
        Saltar al contenido
      </a>
      <GuestHeader extraLinks={headerLinks} />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="bg-light pb-5"
        style={{ minHeight: 'calc(100vh - 56px)' }}
      >
        <Outlet />
      </main>
    </GuestUserProvider>
  );
}
