/**
 * The arco function's contract (arco/handler.ts): the quote function's bot checks and limits
 * (counted apart), the stored request with its receipt, due date (20 business days) and consent,
 * the e-mail to the privacy address, idempotent retries, and Spanish 4xx refusals.
 */
import { describe, expect, it } from 'vitest';

import { ARCO_ENV, DEFAULT_PRIVACY_EMAIL, loadArcoConfig } from '../src/arco/config.js';
import { createArcoDeps } from '../src/arco/deps.js';
import { handleArco, type ArcoDeps } from '../src/arco/handler.js';
import { createMemoryArcoStore } from '../src/arco/store.js';
import { ConfigError } from '../src/env.js';
import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import { createMemorySpentTokens, createStandInCaptcha } from '../src/forms/captcha.js';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy.js';
import { ALLOWED_ORIGIN, post, recordingLogger, spyMailer } from './helpers.js';

/** Monday 2 March 2026, 10:00 in Cancún. */
const NOW = new Date('2026-03-02T15:00:00.000Z');
/** The end of the 20th business day after (16 March is a rest day): 31 March in Cancún. */
const DUE = '2026-04-01T04:59:59.999Z';

const FORM = {
  fullName: 'Ana Pérez Canul',
  email: 'Ana.Perez@Correo.mx',
  right: 'Cancelación',
  details: 'Quiero que borren mis datos de su lista de prospectos.',
};

let idCounter = 0;
function newId(): string {
  idCounter += 1;
  return `a${String(idCounter).padStart(19, '0')}`;
}

function setup(overrides: Partial<ArcoDeps> = {}) {
  let now = NOW.getTime();
  const standIn = createStandInCaptcha('secreto-de-prueba', createMemorySpentTokens());
  const store = createMemoryArcoStore();
  const mailer = spyMailer();
  const logger = recordingLogger();
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
    logger,
    ...overrides,
  };
  const token = () => standIn.issue(new Date(now));
  const send = (body: Record<string, unknown>, ip = '203.0.113.7', headers = {}) =>
    handleArco(
      post(body, { headers: { origin: ALLOWED_ORIGIN, 'x-forwarded-for': ip, ...headers } }),
      deps,
    );
  const body = (extra: Record<string, unknown> = {}) => ({
    ...FORM,
    id: newId(),
    captchaToken: token(),
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    ...extra,
  });
  return { deps, store, mailer, logger, token, send, body, advance: (ms: number) => (now += ms) };
}

describe('arco: storing a verified request', () => {
  it('stores the fields, Recibida, the receipt, the due date 20 business days later and the consent', async () => {
    const { send, store, body } = setup();
    const request = body();
    const res = await send(request);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(res.body).toEqual({
      success: true,
      message:
        'Recibimos tu solicitud. Te responderemos a tu correo en un plazo máximo de 20 días hábiles.',
    });
    expect(store.docs.get(request.id)).toEqual({
      ...FORM,
      status: 'Recibida',
      receivedAt: NOW.toISOString(),
      dueAt: DUE,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      privacyConsentAt: NOW.toISOString(),
      responseNote: '',
      notified: true,
      notifiedAt: NOW.toISOString(),
    });
  });

  it('e-mails the privacy address once (kind arco-request), Reply-To the person, with the due date', async () => {
    const { send, mailer, body } = setup();
    const request = body();
    await send(request);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      kind: 'arco-request',
      to: ['privacidad@tusocioideal.mx'],
      replyTo: 'ana.perez@correo.mx',
      subject: 'Solicitud ARCO (Cancelación): Ana Pérez Canul',
    });
    expect(mail?.text).toContain('Derecho: Cancelación');
    expect(mail?.text).toContain(FORM.details);
    expect(mail?.text).toContain('Responder a más tardar: martes, 31 de marzo de 2026');
    expect(mail?.text).toContain(`Folio: ${request.id}`);
    expect(mail?.text).toContain('https://www.tusocioideal.mx/admin-dashboard?section=privacidad');
  });

  it('answers a retry of the same form with 200, storing and e-mailing nothing twice, spending no token', async () => {
    const { send, store, mailer, body } = setup();
    const request = body();
    expect((await send(request)).status).toBe(200);
    // The same body again: its token is already spent, so a 200 proves it was never checked.
    const again = await send(request);
    expect(again.status).toBe(200);
    expect(store.docs.size).toBe(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('answers 409 when the id was already used with other data', async () => {
    const { send, store, body, token } = setup();
    const request = body();
    await send(request);
    const res = await send({ ...request, details: 'Otra cosa.', captchaToken: token() });
    expect(res.status).toBe(409);
    expect(store.docs.get(request.id)?.details).toBe(FORM.details);
  });

  it('keeps the request when the e-mail fails (200, logged) and e-mails it on a retry', async () => {
    const { send, store, mailer, logger, body } = setup();
    mailer.failWith = new Error('proveedor caído');
    const request = body();
    const res = await send(request);
    expect(res.status).toBe(200);
    expect(store.docs.get(request.id)).toMatchObject({ status: 'Recibida', notified: false });
    expect(logger.entries.some((e) => e.level === 'error' && e.message.startsWith('arco:'))).toBe(
      true,
    );
    mailer.failWith = null;
    expect((await send(request)).status).toBe(200);
    expect(mailer.sent).toHaveLength(1);
    expect(store.docs.get(request.id)).toMatchObject({ notified: true });
    expect(store.docs.size).toBe(1);
  });
});

describe('arco: refusals (4xx JSON in Spanish, nothing stored or e-mailed)', () => {
  it('refuses without a token, with a spent one or a forged one (403)', async () => {
    const { send, store, mailer, body, token } = setup();
    const none = await send(body({ captchaToken: undefined }));
    expect(none.status).toBe(403);
    expect(none.body).toEqual({
      success: false,
      message: 'Por favor, confirma que no eres un robot.',
    });
    const spent = token();
    expect((await send(body({ captchaToken: spent }))).status).toBe(200);
    const reused = await send(body({ captchaToken: spent }));
    expect(reused.status).toBe(403);
    expect(reused.body?.message).toBe(
      'No pudimos verificar que no eres un robot. Marca de nuevo la casilla e inténtalo otra vez.',
    );
    const forged = createStandInCaptcha('otro-secreto', createMemorySpentTokens()).issue(NOW);
    expect((await send(body({ captchaToken: forged }))).status).toBe(403);
    expect(store.docs.size).toBe(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('answers a bad field with the form schema’s message (400)', async () => {
    const { send, store } = setup();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fullName: '  ' }, 'Este campo es obligatorio.'],
      [{ email: 'ana@' }, 'Ingresa un correo electrónico válido.'],
      [{ right: 'Borrado' }, 'Selecciona una opción.'],
      [{ details: 'x'.repeat(2001) }, 'Máximo 2,000 caracteres.'],
      [{ status: 'Respondida' }, 'El campo "status" no es parte del formulario.'],
      [{ receivedAt: '2020-01-01T00:00:00Z' }, 'El campo "receivedAt" no es parte del formulario.'],
    ];
    for (const [change, message] of cases) {
      const { body } = setup();
      const res = await send(body(change));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    expect(store.docs.size).toBe(0);
  });

  it('needs the version of the privacy notice the person saw (400 without a known one)', async () => {
    const { send, store, body } = setup();
    for (const version of [undefined, '', '1999-01-01', 42]) {
      const res = await send(body({ privacyNoticeVersion: version }));
      expect(res.status).toBe(400);
      expect(res.body?.message).toBe(
        'No pudimos registrar qué versión del Aviso de privacidad viste. Recarga la página e inténtalo de nuevo.',
      );
    }
    expect(store.docs.size).toBe(0);
  });

  it('refuses another origin (403), a non-JSON body (415), a bad id (400) and GET without a stand-in (404)', async () => {
    const { send, body, deps } = setup();
    expect(
      (await send(body(), '203.0.113.7', { origin: 'https://malicioso.example' })).status,
    ).toBe(403);
    expect((await send(body(), '203.0.113.7', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await send(body({ id: 'corto' }))).status).toBe(400);
    const noStandIn = { ...deps, standIn: null };
    const res = await handleArco(
      { method: 'GET', url: '/?captcha=stand-in', headers: {}, ip: '203.0.113.7' },
      noStandIn,
    );
    expect(res.status).toBe(404);
  });

  it('gives a stand-in token locally, which the POST accepts once', async () => {
    const { deps, send, body } = setup();
    const res = await handleArco(
      { method: 'GET', url: '/arco?captcha=stand-in', headers: {}, ip: '203.0.113.7' },
      deps,
    );
    expect(res.status).toBe(200);
    const token = res.body?.token;
    expect(typeof token).toBe('string');
    expect((await send(body({ captchaToken: token }))).status).toBe(200);
  });

  it('limits verified requests per e-mail address (3 an hour, 429 with Retry-After)', async () => {
    const { send, store, body } = setup();
    for (let i = 0; i < 3; i += 1) expect((await send(body())).status).toBe(200);
    const fourth = await send(body({ email: 'ana.perez@correo.mx' }));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.body?.message).toContain('Ya recibimos varias solicitudes de este correo');
    expect(store.docs.size).toBe(3);
  });

  it('limits every attempt from one address (20 in 10 minutes)', async () => {
    const { send, body } = setup();
    for (let i = 0; i < 20; i += 1) await send(body({ fullName: '' }));
    const res = await send(body());
    expect(res.status).toBe(429);
    expect(res.body?.message).toBe(
      'Recibimos demasiadas solicitudes desde tu conexión. Espera unos minutos e inténtalo de nuevo.',
    );
  });

  it('needs App Check when enforced (403 without a valid, unused token)', async () => {
    const seen: string[] = [];
    const { send, store, body } = setup({
      appCheck: {
        async verify(token) {
          seen.push(token);
          return token === 'bueno' ? 'valid' : 'replayed';
        },
      },
    });
    expect((await send(body())).status).toBe(403);
    expect((await send(body(), '203.0.113.7', { 'x-firebase-appcheck': 'usado' })).status).toBe(
      403,
    );
    expect((await send(body(), '203.0.113.7', { 'x-firebase-appcheck': 'bueno' })).status).toBe(
      200,
    );
    expect(seen).toEqual(['usado', 'bueno']);
    expect(store.docs.size).toBe(1);
  });
});

describe('arco: configuration', () => {
  const emulator = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-tusocio' };

  it('uses the quote function’s checks, its own limit keys and the privacy address', () => {
    const config = loadArcoConfig(emulator);
    expect(config.privacyEmails).toEqual([DEFAULT_PRIVACY_EMAIL]);
    expect(config.captcha.kind).toBe('stand-in');
    expect(config.limits.perEmail).toEqual({ max: 3, windowMs: 3_600_000 });
    const deps = createArcoDeps(config, recordingLogger(), { mailer: spyMailer() });
    expect([deps.perAddress.name, deps.perEmail.name, deps.overall.name]).toEqual([
      'arco-ip',
      'arco-email',
      'arco-total',
    ]);
  });

  it('reads PRIVACY_EMAIL and ARCO_LIMIT_*, refusing malformed values', () => {
    const config = loadArcoConfig({
      ...emulator,
      [ARCO_ENV.privacyEmail]: 'Privacidad@TuSocioIdeal.mx',
      [ARCO_ENV.perEmail]: '2/1h',
    });
    expect(config.privacyEmails).toEqual(['privacidad@tusocioideal.mx']);
    expect(config.limits.perEmail).toEqual({ max: 2, windowMs: 3_600_000 });
    expect(() => loadArcoConfig({ ...emulator, [ARCO_ENV.perIp]: 'mucho' })).toThrow(ConfigError);
    expect(() => loadArcoConfig({ ...emulator, [ARCO_ENV.privacyEmail]: 'no-es-correo' })).toThrow(
      ConfigError,
    );
  });

  it('refuses the example privacy address deployed', () => {
    expect(() =>
      loadArcoConfig({
        K_SERVICE: 'arco',
        RECAPTCHA_SECRET: 'secreto',
        BREVO_API_KEY: 'clave',
        MAIL_SENDER_EMAIL: 'avisos@tusocioideal.mx',
        SITE_URL: 'https://www.tusocioideal.mx',
      }),
    ).toThrow(/PRIVACY_EMAIL/);
  });
});
