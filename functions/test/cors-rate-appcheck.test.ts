import { describe, expect, it } from 'vitest';

import type { AppCheckVerifier } from '../src/app-check.js';
import { handleNewsletter } from '../src/handler.js';
import type { NewsletterRequest } from '../src/http-types.js';
import { ALLOWED_ORIGIN, DEV_ORIGIN, post, spyProvider, testDeps } from './helpers.js';

function preflight(origin: string | undefined): NewsletterRequest {
  return {
    method: 'OPTIONS',
    headers: {
      ...(origin ? { origin } : {}),
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-requested-with',
    },
    ip: '203.0.113.7',
  };
}

describe('CORS', () => {
  it.each([ALLOWED_ORIGIN, DEV_ORIGIN, 'http://127.0.0.1:5002'])(
    'allows the preflight from %s',
    async (origin) => {
      const deps = testDeps();
      const res = await handleNewsletter(preflight(origin), deps);
      expect(res.status).toBe(204);
      expect(res.body).toBeNull();
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
      expect(res.headers['access-control-allow-headers']).toBe(
        'Content-Type, X-Requested-With, X-Firebase-AppCheck',
      );
      expect(res.headers.vary).toBe('Origin');
    },
  );

  it.each([
    'https://evil.example',
    'https://www.tusocioideal.mx.evil.example',
    'http://www.tusocioideal.mx', // wrong scheme
    'https://www.tusocioideal.mx:8443', // wrong port
    'http://localhost:5174',
    'null',
  ])('denies the preflight from %s with 403 JSON and no allow-origin', async (origin) => {
    const res = await handleNewsletter(preflight(origin), testDeps());
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.body).toEqual({ success: false, message: 'Origen no permitido.' });
  });

  it('denies a preflight without Origin', async () => {
    const res = await handleNewsletter(preflight(undefined), testDeps());
    expect(res.status).toBe(403);
  });

  it('never answers with a wildcard origin', async () => {
    const deps = testDeps();
    const answers = await Promise.all([
      handleNewsletter(preflight(ALLOWED_ORIGIN), deps),
      handleNewsletter(
        post({ email: 'ana@example.com' }, { headers: { origin: ALLOWED_ORIGIN } }),
        deps,
      ),
      handleNewsletter(post({ email: 'x' }, { headers: { origin: ALLOWED_ORIGIN } }), deps),
      handleNewsletter(post({ email: 'ana@example.com' }), deps),
    ]);
    for (const res of answers) expect(res.headers['access-control-allow-origin']).not.toBe('*');
  });

  it('echoes an allowed origin on the POST answer, including errors', async () => {
    const deps = testDeps();
    const ok = await handleNewsletter(
      post({ email: 'ana@example.com' }, { headers: { origin: DEV_ORIGIN } }),
      deps,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(DEV_ORIGIN);
    const bad = await handleNewsletter(
      post({ email: 'nope' }, { headers: { origin: DEV_ORIGIN } }),
      deps,
    );
    expect(bad.status).toBe(400);
    expect(bad.headers['access-control-allow-origin']).toBe(DEV_ORIGIN);
  });

  it('refuses a POST from a browser on another site before subscribing anyone', async () => {
    const provider = spyProvider();
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }, { headers: { origin: 'https://evil.example' } }),
      testDeps({ provider }),
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'Origen no permitido.' });
    expect(provider.calls).toHaveLength(0);
  });

  it('serves a POST without Origin (not a browser) without CORS headers', async () => {
    const res = await handleNewsletter(post({ email: 'ana@example.com' }), testDeps());
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limit per client IP', () => {
  it('allows 10 requests a minute from one IP and answers the 11th with 429 in Spanish', async () => {
    let now = new Date('2026-03-01T12:00:00.000Z').getTime();
    const provider = spyProvider();
    const deps = testDeps({ provider, clock: () => new Date(now) });
    for (let i = 0; i < 10; i += 1) {
      const res = await handleNewsletter(
        post({ email: `user${i}@example.com` }, { ip: '198.51.100.1' }),
        deps,
      );
      expect(res.status).toBe(200);
      now += 1000;
    }
    const limited = await handleNewsletter(
      post({ email: 'user10@example.com' }, { ip: '198.51.100.1' }),
      deps,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(limited.body).toEqual({
      success: false,
      message: 'Demasiados intentos de suscripción. Espera un minuto e inténtalo de nuevo.',
    });
    // The first request (t=0) leaves the window at t=60 s; now is t=10 s.
    expect(limited.headers['retry-after']).toBe('50');
    expect(provider.calls).toHaveLength(10);

    // Another client is not affected.
    const other = await handleNewsletter(
      post({ email: 'otra@example.com' }, { ip: '198.51.100.2' }),
      deps,
    );
    expect(other.status).toBe(200);

    // Once the oldest request is a minute old, the first client may try again.
    now = new Date('2026-03-01T12:01:00.001Z').getTime();
    const later = await handleNewsletter(
      post({ email: 'user11@example.com' }, { ip: '198.51.100.1' }),
      deps,
    );
    expect(later.status).toBe(200);
  });

  it('counts bad requests too, so invalid spam is throttled as well', async () => {
    const deps = testDeps();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await handleNewsletter(post({ email: 'bad' }, { ip: '198.51.100.9' }), deps)).status,
      ).toBe(400);
    }
    expect(
      (await handleNewsletter(post({ email: 'ana@example.com' }, { ip: '198.51.100.9' }), deps))
        .status,
    ).toBe(429);
  });

  it('uses the first X-Forwarded-For hop when the platform gives no req.ip', async () => {
    const deps = testDeps();
    const from = (xff: string) => {
      const req = post({ email: 'ana@example.com' }, { headers: { 'x-forwarded-for': xff } });
      return handleNewsletter({ ...req, ip: undefined }, deps);
    };
    for (let i = 0; i < 10; i += 1)
      expect((await from(`192.0.2.10, 10.0.0.${i}`)).status).toBe(200);
    expect((await from('192.0.2.10, 10.0.0.99')).status).toBe(429);
    expect((await from('192.0.2.11, 10.0.0.1')).status).toBe(200);
  });

  it('does not rate-limit CORS preflights', async () => {
    const deps = testDeps();
    for (let i = 0; i < 15; i += 1) {
      expect((await handleNewsletter(preflight(ALLOWED_ORIGIN), deps)).status).toBe(204);
    }
    expect((await handleNewsletter(post({ email: 'ana@example.com' }), deps)).status).toBe(200);
  });
});

describe('App Check (APPCHECK_ENFORCE=true)', () => {
  function verifier(validToken: string): AppCheckVerifier & { seen: string[] } {
    const seen: string[] = [];
    return {
      seen,
      async verify(token) {
        seen.push(token);
        return token === validToken;
      },
    };
  }

  it('answers 401 JSON when the X-Firebase-AppCheck header is missing', async () => {
    const provider = spyProvider();
    const appCheck = verifier('good-token');
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }),
      testDeps({ provider, appCheck }),
    );
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({
      success: false,
      message: 'No pudimos verificar la aplicación. Recarga la página e inténtalo de nuevo.',
    });
    expect(appCheck.seen).toEqual([]);
    expect(provider.calls).toHaveLength(0);
  });

  it('answers 401 when the token is invalid', async () => {
    const provider = spyProvider();
    const appCheck = verifier('good-token');
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }, { headers: { 'X-Firebase-AppCheck': 'forged' } }),
      testDeps({ provider, appCheck }),
    );
    expect(res.status).toBe(401);
    expect(appCheck.seen).toEqual(['forged']);
    expect(provider.calls).toHaveLength(0);
  });

  it('subscribes when the token is valid', async () => {
    const provider = spyProvider();
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }, { headers: { 'x-firebase-appcheck': 'good-token' } }),
      testDeps({ provider, appCheck: verifier('good-token') }),
    );
    expect(res.status).toBe(200);
    expect(provider.calls).toHaveLength(1);
  });

  it('is off when no verifier is configured (the default)', async () => {
    const res = await handleNewsletter(
      post({ email: 'ana@example.com' }),
      testDeps({ appCheck: null }),
    );
    expect(res.status).toBe(200);
  });
});
