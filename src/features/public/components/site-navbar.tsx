import type { MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { company } from '@/content/company';
import { SiteLink as Link, SiteNavLink as NavLink, useSiteRouting } from '@/components/site-link';
import { usePanel } from '@/hooks/use-panel';
import { navigation } from '@/content/site-frame';
import { LogoMark } from './icons';

const MENU_ID = 'menu-principal';

/**
 * Top navigation bar (docs/product.md, Public site). Bootstrap's navbar CSS with a few lines of
 * state (usePanel) instead of react-bootstrap's Navbar/Collapse JavaScript: below 768 px
 * (navbar-expand-md) the toggle opens and closes the menu. No router needed: on a prerendered page
 * it is an island (docs/decisions/0039-public-islands.md) whose links are plain anchors.
 */
export function SiteNavbar() {
  const locationKey = useSiteRouting().useLocationKey();
  const { open, toggle, close, toggleRef, panelRef } = usePanel<HTMLDivElement>(locationKey);
  // A link followed from the open menu closes it first, before the browser (or the router's
  // scroll, useScrollToLocation) scrolls to its target: scrolled while the open menu still
  // lengthened the header, the section would land the menu's height too high once it closed. It
  // also closes when the link is the hash already in the address (no hashchange then).
  const closeBeforeFollowing = (event: MouseEvent<HTMLDivElement>) => {
    if (open && (event.target as Element).closest('a[href]')) flushSync(close);
  };

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
            onClickCapture={closeBeforeFollowing}
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
