/**
 * The quote function's contract (quote/handler.ts): nothing is stored without a valid, unspent
 * human-verification token; retries are idempotent; limits are per address (IPv6 /64), per e-mail
 * and overall; every refusal is 4xx JSON in Spanish.
 */
import { describe, expect, it } from 'vitest';

import type { AppCheckVerifier } from '../src/app-check.js';
import { rateLimitKeyForIp } from '../src/client-ip.js';
import { ConfigError } from '../src/env.js';
import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import {
  createMemorySpentTokens,
  createRecaptchaVerifier,
  createStandInCaptcha,
  type CaptchaVerifier,
} from '../src/forms/captcha.js';
import { loadQuoteConfig } from '../src/quote/config.js';
import { createQuoteDeps } from '../src/quote/deps.js';
import { handleQuote, type QuoteDeps } from '../src/quote/handler.js';
import { createMemoryQuoteStore } from '../src/quote/store.js';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy.js';
import { ALLOWED_ORIGIN, post, recordingLogger } from './helpers.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');

const FORM = {
  fullName: 'Ana Pérez Canul',
  clientType: 'Institución Educativa',
  corporateEmail: 'ana.perez@colegio-caribe.edu.mx',
  phone: '+529987654321',
  serviceType: 'Venta',
  equipmentQuantity: '+50',
  company: 'Colegio del Caribe',
  state: 'Quintana Roo',
  message: 'Equipos para 3 planteles.',
};

let idCounter = 0;
/** A fresh 20-character id, as the form picks one per filled form. */
function newId(): string {
  idCounter += 1;
  return `q${String(idCounter).padStart(19, '0')}`;
}

function setup(overrides: Partial<QuoteDeps> = {}) {
  let now = NOW.getTime();
  const standIn = createStandInCaptcha('secreto-de-prueba', createMemorySpentTokens());
  const store = createMemoryQuoteStore();
  const logger = recordingLogger();
  const deps: QuoteDeps = {
    captcha: standIn,
    standIn,
    appCheck: null,
    allowedOrigins: new Set([ALLOWED_ORIGIN]),
    clientIpPosition: 1,
    perAddress: createMemorySharedLimiter('quote-ip', { max: 20, windowMs: 10 * 60_000 }),
    perEmail: createMemorySharedLimiter('quote-email', { max: 3, windowMs: 3_600_000 }),
    overall: createMemorySharedLimiter('quote-total', { max: 300, windowMs: 3_600_000 }),
    store,
    clock: () => new Date(now),
    logger,
    ...overrides,
  };
  const token = () => standIn.issue(new Date(now));
  /** As the form sends it: with the privacy notice's version unless the body says otherwise. */
  const send = (body: Record<string, unknown>, ip = '203.0.113.7', headers = {}) =>
    handleQuote(
      post(Array.isArray(body) ? body : { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, ...body }, {
        headers: { origin: ALLOWED_ORIGIN, 'x-forwarded-for': ip, ...headers },
      }),
      deps,
    );
  return { deps, store, logger, token, send, advance: (ms: number) => (now += ms) };
}

describe('quote: storing a verified request', () => {
  it('stores the form under its id with server time, recaptcha verified and notified false', async () => {
    const { send, store, token } = setup();
    const id = newId();
    const res = await send({ ...FORM, id, captchaToken: token() });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(res.body).toEqual({ success: true, message: 'Solicitud recibida.' });
    expect(store.docs.get(id)).toEqual({
      ...FORM,
      recaptcha: true,
      submittedAt: NOW.toISOString(),
      createdAt: NOW.toISOString(),
      status: 'Nuevo',
      notified: false,
      emailKey: 'ana.perez@colegio-caribe.edu.mx',
      nameKey: 'ana perez canul',
      companyKey: 'colegio del caribe',
      privacyNoticeVersion: '2026-11-27',
      privacyConsentAt: NOW.toISOString(),
    });
  });

  it('stores where the visit came from, once, and drops an attribution that is not one (the lead stays)', async () => {
    const { send, store, token, logger } = setup();
    const touch = {
      source: 'google',
      medium: 'cpc',
      campaign: 'renta-impresoras',
      term: '',
      content: '',
      gclid: 'G-1',
      fbclid: '',
      referrer: 'www.google.com',
      landingPath: '/business-lines',
      at: '2026-02-27T09:00:00.000Z',
    };
    const attribution = {
      first: { ...touch, source: '', medium: '', campaign: '', gclid: '' },
      last: touch,
    };
    const id = newId();
    expect((await send({ ...FORM, id, captchaToken: token(), attribution })).status).toBe(200);
    expect(store.docs.get(id)?.attribution).toEqual(attribution);

    const forged = newId();
    const res = await send({
      ...FORM,
      id: forged,
      captchaToken: token(),
      attribution: {
        first: touch,
        last: { ...touch, landingPath: 'https://evil.mx', admin: true },
      },
    });
    expect(res.status).toBe(200);
    expect(store.docs.get(forged)).toBeDefined();
    expect(store.docs.get(forged)).not.toHaveProperty('attribution');
    expect(logger.entries).toContainEqual({
      level: 'warn',
      message: 'quote: atribución inválida descartada',
      data: { submissionId: forged },
    });
  });

  it('refuses a body without the privacy notice\u2019s version, or with one the site never showed (400, nothing stored)', async () => {
    const { send, store, token } = setup();
    // undefined: the key is left out of the JSON body.
    for (const version of [undefined, '', '2020-01-01', 42, { v: '2026-11-25' }]) {
      const res = await send({
        ...FORM,
        privacyNoticeVersion: version,
        id: newId(),
        captchaToken: token(),
      });
      expect(res.status, String(version)).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message:
          'No pudimos registrar qué versión del Aviso de privacidad viste. Recarga la página e inténtalo de nuevo.',
      });
    }
    expect(store.docs.size).toBe(0);
  });

  it('normalises what the form sends as the form does (phone to E.164, trimmed text)', async () => {
    const { send, store, token } = setup();
    const id = newId();
    const res = await send({
      ...FORM,
      phone: '998 765 4321',
      company: '  Colegio del Caribe ',
      id,
      captchaToken: token(),
    });
    expect(res.status).toBe(200);
    expect(store.docs.get(id)).toMatchObject({
      phone: '+529987654321',
      company: 'Colegio del Caribe',
    });
  });

  it('stores the desk search keys: e-mail lowercased, name and company without case or accents', async () => {
    const { send, store, token } = setup();
    const id = newId();
    await send({
      ...FORM,
      fullName: 'José  Núñez',
      corporateEmail: 'Jose.Nunez@Hotel-Ambar.MX',
      company: 'Hotel Ámbar Cancún',
      id,
      captchaToken: token(),
    });
    expect(store.docs.get(id)).toMatchObject({
      emailKey: 'jose.nunez@hotel-ambar.mx',
      nameKey: 'jose nunez',
      companyKey: 'hotel ambar cancun',
    });
  });

  it('answers a retry of the same filled form with 200, storing nothing twice and spending no token', async () => {
    const seen: string[] = [];
    const { deps, send, store, token } = setup();
    const real = deps.captcha;
    const counting: CaptchaVerifier = {
      kind: 'stand-in',
      verify: async (t, ip, now) => {
        seen.push(t);
        return real.verify(t, ip, now);
      },
    };
    deps.captcha = counting;
    const id = newId();
    const first = token();
    expect((await send({ ...FORM, id, captchaToken: first })).status).toBe(200);
    // The same request again (the answer was lost on the way): the spent token is not checked.
    const retry = await send({ ...FORM, id, captchaToken: first });
    expect(retry.status).toBe(200);
    expect(retry.body?.success).toBe(true);
    expect(seen).toEqual([first]);
    expect(store.docs.size).toBe(1);
  });

  it('answers 409 when the id was already used with other data', async () => {
    const { send, store, token } = setup();
    const id = newId();
    await send({ ...FORM, id, captchaToken: token() });
    const res = await send({ ...FORM, company: 'Otra empresa', id, captchaToken: token() });
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe(
      'Esta solicitud ya se había enviado con otros datos. Revisa el formulario y envíala de nuevo.',
    );
    expect(store.docs.get(id)).toMatchObject({ company: 'Colegio del Caribe' });
  });
});

describe('quote: human verification on the server', () => {
  it('refuses a request without a token, with a bad one, an expired one or a spent one (403)', async () => {
    const { send, store, token, advance } = setup();
    const missing = await send({ ...FORM, id: newId() });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({
      success: false,
      message: 'Por favor, confirma que no eres un robot.',
    });

    const forged = await send({ ...FORM, id: newId(), captchaToken: 'standin.abc.123.xyz' });
    expect(forged.status).toBe(403);
    expect(forged.body?.message).toBe(
      'No pudimos verificar que no eres un robot. Marca de nuevo la casilla e inténtalo otra vez.',
    );

    const old = token();
    advance(2 * 60_000 + 1);
    expect((await send({ ...FORM, id: newId(), captchaToken: old })).status).toBe(403);

    const once = token();
    expect((await send({ ...FORM, id: newId(), captchaToken: once })).status).toBe(200);
    const replay = await send({
      ...FORM,
      corporateEmail: 'otra@empresa.mx',
      id: newId(),
      captchaToken: once,
    });
    expect(replay.status).toBe(403);
    expect(store.docs.size).toBe(1);
  });

  it('does not accept a stand-in token signed with another secret', async () => {
    const { send, store } = setup();
    const other = createStandInCaptcha('otro-secreto', createMemorySpentTokens());
    const res = await send({ ...FORM, id: newId(), captchaToken: other.issue(NOW) });
    expect(res.status).toBe(403);
    expect(store.docs.size).toBe(0);
  });

  it('issues stand-in tokens only where the stand-in exists (404 JSON elsewhere)', async () => {
    const { deps } = setup();
    const get = { method: 'GET', url: '/quote?captcha=stand-in', headers: {}, ip: '203.0.113.7' };
    const issued = await handleQuote(get, deps);
    expect(issued.status).toBe(200);
    expect(issued.body?.token).toMatch(/^standin\./);
    const production = await handleQuote(get, { ...deps, standIn: null });
    expect(production.status).toBe(404);
    expect(production.body).toEqual({ success: false, message: 'Recurso no encontrado.' });
  });

  it('a production configuration refuses stand-in tokens without asking reCAPTCHA', async () => {
    const asked: string[] = [];
    const fakeGoogle = (async (_url: string, init: RequestInit) => {
      asked.push(String(init.body));
      return new Response(JSON.stringify({ success: true, hostname: 'www.tusocioideal.mx' }));
    }) as typeof fetch;
    const config = loadQuoteConfig({
      K_SERVICE: 'quote',
      GCLOUD_PROJECT: 'tusocio-prod',
      RECAPTCHA_SECRET: 'secreto-real',
      APPCHECK_ENFORCE: 'false',
    });
    expect(config.captcha.kind).toBe('recaptcha');
    const { perAddress, perEmail, overall } = setup().deps;
    const deps = {
      ...createQuoteDeps(config, recordingLogger(), {
        fetch: fakeGoogle,
        store: createMemoryQuoteStore(),
        clock: () => NOW,
      }),
      // Deployed, the limits live in Firestore; here in memory.
      perAddress,
      perEmail,
      overall,
    };
    expect(deps.standIn).toBeNull();
    // Even a token the emulator's own stand-in issued (same development secret) is refused.
    const emulator = createQuoteDeps(
      loadQuoteConfig({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-tusocio' }),
      recordingLogger(),
      { store: createMemoryQuoteStore(), clock: () => NOW },
    );
    const standInToken = emulator.standIn?.issue(NOW) ?? '';
    expect(standInToken).toMatch(/^standin\./);
    const res = await handleQuote(
      post(
        {
          ...FORM,
          id: newId(),
          captchaToken: standInToken,
          privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        },
        { headers: { origin: ALLOWED_ORIGIN } },
      ),
      deps,
    );
    expect(res.status).toBe(403);
    expect(asked).toEqual([]);
    // A real token goes to Google with the secret, the token and the client address.
    const ok = await handleQuote(
      post(
        {
          ...FORM,
          id: newId(),
          captchaToken: 'token-de-google',
          privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        },
        { headers: { origin: ALLOWED_ORIGIN, 'x-forwarded-for': '198.51.100.4' } },
      ),
      deps,
    );
    expect(ok.status).toBe(200);
    expect(asked).toEqual(['secret=secreto-real&response=token-de-google&remoteip=198.51.100.4']);
  });

  it('has no stand-in outside the emulator of a demo- project: no secret is a configuration error', () => {
    expect(() => loadQuoteConfig({ K_SERVICE: 'quote', GCLOUD_PROJECT: 'tusocio-prod' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadQuoteConfig({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'tusocio-prod' }),
    ).toThrow(/RECAPTCHA_SECRET/);
    expect(() => loadQuoteConfig({})).toThrow(/RECAPTCHA_SECRET/);
    expect(
      loadQuoteConfig({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-tusocio' }).captcha.kind,
    ).toBe('stand-in');
  });

  it('reCAPTCHA: success false, a foreign hostname or no answer are refused; an outage is 503', async () => {
    const answer = (body: unknown, status = 200) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    const hostnames = new Set(['www.tusocioideal.mx']);
    const verify = (fetchImpl: typeof fetch) =>
      createRecaptchaVerifier({ secret: 's', hostnames, fetch: fetchImpl }).verify('t', '', NOW);
    expect(await verify(answer({ success: false, 'error-codes': ['timeout-or-duplicate'] }))).toBe(
      'invalid',
    );
    expect(await verify(answer({ success: true, hostname: 'evil.example' }))).toBe('invalid');
    expect(await verify(answer({ success: true, hostname: 'www.tusocioideal.mx' }))).toBe('valid');
    expect(await verify(answer({}, 500))).toBe('unavailable');
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await verify(down)).toBe('unavailable');

    const { deps, send, store } = setup();
    deps.captcha = createRecaptchaVerifier({ secret: 's', fetch: down });
    const res = await send({ ...FORM, id: newId(), captchaToken: 'x' });
    expect(res.status).toBe(503);
    expect(res.body?.message).toBe(
      'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    );
    expect(store.docs.size).toBe(0);
  });

  it('App Check: missing, invalid or replayed tokens are refused (403); a fresh one passes', async () => {
    const used = new Set<string>();
    const appCheck: AppCheckVerifier = {
      async verify(token) {
        if (token !== 'bueno' && token !== 'bueno-2') return 'invalid';
        if (used.has(token)) return 'replayed';
        used.add(token);
        return 'valid';
      },
    };
    const { send, token, store } = setup({ appCheck });
    expect((await send({ ...FORM, id: newId(), captchaToken: token() })).status).toBe(403);
    const good = await send({ ...FORM, id: newId(), captchaToken: token() }, '203.0.113.7', {
      'x-firebase-appcheck': 'bueno',
    });
    expect(good.status).toBe(200);
    const replay = await send(
      { ...FORM, corporateEmail: 'luis@empresa.mx', id: newId(), captchaToken: token() },
      '203.0.113.7',
      { 'x-firebase-appcheck': 'bueno' },
    );
    expect(replay.status).toBe(403);
    expect(replay.body?.message).toBe(
      'No pudimos verificar la aplicación. Recarga la página e inténtalo de nuevo.',
    );
    expect(store.docs.size).toBe(1);
  });
});

describe('quote: the times are the server\u2019s', () => {
  it('refuses a body carrying submittedAt or createdAt (400, nothing stored); the stored times are the server clock\u2019s', async () => {
    const { send, store, token } = setup();
    const far = '9999-01-01T00:00:00.000Z';
    for (const field of ['submittedAt', 'createdAt']) {
      const res = await send({ ...FORM, [field]: far, id: newId(), captchaToken: token() });
      expect(res.status, field).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: `El campo "${field}" no es parte del formulario.`,
      });
    }
    expect(store.docs.size).toBe(0);
    const id = newId();
    expect((await send({ ...FORM, id, captchaToken: token() })).status).toBe(200);
    expect(store.docs.get(id)).toMatchObject({
      submittedAt: NOW.toISOString(),
      createdAt: NOW.toISOString(),
    });
  });
});

describe('quote: bad input', () => {
  it('answers 400 with the form schema\u2019s Spanish message, and stores nothing', async () => {
    const { send, store, token } = setup();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...FORM, corporateEmail: 'ana@' }, 'Ingresa un correo electrónico válido.'],
      // An address that would add recipients to the desk's "Escribir a" (mailto:) link.
      [
        { ...FORM, corporateEmail: 'a@b.c?cc=x%40evil.mx&body=hola' },
        'Ingresa un correo electrónico válido.',
      ],
      [
        { ...FORM, corporateEmail: 'x?cc=jefe%40malo.mx@empresa.mx' },
        'Ingresa un correo electrónico válido.',
      ],
      [{ ...FORM, fullName: '   ' }, 'Este campo es obligatorio.'],
      [{ ...FORM, state: 'Texas' }, 'Selecciona una opción.'],
      [{ ...FORM, fullName: 42 }, 'Este campo es obligatorio.'],
      [{ ...FORM, recaptcha: true }, 'El campo "recaptcha" no es parte del formulario.'],
    ];
    for (const [body, message] of cases) {
      const res = await send({ ...body, id: newId(), captchaToken: token() });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    const badId = await send({ ...FORM, id: '../users/x', captchaToken: token() });
    expect(badId.status).toBe(400);
    expect((await send([] as unknown as Record<string, unknown>)).status).toBe(400);
    const text = await handleQuote(
      post('hola', { headers: { 'content-type': 'text/plain' } }),
      setup().deps,
    );
    expect(text.status).toBe(415);
    expect(store.docs.size).toBe(0);
  });

  it('refuses another origin, and answers an allowed preflight', async () => {
    const { deps } = setup();
    const foreign = await handleQuote(
      post({ ...FORM, id: newId() }, { headers: { origin: 'https://evil.example' } }),
      deps,
    );
    expect(foreign.status).toBe(403);
    const preflight = await handleQuote(
      { method: 'OPTIONS', headers: { origin: ALLOWED_ORIGIN }, ip: '203.0.113.7' },
      deps,
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
  });

  it('answers a store outage with 503 JSON, never a stack trace', async () => {
    const { deps, send, token } = setup();
    deps.store = {
      get: async () => {
        throw new Error('UNAVAILABLE: 14 no connection');
      },
      create: async () => 'created',
    };
    const res = await send({ ...FORM, id: newId(), captchaToken: token() });
    expect(res.status).toBe(503);
    expect(JSON.stringify(res.body)).not.toContain('UNAVAILABLE');
  });
});

describe('quote: limits', () => {
  it('per address: the 21st request in 10 minutes is 429 with Retry-After; a forged X-Forwarded-For prefix changes nothing', async () => {
    const { send, store, token } = setup();
    for (let i = 0; i < 20; i += 1) {
      const res = await send(
        { ...FORM, corporateEmail: `c${i}@empresa.mx`, id: newId(), captchaToken: token() },
        `10.0.${i}.1, 203.0.113.7`,
      );
      expect(res.status).toBe(200);
    }
    const limited = await send(
      { ...FORM, corporateEmail: 'otra@empresa.mx', id: newId(), captchaToken: token() },
      '10.9.9.9, 203.0.113.7',
    );
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.body?.message).toBe(
      'Recibimos demasiadas solicitudes desde tu conexión. Espera unos minutos e inténtalo de nuevo.',
    );
    expect(store.docs.size).toBe(20);
    // Another client address is not affected.
    expect(
      (await send({ ...FORM, id: newId(), captchaToken: token() }, '198.51.100.20')).status,
    ).toBe(200);
  });

  it('per address, IPv6 counts by /64: rotating inside one /64 does not help', async () => {
    const { deps, send, token } = setup();
    deps.perAddress = createMemorySharedLimiter('quote-ip', { max: 2, windowMs: 600_000 });
    const body = (i: number) => ({
      ...FORM,
      corporateEmail: `v6-${i}@empresa.mx`,
      id: newId(),
      captchaToken: token(),
    });
    expect((await send(body(1), '2001:db8:1:2::1')).status).toBe(200);
    expect((await send(body(2), '2001:db8:1:2:ffff::99')).status).toBe(200);
    expect((await send(body(3), '2001:0db8:0001:0002:abcd:0:0:7')).status).toBe(429);
    expect((await send(body(4), '2001:db8:1:3::1')).status).toBe(200);
  });

  it('per e-mail: 3 verified requests an hour; failed verifications do not use the budget', async () => {
    const { send, token, store, advance } = setup();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await send({ ...FORM, id: newId(), captchaToken: 'malo' }, `198.51.100.${i}`)).status,
      ).toBe(403);
    }
    for (let i = 0; i < 3; i += 1) {
      const res = await send(
        {
          ...FORM,
          corporateEmail: 'Ana.Perez@Colegio-Caribe.edu.mx',
          id: newId(),
          captchaToken: token(),
        },
        `198.51.100.${10 + i}`,
      );
      expect(res.status).toBe(200);
    }
    const fourth = await send({ ...FORM, id: newId(), captchaToken: token() }, '198.51.100.30');
    expect(fourth.status).toBe(429);
    expect(fourth.body?.message).toContain('Ya recibimos varias solicitudes de este correo');
    expect(store.docs.size).toBe(3);
    advance(3_600_001);
    expect(
      (await send({ ...FORM, id: newId(), captchaToken: token() }, '198.51.100.31')).status,
    ).toBe(200);
  });

  it('overall: past the configured total every request waits (429)', async () => {
    const { deps, send, token, store } = setup();
    deps.overall = createMemorySharedLimiter('quote-total', { max: 2, windowMs: 3_600_000 });
    const body = (i: number) => ({
      ...FORM,
      corporateEmail: `t${i}@empresa.mx`,
      id: newId(),
      captchaToken: token(),
    });
    expect((await send(body(1), '198.51.100.1')).status).toBe(200);
    expect((await send(body(2), '198.51.100.2')).status).toBe(200);
    const third = await send(body(3), '198.51.100.3');
    expect(third.status).toBe(429);
    expect(third.body?.message).toBe(
      'Estamos recibiendo muchas solicitudes en este momento. Inténtalo de nuevo en unos minutos o escríbenos por WhatsApp.',
    );
    expect(store.docs.size).toBe(2);
  });

  it('reads the limits from the environment, with the defaults 20/10m, 3/1h and 300/1h', () => {
    const env = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-tusocio' };
    expect(loadQuoteConfig(env).limits).toEqual({
      perIp: { max: 20, windowMs: 600_000 },
      perEmail: { max: 3, windowMs: 3_600_000 },
      total: { max: 300, windowMs: 3_600_000 },
    });
    expect(loadQuoteConfig({ ...env, QUOTE_LIMIT_PER_IP: '500/1m' }).limits.perIp).toEqual({
      max: 500,
      windowMs: 60_000,
    });
    expect(() => loadQuoteConfig({ ...env, QUOTE_LIMIT_TOTAL: 'muchas' })).toThrow(
      /QUOTE_LIMIT_TOTAL/,
    );
  });
});

describe('rateLimitKeyForIp', () => {
  it('keys IPv4 as is, IPv6 by its /64 and IPv4-mapped IPv6 as IPv4', () => {
    expect(rateLimitKeyForIp('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKeyForIp('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyForIp('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKeyForIp('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKeyForIp('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKeyForIp('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(rateLimitKeyForIp('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKeyForIp('unknown')).toBe('unknown');
  });
});
