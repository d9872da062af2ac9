/**
 * Speed by construction (ARCHITECTURE.md): the prerendered public pages load no Firebase code
 * until a form is sent or a signed-in page opens. Walks the built site's STATIC import graph from
 * each page's entry script (dynamic import() edges are where Firebase may load later) and checks
 * that no reachable chunk contains the Firebase SDK. Needs `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';
const PAGES = [
  'index.html',
  'business-lines.html',
  'aviso-de-privacidad.html',
  'derechos-arco.html',
  '404.html',
];
// Strings only the Firebase SDK ships (its error class and package names).
const FIREBASE_MARKERS = [/FirebaseError/, /@firebase\/(app|auth|firestore|storage)/];

/** `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT =
  /(?:import|export)\s*(?:[\w$*]+\s*(?:as\s*[\w$]+)?\s*,?\s*)?(?:\{[^}]*\}\s*)?(?:from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/** Module scripts of the page, and the app entry a prerendered page starts after its first paint (data-app). */
function entryScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*type="module"[^>]*>/g)].flatMap((m) =>
    [/src="([^"]+)"/.exec(m[0])?.[1], /data-app="([^"]+)"/.exec(m[0])?.[1]].filter(
      (file): file is string => file !== undefined,
    ),
  );
}

function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      queue.push(posix.normalize(posix.join(dirname(file), match[1]!)));
    }
  }
  return [...seen];
}

describe.skipIf(!existsSync(join(DIST, 'index.html')))('public pages load no Firebase code', () => {
  it.each(PAGES)('%s', (page) => {
    const html = readFileSync(join(DIST, page), 'utf8');
    const entries = entryScripts(html).map((src) => src.replace(/^\//, ''));
    expect(entries.length).toBeGreaterThan(0);
    const chunks = entries.flatMap(staticGraph);
    const withFirebase = chunks.filter((chunk) => {
      const code = readFileSync(join(DIST, chunk), 'utf8');
      return FIREBASE_MARKERS.some((marker) => marker.test(code));
    });
    expect(withFirebase).toEqual([]);
    // Also no <link rel="modulepreload"> that would fetch a Firebase chunk early.
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)];
    for (const [, href] of preloads) {
      const code = readFileSync(join(DIST, href!), 'utf8');
      expect(
        FIREBASE_MARKERS.some((marker) => marker.test(code)),
        href,
      ).toBe(false);
    }
  });

  it('the Firebase SDK is in the build, in chunks of its own (so the check above can see it)', () => {
    const firebaseChunks = readdirSync(join(DIST, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .filter((file) => {
        const code = readFileSync(join(DIST, 'assets', file), 'utf8');
        return FIREBASE_MARKERS.some((marker) => marker.test(code));
      });
    expect(firebaseChunks.length).toBeGreaterThan(0);
  });
});
