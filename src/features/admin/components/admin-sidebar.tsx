import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDisclosure } from '@/hooks/use-disclosure';
import { ADMIN_TEXT, SECTIONS, type AdminSectionId } from '../messages';

const MENU_ID = 'admin-menu';

/**
 * The admin sidebar: its sections (SECTIONS) and "Cerrar sesión". Below the lg breakpoint it is one
 * line, "Administración" and a "Menú" button (aria-expanded / aria-controls) that shows the
 * sections; choosing one, Escape (the focus goes back to "Menú") or a click outside closes them.
 */
export function AdminSidebar({
  current,
  onSignOut,
}: {
  current: AdminSectionId;
  onSignOut: () => void;
}) {
  const { open, toggle, close, toggleRef, panelRef } = useDisclosure<HTMLDivElement>();
  return (
    <aside className="admin-sidebar text-white" aria-label="Menú de administración">
      <div className="d-flex align-items-center justify-content-between gap-2 px-3 py-3">
        <span className="fs-5 fw-semibold">Administración</span>
        {/* Bootstrap's button markup (react-bootstrap's Button renders the same): every desk page
            shows this bar, and it needs none of the library. */}
        <button
          ref={toggleRef}
          type="button"
          className="d-lg-none btn btn-outline-light btn-sm"
          aria-controls={MENU_ID}
          aria-expanded={open}
          onClick={toggle}
        >
          {ADMIN_TEXT.menuToggle}
        </button>
      </div>
      {/* Bootstrap's .collapse/.show without react-bootstrap's Collapse (its transition code is a
          chunk on every admin page): the menu opens and closes at once. */}
      <div id={MENU_ID} ref={panelRef} className={`collapse d-lg-block${open ? ' show' : ''}`}>
        <nav aria-label="Secciones del panel" className="px-2 pb-3">
          <ul className="nav nav-pills flex-column gap-1">
            {SECTIONS.map((section) => (
              <li key={section.id} className="nav-item">
                <Link
                  className={`nav-link${section.id === current ? ' active' : ''}`}
                  aria-current={section.id === current ? 'page' : undefined}
                  to={{
                    pathname: paths.admin,
                    search: section.id === 'dashboard' ? '' : `?section=${section.id}`,
                  }}
                  onClick={close}
                >
                  {section.label}
                </Link>
              </li>
            ))}
            <li className="nav-item mt-3">
              <button type="button" className="nav-link w-100 text-start" onClick={onSignOut}>
                {ADMIN_TEXT.signOut}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </aside>
  );
}
