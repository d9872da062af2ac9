/**
 * The local double opt-in (no BREVO_API_KEY): confirmation e-mail in the mail outbox, the link
 * back to this function, and the subscriber in the local list only after the click.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { DEVELOPMENT_CONFIRM_SECRET, loadConfig } from '../src/config.js';
import { createDeps } from '../src/newsletter/deps.js';
import { handleNewsletter } from '../src/newsletter/handler.js';
import type { OutboxMail } from '../src/mail/outbox-mailer.js';
import type { Env } from '../src/env.js';
import { get, post, recordingLogger, testEnv, withTempDir } from './helpers.js';

const SUCCESS = {
  success: true,
  message: '¡Gracias por suscribirte! Revisa tu bandeja de entrada.',
};
const INVALID_LINK = {
  success: false,
  message:
    'El enlace de confirmación no es válido o ya venció. Suscríbete de nuevo para recibir uno nuevo.',
};
const NOW = new Date('2026-03-01T12:00:00.000Z');
const FUNCTION_URL = 'http://127.0.0.1:5001/demo-tusocio/us-central1/newsletter';

async function lines<T>(path: string): Promise<T[]> {
  let text = '';
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

function setup(dir: string, extra: Env = {}, clock: () => Date = () => NOW) {
  const paths = { list: join(dir, 'list.jsonl'), outbox: join(dir, 'mail.jsonl') };
  const logger = recordingLogger();
  const env = testEnv({
    FUNCTIONS_EMULATOR: 'true',
    GCLOUD_PROJECT: 'demo-tusocio',
    NEWSLETTER_LIST_PATH: paths.list,
    MAIL_OUTBOX_PATH: paths.outbox,
    ...extra,
  });
  const deps = createDeps(loadConfig(env), logger, { clock });
  return { paths, logger, deps };
}

function linkIn(mail: OutboxMail | undefined): string {
  const match = /(http:\/\/\S+\?confirm=\S+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link in ${JSON.stringify(mail)}`);
  return match[1];
}

describe('local double opt-in', () => {
  it('mails a confirmation link to the outbox and lists the address only after the click', async () => {
    await withTempDir(async (dir) => {
      const { paths, logger, deps } = setup(dir);
      const res = await handleNewsletter(
        post({ email: 'Ana@Example.com', name: 'Ana García' }),
        deps,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual(SUCCESS);

      const mails = await lines<OutboxMail>(paths.outbox);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(Object.keys(mail ?? {})).toEqual(['kind', 'to', 'replyTo', 'subject', 'text', 'at']);
      expect(mail).toMatchObject({
        kind: 'newsletter-confirmation',
        to: ['ana@example.com'],
        replyTo: null,
        subject: 'Confirma tu suscripción al newsletter de Tu Socio Ideal',
        at: '2026-03-01T12:00:00.000Z',
      });
      const link = linkIn(mail);
      expect(link.startsWith(`${FUNCTION_URL}?confirm=`)).toBe(true);
      // The console shows the e-mail too.
      expect(logger.entries.some((e) => e.data?.kind === 'newsletter-confirmation')).toBe(true);
      expect(await lines(paths.list)).toEqual([]);

      const confirmed = await handleNewsletter(get(link), deps);
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.location).toBe('http://localhost:5173/newsletter/confirmado');
      expect(confirmed.body).toBeNull();
      expect(await lines(paths.list)).toEqual([
        { email: 'ana@example.com', name: 'Ana García', subscribedAt: '2026-03-01T12:00:00.000Z' },
      ]);

      // A second click (or both at once) adds nothing.
      const again = await Promise.all([
        handleNewsletter(get(link), deps),
        handleNewsletter(get(link), deps),
      ]);
      expect(again.map((r) => r.status)).toEqual([303, 303]);
      expect(await lines(paths.list)).toHaveLength(1);
    });
  });

  it('answers a forged, damaged or expired link with 400 JSON in Spanish and lists nobody', async () => {
    await withTempDir(async (dir) => {
      let now = NOW.getTime();
      const { paths, deps } = setup(dir, {}, () => new Date(now));
      await handleNewsletter(post({ email: 'ana@example.com' }), deps);
      const link = linkIn((await lines<OutboxMail>(paths.outbox))[0]);
      const token = new URL(link).searchParams.get('confirm') ?? '';
      const [payload, signature] = token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ e: 'otra@example.com', x: now + 1e9 }),
      ).toString('base64url');

      for (const bad of [
        'abc',
        `${payload}.${signature}x`,
        `${forgedPayload}.${signature}`,
        `${payload}`,
        '',
      ]) {
        const res = await handleNewsletter(get(`${FUNCTION_URL}?confirm=${bad}`), deps);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.body).toEqual(INVALID_LINK);
      }
      now += 7 * 24 * 60 * 60_000; // the link lives 7 days
      const expired = await handleNewsletter(get(link), deps);
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual(INVALID_LINK);
      expect(await lines(paths.list)).toEqual([]);
    });
  });

  it('answers an address already on the list with the same success and no e-mail', async () => {
    await withTempDir(async (dir) => {
      const { paths, deps } = setup(dir);
      await handleNewsletter(post({ email: 'ana@example.com', name: 'Ana' }), deps);
      await handleNewsletter(get(linkIn((await lines<OutboxMail>(paths.outbox))[0])), deps);

      const res = await handleNewsletter(post({ email: 'ANA@example.com', name: 'Otra' }), deps);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(SUCCESS);
      expect(await lines(paths.outbox)).toHaveLength(1);
      expect(await lines(paths.list)).toEqual([
        { email: 'ana@example.com', name: 'Ana', subscribedAt: '2026-03-01T12:00:00.000Z' },
      ]);
    });
  });

  it('sends one confirmation per address per 24 h, however often the form is sent', async () => {
    await withTempDir(async (dir) => {
      let now = NOW.getTime();
      const { paths, deps } = setup(dir, {}, () => new Date(now));
      const results = await Promise.all([
        handleNewsletter(post({ email: 'ana@example.com' }), deps),
        handleNewsletter(post({ email: 'ANA@example.com' }), deps),
      ]);
      expect(results.map((r) => r.body)).toEqual([SUCCESS, SUCCESS]);
      now += 23 * 60 * 60_000;
      expect((await handleNewsletter(post({ email: 'ana@example.com' }), deps)).body).toEqual(
        SUCCESS,
      );
      expect(await lines(paths.outbox)).toHaveLength(1);
      now = NOW.getTime() + 24 * 60 * 60_000;
      await handleNewsletter(post({ email: 'ana@example.com' }), deps);
      expect(await lines(paths.outbox)).toHaveLength(2);
    });
  });

  it('answers 502 when the mail outbox cannot be written', async () => {
    await withTempDir(async (dir) => {
      // The outbox path is a directory: appending fails.
      const { paths, logger, deps } = setup(dir, { MAIL_OUTBOX_PATH: dir });
      const res = await handleNewsletter(post({ email: 'ana@example.com' }), deps);
      expect(res.status).toBe(502);
      expect(logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
        provider: 'local',
        reason: 'storage',
      });
      expect(await lines(paths.list)).toEqual([]);
    });
  });

  it('links to NEWSLETTER_PUBLIC_URL, or to the emulator URL of GCLOUD_PROJECT and FUNCTION_REGION', () => {
    const local = (env: Env) => {
      const provider = loadConfig(testEnv(env)).provider;
      return provider.kind === 'local' ? provider.confirmUrl : null;
    };
    expect(local({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-otro' })).toBe(
      'http://127.0.0.1:5001/demo-otro/us-central1/newsletter',
    );
    expect(local({ GCLOUD_PROJECT: 'demo-otro', FUNCTION_REGION: 'southamerica-east1' })).toBe(
      'http://127.0.0.1:5001/demo-otro/southamerica-east1/newsletter',
    );
    expect(
      local({
        NEWSLETTER_PUBLIC_URL: 'http://localhost:5001/demo-tusocio/us-central1/newsletter/',
      }),
    ).toBe('http://localhost:5001/demo-tusocio/us-central1/newsletter');
  });

  it('signs links with the fixed development secret only in the emulator', () => {
    const secret = (env: Env) => {
      const provider = loadConfig(testEnv(env)).provider;
      return provider.kind === 'local' ? provider.confirmSecret : null;
    };
    expect(secret({ FUNCTIONS_EMULATOR: 'true' })).toBe(DEVELOPMENT_CONFIRM_SECRET);
    expect(secret({ FUNCTIONS_EMULATOR: 'true', NEWSLETTER_CONFIRM_SECRET: 'otro' })).toBe('otro');
    const outside = secret({});
    expect(outside).not.toBe(DEVELOPMENT_CONFIRM_SECRET);
    expect(outside).toMatch(/^[0-9a-f]{64}$/);
    expect(secret({})).not.toBe(outside); // random per instance
  });

  it('has no confirmation route with Brevo: GET answers 405', async () => {
    const deps = createDeps(
      loadConfig(testEnv({ BREVO_API_KEY: 'k', BREVO_LIST_ID: '7', BREVO_DOI_TEMPLATE_ID: '12' })),
      recordingLogger(),
    );
    const res = await handleNewsletter(get(`${FUNCTION_URL}?confirm=abc`), deps);
    expect(res.status).toBe(405);
  });
});
