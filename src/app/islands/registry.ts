/**
 * Each island of the public pages (src/features/public/components/island.tsx) and the module it
 * loads: one chunk each, fetched only when that island is needed (src/public-islands.ts). The
 * build renders the same components on their own (src/entry-server.tsx), so a page's islands
 * hydrate exactly the markup it was written with.
 */
import type { ComponentType } from 'react';
import type { IslandName } from '@/features/public/components/island';
import type { Prefill } from '@/features/visitor-forms/utils/prefill';

export interface IslandProps {
  /** Forms: what was typed before the island loaded. */
  prefill?: Prefill;
}

export const ISLANDS: Record<IslandName, () => Promise<ComponentType<IslandProps>>> = {
  menu: () => import('@/features/public/components/site-navbar').then((m) => m.SiteNavbar),
  'cookie-banner': () =>
    import('@/features/public/components/cookie-banner').then((m) => m.CookieBanner),
  'scroll-to-top': () =>
    import('@/features/public/components/scroll-to-top-button').then((m) => m.ScrollToTopButton),
  newsletter: () =>
    import('@/features/visitor-forms/components/newsletter-form').then((m) => m.NewsletterForm),
  'quote-form': () =>
    import('@/features/visitor-forms/components/quote-form').then((m) => m.QuoteForm),
  'arco-form': () =>
    import('@/features/visitor-forms/components/arco-form').then((m) => m.ArcoForm),
};

/** useId's prefix inside an island's root: the same on the build's render and in the browser. */
export function islandIdPrefix(name: IslandName): string {
  return `${name}-`;
}
