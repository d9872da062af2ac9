/**
 * The arco function through the real emulators (Functions and Firestore, no provider key):
 * stored once with Firestore timestamps and its due date, e-mailed once to the privacy address,
 * and its stand-in token spent for good (the quote function shares the spent-token store).
 */
import { describe, expect, it } from 'vitest';

import { arcoDueAt } from '../../../src/domain/arco.js';
import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy.js';
import { BASE, FIRESTORE, mails, ORIGIN } from './local-stack.js';

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const newId = () => `A${uniq()}`.padEnd(20, 'x').slice(0, 20);

async function standInToken(fn: 'arco' | 'quote'): Promise<string> {
  const res = await fetch(`${BASE}/${fn}?captcha=stand-in`, { headers: { Origin: ORIGIN } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function post(fn: 'arco' | 'quote', body: Record<string, unknown>, clientIp: string) {
  return fetch(`${BASE}/${fn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'X-Forwarded-For': clientIp },
    body: JSON.stringify(body),
  });
}

async function stored(id: string): Promise<Record<string, Record<string, unknown>> | null> {
  const res = await fetch(`${FIRESTORE}/arcoRequests/${id}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (res.status === 404) return null;
  return ((await res.json()) as { fields: Record<string, Record<string, unknown>> }).fields;
}

describe('arco (emulators)', () => {
  it('stores the request once with its receipt and due date, and e-mails the privacy address once', async () => {
    const id = newId();
    const email = `titular-${uniq()}@correo-prueba.mx`;
    const body = {
      fullName: 'Ana Pérez Canul',
      email,
      right: 'Acceso',
      details: 'Quiero saber qué datos tienen de mí.',
      id,
      captchaToken: await standInToken('arco'),
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    };
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const first = await post('arco', body, ip);
    expect(first.status).toBe(200);
    const again = await post('arco', body, ip);
    expect(again.status).toBe(200);

    const doc = await stored(id);
    expect(doc?.status).toEqual({ stringValue: 'Recibida' });
    const receivedAt = new Date(String(doc?.receivedAt?.timestampValue));
    expect(Number.isNaN(receivedAt.getTime())).toBe(false);
    expect(new Date(String(doc?.dueAt?.timestampValue)).toISOString()).toBe(
      arcoDueAt(receivedAt).toISOString(),
    );
    expect(doc?.privacyConsentAt).toEqual(doc?.receivedAt);
    expect(doc?.notified).toEqual({ booleanValue: true });

    const sent = (await mails()).filter((m) => m.kind === 'arco-request' && m.replyTo === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual(['privacidad@example.com']);

    // The token is spent for every form: the quote function refuses it too.
    const reuse = await post(
      'quote',
      {
        fullName: 'Ana Pérez Canul',
        clientType: 'Empresa',
        corporateEmail: email,
        phone: '9987654321',
        serviceType: 'Renta',
        equipmentQuantity: '1-10',
        company: 'Hotel Prueba',
        state: 'Quintana Roo',
        message: '',
        id: newId(),
        captchaToken: body.captchaToken,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      },
      ip,
    );
    expect(reuse.status).toBe(403);
  });
});
