/**
 * The lead trigger's intake through the real emulators: two quotes, two sales admins, owners in
 * turn, the first-response clock, the second quote with the same phone marked as a possible
 * duplicate of the first, and the e-mail to the owner with the rest copied.
 */
import { describe, expect, it } from 'vitest';

import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy.js';
import { BASE, FIRESTORE, mails, ORIGIN } from './local-stack.js';

type Fields = Record<string, { [type: string]: unknown }>;

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const newId = () => `I${uniq()}`.padEnd(20, 'x').slice(0, 20);

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

async function stored(path: string): Promise<Fields | null> {
  const res = await fetch(`${FIRESTORE}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (res.status === 404) return null;
  return ((await res.json()) as { fields: Fields }).fields;
}

async function put(path: string, fields: Fields) {
  const res = await fetch(`${FIRESTORE}/${path}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  expect(res.status).toBe(200);
}

async function sendQuote(email: string, phone: string): Promise<string> {
  const token = (await (
    await fetch(`${BASE}/quote?captcha=stand-in`, { headers: { Origin: ORIGIN } })
  ).json()) as { token: string };
  const id = newId();
  const res = await fetch(`${BASE}/quote`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'X-Forwarded-For': `203.0.113.${Date.now() % 250}`,
    },
    body: JSON.stringify({
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      fullName: 'Prueba Turno',
      clientType: 'Empresa',
      corporateEmail: email,
      phone,
      serviceType: 'Renta',
      equipmentQuantity: '1-10',
      company: `Turno ${email}`,
      state: 'Quintana Roo',
      message: '',
      id,
      captchaToken: token.token,
    }),
  });
  expect(res.status).toBe(200);
  return id;
}

const ownerField = (doc: Fields | null, key: 'uid' | 'email') =>
  (doc?.owner as { mapValue?: { fields?: Fields } } | undefined)?.mapValue?.fields?.[key]
    ?.stringValue;
const ownerUid = (doc: Fields | null) => ownerField(doc, 'uid');

describe('lead intake in the emulators', () => {
  it('gives consecutive leads to the sales admins in turn, starts the clock and links a duplicate', async () => {
    const run = uniq();
    const admins = [`zz-ventas-1-${run}`, `zz-ventas-2-${run}`];
    for (const uid of admins) {
      await put(`users/${uid}`, {
        email: { stringValue: `${uid}@tusocio.test` },
        role: { stringValue: 'admin' },
        sales: { booleanValue: true },
      });
    }
    // A different number on every run: only this test's leads share it.
    const phone = `99${String(run).slice(-8)}`;
    const first = await sendQuote(`uno.${run}@example.com`, phone);
    const firstDoc = await waitFor(
      () => stored(`contactSubmissions/${first}`),
      (d) => d?.intakeAt !== undefined,
    );
    const second = await sendQuote(`dos.${run}@example.com`, phone);
    const secondDoc = await waitFor(
      () => stored(`contactSubmissions/${second}`),
      (d) => d?.intakeAt !== undefined,
    );

    const owners = [ownerUid(firstDoc), ownerUid(secondDoc)];
    expect(owners.every((uid) => uid !== undefined)).toBe(true);
    expect(owners[0]).not.toEqual(owners[1]);
    expect(firstDoc?.firstResponseDueAt).toHaveProperty('timestampValue');
    expect(firstDoc?.firstResponseAt).toEqual({ nullValue: null });
    expect(firstDoc?.awaitingResponse).toEqual({ booleanValue: true });
    expect(firstDoc?.ownerUid).toEqual({ stringValue: owners[0] });
    expect(firstDoc?.duplicateLeadIds).toEqual({ arrayValue: {} });
    expect(secondDoc?.duplicateLeadIds).toEqual({
      arrayValue: { values: [{ stringValue: first }] },
    });

    // The second lead's e-mail: to its owner, the other sales addresses copied.
    const mail = (
      await waitFor(mails, (all) => all.some((m) => m.replyTo === `dos.${run}@example.com`))
    ).find((m) => m.replyTo === `dos.${run}@example.com`) as
      { to: string[]; cc?: string[]; text: string } | undefined;
    // (Other files' sales admins may exist too: the owner's address is read from the lead.)
    const ownerEmail = ownerField(secondDoc, 'email');
    expect(ownerEmail).toMatch(/@/);
    expect(mail?.to).toEqual([ownerEmail]);
    expect(mail?.cc).toContain('ventas@example.com');
    expect(mail?.cc).not.toContain(ownerEmail);
    expect(mail?.text).toContain(`Responsable: ${ownerEmail}`);

    // Others' runs must not inherit these sales admins.
    for (const uid of admins) await put(`users/${uid}`, { sales: { booleanValue: false } });
  });
});
