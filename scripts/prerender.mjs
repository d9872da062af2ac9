#!/usr/bin/env node
// Writes the public pages as HTML that hydrates (see docs/decisions/0003-prerendering.md).
// dist/index.html (the Vite template) becomes dist/app-shell.html for the signed-in routes.
// Each public page gets its own <head> (title, description, canonical, Open Graph; JSON-LD
// LocalBusiness on the home page) from src/content/seo.ts, and the step writes
// dist/sitemap.xml and dist/robots.txt from the same module.
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = 'dist';
const template = readFileSync(join(dist, 'index.html'), 'utf8');
copyFileSync(join(dist, 'index.html'), join(dist, 'app-shell.html'));

const { render, prerenderHead, sitemapXml, robotsTxt, company, exampleValuesInUse } = await import(
  pathToFileURL(join('dist-ssr', 'entry-server.js')).href
);

/** Route -> output file. The 404 page is rendered from an unknown path. */
export const PRERENDERED = [
  ['/', 'index.html'],
  ['/business-lines', 'business-lines.html'],
  ['/aviso-de-privacidad', 'aviso-de-privacidad.html'],
  ['/newsletter/confirmado', 'newsletter/confirmado.html'],
  ['/pagina-inexistente', '404.html'],
];

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

for (const [url, file] of PRERENDERED) {
  const body = render(url);
  if (!body.includes('<main id="contenido"'))
    throw new Error(`[prerender] ${url} no produjo <main id="contenido">.`);
  const html = template
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => prerenderHead(url))
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  const out = join(dist, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html);
  console.log(`[prerender] ${url} -> ${out} (${Buffer.byteLength(html)} bytes)`);
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
