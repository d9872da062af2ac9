/**
 * Records where this browser's visits come from (src/domain/attribution.ts): at every full page
 * load, the first touch is kept and the latest replaced when the load brings campaign parameters,
 * an ad click id or another site's link. Kept in localStorage under ATTRIBUTION_KEY (no cookie,
 * nothing sent anywhere until a quote request carries it). The privacy notice says so.
 */
import { nextAttribution, parseAttribution, type Attribution } from '@/domain/attribution';

export const ATTRIBUTION_KEY = 'leadAttribution';

/** The touches kept so far, or null (none yet, storage unavailable or unreadable). */
export function storedAttribution(
  storage: Storage | null = globalThis.localStorage ?? null,
): Attribution | null {
  try {
    const raw = storage?.getItem(ATTRIBUTION_KEY);
    return raw ? parseAttribution(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Notes this page load. Never throws: without storage nothing is kept. */
export function recordVisit(
  storage: Storage | null = globalThis.localStorage ?? null,
  href: string = window.location.href,
  referrer: string = document.referrer,
  now: Date = new Date(),
): void {
  try {
    const next = nextAttribution(storedAttribution(storage), new URL(href), referrer, now);
    storage?.setItem(ATTRIBUTION_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the visit goes unrecorded.
  }
}
