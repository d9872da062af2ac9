import { Link, NavLink } from 'react-router-dom';
import { company } from '@/content/company';
import { useDisclosure } from '@/hooks/use-disclosure';
import { navigation } from '@/content/marketing';
import { LogoMark } from './icons';

const MENU_ID = 'menu-principal';

/**
 * Top navigation bar (docs/product.md, Public site). Bootstrap's navbar CSS with a few lines of
 * state (useDisclosure) instead of react-bootstrap's Navbar/Collapse JavaScript: below 768 px
 * (navbar-expand-md) the toggle opens and closes the menu.
 */
export function SiteNavbar() {
  const { open, toggle, toggleRef, panelRef } = useDisclosure<HTMLDivElement>();

  const [home, ...rest] = navigation.items;

  return (
    <header className="site-header sticky-top">
      <nav
        className="navbar navbar-expand-md navbar-dark site-navbar"
        aria-label={navigation.label}
      >
        <div className="container">
          <Link className="navbar-brand d-flex align-items-center gap-2" to="/">
            <LogoMark />
            <span className="brand-text">{company.name}</span>
          </Link>
          <button
            ref={toggleRef}
            className="navbar-toggler"
            type="button"
            aria-controls={MENU_ID}
            aria-expanded={open}
            aria-label={navigation.toggleLabel}
            onClick={toggle}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div
            id={MENU_ID}
            ref={panelRef}
            className={open ? 'collapse navbar-collapse show' : 'collapse navbar-collapse'}
          >
            <ul className="navbar-nav ms-auto mb-3 mb-md-0">
              {home && (
                <li className="nav-item">
                  <NavLink className="nav-link" to={home.to} end>
                    {home.label}
                  </NavLink>
                </li>
              )}
              {rest.map((item) => (
                <li className="nav-item" key={item.to}>
                  {item.to.includes('#') ? (
                    <Link className="nav-link" to={item.to}>
                      {item.label}
                    </Link>
                  ) : (
                    <NavLink className="nav-link" to={item.to}>
                      {item.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
            <Link className="btn btn-action ms-md-3 mb-3 mb-md-0" to={navigation.action.to}>
              {navigation.action.label}
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
