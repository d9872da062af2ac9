import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '@/lib/preloadable';

/** A route component that loads its module on demand, and can be loaded ahead of rendering. */
export type LazyRoute = Preloadable<object>;

/**
 * Like React.lazy, but once `preload()` has resolved the component renders without suspending.
 * That is what hydration and the build-time render need: the page's module is loaded first, then
 * React renders exactly the markup of the prerendered HTML in one pass (main.tsx, entry-server.tsx).
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  return preloadable(() => load().then((module) => module.default));
}
