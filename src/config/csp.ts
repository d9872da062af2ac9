/**
 * The site's Content-Security-Policy, written from the build's own configuration (the validated
 * VITE_* values and the booking calendar's URL), so it names this project's hosts and nobody
 * else's: `npm run build` puts it into the Hosting headers it writes (scripts/hosting-config.ts).
 *
 * - The project's own hosts: the functions the site calls (newsletter, quote, the callables'
 *   `https://<region>-<project>.cloudfunctions.net`), the Auth domain (Google sign-in's frame),
 *   the booking calendar's origin.
 * - Google's shared hosts, narrowed by path where the URL names the project: Firestore
 *   (`/v1/projects/<project>/`), App Check (`/v1/projects/<project>/`) and Storage
 *   (`/v0/b/<bucket>/`), so a script that got in cannot send data to another Firebase project
 *   through them. A path is checked on the first request only: after a redirect the browser
 *   checks the origin alone (CSP3), which these APIs do not use.
 * - Auth's token endpoints and Google sign-in's script cannot be narrowed (the project is a
 *   query parameter, or the path is Google's); reCAPTCHA only when the build uses it.
 * - A build for the local emulators (no VITE_FIREBASE_*) names the emulators' hosts instead of
 *   Google's data hosts.
 *
 * Pure: no Vite, no browser; the unit tests and the build script call it with a parsed config.
 */
import type { AppEnv } from './env-schema';

/** Directive -> sources, in the order the header lists them. */
export type CspDirectives = Array<[directive: string, sources: string[]]>;

/** The part of the configuration the policy depends on. */
export type CspConfig = Pick<
  AppEnv,
  | 'mode'
  | 'firebase'
  | 'dataBackend'
  | 'fileBackend'
  | 'emulators'
  | 'recaptchaSiteKey'
  | 'appCheck'
  | 'newsletterUrl'
  | 'quoteUrl'
  | 'functionsRegion'
>;

const SELF = "'self'";
const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';
const GOOGLE_PROFILE_PHOTOS = 'https://*.googleusercontent.com';
const AUTH_API = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];
/** The resource library's videos (src/content/resources.ts, youtubeEmbedUrl). */
const VIDEO_EMBEDS = 'https://www.youtube-nocookie.com';

/** The origin of an absolute http(s) URL; null for a same-origin path ("/api/quote"). */
export function originOf(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`CSP: "${url}" no es una URL http(s).`);
  }
  return parsed.origin;
}

/** One path segment of a source (a project id, a bucket name), refused if it could break out. */
function segment(value: string, what: string): string {
  if (!/^[A-Za-z0-9._-]+$/.test(value)) {
    throw new Error(`CSP: ${what} "${value}" tiene caracteres no permitidos.`);
  }
  return value;
}

function host(value: string, what: string): string {
  if (!/^[A-Za-z0-9.-]+(:\d+)?$/.test(value)) {
    throw new Error(`CSP: ${what} "${value}" no es un nombre de host.`);
  }
  return value;
}

type EmulatorName = keyof NonNullable<AppEnv['emulators']>;

function emulatorOrigin(config: CspConfig, name: EmulatorName): string | null {
  if (config.mode === 'production' || !config.emulators) return null;
  return `http://${host(config.emulators[name], 'el emulador')}`;
}

const unique = (sources: Array<string | null | false>): string[] => [
  ...new Set(sources.filter((s): s is string => typeof s === 'string')),
];

/**
 * `scriptHashes` ("sha256-…", base64): the inline scripts the build wrote into its pages (the
 * prerendered pages' start-app module, src/app/islands/start.ts, and the app shell's fallback,
 * src/app/app-shell-fallback.ts), allowed by hash and nothing else inline.
 */
export function cspDirectives(
  config: CspConfig,
  bookingCalendarUrl: string,
  scriptHashes: readonly string[] = [],
): CspDirectives {
  for (const hash of scriptHashes) {
    if (!/^sha256-[A-Za-z0-9+/]{43}=$/.test(hash))
      throw new Error(`CSP: "${hash}" no es un hash sha256 de script.`);
  }
  const production = config.mode === 'production';
  const project = segment(config.firebase.projectId, 'el proyecto');
  // Google sign-in's frame comes from the Auth domain (the Auth emulator's, locally).
  const authFrame = production
    ? `https://${host(config.firebase.authDomain, 'el dominio de Auth')}`
    : emulatorOrigin(config, 'auth');
  const usesRecaptcha = config.recaptchaSiteKey !== null || config.appCheck === 'on';
  const functionOrigins = [
    originOf(config.newsletterUrl),
    originOf(config.quoteUrl),
    production &&
      `https://${segment(config.functionsRegion, 'la región')}-${project}.cloudfunctions.net`,
  ];

  const emulator = (name: EmulatorName) => emulatorOrigin(config, name);
  const files =
    config.fileBackend !== 'firebase'
      ? null
      : production
        ? `https://firebasestorage.googleapis.com/v0/b/${segment(config.firebase.storageBucket, 'el bucket')}/`
        : emulator('storage');
  const documents =
    config.dataBackend !== 'firebase'
      ? null
      : production
        ? `https://firestore.googleapis.com/v1/projects/${project}/`
        : emulator('firestore');
  const appCheck =
    config.appCheck === 'on'
      ? `https://content-firebaseappcheck.googleapis.com/v1/projects/${project}/`
      : null;

  return [
    ['default-src', [SELF]],
    [
      'script-src',
      unique([
        SELF,
        ...scriptHashes.map((hash) => `'${hash}'`),
        GOOGLE_SIGN_IN_SCRIPT,
        ...(usesRecaptcha ? RECAPTCHA_SCRIPTS : []),
      ]),
    ],
    // react-hot-toast injects a <style>; the prerendered pages carry their critical CSS inline.
    ['style-src', [SELF, "'unsafe-inline'"]],
    ['img-src', unique([SELF, 'data:', 'blob:', files, GOOGLE_PROFILE_PHOTOS])],
    ['font-src', [SELF, 'data:']],
    [
      'connect-src',
      unique([
        SELF,
        ...(production ? AUTH_API : [emulator('auth')]),
        documents,
        files,
        appCheck,
        ...functionOrigins,
        usesRecaptcha && RECAPTCHA_SCRIPTS[0]!,
      ]),
    ],
    [
      'frame-src',
      unique([
        SELF,
        authFrame,
        ...(usesRecaptcha ? RECAPTCHA_FRAMES : []),
        VIDEO_EMBEDS,
        originOf(bookingCalendarUrl),
      ]),
    ],
    ['frame-ancestors', [SELF]],
    ['object-src', ["'none'"]],
    ['base-uri', [SELF]],
    ['form-action', [SELF]],
    ['manifest-src', [SELF]],
    ['worker-src', [SELF, 'blob:']],
  ];
}

/** The header's value: "default-src 'self'; script-src ...". */
export function contentSecurityPolicy(
  config: CspConfig,
  bookingCalendarUrl: string,
  scriptHashes: readonly string[] = [],
): string {
  return cspDirectives(config, bookingCalendarUrl, scriptHashes)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}
