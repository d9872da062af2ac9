#!/usr/bin/env node
// Writes the public pages as HTML (see docs/decisions/0003-prerendering.md) whose islands hydrate
// (docs/decisions/0039-public-islands.md).
// dist/index.html (the Vite template) becomes dist/app-shell.html for the signed-in routes.
// Each public page gets its own <head> (title, description, canonical, Open Graph; JSON-LD
// LocalBusiness on the home page) from src/content/seo.ts, and the step writes
// dist/sitemap.xml and dist/robots.txt from the same module.
// Each page carries its critical CSS inline, loads the full stylesheet without blocking its first
// paint and starts its islands once it has loaded and painted, or at the first interaction
// (docs/decisions/0010-critical-css-and-public-budgets.md, 0039-public-islands.md).
import { mkdirSync, readFileSync, readdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const dist = 'dist';
const {
  render,
  prerenderHead,
  prerenderedPages,
  sitemapXml,
  robotsTxt,
  company,
  exampleValuesInUse,
  startIslandsSource,
  withoutAppShellFallback,
} = await import(pathToFileURL(join('dist-ssr', 'entry-server.js')).href);

// The app shell keeps what it shows before and without its scripts (vite.config.ts writes it into
// #root: src/app/app-shell-fallback.ts); the prerendered pages are their own content instead.
copyFileSync(join(dist, 'index.html'), join(dist, 'app-shell.html'));
const template = withoutAppShellFallback(readFileSync(join(dist, 'index.html'), 'utf8'));

/** Route -> output file, from the public pages' facts (src/content/seo.ts prerenderedPages). */
const PRERENDERED = prerenderedPages.map(({ url, file }) => [url, file]);

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;
for (const [pattern, name] of [
  [TITLE, '<title>'],
  [DESCRIPTION, '<meta name="description">'],
]) {
  if (!pattern.test(template))
    throw new Error(`[prerender] index.html no tiene ${name}: no se puede reemplazar.`);
}
if (!template.includes('<div id="root"></div>'))
  throw new Error('[prerender] index.html no tiene <div id="root"></div>.');

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const stylesheets = [...template.matchAll(STYLESHEET)];
if (stylesheets.length !== 1 || template.includes('<style'))
  throw new Error(
    `[prerender] index.html debe tener exactamente un <link rel="stylesheet"> de /assets y ningún <style> (tiene ${stylesheets.length}).`,
  );
const APP_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
const appScripts = [...template.matchAll(APP_SCRIPT)];
if (appScripts.length !== 1)
  throw new Error(
    `[prerender] index.html debe cargar un solo módulo de /assets (tiene ${appScripts.length}).`,
  );
// The app's own chunks, which the app shell preloads: the prerendered pages load none of them.
const APP_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g;

/**
 * The prerendered pages' own script (src/public-islands.ts): it hydrates the page's islands, each
 * when it is needed, without the app's entry (which the app shell loads) or its router.
 */
const islandEntries = readdirSync(join(dist, 'assets')).filter((name) =>
  /^public-islands-[\w-]+\.js$/.test(name),
);
if (islandEntries.length !== 1)
  throw new Error(
    `[prerender] dist/assets debe tener un solo public-islands-*.js (tiene ${islandEntries.length}): ` +
      'el script de las páginas públicas (docs/decisions/0039-public-islands.md).',
  );
const islandsEntry = `/assets/${islandEntries[0]}`;

// The start-app module (src/app/islands/start.ts: when it starts the islands' loader). Inline, not
// a file, so the page requests no script before its largest paint (Lighthouse's simulated LCP
// counts every request made before it); the CSP allows it by its hash (scripts/hosting-config.ts).
const startApp = startIslandsSource();

// Beasties only selects the rules: which of the stylesheet's rules match an element of the page
// (every element of the HTML, not only the first screen, so the full stylesheet never moves
// anything when it applies). The page's HTML is edited here as text, so React hydrates exactly
// the markup renderToString produced (Beasties re-serializes the documents it returns).
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: false,
  pruneSource: false,
  reduceInlineStyles: false,
  mergeStylesheets: true,
  compress: true,
  logLevel: 'warn',
});

/**
 * The page with its critical CSS in a <style> where the stylesheet link was, the link moved to
 * the end of <body> with fetchpriority="low" (an in-body stylesheet does not block the first
 * paint of the content before it: Chromium paints that with the inline rules), and the app's
 * module script replaced by the inline start-app module, which starts the islands' loader (the
 * Content-Security-Policy allows it by its hash; no event handler is inline, which it would
 * refuse); without JavaScript the page is complete, stylesheet included.
 */
async function deferStylesAndApp(url, html) {
  const selected = await beasties.process(html);
  const styles = [...selected.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  if (styles.length !== 1 || !styles[0][1].trim())
    throw new Error(`[prerender] ${url}: no se pudo obtener el CSS crítico.`);
  const critical = styles[0][1];
  const [link] = stylesheets[0];
  const [script] = appScripts[0];
  return html
    .replace(APP_PRELOADS, '')
    .replace(link, () => `<style>${critical}</style>`)
    .replace(
      script,
      () => `<script type="module" data-app="${islandsEntry}">\n${startApp}\n</script>`,
    )
    .replace(
      '</body>',
      () => `  ${link.replace(/^<link /, '<link fetchpriority="low" ')}\n  </body>`,
    );
}

for (const [url, file] of PRERENDERED) {
  const body = await render(url);
  if (!body.includes('<main id="contenido"'))
    throw new Error(`[prerender] ${url} no produjo <main id="contenido">.`);
  const html = await deferStylesAndApp(
    url,
    template
      .replace(DESCRIPTION, '')
      .replace(TITLE, () => prerenderHead(url))
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`),
  );
  const out = join(dist, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html);
  const critical = /<style>([\s\S]*?)<\/style>/.exec(html)[1];
  console.log(
    `[prerender] ${url} -> ${out} (${Buffer.byteLength(html)} bytes, CSS crítico ${Buffer.byteLength(critical)} bytes)`,
  );
}

writeFileSync(join(dist, 'sitemap.xml'), sitemapXml());
writeFileSync(join(dist, 'robots.txt'), robotsTxt());
console.log('[prerender] dist/sitemap.xml, dist/robots.txt');

const examples = exampleValuesInUse(company);
if (examples.length > 0) {
  console.warn(
    `[prerender] Aviso: datos de la empresa con VALORES DE EJEMPLO (${examples.join(', ')}). ` +
      'Configura las variables VITE_COMPANY_* o edita src/content/company.ts antes de publicar.',
  );
}
