import { useEffect, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import Container from 'react-bootstrap/Container';
import Dropdown from 'react-bootstrap/Dropdown';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { GUEST_NOTIFICATIONS } from '@/content/guest-notifications';
import {
  HEADER_INVALID_USER_MESSAGE,
  HEADER_RESET_FAILED_MESSAGE,
  HEADER_RESET_SENT_MESSAGE,
} from '@/domain/auth-errors';
import { PROFILE_PHOTO_ACCEPT, validateProfilePhoto } from '@/domain/validation';
import { useSignOut } from '@/hooks/use-sign-out';
import { useSession } from '@/lib/session';
import { saveProfilePhoto } from '../api/profile-photo';
import { useGuestUser } from '../hooks/use-guest-user';
import {
  HEADER_PHOTO_FAILED_MESSAGE,
  HEADER_PHOTO_MISSING_MESSAGE,
  HEADER_PHOTO_UPLOADING_MESSAGE,
  PHOTO_UPLOADED_MESSAGE,
} from '../messages';
import { guestDisplayName, hasPasswordProvider } from '../utils/account';
import { GuestIcon } from './guest-icons';
import { UserAvatar } from './user-avatar';

const MENU_ID = 'menu-invitado';

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

/** The guest area's top bar (docs/product.md, Guest area): links, notifications, account menu. */
export function GuestHeader() {
  const { user: account, store } = useSession();
  const { state, setUser, openProfileModal } = useGuestUser();
  const photoInput = useRef<HTMLInputElement>(null);
  const signOut = useSignOut();
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);

  // Following a link closes the mobile menu.
  useEffect(() => setExpanded(false), [location.pathname]);

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
        import('firebase/auth'),
      ]);
      await sendPasswordResetEmail(auth, email);
      toast.success(HEADER_RESET_SENT_MESSAGE);
    } catch {
      toast.error(HEADER_RESET_FAILED_MESSAGE);
    }
  }

  return (
    <header className="sticky-top">
      <Navbar
        expand="md"
        variant="dark"
        bg="primary"
        style={barStyle}
        expanded={expanded}
        onToggle={setExpanded}
        aria-label="Navegación del panel"
      >
        <Container>
          <Navbar.Brand as={Link} to={paths.guest.dashboard} className="fw-bold">
            {company.name}
          </Navbar.Brand>
          <div className="d-flex align-items-center gap-2 order-md-last ms-auto ms-md-3">
            <Dropdown align="end">
              {/* Named by its content (no aria-label): the visible count stays part of the name. */}
              <Dropdown.Toggle variant="link" className="text-white p-1 position-relative">
                <span className="visually-hidden">{`Notificaciones (${GUEST_NOTIFICATIONS.length})`}</span>
                <GuestIcon name="bell" size={22} />
                <span
                  className="position-absolute top-0 start-100 translate-middle rounded-pill bg-white text-primary fw-bold px-1 small"
                  aria-hidden="true"
                >
                  {GUEST_NOTIFICATIONS.length}
                </span>
              </Dropdown.Toggle>
              <Dropdown.Menu style={{ minWidth: '18rem' }}>
                <Dropdown.Header as="h2" className="h6">
                  Notificaciones
                </Dropdown.Header>
                {GUEST_NOTIFICATIONS.map((item) => (
                  <Dropdown.Item key={item.id} as={Link} to={item.to} className="text-wrap">
                    <span className="d-block fw-semibold">{item.title}</span>
                    <span className="d-block small text-body-secondary">{item.text}</span>
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
            <Dropdown align="end">
              <Dropdown.Toggle
                variant="link"
                className="text-white p-0 d-flex align-items-center gap-1"
              >
                <span className="visually-hidden">{`Menú de tu cuenta: ${name}`}</span>
                <UserAvatar photoURL={photoURL} name={name} />
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Header className="text-truncate" style={{ maxWidth: '16rem' }}>
                  <span className="d-block fw-semibold text-body">{name}</span>
                  {account?.email && <span className="d-block small">{account.email}</span>}
                </Dropdown.Header>
                <Dropdown.Item as={Link} to={paths.guest.profile}>
                  Mi Perfil
                </Dropdown.Item>
                <Dropdown.Item
                  as="button"
                  type="button"
                  onClick={() => photoInput.current?.click()}
                >
                  Cambiar foto
                </Dropdown.Item>
                <Dropdown.Item as="button" type="button" onClick={openProfileModal}>
                  Actualizar datos del perfil
                </Dropdown.Item>
                {hasPasswordProvider(account) && (
                  <Dropdown.Item as="button" type="button" onClick={() => void resetPassword()}>
                    Restablecer contraseña
                  </Dropdown.Item>
                )}
                <Dropdown.Divider />
                <Dropdown.Item as="button" type="button" onClick={() => void signOut()}>
                  Cerrar sesión
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
            <input
              ref={photoInput}
              type="file"
              accept={PROFILE_PHOTO_ACCEPT}
              aria-label="Elegir una foto de perfil"
              hidden
              onChange={(event) => void changePhoto(event)}
            />
            <Navbar.Toggle
              aria-controls={MENU_ID}
              aria-expanded={expanded}
              label="Mostrar u ocultar la navegación"
            />
          </div>
          <Navbar.Collapse id={MENU_ID}>
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
            </ul>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
