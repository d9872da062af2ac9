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

const FORM_ISLANDS: readonly IslandName[] = ['quote-form', 'newsletter', 'arco-form'];

/** What a prerendered form says when it cannot be sent (docs/decisions/0047-app-shell-fallback.md). */
export const formIslandText = {
  failed:
    'No pudimos cargar este formulario: revisa tu conexión e inténtalo de nuevo. Lo que escribiste sigue aquí.',
  noScript: 'Este formulario necesita JavaScript: actívalo en tu navegador para enviarlo.',
};

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
  const container = (
    <div data-island={name} style={{ display: 'contents' }}>
      {mode === 'inline' ? children : null}
    </div>
  );
  if (mode === 'inline' || !FORM_ISLANDS.includes(name)) return container;
  // A prerendered form says so when it cannot work: its code could not be fetched when it was
  // sent (shown by src/public-islands.ts or the start-app module, src/app/islands/start.ts; what
  // was typed stays), or the browser runs no JavaScript. Outside the island's own root, so the
  // markup React hydrates is untouched.
  return (
    <>
      {container}
      {/* data-island-failure: FAILURE_ATTRIBUTE */}
      <p className="alert alert-danger mt-3 mb-0" role="alert" hidden data-island-failure="">
        {formIslandText.failed}
      </p>
      <noscript>
        <p className="alert alert-warning mt-3 mb-0">{formIslandText.noScript}</p>
      </noscript>
    </>
  );
}
