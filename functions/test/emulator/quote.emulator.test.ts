/**
 * The quote function, the lead trigger and the sweep through the real emulators (Functions and
 * Firestore, offline, no provider key): npm --prefix functions run test:emulator.
 * What the unit tests fake (Firestore counters, spent tokens, the lead store's query) runs for
 * real here.
 */
import { describe, expect, it } from 'vitest';

import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy.js';
import { runLeadNotificationSweep } from '../../src/leads/wiring.js';
import { recordingLogger } from '../helpers.js';
import { BASE, FIRESTORE, mails, ORIGIN, type Mail } from './local-stack.js';

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const newId = () =>
  `E${uniq()}`
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(20, 'x')
    .slice(0, 20);

async function standInToken(): Promise<string> {
  const res = await fetch(`${BASE}/quote?captcha=stand-in`, { headers: { Origin: ORIGIN } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function quote(body: Record<string, unknown>, clientIp: string) {
  return fetch(`${BASE}/quote`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      // What Google's front end appends in production: the client's address, rightmost.
      'X-Forwarded-For': clientIp,
    },
    // As the form sends it: with the privacy notice's version.
    body: JSON.stringify({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION, ...body }),
  });
}

/** The document as the emulator's owner sees it (rules bypassed). */
async function stored(id: string): Promise<Record<string, { [type: string]: unknown }> | null> {
  const res = await fetch(`${FIRESTORE}/contactSubmissions/${id}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (res.status === 404) return null;
  return ((await res.json()) as { fields: Record<string, { [type: string]: unknown }> }).fields;
}

const form = (email: string) => ({
  fullName: 'Prueba Emulador',
  clientType: 'Empresa',
  corporateEmail: email,
  phone: '9981234567',
  serviceType: 'Renta',
  equipmentQuantity: '1-10',
  company: `Empresa ${email}`,
  state: 'Quintana Roo',
  message: '',
});

describe('quote function in the emulators', () => {
  it('runs inside firebase emulators:exec with Firestore', () => {
    expect(
      process.env.FIRESTORE_EMULATOR_HOST,
      'run with: npm --prefix functions run test:emulator',
    ).toBeTruthy();
  });

  it('stores a verified request once, e-mails sales once, and answers a retry with 200', async () => {
    const email = `cotiza.${uniq()}@example.com`;
    const id = newId();
    const body = { ...form(email), id, captchaToken: await standInToken() };
    const res = await quote(body, '198.51.100.10');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Solicitud recibida.' });
    const doc = await stored(id);
    expect(doc?.corporateEmail).toEqual({ stringValue: email });
    expect(doc?.phone).toEqual({ stringValue: '+529981234567' });
    expect(doc?.recaptcha).toEqual({ booleanValue: true });
    expect(doc?.createdAt).toHaveProperty('timestampValue');
    // Consent on record: the notice's version and the server's time of the request.
    expect(doc?.privacyNoticeVersion).toEqual({ stringValue: PRIVACY_NOTICE_VERSION });
    expect(doc?.privacyConsentAt).toEqual(doc?.createdAt);

    const retry = await quote(body, '198.51.100.10');
    expect(retry.status).toBe(200);

    const forLead = (all: Mail[]) =>
      all.filter((m) => m.kind === 'lead-notification' && m.replyTo === email);
    expect(forLead(await waitFor(mails, (all) => forLead(all).length > 0))).toHaveLength(1);
    const notified = await waitFor(
      () => stored(id),
      (d) => d?.notified?.booleanValue === true,
    );
    expect(notified?.notified).toEqual({ booleanValue: true });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(forLead(await mails())).toHaveLength(1);
  });

  it('refuses a spent stand-in token and a made-up one (403), storing nothing', async () => {
    const token = await standInToken();
    const first = newId();
    expect(
      (
        await quote(
          { ...form(`a.${uniq()}@example.com`), id: first, captchaToken: token },
          '198.51.100.11',
        )
      ).status,
    ).toBe(200);
    const second = newId();
    const replay = await quote(
      { ...form(`b.${uniq()}@example.com`), id: second, captchaToken: token },
      '198.51.100.11',
    );
    expect(replay.status).toBe(403);
    expect(await stored(second)).toBeNull();
    const third = newId();
    const forged = await quote(
      { ...form(`c.${uniq()}@example.com`), id: third, captchaToken: 'standin.0.0.x' },
      '198.51.100.11',
    );
    expect(forged.status).toBe(403);
    expect(await stored(third)).toBeNull();
  });

  it('counts per address in Firestore: a forged X-Forwarded-For prefix does not reset it', async () => {
    const client = `198.51.100.${20 + (Date.now() % 200)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await quote(
        { ...form(`ip${i}.${uniq()}@example.com`), id: newId(), captchaToken: 'malo' },
        `10.0.0.${i}, ${client}`,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 403)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('the sweep sends a lead whose notification did not go out', async () => {
    // A lead whose first delivery holds a lease that is about to lapse (as if it crashed while
    // sending): the trigger sees it busy; the sweep after the lease sends it.
    const id = newId();
    const email = `barrido.${uniq()}@example.com`;
    const now = new Date();
    const fields = {
      ...Object.fromEntries(Object.entries(form(email)).map(([k, v]) => [k, { stringValue: v }])),
      phone: { stringValue: '+529981234567' },
      recaptcha: { booleanValue: true },
      submittedAt: { stringValue: now.toISOString() },
      status: { stringValue: 'Nuevo' },
      notified: { booleanValue: false },
      createdAt: { timestampValue: now.toISOString() },
      notifyClaimedAt: { timestampValue: new Date(now.getTime() - 118_000).toISOString() },
    };
    const created = await fetch(`${FIRESTORE}/contactSubmissions?documentId=${id}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    expect(created.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await stored(id))?.notified).toEqual({ booleanValue: false });

    const report = await runLeadNotificationSweep(
      { ...process.env, FUNCTIONS_EMULATOR: 'true' },
      recordingLogger(),
    );
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect((await stored(id))?.notified).toEqual({ booleanValue: true });
    expect((await mails()).filter((m) => m.replyTo === email)).toHaveLength(1);
  });
});
