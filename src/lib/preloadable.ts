import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A component that loads its module on demand, and can be loaded ahead of rendering. */
export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Loads the module; once it has resolved, the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but once `preload()` has resolved the component renders synchronously (no
 * Suspense fallback for one frame). A failed load is forgotten, so a later render tries again.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  const Component = (props: P) => createElement(loaded ?? Suspending, props);
  return Object.assign(Component, { preload });
}
