/// <reference types="vite/client" />
/**
 * The BUILT site as Firebase Hosting serves it (the "hosting" block the build writes into
 * firebase.build.json): statuses (real 404s, no soft 404), the app shell for the signed-in routes,
 * the prerendered public pages readable without JavaScript, security headers on every response
 * (the CSP the build wrote for its own configuration: here the local emulators; a
 * production-configured one in production-csp.test.ts), and cache headers.
 *
 * Needs `npm run build`, then the Hosting emulator: `npm run test:hosting`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { hero, notFound } from '../../src/content/marketing';
import { businessLines, businessLinesHero } from '../../src/content/business-lines';
import { company } from '../../src/content/company';
import { EMULATOR_HOSTS } from '../../src/config/env-schema';
import { BUILD_CONFIG, type FirebaseJson } from '../../scripts/hosting-config';

interface HostingConfig {
  hosting: { rewrites?: Array<{ source: string; destination?: string }> };
  emulators: { hosting: { host: string; port: number } };
}

const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as HostingConfig;
/** What the build wrote for Hosting: firebase.json plus its CSP (scripts/hosting-config.ts). */
const buildConfig = JSON.parse(readFileSync(BUILD_CONFIG, 'utf8')) as FirebaseJson;
const ORIGIN =
  process.env.HOSTING_ORIGIN ??
  `http://${config.emulators.hosting.host}:${config.emulators.hosting.port}`;

interface Served {
  status: number;
  headers: Headers;
  body: string;
}

const cache = new Map<string, Promise<Served>>();
function get(path: string): Promise<Served> {
  let served = cache.get(path);
  if (!served) {
    served = fetch(`${ORIGIN}${path}`, { redirect: 'manual' }).then(async (response) => ({
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    }));
    cache.set(path, served);
  }
  return served;
}

/** The page's text as a reader sees it: tags removed, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** CSP directive name -> its sources. */
function parseCsp(value: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const PUBLIC_PAGES = ['/', '/business-lines', '/aviso-de-privacidad'];
const APP_SHELL_ROUTES = [
  '/auth',
  '/main-user',
  '/main-user/calculator',
  '/main-user/profile',
  '/admin-dashboard',
  '/admin-dashboard/solicitudes/AbCdEfGhIjKlMnOpQrSt',
];
const NOT_FOUND = '/no-existe';

let assetPath = '';

beforeAll(async () => {
  const home = await get('/');
  // The prerendered pages start their islands' script (data-app) from a small inline module after
  // their largest paint (docs/decisions/0010-critical-css-and-public-budgets.md, 0039-public-islands.md).
  const src =
    /<script[^>]+data-app="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1] ??
    /<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
  if (!src) throw new Error('dist/index.html does not load a hashed /assets/*.js module');
  assetPath = src;
});

describe('statuses', () => {
  it.each([...PUBLIC_PAGES, ...APP_SHELL_ROUTES])('%s answers 200', async (path) => {
    expect((await get(path)).status).toBe(200);
  });

  // /admin-dashboard/** is the app shell (lead detail pages); a near miss of it is not.
  it.each([NOT_FOUND, '/main', '/admin-dashboards', '/business-lines/impresion'])(
    '%s answers a real 404 with the 404 page',
    async (path) => {
      const served = await get(path);
      expect(served.status).toBe(404);
      expect(visibleText(served.body)).toContain(notFound.text);
      expect(served.body).toContain('<main id="contenido"');
    },
  );

  it('has no catch-all rewrite that would turn every unknown path into a soft 404', () => {
    const sources = (config.hosting.rewrites ?? []).map((r) => r.source);
    expect(sources).not.toContain('**');
    expect(sources).not.toContain('/**');
  });

  it('serves the hashed assets', async () => {
    const asset = await get(assetPath);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('prerendered public pages (readable without JavaScript)', () => {
  it('/ has the hero', async () => {
    const text = visibleText((await get('/')).body);
    expect(text).toContain(collapse(hero.title));
    expect(text).toContain(collapse(hero.lead));
  });

  it('/business-lines has the five business lines', async () => {
    const text = visibleText((await get('/business-lines')).body);
    expect(text).toContain(collapse(businessLinesHero.title));
    expect(businessLines).toHaveLength(5);
    for (const line of businessLines) expect(text).toContain(collapse(line.title));
  });

  it('/aviso-de-privacidad is prerendered with the whole notice (its own chunk, loaded before rendering)', async () => {
    const text = visibleText((await get('/aviso-de-privacidad')).body);
    expect(text).toContain('Aviso de privacidad');
    expect(text).toContain(company.legalName);
    expect(text).toContain('8. Cambios a este aviso');
  });

  it('/derechos-arco is prerendered with its form (its own chunk, loaded before rendering)', async () => {
    const response = await get('/derechos-arco');
    expect(response.status).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain('Derechos ARCO');
    expect(text).toContain('Revocación del consentimiento');
    expect(text).toContain('Derecho que quieres ejercer');
    expect(text).toContain('Enviar solicitud');
  });

  it('/newsletter/confirmado (the confirmation e-mail link) is its own prerendered page', async () => {
    const response = await get('/newsletter/confirmado');
    expect(response.status).toBe(200);
    expect(visibleText(response.body)).toContain('¡Listo! Tu suscripción está confirmada.');
  });

  it('the signed-in routes get the app shell, not a prerendered page: the site header, a loading line and the failure text, no blank page', async () => {
    for (const path of APP_SHELL_ROUTES) {
      const { body } = await get(path);
      const root = /<div id="root">([\s\S]*?)<\/div><script>/.exec(body)?.[1] ?? '';
      expect(root, path).toContain('<header class="app-fallback-header');
      const text = visibleText(root);
      expect(text, path).toContain('Cargando la página…');
      expect(text, path).toContain('No pudimos cargar esta página.');
      expect(text, path).toContain('Recargar');
      expect(root, path).toMatch(/<section data-app-failed hidden/);
      expect(root, path).toMatch(/<noscript>[\s\S]*necesita JavaScript/);
      // The app's own entry (the prerendered pages start their islands instead: decision 0039).
      expect(body, path).toMatch(
        /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/,
      );
      expect(body, path).not.toContain(assetPath);
    }
  });

  it("runs no inline script but the start-app module and the app shell's fallback, allowed by their hashes (and JSON-LD data)", async () => {
    const allowed = parseCsp((await get('/')).headers.get('content-security-policy'))
      .get('script-src')
      ?.filter((source) => source.startsWith("'sha256-"));
    const inline = new Set<string>();
    for (const path of [...PUBLIC_PAGES, APP_SHELL_ROUTES[0]!, NOT_FOUND]) {
      const { body } = await get(path);
      const scripts = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [, attributes = '', content = ''] of scripts) {
        if (/type="application\/ld\+json"/.test(attributes)) {
          expect(() => JSON.parse(content), `${path}: JSON-LD`).not.toThrow();
        } else if (/src=/.test(attributes)) {
          expect(attributes, path).toMatch(/src="\/assets\/[^"]+\.js"/);
          expect(content.trim(), path).toBe('');
        } else {
          // The prerendered pages' start-app module, the same on every page; the app shell's
          // fallback script (src/app/app-shell-fallback.ts), a classic script.
          if (path === APP_SHELL_ROUTES[0]) {
            expect(attributes, path).toBe('');
            expect(content, path).toContain('watchAppStart');
          } else
            expect(attributes, path).toMatch(/^ type="module" data-app="\/assets\/public-islands-/);
          inline.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
        }
      }
    }
    expect([...inline]).toHaveLength(2);
    expect([...allowed!].sort()).toEqual([...inline].sort());
  });

  it('the home page carries the LocalBusiness JSON-LD', async () => {
    const { body } = await get('/');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json!)).toMatchObject({ '@context': 'https://schema.org' });
  });
});

describe('security headers on every response', () => {
  const everyKind = () => [
    ...PUBLIC_PAGES,
    ...APP_SHELL_ROUTES,
    NOT_FOUND,
    assetPath,
    '/robots.txt',
  ];

  it('sends HSTS, nosniff, the referrer and permissions policies and the CSP everywhere', async () => {
    for (const path of everyKind()) {
      const { headers } = await get(path);
      const hsts = headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, path).toContain('includeSubDomains');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const permissions = headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
        expect(permissions, path).toContain(feature);
      }
      expect(headers.get('content-security-policy'), path).toBeTruthy();
    }
  });

  describe('Content-Security-Policy', () => {
    let csp: Map<string, string[]>;
    beforeAll(async () => {
      csp = parseCsp((await get('/')).headers.get('content-security-policy'));
    });
    const sources = (directive: string) => csp.get(directive) ?? [];

    it('allows no eval, no inline script, no plugins, no foreign base URL, no framing by others', () => {
      const all = [...csp.values()].flat();
      expect(all).not.toContain("'unsafe-eval'");
      expect(sources('script-src')).not.toContain("'unsafe-inline'");
      expect(sources('script-src')).not.toContain('*');
      expect(sources('default-src')).toEqual(["'self'"]);
      expect(sources('object-src')).toEqual(["'none'"]);
      expect(sources('base-uri')).toEqual(["'self'"]);
      expect(sources('frame-ancestors')).toEqual(["'self'"]);
    });

    it('is the policy the build wrote into firebase.build.json, on every response', async () => {
      const written = buildConfig.hosting.headers
        ?.find((entry) => entry.source === '**')
        ?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
      expect(written).toBeTruthy();
      for (const path of [...PUBLIC_PAGES, ...APP_SHELL_ROUTES, NOT_FOUND, assetPath]) {
        expect((await get(path)).headers.get('content-security-policy'), path).toBe(written);
      }
    });

    it("names the hosts this build talks to: the local emulators, not Google's data hosts", () => {
      expect(sources('connect-src')).toEqual(
        expect.arrayContaining(
          [EMULATOR_HOSTS.auth, EMULATOR_HOSTS.functions].map((host) => `http://${host}`),
        ),
      );
      expect(sources('frame-src')).toContain(`http://${EMULATOR_HOSTS.auth}`);
      const all = [...csp.values()].flat();
      for (const source of all) {
        expect(source).not.toMatch(/googleapis\.com|cloudfunctions\.net|run\.app|web\.app/);
        if (source.includes('*')) expect(source).toBe('https://*.googleusercontent.com');
      }
    });

    it("allows Google sign-in's script, the video embed, the booking calendar and the site's own resource pages", () => {
      expect(sources('script-src')).toContain('https://apis.google.com');
      const frames = sources('frame-src');
      expect(frames).toEqual(
        expect.arrayContaining(["'self'", 'https://www.youtube-nocookie.com']),
      );
      expect(frames).toContain(new URL(company.bookingCalendarUrl).origin);
    });

    it('allows inline styles (react-hot-toast injects a <style>; the resource pages have one)', () => {
      expect(sources('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    });
  });

  it('lets only the site itself frame its pages (the resource library frames /recursos/*.html)', async () => {
    // cleanUrls: the library's /recursos/<id>.html links answer 301 to the clean URL.
    const redirect = await get('/recursos/guia-costo-por-pagina.html');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/recursos/guia-costo-por-pagina');
    const { headers, status, body } = await get('/recursos/guia-costo-por-pagina');
    expect(status).toBe(200);
    expect(body).toContain('<html');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(parseCsp(headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
  });
});

describe('cache headers', () => {
  it('caches hashed assets for a year as immutable', async () => {
    const cacheControl = (await get(assetPath)).headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('immutable');
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it('never caches HTML without revalidating', async () => {
    for (const path of [...PUBLIC_PAGES, ...APP_SHELL_ROUTES, NOT_FOUND]) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
