import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSignOut } from '@/hooks/use-sign-out';
import { useAdminData } from '../hooks/use-admin-data';
import { ADMIN_TEXT, parseSection } from '../messages';
import { AdminSidebar } from './admin-sidebar';
import { DashboardSection } from './dashboard-section';
import { DataStatus } from './data-status';
import { SettingsSection } from './settings-section';
import { SubmissionsSection } from './submissions-section';
import { UsersSection } from './users-section';
import '../admin.scss';

const MAIN_ID = 'contenido-admin';
const systemNow = () => new Date();

/**
 * /admin-dashboard (admin only: the route wraps it in RequireAdmin, and the rules refuse the
 * reads to anyone else). The section comes from `?section=` (dashboard by default).
 * `now` is for tests.
 */
export function AdminDashboardPage({ now = systemNow }: { now?: () => Date }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const section = parseSection(params.get('section'));
  const { data, reload } = useAdminData();
  const signOut = useSignOut();

  usePageTitle(ADMIN_TEXT.pageTitle);

  return (
    <div className="admin-layout d-lg-flex">
      <a href={`#${MAIN_ID}`} className="visually-hidden-focusable">
        Saltar al contenido
      </a>
      <AdminSidebar current={section} onSignOut={() => void signOut()} />
      <main id={MAIN_ID} tabIndex={-1} className="admin-main flex-grow-1 bg-light p-3 p-lg-4">
        <h1 className="visually-hidden">{ADMIN_TEXT.pageTitle}</h1>
        {section === 'dashboard' && (
          <DashboardSection
            account={{ uid: user?.uid ?? '', email: user?.email ?? null }}
            data={data}
            onRetry={reload}
            now={now()}
          />
        )}
        {section === 'solicitudes' &&
          (data.status === 'ready' ? (
            <SubmissionsSection submissions={data.submissions} now={now} />
          ) : (
            <>
              <h2 className="h3 mb-3">Solicitudes</h2>
              <DataStatus data={data} onRetry={reload} />
            </>
          ))}
        {section === 'usuarios' &&
          (data.status === 'ready' ? (
            <UsersSection users={data.users} />
          ) : (
            <>
              <h2 className="h3 mb-3">Usuarios</h2>
              <DataStatus data={data} onRetry={reload} />
            </>
          ))}
        {section === 'configuracion' && <SettingsSection />}
      </main>
    </div>
  );
}
