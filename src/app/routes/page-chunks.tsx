/**
 * The public pages in a chunk of their own, loaded for that page only, so the other public pages
 * stay within their JavaScript budget (docs/decisions/0018-page-chunks-and-lazy-dialogs.md):
 * - /derechos-arco (./arco-page.tsx: the page and its form);
 * - /aviso-de-privacidad (the notice's text, src/content/privacy-notice.ts, is most of it).
 * Loaded from the public chunk, each shares that chunk's code (human check, form messages, the
 * function calls, links) instead of splitting it into a further chunk. preloadRoute
 * (src/app/router.tsx) loads the page's chunk before a prerendered page renders on the server or
 * hydrates, so both render the same markup.
 */
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from '../lazy-route';

export const ArcoRoute = lazyRoute(() =>
  import('./arco-page').then((module) => ({ default: module.ArcoPage })),
);

export const PrivacyRoute = lazyRoute(() =>
  import('@/features/public/pages/privacy-page').then((module) => ({
    default: module.PrivacyPage,
  })),
);

const pageChunks = [
  { path: paths.arco, route: ArcoRoute },
  { path: paths.privacy, route: PrivacyRoute },
];

/** Loads the chunk of the page at `pathname` when it has one of its own. */
export async function preloadPageChunk(pathname: string): Promise<void> {
  await pageChunks.find(({ path }) => matchPath(path, pathname))?.route.preload();
}
