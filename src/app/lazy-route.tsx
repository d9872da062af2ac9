import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A route component that loads its module on demand, and can be loaded ahead of rendering. */
export interface LazyRoute {
  (): ReactElement;
  /** Loads the module; once it has resolved, the route renders synchronously. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but once `preload()` has resolved the component renders without suspending.
 * That is what hydration and the build-time render need: the page's module is loaded first, then
 * React renders exactly the markup of the prerendered HTML in one pass (main.tsx, entry-server.tsx).
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): LazyRoute {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a later navigation tries again
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  const Route = () => createElement(loaded ?? Suspending);
  return Object.assign(Route, { preload });
}
