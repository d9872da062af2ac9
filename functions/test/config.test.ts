import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { ConfigError, DEFAULT_OUTBOX_PATH, loadConfig } from '../src/config.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

describe('loadConfig', () => {
  it('defaults: outbox at <repo>/.emulator-data, the site origins only, App Check off, 10 a minute', () => {
    const config = loadConfig({});
    expect(DEFAULT_OUTBOX_PATH).toBe(
      resolve(REPO_ROOT, '.emulator-data', 'newsletter-outbox.jsonl'),
    );
    expect(config.provider).toEqual({ kind: 'outbox', path: DEFAULT_OUTBOX_PATH });
    expect([...config.allowedOrigins]).toEqual([
      'https://www.tusocioideal.mx',
      'https://tusocioideal.mx',
    ]);
    expect(config.appCheckEnforce).toBe(false);
    expect(config.rateLimit).toEqual({ max: 10, windowMs: 60_000 });
  });

  it('adds the localhost origins in the Functions emulator', () => {
    const config = loadConfig({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-tusocio' });
    expect([...config.allowedOrigins].sort()).toEqual(
      [
        'https://www.tusocioideal.mx',
        'https://tusocioideal.mx',
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:4173',
        'http://127.0.0.1:5002',
      ].sort(),
    );
  });

  it('adds the Hosting domains of a real project, and NEWSLETTER_ALLOWED_ORIGINS replaces the site list', () => {
    const config = loadConfig({
      GCLOUD_PROJECT: 'tusocio-prod',
      NEWSLETTER_ALLOWED_ORIGINS: 'https://www.ejemplo.mx, https://ejemplo.mx/',
    });
    expect([...config.allowedOrigins].sort()).toEqual(
      [
        'https://ejemplo.mx',
        'https://tusocio-prod.firebaseapp.com',
        'https://tusocio-prod.web.app',
        'https://www.ejemplo.mx',
      ].sort(),
    );
    expect(config.allowedOrigins.has('http://localhost:5173')).toBe(false);
  });

  it('rejects an allowed origin with a path or a wildcard', () => {
    expect(() => loadConfig({ NEWSLETTER_ALLOWED_ORIGINS: 'https://ejemplo.mx/boletin' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NEWSLETTER_ALLOWED_ORIGINS: '*' })).toThrow(ConfigError);
  });

  it('uses Brevo when a key is set, with list ids and an overridable base URL', () => {
    const config = loadConfig({
      BREVO_API_KEY: ' xkeysib-abc ',
      BREVO_LIST_ID: '3, 12',
      BREVO_API_BASE_URL: 'http://127.0.0.1:9999/v3',
    });
    expect(config.provider).toEqual({
      kind: 'brevo',
      apiKey: 'xkeysib-abc',
      listIds: [3, 12],
      baseUrl: 'http://127.0.0.1:9999/v3',
      nameAttribute: 'FIRSTNAME',
      timeoutMs: 5000,
    });
  });

  it('requires a valid BREVO_LIST_ID with the key, without echoing the key', () => {
    for (const env of [
      { BREVO_API_KEY: 'xkeysib-abc' },
      { BREVO_API_KEY: 'xkeysib-abc', BREVO_LIST_ID: 'newsletter' },
    ]) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain('BREVO_LIST_ID');
      expect(String(error)).not.toContain('xkeysib-abc');
    }
  });

  it('refuses the local outbox when deployed (no key on Cloud Run)', () => {
    expect(() => loadConfig({ K_SERVICE: 'newsletter' })).toThrow(/BREVO_API_KEY/);
    // ...but the emulator also sets K_SERVICE, and there the outbox is the point.
    expect(loadConfig({ K_SERVICE: 'newsletter', FUNCTIONS_EMULATOR: 'true' }).provider.kind).toBe(
      'outbox',
    );
  });

  it('NEWSLETTER_OUTBOX_PATH overrides the outbox file', () => {
    expect(loadConfig({ NEWSLETTER_OUTBOX_PATH: '/tmp/x/outbox.jsonl' }).provider).toEqual({
      kind: 'outbox',
      path: '/tmp/x/outbox.jsonl',
    });
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['false', false],
    ['', false],
  ])('APPCHECK_ENFORCE=%s -> %s', (value, expected) => {
    expect(loadConfig({ APPCHECK_ENFORCE: value }).appCheckEnforce).toBe(expected);
  });
});
