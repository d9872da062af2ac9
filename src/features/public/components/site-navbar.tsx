import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { company } from '@/content/company';
import { navigation } from '@/content/marketing';
import { LogoMark } from './icons';

const MENU_ID = 'menu-principal';

/**
 * Top navigation bar (docs/product.md, Public site). Bootstrap's navbar CSS with a few lines of
 * state instead of react-bootstrap's Navbar/Collapse JavaScript: below 768 px (navbar-expand-md)
 * the toggle opens and closes the menu; Escape closes it and returns focus to the toggle; following
 * a link closes it.
 */
export function SiteNavbar() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.hash, location.key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

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
            onClick={() => setOpen((value) => !value)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div
            id={MENU_ID}
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
