/**
 * /derechos-arco in a chunk of its own (./arco-page.tsx: the page and its form), loaded for that
 * page only, so the other public pages stay within their JavaScript budget
 * (docs/decisions/0018-page-chunks-and-lazy-dialogs.md). Loaded from the public chunk, it shares
 * that chunk's code (human check, form messages, the function calls) instead of splitting it into
 * a third chunk. preloadRoute (src/app/router.tsx) loads it before a prerendered /derechos-arco
 * renders on the server or hydrates, so both render the same markup.
 */
import { lazyRoute } from '../lazy-route';

export const ArcoRoute = lazyRoute(() =>
  import('./arco-page').then((module) => ({ default: module.ArcoPage })),
);

/** Loads the page's chunk. */
export const preloadArcoPage = (): Promise<void> => ArcoRoute.preload();
