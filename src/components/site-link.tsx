/**
 * Links that work with or without the router. Inside the app (main.tsx) they are the router's
 * links (src/app/site-routing.tsx), so following one renders the next page without a reload; in
 * the interactive parts ("islands") of a prerendered public page, which load without the router
 * (docs/decisions/0039-public-islands.md), they are plain anchors: the browser loads that page's
 * own HTML. Both render the same markup: <a href>, with `active` and aria-current="page" on the
 * navigation link of the current page.
 */
import {
  createContext,
  useContext,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

export interface SiteLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

export interface SiteNavLinkProps extends SiteLinkProps {
  /** Active only on this exact path (not on the paths below it). */
  end?: boolean;
}

export interface SiteRouting {
  Link: ComponentType<SiteLinkProps>;
  NavLink: ComponentType<SiteNavLinkProps>;
  /** Changes whenever the visitor follows a link within the page or to another one. */
  useLocationKey: () => string;
}

/** Whether a navigation link to `to` is the current page's (the router's NavLink rules). */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const path = to.toLowerCase();
  const current = pathname.toLowerCase();
  if (current === path) return true;
  return !end && path !== '/' && current.startsWith(`${path.replace(/\/$/, '')}/`);
}

/**
 * How many times the hash has changed while a link was listening: the same when an island
 * hydrates as in the browser right after, even on a page opened at an anchor (the hash itself
 * differs from the build's render, '' against '#servicios', and the re-render after hydration
 * read as a navigation: the menu closed right after the first tap opened it).
 */
let hashChanges = 0;
const hashChangeCount = () => String(hashChanges);
const hashListeners = new Set<() => void>();
const countHashChange = () => {
  hashChanges++;
  for (const listener of hashListeners) listener();
};
const subscribeToHash = (onChange: () => void) => {
  if (hashListeners.size === 0) window.addEventListener('hashchange', countHashChange);
  hashListeners.add(onChange);
  return () => {
    hashListeners.delete(onChange);
    if (hashListeners.size === 0) window.removeEventListener('hashchange', countHashChange);
  };
};

/** Plain anchors for a page at `pathname` (the prerendered page's own path). */
export function plainRouting(pathname: string): SiteRouting {
  return {
    Link: ({ to, className, children }) => (
      <a href={to} className={className}>
        {children}
      </a>
    ),
    NavLink: ({ to, end, className, children }) => {
      const active = isActivePath(pathname, to, end);
      return (
        <a
          href={to}
          className={active ? `${className ?? ''} active`.trim() : className}
          aria-current={active ? 'page' : undefined}
        >
          {children}
        </a>
      );
    },
    useLocationKey: () => useSyncExternalStore(subscribeToHash, hashChangeCount, hashChangeCount),
  };
}

const SiteRoutingContext = createContext<SiteRouting>(
  plainRouting(typeof window === 'undefined' ? '/' : window.location.pathname),
);

export const SiteRoutingProvider = SiteRoutingContext.Provider;

export function useSiteRouting(): SiteRouting {
  return useContext(SiteRoutingContext);
}

export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteRouting();
  return <Link {...props} />;
}

export function SiteNavLink(props: SiteNavLinkProps) {
  const { NavLink } = useSiteRouting();
  return <NavLink {...props} />;
}
