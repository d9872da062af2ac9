/**
 * Firebase App Check (docs/decisions/0006-security-rules-and-app-check.md, 0022): proves to
 * Firestore, Storage and the quote and newsletter functions that a request comes from this site,
 * not from a script.
 * A client-set `recaptcha: true` proves nothing; an App Check token does.
 *
 * Optional and lazy: with no VITE_APPCHECK_SITE_KEY nothing here loads any code. With one, App
 * Check starts together with the Firebase app (loadFirebaseApp: first form send or sign-in).
 *
 *   VITE_APPCHECK_SITE_KEY   a reCAPTCHA v3 site key (NOT the v2 key of VITE_RECAPTCHA_SITE_KEY:
 *                            App Check has no v2 provider), registered for the web app in
 *                            Firebase console > App Check
 *   VITE_APPCHECK_PROVIDER   "recaptcha-v3" (default) or "recaptcha-enterprise" (then the key is
 *                            a reCAPTCHA Enterprise key)
 *
 * Local runs against the emulators (no VITE_FIREBASE_*) never start App Check: the emulators do
 * not check tokens.
 */
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { env } from '@/config/env';
import { getOrInitFirebaseApp } from './firebase-app';

export type AppCheckProviderKind = 'recaptcha-v3' | 'recaptcha-enterprise';

export interface AppCheckConfig {
  siteKey: string;
  provider: AppCheckProviderKind;
}

/** The header the quote and newsletter functions read (functions/src/app-check.ts). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

type RawEnv = Record<string, string | boolean | undefined>;

/**
 * App Check settings from the VITE_* variables, or null when App Check is off (no site key, or a
 * local emulator build). An unknown provider name throws, so a typo fails loudly.
 */
export function parseAppCheckConfig(
  raw: RawEnv,
  mode: 'emulator' | 'production',
): AppCheckConfig | null {
  const read = (key: string) => {
    const value = raw[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const siteKey = read('VITE_APPCHECK_SITE_KEY');
  if (!siteKey || mode === 'emulator') return null;
  const provider = read('VITE_APPCHECK_PROVIDER') ?? 'recaptcha-v3';
  if (provider !== 'recaptcha-v3' && provider !== 'recaptcha-enterprise') {
    throw new Error(
      `VITE_APPCHECK_PROVIDER debe ser "recaptcha-v3" o "recaptcha-enterprise" (se recibió "${provider}").`,
    );
  }
  return { siteKey, provider };
}

let config: AppCheckConfig | null | undefined;
function currentConfig(): AppCheckConfig | null {
  config ??= parseAppCheckConfig(import.meta.env as RawEnv, env.mode);
  return config;
}

const instances = new WeakMap<FirebaseApp, Promise<AppCheck>>();

/**
 * Starts App Check on `app` once (later calls reuse it). Resolves null when App Check is off.
 * Called by loadFirebaseApp (src/lib/firebase.ts), before any Firestore or Storage request.
 */
export function initAppCheck(
  app: FirebaseApp,
  settings: AppCheckConfig | null = currentConfig(),
): Promise<AppCheck | null> {
  if (!settings) return Promise.resolve(null);
  let instance = instances.get(app);
  if (!instance) {
    instance = import('firebase/app-check').then(
      ({ initializeAppCheck, ReCaptchaEnterpriseProvider, ReCaptchaV3Provider }) =>
        initializeAppCheck(app, {
          provider:
            settings.provider === 'recaptcha-enterprise'
              ? new ReCaptchaEnterpriseProvider(settings.siteKey)
              : new ReCaptchaV3Provider(settings.siteKey),
          isTokenAutoRefreshEnabled: true,
        }),
    );
    instance.catch(() => instances.delete(app));
    instances.set(app, instance);
  }
  return instance;
}

export interface AppCheckHeaderOptions {
  /**
   * A limited-use token (getLimitedUseToken): a fresh one per call, which the function consumes,
   * so a copied token cannot be replayed (docs/decisions/0022-quote-function-and-lead-notifications.md).
   * The quote and newsletter calls use these; the default is the cached, auto-refreshed token.
   */
  limitedUse?: boolean;
}

/**
 * Headers for calls to our own HTTP endpoints (the quote and newsletter functions):
 * {'X-Firebase-AppCheck': token} when App Check is configured, {} otherwise. Never rejects: when
 * no token can be had the call goes without it, and an enforcing function answers with its own
 * Spanish message.
 */
export async function appCheckHeaders(
  { limitedUse = false }: AppCheckHeaderOptions = {},
  settings: AppCheckConfig | null = currentConfig(),
): Promise<Record<string, string>> {
  if (!settings) return {};
  try {
    const app = await getOrInitFirebaseApp();
    const appCheck = await initAppCheck(app, settings);
    if (!appCheck) return {};
    const { getLimitedUseToken, getToken } = await import('firebase/app-check');
    const { token } = limitedUse
      ? await getLimitedUseToken(appCheck)
      : await getToken(appCheck, false);
    return token ? { [APP_CHECK_HEADER]: token } : {};
  } catch {
    return {};
  }
}
