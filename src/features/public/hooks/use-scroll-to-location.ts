import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * On a route or hash change: scroll smoothly to the #anchor (instantly when the user prefers
 * reduced motion), or to the top of the page when there is no hash. The first render keeps the
 * browser's own position (a reload restores it) unless the URL names an anchor.
 */
export function useScrollToLocation(): void {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
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
