/**
 * The one module that initialises Firebase and wires the emulators. Everything here is loaded
 * lazily: importing this file pulls in no Firebase code until a loader is called.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { env } from '@/config/env';
import { getOrInitFirebaseApp } from './firebase-app';

let appPromise: Promise<FirebaseApp> | undefined;
let authPromise: Promise<Auth> | undefined;

export function loadFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= getOrInitFirebaseApp().then(async (app) => {
    // App Check before any Firestore/Storage call (no-op without VITE_APPCHECK_SITE_KEY). If it
    // cannot start, the app still works where App Check is not enforced. Loaded here, with the
    // Firebase app, so the public pages' entry chunk does not carry it.
    await import('./app-check').then(({ initAppCheck }) => initAppCheck(app)).catch(() => null);
    return app;
  });
  return appPromise;
}

export function loadAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [app, authModule] = await Promise.all([loadFirebaseApp(), import('./auth-sdk')]);
    const inBrowser = typeof window !== 'undefined' && typeof indexedDB !== 'undefined';
    const auth = authModule.initializeAuth(app, {
      persistence: inBrowser
        ? [
            authModule.indexedDBLocalPersistence,
            authModule.browserLocalPersistence,
            authModule.browserSessionPersistence,
          ]
        : authModule.inMemoryPersistence,
      popupRedirectResolver: inBrowser ? authModule.browserPopupRedirectResolver : undefined,
    });
    auth.languageCode = 'es';
    if (env.emulators) {
      authModule.connectAuthEmulator(auth, `http://${env.emulators.auth}`, {
        disableWarnings: true,
      });
    }
    return auth;
  })();
  return authPromise;
}

/**
 * The signed-in user's ID token (refreshed by Auth when it is about to expire), or null when no
 * one is signed in. Does not start Auth: a page that never loaded it has no user.
 */
export async function currentIdToken(): Promise<string | null> {
  if (!authPromise) return null;
  const user = (await authPromise).currentUser;
  return user ? user.getIdToken() : null;
}
