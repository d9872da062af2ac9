import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SiteRoutingProvider, type SiteRouting } from '@/components/site-link';

/** The app's links: the router's (./site-link.tsx). */
const routerRouting: SiteRouting = {
  Link: ({ to, className, children }) => (
    <Link to={to} className={className}>
      {children}
    </Link>
  ),
  NavLink: ({ to, end, className, children }) => (
    <NavLink to={to} end={end} className={className}>
      {children}
    </NavLink>
  ),
  useLocationKey: () => {
    const { pathname, hash, key } = useLocation();
    return `${key} ${pathname}${hash}`;
  },
};

export function RouterLinks({ children }: { children: ReactNode }) {
  return <SiteRoutingProvider value={routerRouting}>{children}</SiteRoutingProvider>;
}
