/**
 * Pure parser for the app's build-time environment (VITE_* variables).
 * Used by vite.config.ts (to fail the build or start with a clear message) and by env.ts
 * (the runtime module the app reads). No Vite or Firebase imports here.
 */

export const DEMO_PROJECT_ID = 'demo-tusocio';

export const EMULATOR_HOSTS = {
  auth: '127.0.0.1:9099',
  functions: '127.0.0.1:5001',
  firestore: '127.0.0.1:8080',
  storage: '127.0.0.1:9199',
} as const;

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId?: string;
  messagingSenderId?: string;
}

export type DataBackend = 'firebase' | 'browser';

export interface AppEnv {
  /** 'emulator': no VITE_FIREBASE_* given, talk to the local emulators with a demo- project. */
  mode: 'emulator' | 'production';
  firebase: FirebaseWebConfig;
  /** Where documents live: Firestore (or its emulator) or the browser store. */
  dataBackend: DataBackend;
  /** Where files (profile photos) live: Storage (or its emulator) or the browser store. */
  fileBackend: DataBackend;
  emulators: typeof EMULATOR_HOSTS | null;
  recaptchaSiteKey: string | null;
  /**
   * App Check: 'on' (production with VITE_APPCHECK_SITE_KEY), 'disabled' (production with
   * VITE_APPCHECK_DISABLED=true, on purpose) or 'emulator' (local runs: the emulators check no token).
   */
  appCheck: 'on' | 'disabled' | 'emulator';
  newsletterUrl: string;
  /** The `quote` function (quote requests are POSTed there, never written from the browser). */
  quoteUrl: string;
  /** The `arco` function (ARCO requests from /derechos-arco are POSTed there). */
  arcoUrl: string;
  /** Region of the callable functions (VITE_FUNCTIONS_REGION, default us-central1). */
  functionsRegion: string;
  siteUrl: string;
}

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(
      `Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Revisa las variables VITE_* (ver README, sección "Desplegar").',
    );
    this.name = 'EnvError';
  }
}

type RawEnv = Record<string, string | boolean | undefined>;

const REQUIRED_FIREBASE = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

function str(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isHttpUrl(value: string, allowRelative = false): boolean {
  if (allowRelative && value.startsWith('/')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function parseEnv(raw: RawEnv): AppEnv {
  const problems: string[] = [];
  const anyFirebase = REQUIRED_FIREBASE.some((k) => str(raw, k) !== undefined);
  const mode: AppEnv['mode'] = anyFirebase ? 'production' : 'emulator';

  let firebase: FirebaseWebConfig;
  if (mode === 'production') {
    for (const key of REQUIRED_FIREBASE) {
      if (!str(raw, key))
        problems.push(`${key} es obligatoria cuando se configura un proyecto real.`);
    }
    const projectId = str(raw, 'VITE_FIREBASE_PROJECT_ID') ?? '';
    if (projectId.startsWith('demo-')) {
      problems.push('VITE_FIREBASE_PROJECT_ID no puede empezar con "demo-" en producción.');
    }
    firebase = {
      apiKey: str(raw, 'VITE_FIREBASE_API_KEY') ?? '',
      authDomain: str(raw, 'VITE_FIREBASE_AUTH_DOMAIN') ?? '',
      projectId,
      storageBucket: str(raw, 'VITE_FIREBASE_STORAGE_BUCKET') ?? '',
      appId: str(raw, 'VITE_FIREBASE_APP_ID'),
      messagingSenderId: str(raw, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    };
  } else {
    firebase = {
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      projectId: DEMO_PROJECT_ID,
      storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
    };
  }

  const backend = (key: string, fallback: DataBackend): DataBackend => {
    const value = str(raw, key) ?? fallback;
    if (value !== 'firebase' && value !== 'browser') {
      problems.push(`${key} debe ser "firebase" o "browser" (se recibió "${value}").`);
      return fallback;
    }
    if (mode === 'production' && value === 'browser') {
      problems.push(`${key}=browser solo se permite en local (sin VITE_FIREBASE_*).`);
    }
    return value;
  };
  const dataBackend = backend('VITE_DATA_BACKEND', 'firebase');
  // Files follow documents unless set on their own (Firestore emulator without Storage's runtime).
  const fileBackend = backend('VITE_FILE_BACKEND', dataBackend);

  const functionsRegion = str(raw, 'VITE_FUNCTIONS_REGION') ?? 'us-central1';
  const defaultNewsletter =
    mode === 'production'
      ? `https://${functionsRegion}-${firebase.projectId}.cloudfunctions.net/newsletter`
      : `http://${EMULATOR_HOSTS.functions}/${DEMO_PROJECT_ID}/${functionsRegion}/newsletter`;
  const newsletterUrl = str(raw, 'VITE_NEWSLETTER_URL') ?? defaultNewsletter;
  if (!isHttpUrl(newsletterUrl, true)) {
    problems.push(`VITE_NEWSLETTER_URL no es una URL válida: "${newsletterUrl}".`);
  }
  const quoteUrl = str(raw, 'VITE_QUOTE_URL') ?? defaultNewsletter.replace(/newsletter$/, 'quote');
  if (!isHttpUrl(quoteUrl, true)) {
    problems.push(`VITE_QUOTE_URL no es una URL válida: "${quoteUrl}".`);
  }

  const arcoUrl = str(raw, 'VITE_ARCO_URL') ?? defaultNewsletter.replace(/newsletter$/, 'arco');
  if (!isHttpUrl(arcoUrl, true)) {
    problems.push(`VITE_ARCO_URL no es una URL válida: "${arcoUrl}".`);
  }

  const siteUrl = (str(raw, 'VITE_SITE_URL') ?? 'https://www.tusocioideal.mx').replace(/\/+$/, '');
  if (!isHttpUrl(siteUrl)) problems.push(`VITE_SITE_URL no es una URL válida: "${siteUrl}".`);

  const appCheckDisabled = str(raw, 'VITE_APPCHECK_DISABLED') === 'true';
  let appCheck: AppEnv['appCheck'] = 'emulator';
  if (mode === 'production') {
    if (str(raw, 'VITE_APPCHECK_SITE_KEY')) appCheck = 'on';
    else if (appCheckDisabled) appCheck = 'disabled';
    else
      problems.push(
        'VITE_APPCHECK_SITE_KEY es obligatoria en producción: sin App Check, cualquier script puede ' +
          'escribir solicitudes y suscripciones. Configura la clave reCAPTCHA v3 de App Check, o ' +
          'VITE_APPCHECK_DISABLED=true si de verdad quieres publicar sin App Check.',
      );
  }

  if (problems.length > 0) throw new EnvError(problems);

  return {
    mode,
    firebase,
    dataBackend,
    fileBackend,
    emulators: mode === 'emulator' ? EMULATOR_HOSTS : null,
    recaptchaSiteKey: str(raw, 'VITE_RECAPTCHA_SITE_KEY') ?? null,
    appCheck,
    newsletterUrl,
    quoteUrl,
    arcoUrl,
    functionsRegion,
    siteUrl,
  };
}
