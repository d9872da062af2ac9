import { useRef, type ChangeEvent, type CSSProperties, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths } from '@/config/paths';
import { companyName } from '@/content/company-name';
import { GUEST_NOTIFICATIONS } from '@/content/guest-notifications';
import { PROFILE_PHOTO_ACCEPT, validateProfilePhoto } from '@/domain/photo-rules';
import { useDisclosure } from '@/hooks/use-disclosure';
import { useSignOut } from '@/hooks/use-sign-out';
import { useSession } from '@/lib/session';
import { saveProfilePhoto } from '../api/profile-photo';
import { useGuestUser } from '../hooks/use-guest-user';
import {
  HEADER_INVALID_USER_MESSAGE,
  HEADER_RESET_FAILED_MESSAGE,
  HEADER_RESET_SENT_MESSAGE,
  HEADER_PHOTO_FAILED_MESSAGE,
  HEADER_PHOTO_MISSING_MESSAGE,
  HEADER_PHOTO_UPLOADING_MESSAGE,
  PHOTO_UPLOADED_MESSAGE,
} from '../messages';
import { guestDisplayName, hasPasswordProvider } from '../utils/account';
import { GuestIcon } from './guest-icons';
import { UserAvatar } from './user-avatar';
import './guest-header.scss';

const MENU_ID = 'menu-invitado';
const NOTIFICATIONS_ID = 'notificaciones-invitado';
const ACCOUNT_ID = 'cuenta-invitado';

const LINKS = [
  { to: paths.guest.dashboard, label: 'Inicio', end: true },
  { to: paths.guest.calculator, label: 'Calculadora', end: false },
  { to: paths.guest.resourcesLibrary, label: 'Recursos', end: false },
  { to: paths.guest.resourcesCalendar, label: 'Agendar asesoría', end: false },
] as const;

// White text on the #6610f2 bar (docs/product.md, Public site: brand colour), white focus ring.
const barStyle = {
  '--bs-navbar-color': '#fff',
  '--bs-navbar-hover-color': '#fff',
  '--bs-navbar-active-color': '#fff',
  '--bs-navbar-brand-color': '#fff',
  '--bs-navbar-brand-hover-color': '#fff',
  '--bs-navbar-toggler-border-color': 'rgba(255, 255, 255, 0.6)',
  '--focus-color': '#fff',
} as CSSProperties;

/**
 * The guest area's top bar (docs/product.md, Guest area): links, notifications, account menu.
 * One line at every width (./guest-header.scss, .guest-navbar): the links show from 1280 px
 * (a client's administrator has eight), below that behind the toggler.
 * `extraLinks`: more navbar items (`<li className="nav-item">`), e.g. a rental client's links.
 */
export function GuestHeader({ extraLinks = null }: { extraLinks?: ReactNode }) {
  const { user: account, store } = useSession();
  const { state, setUser, openProfileModal } = useGuestUser();
  const photoInput = useRef<HTMLInputElement>(null);
  const signOut = useSignOut();
  const {
    open: navOpen,
    toggle: toggleNav,
    toggleRef: navToggleRef,
    panelRef: navPanelRef,
  } = useDisclosure<HTMLDivElement>();

  const name = guestDisplayName(state.user?.name, account);
  const photoURL = state.user?.photoURL || account?.photoURL || null;

  /** "Cambiar foto": the picked image is uploaded right away (texts in ../messages.ts). */
  async function changePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file || !account) {
      toast.error(HEADER_PHOTO_MISSING_MESSAGE);
      return;
    }
    const problem = validateProfilePhoto(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    const pending = toast.loading(HEADER_PHOTO_UPLOADING_MESSAGE);
    try {
      const url = await saveProfilePhoto(account, file);
      store.refresh();
      if (state.user) setUser({ ...state.user, photoURL: url });
      toast.success(PHOTO_UPLOADED_MESSAGE, { id: pending });
    } catch {
      toast.error(HEADER_PHOTO_FAILED_MESSAGE, { id: pending });
    }
  }

  async function resetPassword() {
    const email = account?.email;
    if (!account || !email) {
      toast.error(HEADER_INVALID_USER_MESSAGE);
      return;
    }
    try {
      const [auth, { sendPasswordResetEmail }] = await Promise.all([
        store.auth(),
        import('@/lib/auth-sdk'),
      ]);
      await sendPasswordResetEmail(auth, email);
      toast.success(HEADER_RESET_SENT_MESSAGE);
    } catch {
      toast.error(HEADER_RESET_FAILED_MESSAGE);
    }
  }

  /** An item of the account menu that runs an action (the menu closes first). */
  const action = (label: string, run: () => void) => (
    <li>
      <button type="button" className="dropdown-item" onClick={run}>
        {label}
      </button>
    </li>
  );

  return (
    <header className="sticky-top">
      <nav
        className="navbar navbar-dark bg-primary guest-navbar"
        data-bs-theme="dark"
        style={barStyle}
        aria-label="Navegación del panel"
      >
        <div className="container-xxl">
          <Link to={paths.guest.dashboard} className="navbar-brand fw-bold">
            {companyName}
          </Link>
          <div className="guest-navbar-end d-flex align-items-center ms-auto">
            {/* The guest's points, from the one users/{uid} every screen shares: an award shows here
                at once. */}
            {state.user && (
              <Link
                to={paths.guest.dashboard}
                className="rounded-pill bg-white text-primary text-decoration-none px-2 py-1 small fw-bold"
                data-testid="header-score"
              >
                <span className="visually-hidden">Tus puntos: </span>
                {state.user.score} pts
              </Link>
            )}
            {/* Named by its content (no aria-label): the visible count stays part of the name. */}
            <HeaderMenu
              id={NOTIFICATIONS_ID}
              toggleClassName="text-white p-1 position-relative"
              toggle={
                <>
                  <span className="visually-hidden">{`Notificaciones (${GUEST_NOTIFICATIONS.length})`}</span>
                  <GuestIcon name="bell" size={22} />
                  <span
                    className="position-absolute top-0 start-100 translate-middle rounded-pill bg-white text-primary fw-bold px-1 small"
                    aria-hidden="true"
                  >
                    {GUEST_NOTIFICATIONS.length}
                  </span>
                </>
              }
              style={{ minWidth: '18rem' }}
            >
              <li>
                <h2 className="dropdown-header h6">Notificaciones</h2>
              </li>
              {GUEST_NOTIFICATIONS.map((item) => (
                <li key={item.id}>
                  <Link to={item.to} className="dropdown-item text-wrap">
                    <span className="d-block fw-semibold">{item.title}</span>
                    <span className="d-block small text-body-secondary">{item.text}</span>
                  </Link>
                </li>
              ))}
            </HeaderMenu>
            <HeaderMenu
              id={ACCOUNT_ID}
              toggleClassName="text-white p-0 d-flex align-items-center gap-1"
              toggle={
                <>
                  <span className="visually-hidden">{`Menú de tu cuenta: ${name}`}</span>
                  <UserAvatar photoURL={photoURL} name={name} />
                </>
              }
            >
              {(close) => (
                <>
                  <li className="dropdown-header text-truncate" style={{ maxWidth: '16rem' }}>
                    <span className="d-block fw-semibold text-body">{name}</span>
                    {account?.email && <span className="d-block small">{account.email}</span>}
                  </li>
                  <li>
                    <Link to={paths.guest.profile} className="dropdown-item">
                      Mi Perfil
                    </Link>
                  </li>
                  {action('Cambiar foto', () => {
                    close();
                    photoInput.current?.click();
                  })}
                  {action('Actualizar datos del perfil', () => {
                    close();
                    openProfileModal();
                  })}
                  {hasPasswordProvider(account) &&
                    action('Restablecer contraseña', () => {
                      close();
                      void resetPassword();
                    })}
                  <li>
                    <hr className="dropdown-divider" />
                  </li>
                  {action('Cerrar sesión', () => {
                    close();
                    void signOut();
                  })}
                </>
              )}
            </HeaderMenu>
            <input
              ref={photoInput}
              type="file"
              accept={PROFILE_PHOTO_ACCEPT}
              aria-label="Elegir una foto de perfil"
              hidden
              onChange={(event) => void changePhoto(event)}
            />
            <button
              ref={navToggleRef}
              className="navbar-toggler"
              type="button"
              aria-controls={MENU_ID}
              aria-expanded={navOpen}
              aria-label="Mostrar u ocultar la navegación"
              onClick={toggleNav}
            >
              <span className="navbar-toggler-icon" />
            </button>
          </div>
          <div
            id={MENU_ID}
            ref={navPanelRef}
            className={navOpen ? 'collapse navbar-collapse show' : 'collapse navbar-collapse'}
          >
            <ul className="navbar-nav me-auto">
              {LINKS.map((link) => (
                <li className="nav-item" key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      isActive
                        ? 'nav-link active fw-semibold text-decoration-underline'
                        : 'nav-link'
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {extraLinks}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}

/**
 * A header menu: a button that shows a Bootstrap dropdown panel under it, aligned to its right
 * edge (useDisclosure: Escape, a click outside or following a link closes it).
 */
function HeaderMenu({
  id,
  toggle,
  toggleClassName,
  style,
  children,
}: {
  id: string;
  toggle: ReactNode;
  toggleClassName: string;
  style?: CSSProperties;
  children: ReactNode | ((close: () => void) => ReactNode);
}) {
  const {
    open,
    toggle: toggleMenu,
    close,
    toggleRef,
    panelRef,
  } = useDisclosure<HTMLUListElement>();
  return (
    <div className="dropdown">
      <button
        ref={toggleRef}
        type="button"
        className={`btn btn-link dropdown-toggle ${toggleClassName}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggleMenu}
      >
        {toggle}
      </button>
      <ul
        id={id}
        ref={panelRef}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        style={style}
      >
        {typeof children === 'function' ? children(close) : children}
      </ul>
    </div>
  );
}
