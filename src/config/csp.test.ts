import { contentSecurityPolicy, cspDirectives, originOf } from './csp';
import { parseEnv } from './env-schema';

const PRODUCTION = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'tusocio-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'tusocio-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'tusocio-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_RECAPTCHA_SITE_KEY: 'v2-key',
  VITE_APPCHECK_SITE_KEY: 'v3-key',
};
const CALENDAR = 'https://calendar.google.com/calendar/appointments/schedules/AcZssZ1?gv=true';

function directives(raw: Record<string, string>, calendar = CALENDAR) {
  return new Map(cspDirectives(parseEnv(raw), calendar));
}

describe('contentSecurityPolicy: a production build', () => {
  const csp = directives(PRODUCTION);
  const all = [...csp.values()].flat();

  it("names the project's own function host, Auth domain, bucket and booking calendar", () => {
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://us-central1-tusocio-prod.cloudfunctions.net',
        'https://firestore.googleapis.com/v1/projects/tusocio-prod/',
        'https://firebasestorage.googleapis.com/v0/b/tusocio-prod.firebasestorage.app/',
        'https://content-firebaseappcheck.googleapis.com/v1/projects/tusocio-prod/',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    expect(csp.get('img-src')).toContain(
      'https://firebasestorage.googleapis.com/v0/b/tusocio-prod.firebasestorage.app/',
    );
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://tusocio-prod.firebaseapp.com',
        'https://calendar.google.com',
        'https://www.google.com/recaptcha/',
      ]),
    );
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('allows no other project: no wildcard host but Google profile photos, no example.com', () => {
    for (const source of all) {
      expect(source).not.toMatch(/run\.app|\.web\.app|example\.com|localhost|127\.0\.0\.1/);
      if (source.includes('*')) expect(source).toBe('https://*.googleusercontent.com');
    }
    expect(all).not.toContain('https://firebasestorage.googleapis.com');
    expect(all).not.toContain('https://firestore.googleapis.com');
    expect(all).not.toContain('https://content-firebaseappcheck.googleapis.com');
  });

  it('keeps the fixed protections', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
  });

  it('follows the region, the function URLs and the calendar it is given', () => {
    const other = directives(
      {
        ...PRODUCTION,
        VITE_FUNCTIONS_REGION: 'southamerica-east1',
        VITE_NEWSLETTER_URL: 'https://newsletter-abc123-uc.a.run.app',
        VITE_QUOTE_URL: '/api/quote',
      },
      'https://outlook.office365.com/owa/calendar/x/bookings/',
    );
    const connect = other.get('connect-src');
    expect(connect).toContain('https://southamerica-east1-tusocio-prod.cloudfunctions.net');
    expect(connect).toContain('https://newsletter-abc123-uc.a.run.app');
    expect(connect).not.toContain('https://us-central1-tusocio-prod.cloudfunctions.net');
    expect(other.get('frame-src')).toContain('https://outlook.office365.com');
    expect(other.get('frame-src')).not.toContain('https://calendar.google.com');
  });

  it('leaves reCAPTCHA and App Check out when the build uses neither', () => {
    const bare = directives({
      ...PRODUCTION,
      VITE_RECAPTCHA_SITE_KEY: '',
      VITE_APPCHECK_SITE_KEY: '',
      VITE_APPCHECK_DISABLED: 'true',
    });
    const all = [...bare.values()].flat().join(' ');
    expect(all).not.toContain('recaptcha');
    expect(all).not.toContain('firebaseappcheck');
  });

  it('is one header line: "directive sources; directive sources"', () => {
    const value = contentSecurityPolicy(parseEnv(PRODUCTION), CALENDAR);
    expect(value).toMatch(/^default-src 'self'; script-src 'self' https:\/\/apis\.google\.com /);
    expect(value).not.toMatch(/[\r\n]/);
    expect(value.split('; ')).toHaveLength(cspDirectives(parseEnv(PRODUCTION), CALENDAR).length);
  });

  it("allows the build's inline scripts by their sha256 hash, and only a well-formed hash", () => {
    const hash = 'sha256-0gPyKCZLqp2tOphuilT0B7B81r/ntcYpWrMIhFcxqCA=';
    const value = contentSecurityPolicy(parseEnv(PRODUCTION), CALENDAR, [hash]);
    expect(value).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-0gPy[^']+=' https:\/\/apis/,
    );
    expect(/script-src [^;]*/.exec(value)?.[0]).not.toContain('unsafe-inline');
    expect(() =>
      contentSecurityPolicy(parseEnv(PRODUCTION), CALENDAR, ["sha256-x'; script-src *"]),
    ).toThrow(/hash/);
  });

  it('refuses a value that would break out of its source', () => {
    const env = parseEnv(PRODUCTION);
    expect(() =>
      contentSecurityPolicy(
        { ...env, firebase: { ...env.firebase, storageBucket: 'x; script-src *' } },
        CALENDAR,
      ),
    ).toThrow(/bucket/);
    expect(() =>
      contentSecurityPolicy(
        { ...env, firebase: { ...env.firebase, authDomain: 'a.com https://evil.test' } },
        CALENDAR,
      ),
    ).toThrow(/Auth/);
  });
});

describe('contentSecurityPolicy: a build for the local emulators', () => {
  const csp = directives({}, 'https://calendar.example.com/tusocioideal/asesoria');

  it("names the emulators' hosts instead of Google's data hosts", () => {
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:9099',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:9199',
      'http://127.0.0.1:5001',
    ]);
    expect(csp.get('img-src')).toContain('http://127.0.0.1:9199');
    expect(csp.get('frame-src')).toContain('http://127.0.0.1:9099');
    expect(csp.get('frame-src')).toContain('https://calendar.example.com');
  });

  it('with the browser store, names no data emulator', () => {
    const browser = directives({ VITE_DATA_BACKEND: 'browser' });
    expect(browser.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:9099',
      'http://127.0.0.1:5001',
    ]);
  });
});

describe('originOf', () => {
  it.each([
    [
      'https://us-central1-p.cloudfunctions.net/newsletter',
      'https://us-central1-p.cloudfunctions.net',
    ],
    ['http://127.0.0.1:5001/demo-tusocio/us-central1/quote', 'http://127.0.0.1:5001'],
    ['/api/quote', null],
  ])('%s -> %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it('refuses what is not http(s)', () => {
    expect(() => originOf('javascript:alert(1)')).toThrow();
  });
});
