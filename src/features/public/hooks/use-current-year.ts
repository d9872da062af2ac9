import { useSyncExternalStore } from 'react';
import { YEAR_ATTRIBUTE } from '../components/page-markers';

export { YEAR_ATTRIBUTE };

const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();

/** While hydrating, the year the prerendered HTML shows (it may be an earlier year's build). */
function prerenderedYear(): number {
  if (typeof document !== 'undefined') {
    const shown = Number(document.querySelector(`[${YEAR_ATTRIBUTE}]`)?.textContent);
    if (Number.isInteger(shown) && shown > 2000) return shown;
  }
  return currentYear();
}

/**
 * The current year, hydration-safe: the client first reuses the year the prerendered page
 * shows, then React re-renders with the visitor's current year if it differs.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, currentYear, prerenderedYear);
}
