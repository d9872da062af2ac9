import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { RequireAdmin } from '@/app/guards/require-admin';
import { LoadStatus } from '@/components/ui/load-status';
import { DESK_UI_TEXT } from '@/content/desk-ui';
import { parseSection } from '@/features/admin/messages';
import { AdminLayout } from '@/features/admin/pages/admin-layout';
import { ADMIN_VIEWS, type AdminViewId } from './admin/views';

const systemNow = () => new Date();

/**
 * The desk inside its layout, showing the view the URL names (ADMIN_VIEWS): a lead's, a client's
 * or a ticket's page by its path, otherwise the section in `?section=` (dashboard by default).
 * Each view reads only what it shows (one page, a count, one document). `now` is for tests.
 */
export function AdminPage({ now = systemNow }: { now?: () => Date }) {
  const [params] = useSearchParams();
  const { id: leadId, uid: clientUid, ticketId } = useParams();
  const [viewId, id]: [AdminViewId, string] = leadId
    ? ['lead', leadId]
    : clientUid
      ? ['client', clientUid]
      : ticketId
        ? ['ticket', ticketId]
        : [parseSection(params.get('section')), ''];
  const { section, View } = ADMIN_VIEWS[viewId];
  return (
    <AdminLayout current={section}>
      <Suspense
        fallback={
          <LoadStatus texts={DESK_UI_TEXT} state={{ status: 'loading' }} onRetry={() => {}} />
        }
      >
        <View key={`${viewId}/${id}`} id={id} now={now} />
      </Suspense>
    </AdminLayout>
  );
}

/**
 * /admin-dashboard and the desk's record pages (/admin-dashboard/solicitudes/:id,
 * /clientes/:uid, /servicio/:ticketId): admins only; visitors go to /auth, other users to
 * /main-user.
 */
export default function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminPage />
    </RequireAdmin>
  );
}
