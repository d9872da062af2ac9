/**
 * The one definition of "the app": the first Firebase app created, or a new one from env.
 * Shared by loadFirebaseApp (src/lib/firebase.ts) and App Check (src/lib/app-check.ts), which
 * cannot import each other. Loads firebase/app lazily.
 */
import type { FirebaseApp } from 'firebase/app';
import { env } from '@/config/env';

export async function getOrInitFirebaseApp(): Promise<FirebaseApp> {
  const { getApps, initializeApp } = await import('firebase/app');
  return getApps()[0] ?? initializeApp(env.firebase);
}
