/**
 * "Fusionar en esta" through the real emulators: an admin merges a duplicate into the lead kept;
 * its activities move, a note says so, the duplicate is marked merged; a second merge changes
 * nothing; a guest and a visitor are refused by the callable.
 */
import { describe, expect, it } from 'vitest';

import { BASE, FIRESTORE } from './local-stack.js';

type Fields = Record<string, { [type: string]: unknown }>;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function put(path: string, fields: Fields) {
  const res = await fetch(`${FIRESTORE}/${path}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields }),
  });
  expect(res.status).toBe(200);
}

async function read(path: string): Promise<Fields | null> {
  const res = await fetch(`${FIRESTORE}/${path}`, { headers: OWNER });
  if (res.status === 404) return null;
  return ((await res.json()) as { fields: Fields }).fields;
}

async function list(path: string): Promise<Array<{ name: string; fields: Fields }>> {
  const res = await fetch(`${FIRESTORE}/${path}`, { headers: OWNER });
  return (
    ((await res.json()) as { documents?: Array<{ name: string; fields: Fields }> }).documents ?? []
  );
}

async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Prueba-Fusion-2026', returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

async function call(idToken: string | null, data: unknown) {
  const res = await fetch(`${BASE}/mergeLeads`, {
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
      result?: { merged: boolean; moved: number; message: string };
      error?: { status: string; message: string };
    },
  };
}

const lead = (company: string): Fields => ({
  fullName: { stringValue: 'Prueba Fusión' },
  company: { stringValue: company },
  corporateEmail: { stringValue: `fusion.${uniq()}@example.com` },
  status: { stringValue: 'Nuevo' },
  createdAt: { timestampValue: new Date().toISOString() },
  awaitingResponse: { booleanValue: true },
  nextActionAt: { timestampValue: new Date().toISOString() },
  // Already through the intake: the trigger leaves them as they are.
  intakeAt: { timestampValue: new Date().toISOString() },
  notified: { booleanValue: true },
});

describe('mergeLeads in the emulators', () => {
  it('moves the activities to the kept lead and marks the other merged, once', async () => {
    const run = uniq();
    const keep = `keep${run}`.slice(0, 30);
    const dup = `dup${run}`.slice(0, 30);
    await put(`contactSubmissions/${keep}`, lead('Hotel Conservado'));
    await put(`contactSubmissions/${dup}`, lead('Hotel Duplicado'));
    for (const [id, text] of [
      ['n1', 'Llamé y pidió precio'],
      ['n2', 'Envié catálogo'],
    ] as const) {
      await put(`contactSubmissions/${dup}/notes/${id}`, {
        text: { stringValue: text },
        kind: { stringValue: 'Llamada' },
        authorUid: { stringValue: 'otro' },
        authorEmail: { stringValue: 'otro@example.com' },
        createdAt: { timestampValue: new Date().toISOString() },
      });
    }
    const admin = await signUp(`admin.fusion.${run}@example.com`);
    await put(`users/${admin.uid}`, {
      email: { stringValue: `admin.fusion.${run}@example.com` },
      role: { stringValue: 'admin' },
    });
    const guest = await signUp(`invitado.fusion.${run}@example.com`);

    expect((await call(null, { keepId: keep, mergeId: dup })).body.error?.status).toBe(
      'UNAUTHENTICATED',
    );
    expect((await call(guest.idToken, { keepId: keep, mergeId: dup })).body.error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Solo un administrador puede fusionar solicitudes.',
    });
    expect((await call(admin.idToken, { keepId: keep, mergeId: keep })).status).toBe(400);

    const merged = await call(admin.idToken, { keepId: keep, mergeId: dup });
    expect(merged.body.result).toEqual({
      merged: true,
      moved: 2,
      message: 'Solicitudes fusionadas: se movieron 2 actividades.',
    });
    const kept = await list(`contactSubmissions/${keep}/notes`);
    const texts = kept.map((n) => n.fields.text?.stringValue);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Llamé y pidió precio',
        'Envié catálogo',
        `Se fusionó aquí la solicitud de Hotel Duplicado (${dup}): 2 actividades.`,
      ]),
    );
    expect(await list(`contactSubmissions/${dup}/notes`)).toEqual([]);
    const dupDoc = await read(`contactSubmissions/${dup}`);
    expect(dupDoc?.mergedInto).toEqual({ stringValue: keep });
    expect(dupDoc?.awaitingResponse).toEqual({ booleanValue: false });
    expect(dupDoc?.nextActionAt).toEqual({ nullValue: null });
    expect((await read(`contactSubmissions/${keep}`))?.latestNote).toBeDefined();

    const again = await call(admin.idToken, { keepId: keep, mergeId: dup });
    expect(again.body.result?.message).toBe('Esas solicitudes ya estaban fusionadas.');
    expect(await list(`contactSubmissions/${keep}/notes`)).toHaveLength(3);
  });
});
