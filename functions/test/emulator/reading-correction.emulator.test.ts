/**
 * "Corregir lectura" through the real callable (`correctReading`) in the emulators: an admin
 * corrects a typo; the reading keeps what it had, who, when and why; the next month's reading
 * and the device's floor follow; the device's client, a guest and a visitor are refused; a value
 * below the reading's previous one is refused in Spanish and changes nothing.
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

async function signUp(email: string): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Prueba-Lectura-2026', returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

async function call(idToken: string | null, data: unknown) {
  const res = await fetch(`${BASE}/correctReading`, {
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
      result?: { corrected: boolean; message: string; bw: number; color: number };
      error?: { status: string; message: string };
    },
  };
}

const int = (n: number) => ({ integerValue: String(n) });
const counters = (bw: number, color: number) => ({
  mapValue: { fields: { bw: int(bw), color: int(color) } },
});
const reading = (
  month: string,
  bw: number,
  color: number,
  previous: [number, number],
  by: string,
) => ({
  month: { stringValue: month },
  bw: int(bw),
  color: int(color),
  previous: counters(...previous),
  by: { stringValue: by },
  at: { timestampValue: new Date().toISOString() },
});

describe('correctReading in the emulators', () => {
  it('lets an admin correct a reading; the audit stays and the next floor follows', async () => {
    const run = uniq();
    const admin = await signUp(`admin.lectura.${run}@example.com`);
    await put(`users/${admin.uid}`, {
      email: { stringValue: `admin.lectura.${run}@example.com` },
      role: { stringValue: 'admin' },
    });
    const client = await signUp(`cliente.lectura.${run}@example.com`);
    await put(`clients/${client.uid}`, {
      email: { stringValue: `cliente.lectura.${run}@example.com` },
      name: { stringValue: 'Cliente' },
    });
    const guest = await signUp(`invitado.lectura.${run}@example.com`);
    const device = `eq${run}`.slice(0, 30);
    await put(`equipment/${device}`, {
      clientId: { stringValue: client.uid },
      color: { booleanValue: true },
      startCounters: counters(9_000, 250),
      lastReading: {
        mapValue: {
          fields: {
            month: { stringValue: '2026-05' },
            bw: int(10_000_200),
            color: int(320),
            at: { timestampValue: new Date().toISOString() },
          },
        },
      },
      lastReadingMonth: { stringValue: '2026-05' },
    });
    // April typed as 9,999,999 instead of 9,999; May's reading came after it.
    await put(
      `equipment/${device}/readings/2026-04`,
      reading('2026-04', 9_999_999, 300, [9_000, 250], client.uid),
    );
    // May was estimated ("Estimar"): corrected, it becomes the company's reading.
    await put(`equipment/${device}/readings/2026-05`, {
      ...reading('2026-05', 10_000_200, 320, [9_999_999, 300], client.uid),
      source: { stringValue: 'estimada' },
    });
    const input = {
      equipmentId: device,
      month: '2026-04',
      bw: 9_999,
      color: 300,
      reason: 'El cliente escribió tres nueves de más.',
    };

    expect((await call(null, input)).body.error?.status).toBe('UNAUTHENTICATED');
    for (const who of [client, guest])
      expect((await call(who.idToken, input)).body.error).toEqual({
        status: 'PERMISSION_DENIED',
        message: 'Solo un administrador puede corregir lecturas.',
      });
    const below = await call(admin.idToken, { ...input, bw: 8_999 });
    expect(below.status).toBe(400);
    expect(below.body.error?.message).toBe(
      'La lectura no puede ser menor que la anterior (9,000).',
    );
    const noReason = await call(admin.idToken, { ...input, reason: ' ' });
    expect(noReason.body.error?.message).toBe(
      'Escribe el motivo de la corrección (de 3 a 500 caracteres).',
    );
    expect((await read(`equipment/${device}/readings/2026-04`))?.bw).toEqual(int(9_999_999));

    const corrected = await call(admin.idToken, input);
    expect(corrected.body.result).toEqual({
      corrected: true,
      message: 'Lectura corregida.',
      bw: 9_999,
      color: 300,
    });
    const april = await read(`equipment/${device}/readings/2026-04`);
    expect(april?.bw).toEqual(int(9_999));
    expect(april?.correctedAt).toHaveProperty('timestampValue');
    const [entry] = (
      april?.corrections as { arrayValue: { values: { mapValue: { fields: Fields } }[] } }
    ).arrayValue.values;
    expect(entry?.mapValue.fields).toMatchObject({
      bw: int(9_999_999),
      color: int(300),
      by: { stringValue: admin.uid },
      reason: { stringValue: 'El cliente escribió tres nueves de más.' },
    });
    // May now counts from the corrected April: its pages and the estimate follow.
    expect((await read(`equipment/${device}/readings/2026-05`))?.previous).toEqual(
      counters(9_999, 300),
    );
    // May stays the device's last reading (its floor).
    expect(
      ((await read(`equipment/${device}`))?.lastReading as { mapValue: { fields: Fields } })
        .mapValue.fields.bw,
    ).toEqual(int(10_000_200));

    // Correcting May, the latest, moves the device's floor.
    const may = await call(admin.idToken, { ...input, month: '2026-05', bw: 10_200, color: 320 });
    expect(may.body.result?.corrected).toBe(true);
    const stamped = (await read(`equipment/${device}`))?.lastReading as {
      mapValue: { fields: Fields };
    };
    expect(stamped.mapValue.fields.bw).toEqual(int(10_200));
    // The corrected estimate is no longer "Estimada"; its entry keeps what it was.
    const mayReading = await read(`equipment/${device}/readings/2026-05`);
    expect(mayReading?.source).toEqual({ stringValue: 'empresa' });
    const [mayEntry] = (
      mayReading?.corrections as { arrayValue: { values: { mapValue: { fields: Fields } }[] } }
    ).arrayValue.values;
    expect(mayEntry?.mapValue.fields.source).toEqual({ stringValue: 'estimada' });
    // April was no estimate: its source is untouched (it had none).
    expect((await read(`equipment/${device}/readings/2026-04`))?.source).toBeUndefined();
  });
});
