/**
 * A verified e-mail means the account's OWN address was proven (src/domain/verified-email.ts),
 * through the real emulators (Auth, Functions, Firestore): an account registered with a password as
 * someone@victim.example that never verified and links a Google identity with ANOTHER address is
 * not verified by confirmEmailVerified, and its "Descargar mis datos" holds none of the victim's
 * quote requests; a Google identity with the account's own address still verifies it; and the
 * backfill clears the flag of an account marked verified before this rule.
 * npm --prefix functions run test:emulator.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { adminAccountLookup, backfillDocuments } from '../../src/maintenance/backfill.js';

const PROJECT = 'demo-tusocio';
const FUNCTIONS = `http://127.0.0.1:5001/${PROJECT}/us-central1`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`;

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function authPost<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${AUTH}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

/** Registration with a password (never verified). */
async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const body = await authPost<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password: 'Clave-Prueba-2026',
    returnSecureToken: true,
  });
  return { uid: body.localId, idToken: body.idToken };
}

/**
 * Links a Google identity carrying `googleEmail` to the signed-in account, as the browser's
 * linkWithPopup ends: accounts:signInWithIdp with the account's idToken (the Auth emulator takes
 * the IdP's token as plain JSON claims). Returns the account's new idToken.
 */
async function linkGoogle(idToken: string, googleEmail: string): Promise<string> {
  const claims = JSON.stringify({
    sub: `google-${uniq()}`,
    email: googleEmail,
    email_verified: true,
    name: 'Cuenta de Google',
  });
  const body = await authPost<{ idToken: string; localId: string }>('accounts:signInWithIdp', {
    idToken,
    postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return body.idToken;
}

async function call(name: string, idToken: string) {
  const res = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: {} }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { result: Record<string, unknown> }).result;
}

async function seedUser(uid: string, email: string): Promise<void> {
  const { db } = await adminFirestore();
  await db.collection('users').doc(uid).set({ name: 'Alguien', email });
}

async function seedLead(email: string): Promise<string> {
  const { db } = await adminFirestore();
  const id = `victima-${uniq()}`;
  await db.collection('contactSubmissions').doc(id).set({
    fullName: 'Víctima Real',
    corporateEmail: email,
    emailKey: email.toLowerCase(),
    phone: '+529981234567',
    company: 'Empresa Víctima',
    message: 'Cotización de 12 multifuncionales',
    status: 'Nuevo',
    notified: true,
    createdAt: new Date(),
  });
  return id;
}

async function storedUser(uid: string) {
  const { db } = await adminFirestore();
  return (await db.collection('users').doc(uid).get()).data() ?? {};
}

describe('a linked Google identity proves only its own address', () => {
  it('another Google address leaves the account unverified and its export without the victim’s leads', async () => {
    const victim = `someone.${uniq()}@victim.example`;
    const leadId = await seedLead(victim);
    const { uid, idToken } = await signUp(victim);
    await seedUser(uid, victim);
    const linkedToken = await linkGoogle(idToken, `atacante.${uniq()}@gmail.com`);

    // The link happened: Auth lists the Google identity beside the password.
    const { users } = await authPost<{
      users: Array<{
        email: string;
        emailVerified?: boolean;
        providerUserInfo: Array<{ providerId: string }>;
      }>;
    }>('accounts:lookup', { idToken: linkedToken });
    expect(users[0]?.email).toBe(victim);
    expect(users[0]?.emailVerified ?? false).toBe(false);
    expect(users[0]?.providerUserInfo.map((p) => p.providerId).sort()).toEqual([
      'google.com',
      'password',
    ]);

    expect(await call('confirmEmailVerified', linkedToken)).toEqual({ emailVerified: false });
    const stored = await storedUser(uid);
    expect(stored.emailVerified).toBeUndefined();
    expect(stored.emailVerifiedAt).toBeUndefined();

    const exported = (await call('exportMyData', linkedToken)) as {
      cuenta: { correoVerificado: boolean };
      solicitudesDeCotizacion: { incluidas: boolean; solicitudes: Array<{ id: string }> };
    };
    expect(exported.cuenta.correoVerificado).toBe(false);
    expect(exported.solicitudesDeCotizacion.incluidas).toBe(false);
    expect(exported.solicitudesDeCotizacion.solicitudes).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain(leadId);
    expect(JSON.stringify(exported)).not.toContain('Empresa Víctima');
  });

  it('a Google identity with the account’s own address verifies it', async () => {
    const email = `propia.${uniq()}@empresa.example`;
    const { uid, idToken } = await signUp(email);
    await seedUser(uid, email);
    const linkedToken = await linkGoogle(idToken, email.toUpperCase());

    expect(await call('confirmEmailVerified', linkedToken)).toEqual({ emailVerified: true });
    const stored = await storedUser(uid);
    expect(stored.emailVerified).toBe(true);
    expect(stored.emailVerifiedAt).toBeDefined();
  });

  it('the backfill clears a verified flag that Auth does not prove, and only that one (--dry-run writes nothing)', async () => {
    const { db, FieldValue } = await adminFirestore();
    // Marked verified under the old rule: a Google identity with another address.
    const victim = `antes.${uniq()}@victim.example`;
    const foreign = await signUp(victim);
    await linkGoogle(foreign.idToken, `otro.${uniq()}@gmail.com`);
    const foreignRef = db.collection('users').doc(foreign.uid);
    await foreignRef.set({
      name: 'Alguien',
      email: victim,
      emailVerified: true,
      emailVerifiedAt: FieldValue.serverTimestamp(),
    });
    // Proven: Google with the same address.
    const ownEmail = `buena.${uniq()}@empresa.example`;
    const own = await signUp(ownEmail);
    await linkGoogle(own.idToken, ownEmail);
    const ownRef = db.collection('users').doc(own.uid);
    await ownRef.set({
      name: 'Buena',
      email: ownEmail,
      emailVerified: true,
      emailVerifiedAt: new Date(),
    });
    // No Auth account any more.
    const orphanRef = db.collection('users').doc(`huerfano-${uniq()}`);
    await orphanRef.set({ name: 'Sin cuenta', email: 'sin@cuenta.example', emailVerified: true });

    const accounts = await adminAccountLookup();
    const dry = await backfillDocuments(db, { dryRun: true, accounts });
    expect(dry.users.unverified).toBeGreaterThanOrEqual(2);
    expect((await foreignRef.get()).get('emailVerified')).toBe(true);

    const first = await backfillDocuments(db, { accounts });
    expect(first.users.unverified).toBeGreaterThanOrEqual(2);
    const cleared = (await foreignRef.get()).data() ?? {};
    expect(cleared).toEqual({
      name: 'Alguien',
      email: victim,
      emailKey: victim,
      nameKey: 'alguien',
    });
    expect((await orphanRef.get()).get('emailVerified')).toBeUndefined();
    expect((await ownRef.get()).get('emailVerified')).toBe(true);
    expect((await ownRef.get()).get('emailVerifiedAt')).toBeDefined();

    const second = await backfillDocuments(db, { accounts });
    expect(second.users.unverified).toBe(0);
  });
});
