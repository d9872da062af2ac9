/**
 * Every provider outcome of the double opt-in, through the handler: Brevo against a fake server
 * on 127.0.0.1 (configured the way production is: BREVO_API_KEY, BREVO_LIST_ID,
 * BREVO_DOI_TEMPLATE_ID, BREVO_API_BASE_URL), and the local provider (no key).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/newsletter/deps.js';
import { handleNewsletter } from '../src/newsletter/handler.js';
import { createBrevoProvider } from '../src/providers/brevo.js';
import { startFakeBrevo, type FakeBrevo } from './fake-brevo.js';
import { post, recordingLogger, spyProvider, testDeps, testEnv } from './helpers.js';

const SUCCESS = {
  success: true,
  message: '¡Gracias por suscribirte! Revisa tu bandeja de entrada.',
};
const FAILURE = {
  success: false,
  message:
    'No pudimos completar tu suscripción en este momento. Por favor, inténtalo de nuevo más tarde.',
};
const NOW = new Date('2026-03-01T12:00:00.000Z');
const CONFIRMED = 'https://www.tusocioideal.mx/newsletter/confirmado';

describe('Brevo double opt-in (fake server)', () => {
  let brevo: FakeBrevo;
  let logger: ReturnType<typeof recordingLogger>;

  beforeEach(async () => {
    brevo = await startFakeBrevo();
    logger = recordingLogger();
  });
  afterEach(async () => {
    await brevo.close();
  });

  function env(extra: Record<string, string> = {}) {
    return testEnv({
      BREVO_API_KEY: brevo.apiKey,
      BREVO_LIST_ID: '7',
      BREVO_DOI_TEMPLATE_ID: '12',
      BREVO_API_BASE_URL: brevo.baseUrl,
      SITE_URL: 'https://www.tusocioideal.mx',
      ...extra,
    });
  }

  function deps(extra: Record<string, string> = {}) {
    return createDeps(loadConfig(env(extra)), logger, { clock: () => NOW });
  }

  function logsText(): string {
    return JSON.stringify(logger.entries);
  }

  it('asks Brevo for a confirmation: one DOI call with key, list, template, redirection and name', async () => {
    const res = await handleNewsletter(
      post({ email: ' Ana@Example.com ', name: 'Ana García' }),
      deps(),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual(SUCCESS);

    expect(brevo.requests).toHaveLength(1);
    const [call] = brevo.requests;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v3/contacts/doubleOptinConfirmation');
    expect(call?.headers['api-key']).toBe(brevo.apiKey);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      email: 'ana@example.com',
      includeListIds: [7],
      templateId: 12,
      redirectionUrl: CONFIRMED,
      attributes: { FIRSTNAME: 'Ana García' },
    });
    // Not on the list until the link in Brevo's e-mail is clicked.
    expect(brevo.contacts.has('ana@example.com')).toBe(false);
    brevo.confirm('ana@example.com');
    expect(brevo.contacts.get('ana@example.com')?.listIds.has(7)).toBe(true);
    expect(logsText()).not.toContain(brevo.apiKey);
  });

  it('sends no attributes when no name was given', async () => {
    await handleNewsletter(post({ email: 'ana@example.com' }), deps());
    expect(brevo.requests[0]?.body).toEqual({
      email: 'ana@example.com',
      includeListIds: [7],
      templateId: 12,
      redirectionUrl: CONFIRMED,
    });
  });

  it('stores the name under BREVO_NAME_ATTRIBUTE (e.g. NOMBRE in a Spanish account)', async () => {
    await handleNewsletter(
      post({ email: 'ana@example.com', name: 'Ana' }),
      deps({ BREVO_NAME_ATTRIBUTE: 'NOMBRE' }),
    );
    expect(brevo.pending[0]?.attributes).toEqual({ NOMBRE: 'Ana' });
  });

  it('answers an address already on the list (Brevo: duplicate_parameter) exactly like a new one', async () => {
    brevo.contacts.set('ana@example.com', {
      email: 'ana@example.com',
      attributes: { FIRSTNAME: 'Ana García' },
      listIds: new Set([7]),
    });
    const res = await handleNewsletter(post({ email: 'ANA@example.com', name: 'Otra' }), deps());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUCCESS);
    expect(brevo.pending).toEqual([]);
    expect(brevo.contacts.get('ana@example.com')?.attributes).toEqual({ FIRSTNAME: 'Ana García' });
    expect(logger.entries.find((e) => e.level === 'info')?.data).toMatchObject({
      outcome: 'already-subscribed',
    });
  });

  it('asks a contact that exists in Brevo but not in the newsletter list to confirm (204)', async () => {
    brevo.contacts.set('cliente@example.com', {
      email: 'cliente@example.com',
      attributes: { FIRSTNAME: 'Cliente Original' },
      listIds: new Set([2]),
    });
    const res = await handleNewsletter(post({ email: 'cliente@example.com' }), deps());
    expect(res.status).toBe(200);
    expect(brevo.pending.map((p) => p.email)).toEqual(['cliente@example.com']);
    expect([...(brevo.contacts.get('cliente@example.com')?.listIds ?? [])]).toEqual([2]);
  });

  it('treats a wrong list id as an error (502), not as "already subscribed"', async () => {
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }),
      deps({ BREVO_LIST_ID: '99' }),
    );
    expect(res.status).toBe(502);
    expect(res.body).toEqual(FAILURE);
    expect(logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
      provider: 'brevo',
      reason: 'http',
      status: 400,
      code: 'invalid_parameter',
    });
  });

  it('treats a wrong template id (404) as an error (502)', async () => {
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }),
      deps({ BREVO_DOI_TEMPLATE_ID: '13' }),
    );
    expect(res.status).toBe(502);
    expect(logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
      status: 404,
      code: 'document_not_found',
    });
  });

  it.each([
    [
      '400 invalid_parameter',
      { status: 400, code: 'invalid_parameter', message: 'email is not valid' },
    ],
    [
      '400 document_not_found',
      { status: 400, code: 'document_not_found', message: 'List not found' },
    ],
    ['401 unauthorized', { status: 401, code: 'unauthorized', message: 'Key not found' }],
    [
      '403 permission_denied',
      { status: 403, code: 'permission_denied', message: 'Account suspended' },
    ],
    [
      '404 document_not_found',
      { status: 404, code: 'document_not_found', message: 'List not found' },
    ],
    ['429 too_many_requests', { status: 429, code: 'too_many_requests', message: 'Rate limited' }],
  ])('answers a provider %s with 502 and logs it without the API key', async (_label, mode) => {
    brevo.mode = mode;
    const res = await handleNewsletter(post({ email: 'ana@example.com' }), deps());
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual(FAILURE);
    const entry = logger.entries.find((e) => e.level === 'error');
    expect(entry?.data).toMatchObject({
      provider: 'brevo',
      reason: 'http',
      status: mode.status,
      code: mode.code,
    });
    expect(entry?.data?.email).toBe('a***@example.com');
    expect(logsText()).not.toContain(brevo.apiKey);
    expect(logsText()).not.toContain('ana@example.com');
  });

  it('answers a wrong API key (the fake checks it) with 502', async () => {
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }),
      deps({ BREVO_API_KEY: 'xkeysib-wrong' }),
    );
    expect(res.status).toBe(502);
    expect(logsText()).not.toContain('xkeysib-wrong');
  });

  it.each([500, 502, 503])('answers a provider %i with 502', async (status) => {
    brevo.mode = { status, code: 'internal_error', message: 'Something went wrong' };
    const res = await handleNewsletter(post({ email: 'ana@example.com', name: 'Ana' }), deps());
    expect(res.status).toBe(502);
    expect(res.body).toEqual(FAILURE);
  });

  it('gives up after the time budget and answers 502 (timeout)', async () => {
    brevo.mode = 'hang';
    const provider = createBrevoProvider({
      apiKey: brevo.apiKey,
      listIds: [7],
      templateId: 12,
      redirectionUrl: CONFIRMED,
      baseUrl: brevo.baseUrl,
      timeoutMs: 300,
    });
    const started = Date.now();
    const d = testDeps({ provider });
    const res = await handleNewsletter(post({ email: 'ana@example.com' }), d);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    expect(res.body).toEqual(FAILURE);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
    expect(brevo.requests).toHaveLength(1); // it did reach the (silent) provider
    expect(d.logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
      provider: 'brevo',
      reason: 'timeout',
    });
    expect(JSON.stringify(d.logger.entries)).not.toContain(brevo.apiKey);
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const d = deps();
    await brevo.close();
    const res = await handleNewsletter(post({ email: 'ana@example.com' }), d);
    expect(res.status).toBe(502);
    expect(logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
      reason: 'network',
    });
    brevo = await startFakeBrevo(); // for afterEach
  });

  it('sends no second confirmation to the same address within 24 h, and one after', async () => {
    let now = NOW.getTime();
    const d = createDeps(loadConfig(env()), logger, { clock: () => new Date(now) });
    for (let i = 0; i < 2; i += 1) {
      const res = await handleNewsletter(post({ email: 'ana@example.com' }), d);
      expect(res.body).toEqual(SUCCESS);
      now += 60 * 60_000; // an hour later (the per-address limit is 3 an hour)
    }
    expect(brevo.requests).toHaveLength(1);
    now = NOW.getTime() + 24 * 60 * 60_000;
    await handleNewsletter(post({ email: 'Ana@example.com' }), d);
    expect(brevo.requests).toHaveLength(2);
  });

  it('lets a retry send after a provider failure (the 24 h record is released)', async () => {
    const d = deps();
    brevo.mode = { status: 500, code: 'internal_error', message: 'boom' };
    expect((await handleNewsletter(post({ email: 'ana@example.com' }), d)).status).toBe(502);
    brevo.mode = 'normal';
    expect((await handleNewsletter(post({ email: 'ana@example.com' }), d)).status).toBe(200);
    expect(brevo.pending.map((p) => p.email)).toEqual(['ana@example.com']);
  });
});

describe('the 24 h confirmation record', () => {
  it('answers 502 (and sends nothing) when the record cannot be read, e.g. Firestore unavailable', async () => {
    const provider = spyProvider();
    const d = testDeps({
      provider,
      confirmations: {
        name: 'broken',
        claim: async () => {
          throw new Error('14 UNAVAILABLE: no connection');
        },
      },
    });
    const res = await handleNewsletter(post({ email: 'ana@example.com' }), d);
    expect(res.status).toBe(502);
    expect(res.body).toEqual(FAILURE);
    expect(provider.calls).toEqual([]);
    expect(d.logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
      store: 'broken',
      email: 'a***@example.com',
    });
  });
});
