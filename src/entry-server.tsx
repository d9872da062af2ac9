/** Build-time renderer for the prerendered public pages (used by scripts/prerender.mjs). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { IslandView } from './app/islands/island-view';
import { ISLANDS, islandIdPrefix } from './app/islands/registry';
import { preloadRoute } from './app/router';
import { RouterLinks } from './components/router-links';
import {
  ISLAND_NAMES,
  IslandModeProvider,
  islandPlaceholder,
} from './features/public/components/island';

/**
 * The page's markup, once its chunks are loaded. Its islands (docs/decisions/0039-public-islands.md)
 * are rendered each on its own, as the browser hydrates them (src/app/islands/hydrate.tsx): their
 * own React root, useId prefix and plain links.
 */
export async function render(url: string): Promise<string> {
  const { pathname } = new URL(url, 'https://prerender.invalid');
  await preloadRoute(pathname);
  let html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <IslandModeProvider value="placeholder">
          <RouterLinks>
            <App />
          </RouterLinks>
        </IslandModeProvider>
      </StaticRouter>
    </StrictMode>,
  );
  for (const name of ISLAND_NAMES) {
    const placeholder = islandPlaceholder(name);
    if (!html.includes(placeholder)) continue;
    const Component = await ISLANDS[name]();
    const island = renderToString(<IslandView Component={Component} pathname={pathname} />, {
      identifierPrefix: islandIdPrefix(name),
    });
    // The path it was rendered for goes with it: the browser hydrates the same (a 404 page is
    // served at any unknown path).
    html = html.replace(placeholder, () =>
      placeholder
        .replace(' style=', ` data-path="${pathname}" style=`)
        .replace('></div>', `>${island}</div>`),
    );
  }
  return html;
}

// Head tags, sitemap and robots of the prerendered pages (scripts/prerender.mjs), from the same data the client uses.
export { prerenderedPages, prerenderHead, robotsTxt, sitemapXml } from './content/seo';
export { company, exampleValuesInUse } from './content/company';
// The configuration this build embedded: scripts/hosting-config.ts writes the CSP from it.
export { env } from './config/env';
// The prerendered pages' start-app module, and the app shell's fallback they leave out.
export { startIslandsSource } from './app/islands/start';
export { withoutAppShellFallback } from './app/app-shell-fallback';
