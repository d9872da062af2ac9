/**
 * An ARCO retry with the same id through the real arco function (Functions and Firestore
 * emulators): once the privacy address was e-mailed, or while its lease says an e-mail went out
 * but could not be recorded, a retry answers 200 like the first and adds no e-mail to the outbox.
 */
import { describe, expect, it } from 'vitest';

import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy.js';
import { adminFirestore } from '../../src/firestore/admin.js';
import { BASE, mails, ORIGIN } from './local-stack.js';

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const newId = () => `R${uniq()}`.padEnd(20, 'x').slice(0, 20);

function post(body: Record<string, unknown>, clientIp: string) {
  return fetch(`${BASE}/arco`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'X-Forwarded-For': clientIp },
    body: JSON.stringify(body),
  });
}

describe('arco retry (emulators)', () => {
  it('a retry sends nothing again, even when the first e-mail was sent but not recorded', async () => {
    const token = await fetch(`${BASE}/arco?captcha=stand-in`, { headers: { Origin: ORIGIN } });
    const email = `reintento-${uniq()}@correo-prueba.mx`;
    const id = newId();
    const body = {
      fullName: 'Ana Pérez Canul',
      email,
      right: 'Acceso',
      details: 'Quiero saber qué datos tienen de mí.',
      id,
      captchaToken: ((await token.json()) as { token: string }).token,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    };
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const first = await post(body, ip);
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    const arcoMails = async () =>
      (await mails()).filter((m) => m.kind === 'arco-request' && m.replyTo === email);
    expect(await arcoMails()).toHaveLength(1);

    // As a send whose record failed leaves it: not marked notified, its lease still live.
    const { db, Timestamp } = await adminFirestore();
    await db
      .collection('arcoRequests')
      .doc(id)
      .update({ notified: false, notifyClaimedAt: Timestamp.fromDate(new Date()) });
    const retry = await post(body, ip);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(firstBody);
    expect(await arcoMails()).toHaveLength(1);
  });
});
