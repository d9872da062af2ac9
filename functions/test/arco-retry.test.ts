/**
 * An ARCO retry with the same id (arco/handler.ts) sends its e-mail at most once: a retry while
 * the first delivery is still sending, or after the e-mail was sent but could not be recorded,
 * answers 200 like the first and sends nothing; only a failed send is tried again by a retry.
 */
import { describe, expect, it } from 'vitest';

import { handleArco, type ArcoDeps } from '../src/arco/handler.js';
import { createMemoryArcoStore } from '../src/arco/store.js';
import type { MailMessage } from '../src/mail/mailer.js';
import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import { createMemorySpentTokens, createStandInCaptcha } from '../src/forms/captcha.js';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy.js';
import { ALLOWED_ORIGIN, post, recordingLogger } from './helpers.js';

const NOW = new Date('2026-03-02T15:00:00.000Z');
const FORM = {
  fullName: 'Ana Pérez Canul',
  email: 'Ana.Perez@Correo.mx',
  right: 'Cancelación',
  details: 'Quiero que borren mis datos de su lista de prospectos.',
};

function setup() {
  const now = NOW.getTime();
  const standIn = createStandInCaptcha('secreto-de-prueba', createMemorySpentTokens());
  const store = createMemoryArcoStore();
  const sent: MailMessage[] = [];
  let gate: Promise<void> | null = null;
  const mailer = {
    name: 'lento',
    async send(message: MailMessage) {
      if (gate) await gate;
      sent.push(message);
    },
  };
  const deps: ArcoDeps = {
    captcha: standIn,
    standIn,
    appCheck: null,
    allowedOrigins: new Set([ALLOWED_ORIGIN]),
    clientIpPosition: 1,
    perAddress: createMemorySharedLimiter('arco-ip', { max: 20, windowMs: 10 * 60_000 }),
    perEmail: createMemorySharedLimiter('arco-email', { max: 3, windowMs: 3_600_000 }),
    overall: createMemorySharedLimiter('arco-total', { max: 300, windowMs: 3_600_000 }),
    store,
    mailer,
    privacyEmails: ['privacidad@tusocioideal.mx'],
    siteUrl: 'https://www.tusocioideal.mx',
    clock: () => new Date(now),
    logger: recordingLogger(),
  };
  const send = (body: Record<string, unknown>) =>
    handleArco(
      post(body, { headers: { origin: ALLOWED_ORIGIN, 'x-forwarded-for': '203.0.113.7' } }),
      deps,
    );
  const body = {
    ...FORM,
    id: 'a0000000000000000777',
    captchaToken: standIn.issue(new Date(now)),
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  };
  return {
    store,
    sent,
    send,
    body,
    hold: () => {
      let open = () => {};
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
  };
}

describe('arco: a retry of a stored request sends nothing again', () => {
  it('a retry while the first e-mail is still being sent answers 200 and sends nothing', async () => {
    const { send, sent, body, hold, store } = setup();
    const release = hold();
    const first = send(body);
    // Let the first delivery store the request and reach the (slow) mailer.
    for (let i = 0; i < 20 && !store.docs.get(body.id)?.notifyClaimedAt; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const retry = await send(body);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual((await (release(), first)).body);
    expect(sent).toHaveLength(1);
    expect(store.docs.get(body.id)).toMatchObject({ notified: true });
  });

  it('a retry after the e-mail was sent but not recorded sends nothing', async () => {
    const { send, sent, body, store } = setup();
    const markNotified = store.markNotified;
    store.markNotified = async () => {
      throw new Error('Firestore no disponible');
    };
    expect((await send(body)).status).toBe(200);
    expect(sent).toHaveLength(1);
    store.markNotified = markNotified;
    expect((await send(body)).status).toBe(200);
    expect((await send(body)).status).toBe(200);
    expect(sent).toHaveLength(1);
  });
});
