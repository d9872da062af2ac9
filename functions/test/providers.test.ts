/**
 * Every provider outcome, through the handler, against a fake Brevo server on 127.0.0.1
 * (configured the way production is: BREVO_API_KEY, BREVO_LIST_ID, BREVO_API_BASE_URL) and the
 * local outbox (no key).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.js';
import { createDeps } from '../src/deps.js';
import { handleNewsletter } from '../src/handler.js';
import { createBrevoProvider } from '../src/providers/brevo.js';
import { startFakeBrevo, type FakeBrevo } from './fake-brevo.js';
import { post, recordingLogger, testDeps, withTempDir } from './helpers.js';

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

describe('Brevo provider (fake server)', () => {
  let brevo: FakeBrevo;
  let logger: ReturnType<typeof recordingLogger>;

  beforeEach(async () => {
    brevo = await startFakeBrevo();
    logger = recordingLogger();
  });
  afterEach(async () => {
    await brevo.close();
  });

  function deps() {
    const config = loadConfig({
      BREVO_API_KEY: brevo.apiKey,
      BREVO_LIST_ID: '7',
      BREVO_API_BASE_URL: brevo.baseUrl,
    });
    return createDeps(config, logger, { clock: () => NOW });
  }

  function logsText(): string {
    return JSON.stringify(logger.entries);
  }

  it('subscribes a new address: one create call with key, list, name and updateEnabled false', async () => {
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
    expect(call?.path).toBe('/v3/contacts');
    expect(call?.headers['api-key']).toBe(brevo.apiKey);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      email: 'ana@example.com',
      listIds: [7],
      updateEnabled: false,
      attributes: { FIRSTNAME: 'Ana García' },
    });
    expect(brevo.contacts.get('ana@example.com')?.listIds.has(7)).toBe(true);
    expect(logsText()).not.toContain(brevo.apiKey);
  });

  it('sends no attributes when no name was given', async () => {
    await handleNewsletter(post({ email: 'ana@example.com' }), deps());
    expect(brevo.requests[0]?.body).toEqual({
      email: 'ana@example.com',
      listIds: [7],
      updateEnabled: false,
    });
  });

  it('stores the name under BREVO_NAME_ATTRIBUTE (e.g. NOMBRE in a Spanish account)', async () => {
    const config = loadConfig({
      BREVO_API_KEY: brevo.apiKey,
      BREVO_LIST_ID: '7',
      BREVO_API_BASE_URL: brevo.baseUrl,
      BREVO_NAME_ATTRIBUTE: 'NOMBRE',
    });
    await handleNewsletter(
      post({ email: 'ana@example.com', name: 'Ana' }),
      createDeps(config, logger),
    );
    expect(brevo.contacts.get('ana@example.com')?.attributes).toEqual({ NOMBRE: 'Ana' });
  });

  it('answers an address already subscribed exactly like a new one, without overwriting its name', async () => {
    const d = deps();
    const first = await handleNewsletter(post({ email: 'ana@example.com', name: 'Ana García' }), d);
    const again = await handleNewsletter(
      post({ email: 'ANA@example.com', name: 'Alguien Más' }),
      d,
    );

    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.body).toEqual(SUCCESS);
    expect(brevo.contacts.get('ana@example.com')?.attributes).toEqual({ FIRSTNAME: 'Ana García' });
    // Brevo said duplicate_parameter; the existing contact was (re)added to the list, nothing else.
    expect(brevo.requests.map((r) => r.path)).toEqual([
      '/v3/contacts',
      '/v3/contacts',
      '/v3/contacts/lists/7/contacts/add',
    ]);
    expect(brevo.requests[2]?.body).toEqual({ emails: ['ana@example.com'] });
  });

  it('adds a contact that exists in Brevo but not in the newsletter list to the list', async () => {
    brevo.contacts.set('cliente@example.com', {
      email: 'cliente@example.com',
      attributes: { FIRSTNAME: 'Cliente Original' },
      listIds: new Set([2]),
    });
    const res = await handleNewsletter(
      post({ email: 'cliente@example.com', name: 'Otro Nombre' }),
      deps(),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SUCCESS);
    const contact = brevo.contacts.get('cliente@example.com');
    expect([...(contact?.listIds ?? [])].sort()).toEqual([2, 7]);
    expect(contact?.attributes).toEqual({ FIRSTNAME: 'Cliente Original' });
  });

  it.each([
    [
      '400 invalid_parameter',
      { status: 400, code: 'invalid_parameter', message: 'email is not valid' },
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
    const config = loadConfig({
      BREVO_API_KEY: 'xkeysib-wrong',
      BREVO_LIST_ID: '7',
      BREVO_API_BASE_URL: brevo.baseUrl,
    });
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }),
      createDeps(config, logger),
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

  it('answers 502 when adding an existing contact to the list fails on the provider side', async () => {
    const d = deps();
    await handleNewsletter(post({ email: 'ana@example.com' }), d);
    brevo.mode = 'normal';
    const realFetch = fetch;
    // Duplicate on create, then a 500 on the list call.
    const provider = createBrevoProvider({
      apiKey: brevo.apiKey,
      listIds: [7],
      baseUrl: brevo.baseUrl,
      fetch: async (url, init) => {
        if (String(url).endsWith('/contacts/add')) {
          return new Response(JSON.stringify({ code: 'internal_error' }), { status: 500 });
        }
        return realFetch(url, init);
      },
    });
    const res = await handleNewsletter(post({ email: 'ana@example.com' }), { ...d, provider });
    expect(res.status).toBe(502);
  });

  it('gives up after the time budget and answers 502 (timeout)', async () => {
    brevo.mode = 'hang';
    const provider = createBrevoProvider({
      apiKey: brevo.apiKey,
      listIds: [7],
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

  it('uses a 5 s budget by default', () => {
    const config = loadConfig({ BREVO_API_KEY: 'k', BREVO_LIST_ID: '7' });
    expect(config.provider).toMatchObject({
      kind: 'brevo',
      timeoutMs: 5000,
      baseUrl: 'https://api.brevo.com/v3',
    });
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
});

describe('local outbox (no BREVO_API_KEY)', () => {
  it('records the subscription as one JSON line and answers success', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'nested', 'outbox.jsonl');
      const config = loadConfig({ NEWSLETTER_OUTBOX_PATH: path });
      expect(config.provider).toEqual({ kind: 'outbox', path });
      const deps = createDeps(config, recordingLogger(), { clock: () => NOW });

      const res = await handleNewsletter(
        post({ email: 'Ana@Example.com', name: 'Ana García' }),
        deps,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual(SUCCESS);
      const noName = await handleNewsletter(post({ email: 'luis@example.com' }), deps);
      expect(noName.status).toBe(200);

      const lines = (await readFile(path, 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown);
      expect(lines).toEqual([
        { email: 'ana@example.com', name: 'Ana García', subscribedAt: '2026-03-01T12:00:00.000Z' },
        { email: 'luis@example.com', subscribedAt: '2026-03-01T12:00:00.000Z' },
      ]);
    });
  });

  it('answers an address already in the outbox the same way and keeps its first name', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'outbox.jsonl');
      const deps = createDeps(loadConfig({ NEWSLETTER_OUTBOX_PATH: path }), recordingLogger(), {
        clock: () => NOW,
      });
      const first = await handleNewsletter(post({ email: 'ana@example.com', name: 'Ana' }), deps);
      const [second, third] = await Promise.all([
        handleNewsletter(post({ email: 'ANA@example.com', name: 'Otra' }), deps),
        handleNewsletter(post({ email: 'ana@example.com', name: 'Tercera' }), deps),
      ]);
      expect(second.body).toEqual(first.body);
      expect(third.body).toEqual(first.body);
      const text = await readFile(path, 'utf8');
      expect(text.trim().split('\n')).toHaveLength(1);
      expect(JSON.parse(text)).toMatchObject({ email: 'ana@example.com', name: 'Ana' });
    });
  });

  it('answers 502 when the outbox cannot be written', async () => {
    await withTempDir(async (dir) => {
      // The outbox path is a directory: appending fails.
      const logger = recordingLogger();
      const deps = createDeps(loadConfig({ NEWSLETTER_OUTBOX_PATH: dir }), logger);
      const res = await handleNewsletter(post({ email: 'ana@example.com' }), deps);
      expect(res.status).toBe(502);
      expect(res.body).toEqual(FAILURE);
      expect(logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
        provider: 'outbox',
        reason: 'storage',
      });
    });
  });
});
