/**
 * The interactive parts of the public pages ("islands", docs/decisions/0039-public-islands.md).
 * A prerendered page is static HTML; only these become React, each loaded when it is needed
 * (src/public-islands.ts), without the router or the rest of the app. In the app (main.tsx), an
 * island is an ordinary part of the page.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { ISLAND_NAMES, type IslandName } from './page-markers';

export { ISLAND_NAMES, type IslandName };

/**
 * 'inline' (the app): the island's children, rendered with the page. 'placeholder' (the build's
 * render of the page, src/entry-server.tsx): an empty container, filled with the island rendered
 * on its own, as the page will hydrate it.
 */
export type IslandMode = 'inline' | 'placeholder';
const IslandModeContext = createContext<IslandMode>('inline');
export const IslandModeProvider = IslandModeContext.Provider;

/** The container's markup with nothing inside, as renderToString writes it. */
export function islandPlaceholder(name: IslandName): string {
  return `<div data-island="${name}" style="display:contents"></div>`;
}

/**
 * The island's container: a <div> that makes no box (display: contents), so the page lays out
 * exactly as without it; its children are one React root on a prerendered page.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  const mode = useContext(IslandModeContext);
  return (
    <div data-island={name} style={{ display: 'contents' }}>
      {mode === 'inline' ? children : null}
    </div>
  );
}
