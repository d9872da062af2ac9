/**
 * Facts the public pages' island loader (src/public-islands.ts) shares with the components,
 * kept apart from them so that loader stays free of React.
 */

/** Scroll offset (px) past which "Volver arriba" shows (docs/product.md, Timings and limits). */
export const SCROLL_TO_TOP_THRESHOLD = 300;

/** Marks the element whose text is the prerendered copyright year. */
export const YEAR_ATTRIBUTE = 'data-copyright-year';

/** The islands of the public pages (./island.tsx). */
export const ISLAND_NAMES = [
  'menu',
  'cookie-banner',
  'scroll-to-top',
  'newsletter',
  'quote-form',
  'arco-form',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * Marks a form's send, or a click on an island's button or box, that the page's start-app module
 * held before the islands' loader ran (src/app/islands/start.ts): the loader replays it.
 */
export const HELD_ATTRIBUTE = 'data-held';

/** Marks a form island's "could not load" message, right after its container (./island.tsx). */
export const FAILURE_ATTRIBUTE = 'data-island-failure';
