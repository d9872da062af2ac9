import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { RESOURCES_GOAL } from '@/domain/points';
import { useSession } from '@/lib/session';
import { MyDataControls } from '../components/my-data-controls';
import { ProfilePhotoCard } from '../components/profile-photo-card';
import { useGuestUser } from '../hooks/use-guest-user';
import { usePageTitle } from '@/hooks/use-page-title';
import { DASHBOARD_LOAD_FAILED_MESSAGE } from '../messages';
import { guestDisplayName } from '../utils/account';

/**
 * "Mi Perfil" (/main-user/profile, docs/product.md, Guest area): the photo, the user's data, and
 * the download or deletion of it all ("Tus datos").
 */
export function ProfilePage() {
  usePageTitle('Mi Perfil');
  const { user: account } = useSession();
  const { state, openProfileModal } = useGuestUser();

  // users/{uid} comes from the guest area's one read (GuestUserProvider).
  useEffect(() => {
    if (state.status === 'error') {
      toast.error(DASHBOARD_LOAD_FAILED_MESSAGE, { id: 'profile-load-failed' });
    }
  }, [state.status]);

  const user = state.user;
  const achievements = user
    ? [
        { label: 'Perfil completado', done: user.achievements.profileCompleted },
        { label: 'Calculadora de ahorro utilizada', done: user.achievements.calculatorUsed },
        {
          label: 'Test de necesidades completado',
          done: user.achievements.needsAssessmentCompleted,
        },
        {
          label: `Recursos leídos: ${Math.min(user.resourcesRead, RESOURCES_GOAL)} de ${RESOURCES_GOAL}`,
          done: user.resourcesRead >= RESOURCES_GOAL,
        },
      ]
    : [];

  return (
    <div className="container py-4">
      <h1 className="h2 mb-4">Mi Perfil</h1>
      <div className="row g-4">
        <div className="col-md-5">
          <ProfilePhotoCard />
        </div>
        <div className="col-md-7">
          <section className="card border-0 shadow-sm h-100" aria-labelledby="tus-datos">
            <div className="card-body">
              <h2 id="tus-datos" className="h5">
                Tus datos
              </h2>
              <dl className="row mb-3">
                <dt className="col-sm-5">Nombre</dt>
                <dd className="col-sm-7">{guestDisplayName(user?.name, account)}</dd>
                <dt className="col-sm-5">Correo electrónico</dt>
                <dd className="col-sm-7 text-break">{account?.email || user?.email || '—'}</dd>
                <dt className="col-sm-5">Puntos</dt>
                <dd className="col-sm-7" data-testid="profile-score">
                  {user ? user.score : '—'}
                </dd>
              </dl>
              <h3 className="h6">Logros</h3>
              {user ? (
                <ul className="list-unstyled">
                  {achievements.map((item) => (
                    <li key={item.label} className="mb-1">
                      <span aria-hidden="true">{item.done ? '✅' : '⬜'}</span> {item.label}
                      <span className="visually-hidden">
                        {item.done ? ' (logrado)' : ' (pendiente)'}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p role="status">
                  {state.status === 'error'
                    ? 'No pudimos cargar tus logros.'
                    : 'Cargando tus datos...'}
                </p>
              )}
              <button type="button" className="btn btn-outline-primary" onClick={openProfileModal}>
                Actualizar datos del perfil
              </button>
              {account && <MyDataControls account={account} />}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
