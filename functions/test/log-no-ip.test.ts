/**
 * No log line holds a client's IP address (client-ip.ts maskIp): the newsletter's rate limit and
 * App Check refusals, and the quote/ARCO forms' (forms/verified-form.ts) per-address limit, App
 * Check and captcha refusals log the address's network only (/24 for IPv4, /48 for IPv6).
 */
import { describe, expect, it } from 'vitest';

import { handleArco, type ArcoDeps } from '../src/arco/handler.js';
import { createMemoryArcoStore } from '../src/arco/store.js';
import { maskIp } from '../src/client-ip.js';
import { handleNewsletter } from '../src/newsletter/handler.js';
import { createMemorySharedLimiter } from '../src/limits/shared-limiter.js';
import { createMemorySpentTokens, createStandInCaptcha } from '../src/forms/captcha.js';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy.js';
import { ALLOWED_ORIGIN, post, recordingLogger, spyMailer, testDeps } from './helpers.js';

const V4 = '203.0.113.77';
const V6 = '2001:db8:abcd:12:3456:789a:bcde:f012';

function expectNoIp(entries: Array<{ data?: Record<string, unknown> }>, ip: string) {
  const logged = JSON.stringify(entries);
  expect(logged).not.toContain(ip);
  expect(logged).not.toContain('203.0.113.77');
  expect(logged).not.toContain('3456:789a');
}

describe('maskIp', () => {
  it('keeps the /24 of an IPv4 address and the /48 of an IPv6 one, never the address', () => {
    expect(maskIp(V4)).toBe('203.0.113.0/24');
    expect(maskIp(V6)).toBe('2001:db8:abcd::/48');
    expect(maskIp('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(maskIp('  ')).toBe('desconocida');
    expect(maskIp(undefined)).toBe('desconocida');
    expect(maskIp('unknown')).toBe('desconocida');
  });
});

describe('no log line holds an IP address', () => {
  for (const ip of [V4, V6]) {
    it(`newsletter: the rate limit and App Check refusals (${ip.includes(':') ? 'IPv6' : 'IPv4'})`, async () => {
      const deps = testDeps({
        rateLimiter: createMemorySharedLimiter('ip', { max: 1, windowMs: 60_000 }),
        appCheck: { verify: async () => 'invalid' },
      });
      const request = () =>
        post(
          { email: 'ana@example.com' },
          { headers: { origin: ALLOWED_ORIGIN, 'x-forwarded-for': ip }, ip },
        );
      expect((await handleNewsletter(request(), deps)).status).toBe(401);
      expect((await handleNewsletter(request(), deps)).status).toBe(429);
      const warnings = deps.logger.entries.filter((e) => e.level === 'warn');
      expect(warnings.length).toBeGreaterThanOrEqual(2);
      expectNoIp(deps.logger.entries, ip);
      expect(JSON.stringify(warnings)).toContain(maskIp(ip));
    });

    it(`ARCO form: the captcha refusal and the per-address limit (${ip.includes(':') ? 'IPv6' : 'IPv4'})`, async () => {
      const logger = recordingLogger();
      const standIn = createStandInCaptcha('secreto', createMemorySpentTokens());
      const deps: ArcoDeps = {
        captcha: standIn,
        standIn,
        appCheck: null,
        allowedOrigins: new Set([ALLOWED_ORIGIN]),
        clientIpPosition: 1,
        perAddress: createMemorySharedLimiter('arco-ip', { max: 1, windowMs: 60_000 }),
        perEmail: createMemorySharedLimiter('arco-email', { max: 3, windowMs: 3_600_000 }),
        overall: createMemorySharedLimiter('arco-total', { max: 300, windowMs: 3_600_000 }),
        store: createMemoryArcoStore(),
        mailer: spyMailer(),
        privacyEmails: ['privacidad@tusocioideal.mx'],
        siteUrl: 'https://www.tusocioideal.mx',
        clock: () => new Date('2026-03-02T15:00:00.000Z'),
        logger,
      };
      const body = {
        fullName: 'Ana Pérez',
        email: 'ana@correo.mx',
        right: 'Acceso',
        details: 'Mis datos.',
        id: 'a0000000000000000042',
        captchaToken: 'falso',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      };
      const send = () =>
        handleArco(
          post(body, { headers: { origin: ALLOWED_ORIGIN, 'x-forwarded-for': ip }, ip }),
          deps,
        );
      expect((await send()).status).toBe(403);
      expect((await send()).status).toBe(429);
      expect(logger.entries.filter((e) => e.level === 'warn').length).toBeGreaterThanOrEqual(2);
      expectNoIp(logger.entries, ip);
    });
  }
});
