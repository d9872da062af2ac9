import { StrictMode, useEffect, useMemo, type ComponentType } from 'react';
import { plainRouting, SiteRoutingProvider } from '@/components/site-link';
import type { IslandProps } from './registry';

/**
 * One island as its own React root, rendered the same by the build (entry-server.tsx) and in the
 * browser (./hydrate.tsx): its links are plain anchors (no router), for the page at `pathname`.
 * `onHydrated` runs once the root has committed (its children's effects first).
 */
export function IslandView({
  Component,
  pathname,
  prefill,
  onHydrated,
}: {
  Component: ComponentType<IslandProps>;
  pathname: string;
  prefill?: IslandProps['prefill'];
  onHydrated?: () => void;
}) {
  const routing = useMemo(() => plainRouting(pathname), [pathname]);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <StrictMode>
      <SiteRoutingProvider value={routing}>
        <Component prefill={prefill} />
      </SiteRoutingProvider>
    </StrictMode>
  );
}
