/**
 * The prerendered pages hydrate islands, not the app (docs/decisions/0039-public-islands.md): each
 * page starts src/public-islands.ts, which never reaches the router, loads no Firebase up front, loads react-dom
 * only when an island is needed, and finds each island's markup rendered as it will hydrate it.
 * Reads the built site (dist/); needs `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';
const PAGES = {
  'index.html': ['menu', 'quote-form', 'newsletter', 'scroll-to-top', 'cookie-banner'],
  'business-lines.html': ['menu', 'newsletter', 'scroll-to-top', 'cookie-banner'],
  'aviso-de-privacidad.html': ['menu', 'newsletter', 'scroll-to-top', 'cookie-banner'],
  'derechos-arco.html': ['menu', 'arco-form', 'newsletter', 'scroll-to-top', 'cookie-banner'],
  '404.html': ['menu', 'newsletter', 'scroll-to-top', 'cookie-banner'],
};
/** Rendered by React only after mount (the visitor's storage, the scroll): empty in the HTML. */
const EMPTY_ISLANDS = ['scroll-to-top', 'cookie-banner'];
/** Strings only these libraries' code contains. */
const ROUTER = /__reactRouterVersion/;
const REACT_DOM = /__reactContainer\$/;
const FIREBASE = [/FirebaseError/, /@firebase\/(app|auth|firestore|storage)/];

const STATIC_IMPORT =
  /(?:import|export)\s*(?:[\w$*]+\s*(?:as\s*[\w$]+)?\s*,?\s*)?(?:\{[^}]*\}\s*)?(?:from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
/** import("./x.js"), and the chunks Vite's preload helper lists ("assets/x.js"). */
const DYNAMIC_IMPORT = /import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)|["'](assets\/[\w.-]+\.js)["']/g;

const code = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** The chunks `entry` reaches: statically only, or also through import(). */
function graph(entry: string, dynamic: boolean): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = code(file);
    for (const match of source.matchAll(STATIC_IMPORT))
      queue.push(posix.normalize(posix.join(dirname(file), match[1]!)));
    if (!dynamic) continue;
    for (const match of source.matchAll(DYNAMIC_IMPORT))
      queue.push(
        match[1]
          ? posix.normalize(posix.join(dirname(file), match[1]))
          : posix.normalize(match[2]!),
      );
  }
  return [...seen];
}

const islandsEntry = (html: string) =>
  /<script type="module"[^>]*data-app="\/(assets\/public-islands-[\w-]+\.js)"/.exec(html)?.[1];

describe.skipIf(!existsSync(join(DIST, 'app-shell.html')))('islas de las páginas públicas', () => {
  it.each(Object.entries(PAGES))('%s starts the islands, with each one rendered', (page, names) => {
    const html = code(page);
    const entry = islandsEntry(html);
    expect(entry).toBeDefined();
    expect(html).not.toMatch(/<script[^>]*src="\/assets\/index-/);
    const islands = [
      ...html.matchAll(/<div data-island="([\w-]+)" data-path="[^"]*" style="display:contents">/g),
    ];
    expect(islands.map((m) => m[1]).sort()).toEqual([...names].sort());
    for (const name of names) {
      const start = html.indexOf(`<div data-island="${name}"`);
      const inner = html.slice(html.indexOf('>', start) + 1, html.indexOf('</div>', start));
      if (EMPTY_ISLANDS.includes(name)) expect(inner, name).toBe('');
      else expect(inner.length, name).toBeGreaterThan(0);
    }
    // No form can send natively what was typed into the address (a GET would): each posts back
    // to its own page, and says so when its code cannot load or the browser runs no script.
    for (const [form] of html.matchAll(/<form\b[^>]*>/g)) {
      expect(form, page).toMatch(/ method="post"/);
      expect(form, page).toMatch(/ action="#[\w-]+"/);
    }
    for (const name of names.filter((n) => ['quote-form', 'newsletter', 'arco-form'].includes(n))) {
      const start = html.indexOf(`<div data-island="${name}"`);
      const after = html.slice(html.indexOf('</form></div>', start) + '</form></div>'.length);
      expect(after, name).toMatch(
        /^<p class="[^"]*" role="alert" hidden="" data-island-failure="">No pudimos cargar este formulario/,
      );
      expect(after, name).toMatch(
        /^<p[^>]*>[^<]*<\/p><noscript><p[^>]*>Este formulario necesita JavaScript/,
      );
    }
    expect(html, page).not.toContain('app-fallback');
    // Ids inside a form island come from its own root (useId with the island's prefix), the
    // same in the browser: a label's `for` and its field's id agree after hydration.
    if (names.includes('quote-form')) expect(html).toMatch(/id="[^"]*quote-form-[^"]*-fullName"/);
  });

  it('the islands entry reaches react-dom only through import(), never the router, and no Firebase up front', () => {
    const entry = islandsEntry(code('business-lines.html'))!;
    const eager = graph(entry, false);
    expect(eager.filter((file) => REACT_DOM.test(code(file)))).toEqual([]);
    const all = graph(entry, true);
    expect(all.some((file) => REACT_DOM.test(code(file)))).toBe(true);
    expect(all.filter((file) => ROUTER.test(code(file)))).toEqual([]);
    // Firebase (App Check) may load when a form is sent (public-bundle.test.ts), never before.
    expect(eager.filter((file) => FIREBASE.some((marker) => marker.test(code(file))))).toEqual([]);
    // The app's entry, which the app shell loads, does carry the router (the markers are right).
    const app = /<script type="module" crossorigin src="\/(assets\/index-[\w-]+\.js)"/.exec(
      code('app-shell.html'),
    )?.[1];
    expect(graph(app!, false).some((file) => ROUTER.test(code(file)))).toBe(true);
  });
});
