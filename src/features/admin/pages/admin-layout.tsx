import type { ReactNode } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSignOut } from '@/hooks/use-sign-out';
import { ADMIN_TEXT, type AdminSectionId } from '../messages';
import { AdminSidebar } from '../components/admin-sidebar';
import '../admin.scss';

const MAIN_ID = 'contenido-admin';

/**
 * The desk's frame at /admin-dashboard and below (admin only: the route wraps it in RequireAdmin,
 * and the rules refuse the reads to anyone else): the skip link, the sidebar with `current`
 * marked, and the main area showing `children`, the view the route chose (src/app/routes/admin).
 */
export function AdminLayout({
  current,
  children,
}: {
  current: AdminSectionId;
  children: ReactNode;
}) {
  const signOut = useSignOut();

  usePageTitle(ADMIN_TEXT.pageTitle);

  return (
    <div className="admin-layout d-lg-flex">
      <a href={`#${MAIN_ID}`} className="visually-hidden-focusable">
        Saltar al contenido
      </a>
      <AdminSidebar current={current} onSignOut={() => void signOut()} />
      <main id={MAIN_ID} tabIndex={-1} className="admin-main flex-grow-1 bg-light p-3 p-lg-4">
        <h1 className="visually-hidden">{ADMIN_TEXT.pageTitle}</h1>
        {children}
      </main>
    </div>
  );
}
