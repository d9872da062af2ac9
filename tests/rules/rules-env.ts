/**
 * Shared setup for the security rules tests (npm run test:rules). They run inside
 * `firebase emulators:exec --only firestore,storage`, which needs Java 21+; the emulators' hosts
 * come from the variables emulators:exec sets, or firebase.json's ports.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';

export const PROJECT_ID = 'demo-tusocio';

function hostAndPort(variable: string, fallbackPort: number): { host: string; port: number } {
  const value = process.env[variable];
  const match = value ? /^(.*):(\d+)$/.exec(value) : null;
  if (!match || !match[1] || !match[2]) return { host: '127.0.0.1', port: fallbackPort };
  return { host: match[1], port: Number(match[2]) };
}

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  emulators: { firestore: { port: number }; storage: { port: number } };
};

export function createFirestoreRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync('firestore.rules', 'utf8'),
      ...hostAndPort('FIRESTORE_EMULATOR_HOST', firebaseJson.emulators.firestore.port),
    },
  });
}

export function createStorageRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: {
      rules: readFileSync('storage.rules', 'utf8'),
      ...hostAndPort('FIREBASE_STORAGE_EMULATOR_HOST', firebaseJson.emulators.storage.port),
    },
  });
}

/** Sign-in token claims of an e-mail/password account, as Firebase Auth issues them. */
export function passwordToken(email: string): TokenOptions {
  return { email, email_verified: false, firebase: { sign_in_provider: 'password' } };
}

/** Sign-in token claims of a Google account (signInWithPopup), as Firebase Auth issues them. */
export function googleToken(email: string): TokenOptions {
  return { email, email_verified: true, firebase: { sign_in_provider: 'google.com' } };
}

type Data = Record<string, unknown>;

/**
 * The clients every Firestore rules test uses, on the environment `env()` returns (created in
 * its beforeAll): a signed-in user (an e-mail/password token by default), a visitor, and, with the
 * rules off, a seeded write and a stored read.
 */
export function firestoreClients(env: () => RulesTestEnvironment) {
  return {
    dbAs: (uid: string, token: TokenOptions = passwordToken(`${uid}@example.com`)) =>
      env().authenticatedContext(uid, token).firestore(),
    visitorDb: () => env().unauthenticatedContext().firestore(),
    async seed(path: string, data: Data): Promise<void> {
      await env().withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(path).set(data);
      });
    },
    async stored(path: string): Promise<Data | undefined> {
      let data: Data | undefined;
      await env().withSecurityRulesDisabled(async (context) => {
        data = (await context.firestore().doc(path).get()).data();
      });
      return data;
    },
  };
}

/**
 * The calling test file's Firestore rules environment: created before its tests, emptied before
 * each (before the file's own beforeEach seeds it), cleaned up after; with its clients.
 */
export function setUpFirestoreRules() {
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules environment is not ready (beforeAll).');
    return env;
  };
  beforeAll(async () => {
    env = await createFirestoreRulesEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await current().clearFirestore();
  });
  return { env: current, ...firestoreClients(current) };
}
