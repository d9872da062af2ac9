/** Build-time renderer for the prerendered public pages (used by scripts/prerender.mjs). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadRoute } from './app/router';

/** The page's markup, once its chunks are loaded (the client loads the same before hydrating). */
export async function render(url: string): Promise<string> {
  await preloadRoute(new URL(url, 'https://prerender.invalid').pathname);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

// Head tags, sitemap and robots of the prerendered pages (scripts/prerender.mjs), from the same data the client uses.
export { prerenderedPages, prerenderHead, robotsTxt, sitemapXml } from './content/seo';
export { company, exampleValuesInUse } from './content/company';
// The configuration this build embedded: scripts/hosting-config.ts writes the CSP from it.
export { env } from './config/env';
