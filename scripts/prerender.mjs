#!/usr/bin/env node
// Writes the public pages as HTML that hydrates (see docs/decisions/0003-prerendering.md).
// dist/index.html (the Vite template) becomes dist/app-shell.html for the signed-in routes.
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = 'dist';
const template = readFileSync(join(dist, 'index.html'), 'utf8');
copyFileSync(join(dist, 'index.html'), join(dist, 'app-shell.html'));

const { render } = await import(pathToFileURL(join('dist-ssr', 'entry-server.js')).href);

/** Route -> output file. The 404 page is rendered from an unknown path. */
export const PRERENDERED = [
  ['/', 'index.html'],
  ['/business-lines', 'business-lines.html'],
  ['/aviso-de-privacidad', 'aviso-de-privacidad.html'],
  ['/pagina-inexistente', '404.html'],
];

for (const [url, file] of PRERENDERED) {
  const body = render(url);
  const html = template.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const out = join(dist, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html);
  console.log(`[prerender] ${url} -> ${out} (${Buffer.byteLength(html)} bytes)`);
}
