/**
 * The Content-Security-Policy of a PRODUCTION-configured build: Vite builds the server bundle with
 * a fake project's VITE_* values (the same define the client bundle gets), and the build's last
 * step (scripts/hosting-config.ts write) writes the Hosting config from it, into a folder of its
 * own (dist/ and firebase.build.json, which the other Hosting tests serve, stay untouched). That
 * config then serves the built pages through superstatic, the Hosting emulator's library.
 *
 * Only the server bundle is built (about 30 s here): the policy is written from it alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostingServer, type HostingServer } from './hosting-server';
import type { FirebaseJson } from '../../scripts/hosting-config';

const CALENDAR =
  'https://calendar.google.com/calendar/appointments/schedules/AcZssZ0TusocioPrueba?gv=true';
const PRODUCTION: Record<string, string> = {
  VITE_FIREBASE_API_KEY: 'AIzaSyFakeKeyForTheCspTest000000000000',
  VITE_FIREBASE_AUTH_DOMAIN: 'tusocio-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'tusocio-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'tusocio-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123456789:web:abcdef',
  VITE_RECAPTCHA_SITE_KEY: '6LeFakeV2SiteKey',
  VITE_APPCHECK_SITE_KEY: '6LeFakeV3SiteKey',
  VITE_SITE_URL: 'https://www.tusocioideal.mx',
  VITE_COMPANY_EMAIL: 'contacto@tusocioideal.mx',
  VITE_COMPANY_BOOKING_CALENDAR_URL: CALENDAR,
};

/** Every host the policy may name: this project's, and the Google services the site uses. */
const ALLOWED_HOSTS = new Set([
  'us-central1-tusocio-prod.cloudfunctions.net',
  'tusocio-prod.firebaseapp.com',
  'firebasestorage.googleapis.com',
  'firestore.googleapis.com',
  'content-firebaseappcheck.googleapis.com',
  'identitytoolkit.googleapis.com',
  'securetoken.googleapis.com',
  'apis.google.com',
  'www.google.com',
  'www.gstatic.com',
  'recaptcha.google.com',
  '*.googleusercontent.com',
  'www.youtube-nocookie.com',
  'calendar.google.com',
]);

// Inside the repository, so the server bundle finds its dependencies in node_modules.
mkdirSync('node_modules/.cache', { recursive: true });
const work = mkdtempSync(join('node_modules', '.cache', 'production-csp-'));
const configPath = join(work, 'firebase.build.json');
let config: FirebaseJson;
let server: HostingServer | undefined;

function variablesWithout(prefix: string): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith(prefix)));
}

beforeAll(async () => {
  const env = { ...variablesWithout('VITE_'), ...PRODUCTION, TUSOCIO_ANNOUNCE_ENV: '0' };
  const ssr = join(work, 'ssr');
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/entry-server.tsx'].concat([
      '--outDir',
      ssr,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ]),
    { env, stdio: 'inherit' },
  );
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/hosting-config.ts', 'write', '--ssr', ssr, '--out', configPath],
    { env, stdio: 'inherit' },
  );
  config = JSON.parse(readFileSync(configPath, 'utf8')) as FirebaseJson;
  if (existsSync('dist/index.html')) server = await startHostingServer({ config: configPath });
}, 180_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** CSP directive name -> its sources. */
function parseCsp(value: string | null | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function writtenCsp(): string | undefined {
  const everyResponse = config.hosting.headers?.find((entry) => entry.source === '**');
  return everyResponse?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;
}

describe('the CSP of a production-configured build', () => {
  it('is served on the pages as the build wrote it', async () => {
    expect(server, 'dist/ no existe: ejecuta "npm run build"').toBeDefined();
    const response = await fetch(`${server!.origin}/`);
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toBe(writtenCsp());
  });

  it("names only the project's own hosts and the Google services the site uses", () => {
    const csp = parseCsp(writtenCsp());
    const sources = [...csp.values()].flat();
    const hosts = sources
      .filter((source) => /^https?:\/\//.test(source))
      .map((source) => source.replace(/^https?:\/\//, '').split('/')[0]!);
    expect(hosts.length).toBeGreaterThan(10);
    for (const host of hosts) expect(ALLOWED_HOSTS, host).toContain(host);
    for (const source of sources) {
      expect(source).not.toMatch(/run\.app|\*\.cloudfunctions\.net|web\.app|example\.com/);
      expect(source).not.toMatch(/^http:|127\.0\.0\.1|localhost/);
    }
  });

  it("reaches the project's functions, and only its own Firestore, Storage and App Check", () => {
    const connect = parseCsp(writtenCsp()).get('connect-src');
    expect(connect).toEqual(
      expect.arrayContaining([
        'https://us-central1-tusocio-prod.cloudfunctions.net',
        'https://firestore.googleapis.com/v1/projects/tusocio-prod/',
        'https://firebasestorage.googleapis.com/v0/b/tusocio-prod.firebasestorage.app/',
        'https://content-firebaseappcheck.googleapis.com/v1/projects/tusocio-prod/',
      ]),
    );
    expect(connect).not.toContain('https://firestore.googleapis.com');
    expect(connect).not.toContain('https://firebasestorage.googleapis.com');
  });

  it('frames the booking calendar and the Auth domain (Google sign-in)', () => {
    const frames = parseCsp(writtenCsp()).get('frame-src');
    expect(frames).toContain('https://calendar.google.com');
    expect(frames).toContain('https://tusocio-prod.firebaseapp.com');
  });

  it('can be deployed to that project only', () => {
    expect(config.hosting.predeploy).toEqual([
      'node --import tsx scripts/hosting-config.ts check tusocio-prod',
    ]);
  });
});
