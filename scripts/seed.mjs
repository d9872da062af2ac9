#!/usr/bin/env node
// Seeds the local emulators with the demo accounts (fixed uids) and, when the Firestore emulator
// runs, their users/{uid} documents. Idempotent: run on every `npm start`, or alone
// (`node scripts/seed.mjs`) against emulators that are already running.
import { pathToFileURL } from 'node:url';
import { API_KEY, EMULATOR_HOST, PORTS, PROJECT_ID } from './lib/stack.mjs';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
// Run alone (e.g. inside `firebase emulators:exec`), the standard emulator variables win;
// imported by start.mjs, the ports of firebase.json always apply.
const hostFor = (variable, fallback) => (isMain && process.env[variable]) || fallback;
const AUTH = `http://${hostFor('FIREBASE_AUTH_EMULATOR_HOST', `${EMULATOR_HOST}:${PORTS.auth}`)}`;
const FIRESTORE = `http://${hostFor('FIRESTORE_EMULATOR_HOST', `${EMULATOR_HOST}:${PORTS.firestore}`)}`;
const OWNER = { Authorization: 'Bearer owner' };

async function request(url, { method = 'GET', headers = {}, body, timeoutMs = 10000 } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, ok: response.ok, json, text };
}

/** True when the Auth emulator answers on 127.0.0.1:9099. */
export async function authEmulatorUp() {
  try {
    const { ok } = await request(`${AUTH}/`, { timeoutMs: 2000 });
    return ok;
  } catch {
    return false;
  }
}

/** True when the Firestore emulator answers on 127.0.0.1:8080. */
export async function firestoreEmulatorUp() {
  try {
    const { ok } = await request(`${FIRESTORE}/`, { timeoutMs: 2000 });
    return ok;
  } catch {
    return false;
  }
}

/** Waits until the Auth emulator answers; `isAlive()` false (e.g. the emulators exited) aborts. */
export async function waitForAuthEmulator({ timeoutMs = 120000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await authEmulatorUp()) return;
    if (!isAlive()) throw new Error('los emuladores terminaron antes de estar listos.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`el emulador de Auth no respondió en ${timeoutMs / 1000} s (${AUTH}).`);
}

/** Signs in through the Auth emulator REST API; resolves { localId } or null when it fails. */
export async function signInWithPassword(email, password) {
  const { ok, json } = await request(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    { method: 'POST', body: { email, password, returnSecureToken: true } },
  );
  return ok ? { localId: json.localId } : null;
}

const adminApi = (op) =>
  `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:${op}`;

async function ensureAccount(account) {
  const current = await signInWithPassword(account.email, account.password);
  if (current?.localId === account.uid) {
    const byUid = await request(adminApi('lookup'), {
      method: 'POST',
      headers: OWNER,
      body: { localId: [account.uid] },
    });
    if (byUid.json?.users?.[0]?.displayName === account.name) return 'ya existía';
  }

  // Another account holding the e-mail (e.g. signed up by hand) would block the fixed uid.
  const lookup = await request(adminApi('lookup'), {
    method: 'POST',
    headers: OWNER,
    body: { email: [account.email] },
  });
  for (const user of lookup.json?.users ?? []) {
    if (user.localId !== account.uid) {
      await request(adminApi('delete'), {
        method: 'POST',
        headers: OWNER,
        body: { localId: user.localId },
      });
    }
  }

  const created = await request(adminApi('batchCreate'), {
    method: 'POST',
    headers: OWNER,
    body: {
      allowOverwrite: true,
      users: [
        {
          localId: account.uid,
          email: account.email,
          rawPassword: account.password,
          displayName: account.name,
          emailVerified: true,
        },
      ],
    },
  });
  if (!created.ok || created.json?.error?.length) {
    throw new Error(`no se pudo crear ${account.email} en el emulador de Auth: ${created.text}`);
  }
  const check = await signInWithPassword(account.email, account.password);
  if (check?.localId !== account.uid) {
    throw new Error(
      `${account.email} no inicia sesión con el uid ${account.uid} tras crearla (${JSON.stringify(check)}).`,
    );
  }
  return current ? 'actualizada' : 'creada';
}

/** Firestore REST value encoding for plain JSON data. */
export function toFirestoreValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toFirestoreValue) } };
  return { mapValue: { fields: toFirestoreFields(value) } };
}

export function toFirestoreFields(object) {
  return Object.fromEntries(
    Object.entries(object)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, toFirestoreValue(v)]),
  );
}

/** A new user's users/{uid} document (UserDoc in src/domain/entities.ts, newUserDoc's defaults). */
export function demoUserDoc(account, { admin, now = new Date().toISOString() }) {
  return {
    name: account.name,
    email: account.email,
    photoURL: null,
    createdAt: now,
    updatedAt: now,
    lastLogin: now,
    userType: 'guest',
    profileCompleted: false,
    authProvider: 'password',
    ...(admin ? { role: 'admin' } : {}),
    score: 0,
    resourcesRead: 0,
    achievements: {
      profileCompleted: false,
      calculatorUsed: false,
      needsAssessmentCompleted: false,
      resourcesReadIds: [],
    },
  };
}

async function ensureUserDoc(account, admin) {
  const url = `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${account.uid}`;
  const existing = await request(url, { headers: OWNER });
  if (existing.status === 404) {
    const created = await request(`${url}?currentDocument.exists=false`, {
      method: 'PATCH',
      headers: OWNER,
      body: { fields: toFirestoreFields(demoUserDoc(account, { admin })) },
    });
    if (!created.ok) throw new Error(`no se pudo crear users/${account.uid}: ${created.text}`);
    return 'creado';
  }
  if (!existing.ok) throw new Error(`no se pudo leer users/${account.uid}: ${existing.text}`);
  // Keep the user's progress; only make sure the role is right (admin has it, the guest never).
  const hasRole = existing.json?.fields?.role?.stringValue === 'admin';
  if (hasRole === admin) return 'ya existía';
  const fixed = await request(`${url}?updateMask.fieldPaths=role`, {
    method: 'PATCH',
    headers: OWNER,
    body: { fields: admin ? { role: { stringValue: 'admin' } } : {} },
  });
  if (!fixed.ok)
    throw new Error(`no se pudo corregir el rol de users/${account.uid}: ${fixed.text}`);
  return 'rol corregido';
}

/**
 * Ensures both demo accounts exist with their fixed uids (Auth emulator) and, with `firestore`,
 * their users/{uid} documents. Returns one Spanish line per item done.
 */
export async function seedDemoData({ firestore }) {
  const lines = [];
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
    lines.push(`Auth: ${account.email} (uid ${account.uid}) ${await ensureAccount(account)}`);
    if (firestore) {
      lines.push(
        `Firestore: users/${account.uid} ${await ensureUserDoc(account, key === 'admin')}`,
      );
    }
  }
  return lines;
}

async function main() {
  if (!(await authEmulatorUp())) {
    console.error(
      `[seed] El emulador de Auth no responde en ${AUTH}. Arráncalo con "npm start" (que ya siembra los datos).`,
    );
    process.exit(1);
  }
  const firestore = await firestoreEmulatorUp();
  const lines = await seedDemoData({ firestore });
  for (const line of lines) console.log(`[seed] ${line}`);
  if (!firestore) {
    console.log(
      '[seed] Firestore no está en marcha: en modo navegador la app crea los documentos users/{uid} en IndexedDB.',
    );
  }
}

if (isMain) {
  main().catch((error) => {
    console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
