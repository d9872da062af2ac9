import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { GUEST_NOT_FOUND_MESSAGE } from '../messages';

/** An unknown path under /main-user: the public 404 text, with a way back to the dashboard. */
export function GuestNotFoundPage() {
  usePageTitle('Página no encontrada');
  return (
    <div className="container py-5 text-center">
      <h1 className="h2">Página no encontrada</h1>
      <p className="lead">{GUEST_NOT_FOUND_MESSAGE}</p>
      <Link className="btn btn-action" to={paths.guest.dashboard}>
        Volver a mi panel
      </Link>
    </div>
  );
}
