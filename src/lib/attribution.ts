/**
 * Records where this browser's visits come from (src/domain/attribution.ts): at every full page
 * load, the first touch is kept and the latest replaced when the load brings campaign parameters,
 * an ad click id or another site's link. Kept in localStorage under ATTRIBUTION_KEY (no cookie,
 * nothing sent anywhere until a quote request carries it). The privacy notice says so.
 */
import { nextAttribution, parseAttribution, type Attribution } from '@/domain/attribution';

export const ATTRIBUTION_KEY = 'leadAttribution';

/**
 * The browser's localStorage, read inside the callers' try: where the visitor blocks site data,
 * merely reading `window.localStorage` throws, and this runs before the first render.
 */
const browserStorage = (): Storage | null => globalThis.localStorage ?? null;

/** The touches kept so far, or null (none yet, storage unavailable or unreadable). */
export function storedAttribution(storage?: Storage | null): Attribution | null {
  try {
    const raw = (storage === undefined ? browserStorage() : storage)?.getItem(ATTRIBUTION_KEY);
    return raw ? parseAttribution(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Notes this page load (writing only when it changes what is kept). Never throws. */
export function recordVisit(
  storage?: Storage | null,
  href: string = window.location.href,
  referrer: string = document.referrer,
  now: Date = new Date(),
): void {
  try {
    const store = storage === undefined ? browserStorage() : storage;
    const kept = storedAttribution(store);
    const next = nextAttribution(kept, new URL(href), referrer, now);
    if (next !== kept) store?.setItem(ATTRIBUTION_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked, private mode or a full quota: the visit goes unrecorded.
  }
}
