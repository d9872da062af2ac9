/**
 * Integration test through the real Functions emulator (firebase-tools), offline, no provider key:
 *   npm --prefix functions run test:emulator
 * which builds lib/ and runs this file under
 *   firebase emulators:exec --project demo-tusocio --only functions "..."
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

import { DEFAULT_MAIL_OUTBOX_PATH, DEFAULT_NEWSLETTER_LIST_PATH } from '../../src/config.js';

async function jsonLines<T>(path: string): Promise<T[]> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

interface Mail {
  kind: string;
  to: string[];
  text: string;
}

const URL =
  process.env.NEWSLETTER_EMULATOR_URL ??
  'http://127.0.0.1:5001/demo-tusocio/us-central1/newsletter';

describe('newsletter function in the Functions emulator', () => {
  it('runs inside firebase emulators:exec', () => {
    expect(
      process.env.FIREBASE_EMULATOR_HUB,
      'run with: npm --prefix functions run test:emulator',
    ).toBeTruthy();
  });

  it('subscribes with double opt-in: 200 JSON, a confirmation e-mail, the list after the link', async () => {
    const email = `emulador.${Date.now()}.${process.pid}@example.com`;
    const res = await fetch(URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        Origin: 'http://localhost:5173',
      },
      body: JSON.stringify({ email, name: 'Prueba Emulador' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await res.json()).toEqual({
      success: true,
      message: '¡Gracias por suscribirte! Revisa tu bandeja de entrada.',
    });

    // Double opt-in: one confirmation e-mail, and the address is not on the list yet.
    const mails = (await jsonLines<Mail>(DEFAULT_MAIL_OUTBOX_PATH)).filter(
      (mail) => mail.kind === 'newsletter-confirmation' && mail.to.includes(email),
    );
    expect(mails).toHaveLength(1);
    const onList = async () =>
      (await jsonLines<{ email: string; name?: string }>(DEFAULT_NEWSLETTER_LIST_PATH)).filter(
        (line) => line.email === email,
      );
    expect(await onList()).toEqual([]);

    // Following the e-mailed link adds it once and lands on the site's confirmation page.
    const link = /http\S+confirm=\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(/\/newsletter\/confirmado$/);
    expect(await onList()).toEqual([expect.objectContaining({ email, name: 'Prueba Emulador' })]);
  });

  it('answers a bad e-mail with 400 JSON in Spanish', async () => {
    const res = await fetch(URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'esto-no-es-un-correo' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      success: false,
      message: 'El formato del correo electrónico es inválido.',
    });
  });

  it('answers the CORS preflight for http://localhost:5173', async () => {
    const res = await fetch(URL, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-requested-with,x-firebase-appcheck',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, X-Requested-With, X-Firebase-AppCheck',
    );
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('denies the preflight for another origin (the emulator adds no allow-all CORS)', async () => {
    const res = await fetch(URL, {
      method: 'OPTIONS',
      headers: { Origin: 'https://otro-sitio.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toEqual({ success: false, message: 'Origen no permitido.' });
  });
});
