/**
 * "Tus datos" through the real emulators (Auth, Functions, Firestore; no Storage emulator here):
 * the callables exportMyData and deleteMyAccount called as the browser's SDK calls them (POST
 * {data} with the user's ID token). npm --prefix functions run test:emulator.
 */
import { describe, expect, it } from 'vitest';

const PROJECT = 'demo-tusocio';
const FUNCTIONS = `http://127.0.0.1:5001/${PROJECT}/us-central1`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const PASSWORD = 'Clave-Prueba-2026';

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const str = (value: string) => ({ stringValue: value });

async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId: string; idToken: string };
  expect(res.status).toBe(200);
  return { uid: body.localId, idToken: body.idToken };
}

async function signIn(email: string): Promise<{ status: number; error?: string }> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { error?: { message?: string } };
  return { status: res.status, error: body.error?.message };
}

async function markVerified(uid: string): Promise<void> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    { method: 'POST', headers: OWNER, body: JSON.stringify({ localId: uid, emailVerified: true }) },
  );
  expect(res.status).toBe(200);
}

async function write(path: string, fields: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${FIRESTORE}/${path}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function read(path: string): Promise<Record<string, { [type: string]: unknown }> | null> {
  const res = await fetch(`${FIRESTORE}/${path}`, { headers: OWNER });
  if (res.status === 404) return null;
  return ((await res.json()) as { fields: Record<string, { [type: string]: unknown }> }).fields;
}

/** What the Firebase SDK sends for httpsCallable(name)(data). */
async function call(name: string, idToken: string | null, data: unknown = {}) {
  const res = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      result?: Record<string, unknown>;
      error?: { status: string; message: string };
    },
  };
}

/** An unsigned emulator ID token (the Functions emulator does not check signatures). */
function tokenWith(uid: string, email: string, authTime: number): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: uid,
    user_id: uid,
    email,
    auth_time: authTime,
    iat: now,
    exp: now + 3600,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  })}.`;
}

async function seedUser(uid: string, email: string): Promise<void> {
  await write(`users/${uid}`, {
    name: str('Ana Emulador'),
    email: str(email),
    createdAt: { timestampValue: '2026-01-02T03:04:05Z' },
    photoURL: { nullValue: null },
  });
  await write(`customers/${uid}`, {
    userId: str(uid),
    email: str(email),
    fullName: str('Ana Emulador'),
    phone: str('+529981234567'),
    company: str('Empresa Emulador'),
  });
  await write(`needsAssessments/${uid}`, { userId: str(uid), email: str(email) });
}

async function seedLead(id: string, email: string, status: string): Promise<void> {
  await write(`contactSubmissions/${id}`, {
    fullName: str('Ana Emulador'),
    corporateEmail: str(email),
    emailKey: str(email.toLowerCase()),
    phone: str('+529981234567'),
    company: str('Empresa Emulador'),
    message: str('Quiero 3 multifuncionales'),
    status: str(status),
    notified: { booleanValue: true },
    createdAt: { timestampValue: new Date().toISOString() },
  });
}

describe('exportMyData and deleteMyAccount in the emulators', () => {
  it('runs inside firebase emulators:exec with Auth and Firestore', () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST, 'falta el emulador de Auth').toBeTruthy();
    expect(process.env.FIRESTORE_EMULATOR_HOST, 'falta el emulador de Firestore').toBeTruthy();
  });

  it('refuses a caller without a session', async () => {
    for (const name of ['exportMyData', 'deleteMyAccount']) {
      const { status, body } = await call(name, null);
      expect(status).toBe(401);
      expect(body.error).toEqual({
        status: 'UNAUTHENTICATED',
        message: 'Inicia sesión para consultar o eliminar tus datos.',
      });
    }
  });

  it('exports a verified user their documents and leads, then deletes the account', async () => {
    const email = `Ana.${uniq()}@Empresa.mx`;
    const { uid, idToken } = await signUp(email);
    await markVerified(uid);
    await seedUser(uid, email);
    const [nuevo, ganado] = [`acc-n-${uniq()}`, `acc-g-${uniq()}`];
    await seedLead(nuevo, email, 'Nuevo');
    await seedLead(ganado, email, 'Ganado');

    const exported = await call('exportMyData', idToken);
    expect(exported.status).toBe(200);
    const data = exported.body.result as {
      cuenta: { uid: string; correo: string; correoVerificado: boolean };
      usuario: { name: string; createdAt: string };
      perfilDeCliente: { company: string };
      testDeNecesidades: { userId: string };
      solicitudesDeCotizacion: { solicitudes: Array<{ id: string; createdAt: string }> };
      newsletter: { estado: string };
    };
    expect(data.cuenta).toMatchObject({ uid, correo: email.toLowerCase(), correoVerificado: true });
    expect(data.usuario).toMatchObject({
      name: 'Ana Emulador',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(data.perfilDeCliente.company).toBe('Empresa Emulador');
    expect(data.testDeNecesidades.userId).toBe(uid);
    expect(data.solicitudesDeCotizacion.solicitudes.map((l) => l.id).sort()).toEqual(
      [nuevo, ganado].sort(),
    );
    expect(data.solicitudesDeCotizacion.solicitudes[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.newsletter.estado).toBe('sin suscripción');

    // A sign-in older than 5 minutes is refused, and nothing is deleted.
    const stale = tokenWith(uid, email, Math.floor(Date.now() / 1000) - 6 * 60);
    const refused = await call('deleteMyAccount', stale);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.status).toBe('FAILED_PRECONDITION');
    expect(refused.body.error?.message).toMatch(/confirma de nuevo tu identidad/);
    expect(await read(`users/${uid}`)).not.toBeNull();

    const deleted = await call('deleteMyAccount', idToken);
    expect(deleted.status).toBe(200);
    expect(deleted.body.result).toEqual({
      deleted: true,
      anonymizedLeads: 1,
      keptWonLeads: 1,
      message:
        'Tu cuenta y tus datos se eliminaron. Conservamos 1 solicitud de cotización en etapa Ganado, porque es el registro de un contrato.',
    });
    for (const path of [`users/${uid}`, `customers/${uid}`, `needsAssessments/${uid}`])
      expect(await read(path), path).toBeNull();
    const anonymized = await read(`contactSubmissions/${nuevo}`);
    expect(anonymized?.fullName).toEqual(str('Datos anonimizados'));
    expect(anonymized?.corporateEmail).toEqual(str(''));
    expect(anonymized?.emailKey).toBeUndefined();
    expect(anonymized?.company).toEqual(str('Empresa Emulador'));
    const kept = await read(`contactSubmissions/${ganado}`);
    expect(kept?.corporateEmail).toEqual(str(email));
    expect(await signIn(email)).toMatchObject({ status: 400, error: 'EMAIL_NOT_FOUND' });
  });

  it("leaves an unverified account's e-mail leads alone and exports none of them", async () => {
    const email = `impostor.${uniq()}@empresa.mx`;
    const { uid, idToken } = await signUp(email);
    await seedUser(uid, email);
    const lead = `acc-u-${uniq()}`;
    await seedLead(lead, email, 'Nuevo');

    const exported = await call('exportMyData', idToken);
    expect(exported.body.result).toMatchObject({
      cuenta: { correoVerificado: false },
      solicitudesDeCotizacion: { incluidas: false, solicitudes: [] },
      newsletter: { estado: 'no consultado' },
    });
    const deleted = await call('deleteMyAccount', idToken);
    expect(deleted.body.result).toMatchObject({ deleted: true, anonymizedLeads: 0 });
    expect((await read(`contactSubmissions/${lead}`))?.fullName).toEqual(str('Ana Emulador'));
    expect(await read(`users/${uid}`)).toBeNull();
  });
});
