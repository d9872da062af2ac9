/** The two mailers: the local outbox (one JSON line + one log line per e-mail) and Brevo SMTP. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ConfigError } from '../src/env.js';
import { createBrevoMailer } from '../src/mail/brevo-mailer.js';
import { createMailer, loadMailConfig } from '../src/mail/config.js';
import { createOutboxMailer } from '../src/mail/outbox-mailer.js';
import { DEFAULT_MAIL_OUTBOX_PATH, REPO_ROOT } from '../src/paths.js';
import { ProviderError } from '../src/provider-error.js';
import { startFakeBrevo, type FakeBrevo } from './fake-brevo.js';
import { recordingLogger, withTempDir } from './helpers.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const MAIL = {
  kind: 'lead-notification' as const,
  to: ['ventas@example.com', 'direccion@example.com'],
  replyTo: 'ana@empresa.mx',
  subject: 'Nueva solicitud de cotización: ACME\r\nBcc: x@evil.test (Renta, 1-10)',
  text: 'Hola\nMundo',
  html: '<p>Hola</p>',
};

describe('outbox mailer', () => {
  it('appends one JSON line per e-mail with exactly kind, to, replyTo, subject, text, at', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'nested', 'mail-outbox.jsonl');
      const logger = recordingLogger();
      const mailer = createOutboxMailer(path, logger, () => NOW);
      await Promise.all([
        mailer.send(MAIL),
        mailer.send({
          kind: 'newsletter-confirmation',
          to: ['ana@example.com'],
          subject: 'S',
          text: 'T',
        }),
      ]);
      const lines = (await readFile(path, 'utf8')).trim().split('\n');
      expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
        {
          kind: 'lead-notification',
          to: ['ventas@example.com', 'direccion@example.com'],
          replyTo: 'ana@empresa.mx',
          subject: 'Nueva solicitud de cotización: ACME Bcc: x@evil.test (Renta, 1-10)',
          text: 'Hola\nMundo',
          at: '2026-03-01T12:00:00.000Z',
        },
        {
          kind: 'newsletter-confirmation',
          to: ['ana@example.com'],
          replyTo: null,
          subject: 'S',
          text: 'T',
          at: '2026-03-01T12:00:00.000Z',
        },
      ]);
      expect(Object.keys(JSON.parse(lines[0] ?? '{}') as object)).toEqual([
        'kind',
        'to',
        'replyTo',
        'subject',
        'text',
        'at',
      ]);
      // One console line per e-mail, with kind, recipients and subject.
      const infos = logger.entries.filter((e) => e.level === 'info');
      expect(infos).toHaveLength(2);
      expect(infos[0]?.data).toMatchObject({
        kind: 'lead-notification',
        to: ['ventas@example.com', 'direccion@example.com'],
        subject: 'Nueva solicitud de cotización: ACME Bcc: x@evil.test (Renta, 1-10)',
      });
    });
  });

  it('records the copied recipients after `to` when there are any', async () => {
    await withTempDir(async (dir) => {
      const path = join(dir, 'mail-outbox.jsonl');
      await createOutboxMailer(path, recordingLogger(), () => NOW).send({
        ...MAIL,
        to: ['ana@tusocio.mx'],
        cc: ['ventas@example.com', 'luis@tusocio.mx'],
      });
      const line = JSON.parse((await readFile(path, 'utf8')).trim()) as Record<string, unknown>;
      expect(Object.keys(line)).toEqual(['kind', 'to', 'cc', 'replyTo', 'subject', 'text', 'at']);
      expect(line.cc).toEqual(['ventas@example.com', 'luis@tusocio.mx']);
    });
  });

  it('rejects with a storage ProviderError when the file cannot be written', async () => {
    await withTempDir(async (dir) => {
      const mailer = createOutboxMailer(dir, recordingLogger());
      await expect(mailer.send(MAIL)).rejects.toMatchObject({
        name: 'ProviderError',
        reason: 'storage',
      });
    });
  });
});

describe('Brevo mailer (fake server)', () => {
  let brevo: FakeBrevo;
  beforeEach(async () => {
    brevo = await startFakeBrevo();
  });
  afterEach(async () => {
    await brevo.close();
  });

  function mailer(timeoutMs?: number) {
    return createBrevoMailer({
      apiKey: brevo.apiKey,
      baseUrl: brevo.baseUrl,
      sender: { email: 'avisos@tusocioideal.mx', name: 'Tu Socio Ideal' },
      ...(timeoutMs ? { timeoutMs } : {}),
    });
  }

  it('POSTs /smtp/email with the api-key header, sender, recipients, Reply-To, both bodies and a tag', async () => {
    await mailer().send(MAIL);
    expect(brevo.requests).toHaveLength(1);
    expect(brevo.requests[0]?.path).toBe('/v3/smtp/email');
    expect(brevo.requests[0]?.headers['api-key']).toBe(brevo.apiKey);
    expect(brevo.sentEmails).toEqual([
      {
        sender: { email: 'avisos@tusocioideal.mx', name: 'Tu Socio Ideal' },
        to: [{ email: 'ventas@example.com' }, { email: 'direccion@example.com' }],
        replyTo: { email: 'ana@empresa.mx' },
        subject: 'Nueva solicitud de cotización: ACME Bcc: x@evil.test (Renta, 1-10)',
        textContent: 'Hola\nMundo',
        htmlContent: '<p>Hola</p>',
        tags: ['lead-notification'],
      },
    ]);
  });

  it('sends the copied recipients as cc', async () => {
    await mailer().send({ ...MAIL, to: ['ana@tusocio.mx'], cc: ['ventas@example.com'] });
    expect(brevo.sentEmails[0]).toMatchObject({
      to: [{ email: 'ana@tusocio.mx' }],
      cc: [{ email: 'ventas@example.com' }],
    });
  });

  it.each([
    [{ status: 400, code: 'invalid_parameter', message: 'sender not valid' }],
    [{ status: 401, code: 'unauthorized', message: 'Key not found' }],
    [{ status: 500, code: 'internal_error', message: 'boom' }],
  ])('rejects with an http ProviderError on %j', async (mode) => {
    brevo.mode = mode;
    const error = await mailer()
      .send(MAIL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ reason: 'http', status: mode.status, code: mode.code });
    expect(String((error as Error).message)).not.toContain(brevo.apiKey);
  });

  it('rejects with a timeout ProviderError when Brevo does not answer', async () => {
    brevo.mode = 'hang';
    await expect(mailer(200).send(MAIL)).rejects.toMatchObject({ reason: 'timeout' });
  });
});

describe('loadMailConfig', () => {
  it('uses the outbox without a key, at <repo>/.emulator-data/mail-outbox.jsonl unless MAIL_OUTBOX_PATH', () => {
    expect(DEFAULT_MAIL_OUTBOX_PATH).toBe(join(REPO_ROOT, '.emulator-data', 'mail-outbox.jsonl'));
    expect(loadMailConfig({})).toEqual({ kind: 'outbox', path: DEFAULT_MAIL_OUTBOX_PATH });
    expect(loadMailConfig({ MAIL_OUTBOX_PATH: '/tmp/x/mail.jsonl' })).toEqual({
      kind: 'outbox',
      path: '/tmp/x/mail.jsonl',
    });
    expect(createMailer(loadMailConfig({}), recordingLogger()).name).toBe('outbox');
  });

  it('uses Brevo with a key, and then needs a valid MAIL_SENDER_EMAIL', () => {
    expect(
      loadMailConfig({ BREVO_API_KEY: 'k', MAIL_SENDER_EMAIL: 'Avisos@TuSocioIdeal.mx' }),
    ).toEqual({
      kind: 'brevo',
      apiKey: 'k',
      baseUrl: 'https://api.brevo.com/v3',
      timeoutMs: 5000,
      sender: { email: 'avisos@tusocioideal.mx', name: 'Tu Socio Ideal' },
    });
    expect(() => loadMailConfig({ BREVO_API_KEY: 'k' })).toThrow(/MAIL_SENDER_EMAIL/);
    expect(() => loadMailConfig({ BREVO_API_KEY: 'k', MAIL_SENDER_EMAIL: 'nope' })).toThrow(
      ConfigError,
    );
  });

  it('refuses the outbox when deployed', () => {
    expect(() => loadMailConfig({ K_SERVICE: 'notifylead' })).toThrow(/BREVO_API_KEY/);
    expect(loadMailConfig({ K_SERVICE: 'notifylead', FUNCTIONS_EMULATOR: 'true' }).kind).toBe(
      'outbox',
    );
  });
});
