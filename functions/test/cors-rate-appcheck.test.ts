import { describe, expect, it } from 'vitest';

import type { AppCheckVerifier } from '../src/app-check.js';
import { clientIp } from '../src/client-ip.js';
import { handleNewsletter } from '../src/newsletter/handler.js';
import type { HttpRequest } from '../src/http-types.js';
import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import { createRateLimiter, DEFAULT_EMAIL_RATE_LIMIT } from '../src/rate-limiter.js';
import { ALLOWED_ORIGIN, DEV_ORIGIN, post, spyProvider, testDeps } from './helpers.js';

function preflight(origin: string | undefined): HttpRequest {
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

  it('keys on the entry Google appends (rightmost), so forging the first entries does not help', async () => {
    const deps = testDeps();
    // Express with `trust proxy` reports the caller-written first entry as req.ip: ignored too.
    const from = (xff: string, i: number) =>
      handleNewsletter(
        post(
          { email: `user${i}@example.com` },
          { headers: { 'x-forwarded-for': xff }, ip: xff.split(',')[0] },
        ),
        deps,
      );
    for (let i = 0; i < 10; i += 1) {
      expect((await from(`10.0.0.${i}, 192.0.2.10`, i)).status).toBe(200);
    }
    expect((await from('10.9.9.9, 172.16.0.1, 192.0.2.10', 10)).status).toBe(429);
    expect((await from('192.0.2.11', 11)).status).toBe(200); // another client
    expect((await from('192.0.2.10', 12)).status).toBe(429);
  });

  it('keys on the 2nd entry from the right behind a load balancer (CLIENT_IP_XFF_POSITION=2)', async () => {
    const deps = testDeps({ clientIpPosition: 2 });
    const from = (xff: string) =>
      handleNewsletter(
        post({ email: 'ana@example.com' }, { headers: { 'x-forwarded-for': xff } }),
        deps,
      );
    for (let i = 0; i < 10; i += 1) {
      expect((await from(`forged-${i}, 192.0.2.10, 34.120.0.1`)).status).toBe(200);
    }
    expect((await from('otro, 192.0.2.10, 34.120.0.1')).status).toBe(429);
    expect((await from('192.0.2.10, 34.120.0.1')).status).toBe(429);
    expect((await from('192.0.2.99, 34.120.0.1')).status).toBe(200);
  });

  it('uses req.ip only when there is no X-Forwarded-For at all (local calls)', () => {
    const req = post({ email: 'ana@example.com' }, { ip: '127.0.0.1' });
    expect(clientIp(req)).toBe('127.0.0.1');
    expect(clientIp({ ...req, ip: undefined })).toBe('unknown');
    expect(clientIp({ ...req, headers: { 'x-forwarded-for': ' 1.1.1.1 ,, 8.8.8.8 ' } })).toBe(
      '8.8.8.8',
    );
    expect(clientIp({ ...req, headers: { 'x-forwarded-for': '8.8.8.8' } }, 2)).toBe('8.8.8.8');
  });

  it('does not rate-limit CORS preflights', async () => {
    const deps = testDeps();
    for (let i = 0; i < 15; i += 1) {
      expect((await handleNewsletter(preflight(ALLOWED_ORIGIN), deps)).status).toBe(204);
    }
    expect((await handleNewsletter(post({ email: 'ana@example.com' }), deps)).status).toBe(200);
  });
});

describe('rate limit per e-mail address', () => {
  it('answers the 4th request for one address within an hour with 429, Retry-After and a Spanish message', async () => {
    let now = new Date('2026-03-01T12:00:00.000Z').getTime();
    const provider = spyProvider();
    const deps = testDeps({
      provider,
      clock: () => new Date(now),
      emailRateLimiter: createMemorySharedLimiter('email', DEFAULT_EMAIL_RATE_LIMIT),
    });
    const send = (email: string, ip: string) =>
      handleNewsletter(post({ email }, { ip, headers: { origin: ALLOWED_ORIGIN } }), deps);
    for (const [i, email] of [
      'ana@example.com',
      'ANA@example.com',
      ' Ana@Example.com ',
    ].entries()) {
      expect((await send(email, `198.51.100.${i}`)).status).toBe(200);
      now += 10 * 60_000;
    }
    const limited = await send('ana@example.com', '198.51.100.9');
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(limited.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(limited.body).toEqual({
      success: false,
      message:
        'Ya recibimos varias solicitudes para este correo. Revisa tu bandeja de entrada o inténtalo de nuevo en una hora.',
    });
    // The first request (t=0) leaves the hour at t=60 min; now is t=30 min.
    expect(limited.headers['retry-after']).toBe('1800');
    expect(provider.calls).toHaveLength(3);
    expect((await send('luis@example.com', '198.51.100.9')).status).toBe(200);
    now = new Date('2026-03-01T13:00:00.001Z').getTime();
    expect((await send('ana@example.com', '198.51.100.9')).status).toBe(200);
  });
});

describe('rate limiter memory', () => {
  it('never tracks more than maxKeys keys, even when every key is fresh (oldest evicted)', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      expect(limiter.consume(key, 1000).allowed).toBe(true);
      expect(limiter.size()).toBeLessThanOrEqual(3);
    }
    expect(limiter.size()).toBe(3);
    expect(limiter.consume('e', 1001).allowed).toBe(false); // still tracked
    expect(limiter.consume('a', 1001).allowed).toBe(true); // evicted: forgotten
  });

  it('sweeps stale keys before evicting fresh ones', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.consume('old', 0);
    limiter.consume('fresh', 59_000);
    limiter.consume('new', 61_000);
    expect(limiter.size()).toBe(2);
    expect(limiter.consume('fresh', 61_001).allowed).toBe(false);
  });
});

describe('App Check (enforced by default when deployed)', () => {
  function verifier(validToken: string): AppCheckVerifier & { seen: string[] } {
    const seen: string[] = [];
    return {
      seen,
      async verify(token) {
        // Limited-use tokens: verifying consumes them, as firebase-admin does with {consume: true}.
        const replayed = seen.includes(token);
        seen.push(token);
        if (token !== validToken) return 'invalid';
        return replayed ? 'replayed' : 'valid';
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

  it('answers 401 when a valid token is sent a second time (replay protection)', async () => {
    const provider = spyProvider();
    const deps = testDeps({ provider, appCheck: verifier('good-token') });
    const request = () =>
      post({ email: 'ana@example.com' }, { headers: { 'x-firebase-appcheck': 'good-token' } });
    expect((await handleNewsletter(request(), deps)).status).toBe(200);
    const replay = await handleNewsletter(request(), deps);
    expect(replay.status).toBe(401);
    expect(replay.body?.message).toBe(
      'No pudimos verificar la aplicación. Recarga la página e inténtalo de nuevo.',
    );
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
