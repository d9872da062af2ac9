/**
 * Integration test through the real Functions emulator (firebase-tools), offline, no provider key:
 *   npm --prefix functions run test:emulator
 * which builds lib/ and runs this file under
 *   firebase emulators:exec --project demo-tusocio --only functions "..."
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

import { DEFAULT_OUTBOX_PATH } from '../../src/config.js';

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

  it('subscribes: 200 JSON and one line in the local outbox', async () => {
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

    const lines = (await readFile(DEFAULT_OUTBOX_PATH, 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { email: string; name?: string; subscribedAt: string });
    const mine = lines.filter((line) => line.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.name).toBe('Prueba Emulador');
    expect(Number.isNaN(Date.parse(mine[0]?.subscribedAt ?? ''))).toBe(false);
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
