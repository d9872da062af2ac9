import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from './reduced-motion';

export { prefersReducedMotion };

/**
 * On a route or hash change: scroll smoothly to the #anchor (instantly when the user prefers
 * reduced motion), or to the top of the page when there is no hash. The first render keeps the
 * browser's own position (a reload restores it, or the visitor scrolled before the page finished
 * loading) unless the URL names an anchor. Each location is handled once: React's development
 * remount, which runs effects twice, does not count as a navigation.
 */
export function useScrollToLocation(): void {
  const { pathname, hash, key } = useLocation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const location = `${key} ${pathname}${hash}`;
    if (handled.current === location) return;
    const isFirst = handled.current === null;
    handled.current = location;
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'instant' : 'smooth';
    if (hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior, block: 'start' });
        return;
      }
    }
    if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key]);
}
