import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths } from '@/config/paths';
import { formatNewsDate, latestNews } from '@/content/news';
import type { UserDoc } from '@/domain/schemas/user';
import { RESOURCES_GOAL, profileCompleteness } from '@/domain/points';
import { useSession } from '@/lib/session';
import { GuestIcon, type GuestIconName } from '../components/guest-icons';
import { ProgressMeter } from '../components/progress-meter';
import { VerifyEmailBanner } from '../components/verify-email-banner';
import { useEmailVerification } from '../hooks/use-email-verification';
import { useGuestUser } from '../hooks/use-guest-user';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  ACCESS_RESTRICTED_TITLE,
  ADVISOR_IN_DEVELOPMENT_MESSAGE,
  DASHBOARD_LOAD_FAILED_MESSAGE,
} from '../messages';
import { guestDisplayName } from '../utils/account';
import { shouldAutoOpenProfileModal } from '../utils/profile-modal-rules';

const TOOLS: ReadonlyArray<{
  icon: GuestIconName;
  title: string;
  text: string;
  to: string;
  action: string;
}> = [
  {
    icon: 'calculator',
    title: 'Calculadora de ahorro',
    text: 'Compara lo que hoy pagas por página con una renta y descubre tu ahorro mensual y anual.',
    to: paths.guest.calculator,
    action: 'Usar la calculadora',
  },
  {
    icon: 'clipboard',
    title: 'Test de necesidades',
    text: 'Responde cinco preguntas y recibe una recomendación de equipo para tu negocio.',
    to: paths.guest.needsAssessment,
    action: 'Hacer el test',
  },
  {
    icon: 'book',
    title: 'Biblioteca de recursos',
    text: 'Guías, checklists, artículos y videos para aprovechar mejor tus equipos.',
    to: paths.guest.resourcesLibrary,
    action: 'Ver los recursos',
  },
  {
    icon: 'calendar',
    title: 'Agendar asesoría',
    text: 'Elige el día y la hora para hablar con un especialista, sin costo.',
    to: paths.guest.resourcesCalendar,
    action: 'Agendar una cita',
  },
];

/**
 * The guest dashboard (/main-user, docs/product.md, Guest area). `extra`: shown above the progress
 * cards (the app passes a rental client's card).
 */
export function DashboardPage({ extra = null }: { extra?: ReactNode }) {
  usePageTitle('Mi panel');
  const { user: account } = useSession();
  const { state, openProfileModal } = useGuestUser();
  const verification = useEmailVerification();
  const uid = account?.uid ?? null;

  // users/{uid} comes from the guest area's one read (GuestUserProvider); a failed read is said
  // once, and the profile modal opens when it is due, once per visit.
  const { status, user } = state;
  useEffect(() => {
    if (status === 'error') {
      toast.error(DASHBOARD_LOAD_FAILED_MESSAGE, { id: 'dashboard-load-failed' });
    }
  }, [status]);
  const modalChecked = useRef(false);
  useEffect(() => {
    if (modalChecked.current || status !== 'ready' || !user || !uid) return;
    modalChecked.current = true;
    if (shouldAutoOpenProfileModal(user, uid)) openProfileModal();
  }, [status, user, uid, openProfileModal]);

  if (!account) return <AccessRestricted />;

  const name = guestDisplayName(state.user?.name, account);

  return (
    <div className="container py-4">
      <h1 className="h2 mb-1">¡Hola, {name}!</h1>
      <p className="lead mb-4">
        Bienvenido a tu panel: usa las herramientas, aprende con nuestros recursos y gana puntos.
      </p>

      {verification.showBanner && (
        <VerifyEmailBanner
          email={verification.email}
          sending={verification.sending}
          onResend={verification.resend}
        />
      )}

      {extra}

      <div className="row g-4 mb-4">
        <div className="col-lg-7">
          <ProgressCard
            user={state.user}
            status={state.status}
            onCompleteProfile={openProfileModal}
          />
        </div>
        <div className="col-lg-5">
          <section className="card h-100 border-0 shadow-sm" aria-labelledby="siguiente-paso">
            <div className="card-body">
              <h2 id="siguiente-paso" className="h5">
                Siguiente paso recomendado
              </h2>
              <p>
                Calcula cuánto puedes ahorrar al mes rentando tu equipo de impresión: solo necesitas
                tu volumen de páginas y lo que hoy pagas por cada una.
              </p>
              <Link className="btn btn-action" to={paths.guest.calculator}>
                Ir a la calculadora
              </Link>
            </div>
          </section>
        </div>
      </div>

      <section aria-labelledby="herramientas" className="mb-4">
        <h2 id="herramientas" className="h4 mb-3">
          Tus herramientas
        </h2>
        <div className="row g-3">
          {TOOLS.map((tool) => (
            <div className="col-sm-6 col-xl-3" key={tool.to}>
              <article className="card h-100 border-0 shadow-sm">
                <div className="card-body d-flex flex-column">
                  <GuestIcon name={tool.icon} size={32} className="text-primary mb-2" />
                  <h3 className="h5">{tool.title}</h3>
                  <p className="flex-grow-1">{tool.text}</p>
                  <Link className="btn btn-outline-primary align-self-start" to={tool.to}>
                    {tool.action}
                  </Link>
                </div>
              </article>
            </div>
          ))}
        </div>
      </section>

      <div className="row g-4">
        <section className="col-lg-8" aria-labelledby="noticias">
          <h2 id="noticias" className="h4 mb-3">
            Noticias
          </h2>
          <ul className="list-group">
            {latestNews().map((item) => (
              <li className="list-group-item py-3" key={item.id}>
                <article>
                  <h3 className="h6 mb-1">{item.title}</h3>
                  <p className="small text-body-secondary mb-1">
                    <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
                  </p>
                  <p className="mb-0">{item.summary}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
        <section className="col-lg-4" aria-labelledby="asesor">
          <div className="card border-0 shadow-sm">
            <div className="card-body">
              <GuestIcon name="headset" size={32} className="text-primary mb-2" />
              <h2 id="asesor" className="h5">
                ¿Necesitas ayuda?
              </h2>
              <p>Un asesor puede resolver tus dudas sobre equipos, contratos y servicios.</p>
              <button
                type="button"
                className="btn btn-action"
                onClick={() =>
                  toast(ADVISOR_IN_DEVELOPMENT_MESSAGE, { id: 'advisor-in-development' })
                }
              >
                Hablar con un asesor
              </button>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}

function ProgressCard({
  user,
  status,
  onCompleteProfile,
}: {
  user: UserDoc | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  onCompleteProfile: () => void;
}) {
  return (
    <section className="card h-100 border-0 shadow-sm" aria-labelledby="tu-progreso">
      <div className="card-body" aria-busy={status === 'loading'}>
        <h2 id="tu-progreso" className="h5">
          Tu progreso
        </h2>
        {user ? (
          <ProgressFigures user={user} onCompleteProfile={onCompleteProfile} />
        ) : status === 'error' ? (
          <p className="mb-0">No pudimos cargar tu progreso.</p>
        ) : (
          <p className="mb-0" role="status">
            Cargando tu progreso...
          </p>
        )}
      </div>
    </section>
  );
}

function ProgressFigures({
  user,
  onCompleteProfile,
}: {
  user: UserDoc;
  onCompleteProfile: () => void;
}) {
  const completeness = profileCompleteness(user.score);
  const read = Math.min(user.resourcesRead, RESOURCES_GOAL);
  return (
    <>
      <div className="d-flex justify-content-between align-items-baseline">
        <span>Perfil completado</span>
        <span className="fw-bold" data-testid="profile-completeness">
          {completeness}%
        </span>
      </div>
      <ProgressMeter value={completeness} label="Perfil completado" className="mb-3" />
      <div className="d-flex justify-content-between align-items-baseline">
        <span>Recursos leídos</span>
        <span className="fw-bold" data-testid="resources-read">
          {read} de {RESOURCES_GOAL}
        </span>
      </div>
      <ProgressMeter
        value={(read / RESOURCES_GOAL) * 100}
        label="Recursos leídos"
        className="mb-3"
      />
      <p className="mb-2 d-flex align-items-center gap-1">
        <GuestIcon name="star" size={18} className="text-warning" />
        <span>
          Puntos: <strong data-testid="score">{user.score}</strong>
        </span>
      </p>
      {!user.achievements.profileCompleted && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={onCompleteProfile}
        >
          Completar mi perfil
        </button>
      )}
    </>
  );
}

/** Defensive: the route guard normally sends visitors to /auth before this renders. */
function AccessRestricted() {
  return (
    <div className="container py-5 text-center">
      <h1 className="h2">{ACCESS_RESTRICTED_TITLE}</h1>
      <p className="lead">Debes iniciar sesión para ver tu panel.</p>
      <Link className="btn btn-action" to={paths.auth}>
        Iniciar sesión
      </Link>
    </div>
  );
}
