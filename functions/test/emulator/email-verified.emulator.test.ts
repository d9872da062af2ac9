/**
 * confirmEmailVerified through the real emulators (Auth, Functions, Firestore): called as the
 * browser's SDK calls it (POST {data} with the user's ID token), it reads the Auth record with the
 * Admin SDK and writes users/{uid}.emailVerified only once Auth says the address is verified.
 * npm --prefix functions run test:emulator.
 */
import { describe, expect, it } from 'vitest';

const PROJECT = 'demo-tusocio';
const FUNCTIONS = `http://127.0.0.1:5001/${PROJECT}/us-central1`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

type Fields = Record<string, { [type: string]: unknown }>;

async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Clave-Prueba-2026', returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId: string; idToken: string };
  expect(res.status).toBe(200);
  return { uid: body.localId, idToken: body.idToken };
}

/** What the verification link does: Auth marks the address verified. */
async function verifyInAuth(uid: string): Promise<void> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    { method: 'POST', headers: OWNER, body: JSON.stringify({ localId: uid, emailVerified: true }) },
  );
  expect(res.status).toBe(200);
}

async function writeUser(uid: string, email: string): Promise<void> {
  const res = await fetch(`${FIRESTORE}/users/${uid}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({
      fields: { name: { stringValue: 'Ana' }, email: { stringValue: email } },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function readUser(uid: string): Promise<Fields> {
  const res = await fetch(`${FIRESTORE}/users/${uid}`, { headers: OWNER });
  expect(res.status).toBe(200);
  return ((await res.json()) as { fields: Fields }).fields;
}

async function call(idToken: string | null) {
  const res = await fetch(`${FUNCTIONS}/confirmEmailVerified`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data: {} }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      result?: { emailVerified?: boolean };
      error?: { status: string; message: string };
    },
  };
}

describe('confirmEmailVerified in the emulators', () => {
  it('writes emailVerified and its server time only after Auth verified the address', async () => {
    const email = `verifica-${Date.now()}@prueba.test`;
    const { uid, idToken } = await signUp(email);
    await writeUser(uid, email);

    const before = await call(idToken);
    expect(before).toEqual({ status: 200, body: { result: { emailVerified: false } } });
    expect(await readUser(uid)).not.toHaveProperty('emailVerified');

    await verifyInAuth(uid);
    const startedAt = Date.now();
    // The ID token still says email_verified false: the function trusts the Auth record only.
    const after = await call(idToken);
    expect(after).toEqual({ status: 200, body: { result: { emailVerified: true } } });
    const stored = await readUser(uid);
    expect(stored.emailVerified).toEqual({ booleanValue: true });
    const at = Date.parse(String(stored.emailVerifiedAt?.timestampValue));
    expect(at).toBeGreaterThanOrEqual(startedAt - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(stored.name).toEqual({ stringValue: 'Ana' });

    const again = await call(idToken);
    expect(again.body.result).toEqual({ emailVerified: true });
    expect((await readUser(uid)).emailVerifiedAt).toEqual(stored.emailVerifiedAt);
  });

  it('a verified account whose users document holds another address is not marked', async () => {
    const email = `otra-${Date.now()}@prueba.test`;
    const { uid, idToken } = await signUp(email);
    await writeUser(uid, 'director@cliente-real.mx');
    await verifyInAuth(uid);
    expect((await call(idToken)).body.result).toEqual({ emailVerified: false });
    expect(await readUser(uid)).not.toHaveProperty('emailVerified');
  });

  it('refuses a caller without a session, in Spanish', async () => {
    const refused = await call(null);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: 'Inicia sesión para confirmar tu correo electrónico.',
    });
  });
});
