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
