import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  ConfigError,
  DEFAULT_MAIL_OUTBOX_PATH,
  DEFAULT_NEWSLETTER_LIST_PATH,
  loadConfig,
} from '../src/config.js';
import { loadLeadConfig } from '../src/leads/config.js';
import { REPO_ROOT } from '../src/paths.js';

const BREVO = { BREVO_API_KEY: 'xkeysib-abc', BREVO_LIST_ID: '7', BREVO_DOI_TEMPLATE_ID: '12' };

describe('loadConfig', () => {
  it('defaults: local list and outbox in <repo>/.emulator-data, the site origins only, 10/min per IP, 3/h per address', () => {
    const config = loadConfig({});
    expect(DEFAULT_NEWSLETTER_LIST_PATH).toBe(
      join(REPO_ROOT, '.emulator-data', 'newsletter-list.jsonl'),
    );
    expect(DEFAULT_MAIL_OUTBOX_PATH).toBe(join(REPO_ROOT, '.emulator-data', 'mail-outbox.jsonl'));
    expect(config.provider).toMatchObject({
      kind: 'local',
      listPath: DEFAULT_NEWSLETTER_LIST_PATH,
      mailOutboxPath: DEFAULT_MAIL_OUTBOX_PATH,
      confirmUrl: 'http://127.0.0.1:5001/demo-tusocio/us-central1/newsletter',
      tokenTtlMs: 7 * 24 * 60 * 60 * 1000,
    });
    expect(config.confirmedRedirectUrl).toBe('http://localhost:5173/newsletter/confirmado');
    expect([...config.allowedOrigins]).toEqual([
      'https://www.tusocioideal.mx',
      'https://tusocioideal.mx',
    ]);
    expect(config.rateLimit).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.emailRateLimit).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(config.clientIpPosition).toBe(1);
    expect(config.sharedStore).toBe('memory');
  });

  it('adds the localhost origins in the Functions emulator', () => {
    const config = loadConfig({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-tusocio' });
    expect([...config.allowedOrigins].sort()).toEqual(
      [
        'https://www.tusocioideal.mx',
        'https://tusocioideal.mx',
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:4173',
        'http://127.0.0.1:5002',
      ].sort(),
    );
  });

  it('adds the Hosting domains of a real project, and NEWSLETTER_ALLOWED_ORIGINS replaces the site list', () => {
    const config = loadConfig({
      GCLOUD_PROJECT: 'tusocio-prod',
      NEWSLETTER_ALLOWED_ORIGINS: 'https://www.ejemplo.mx, https://ejemplo.mx/',
    });
    expect([...config.allowedOrigins].sort()).toEqual(
      [
        'https://ejemplo.mx',
        'https://tusocio-prod.firebaseapp.com',
        'https://tusocio-prod.web.app',
        'https://www.ejemplo.mx',
      ].sort(),
    );
    expect(config.allowedOrigins.has('http://localhost:5173')).toBe(false);
  });

  it('rejects an allowed origin with a path or a wildcard', () => {
    expect(() => loadConfig({ NEWSLETTER_ALLOWED_ORIGINS: 'https://ejemplo.mx/boletin' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NEWSLETTER_ALLOWED_ORIGINS: '*' })).toThrow(ConfigError);
  });

  it('uses Brevo double opt-in when a key is set: lists, template, redirection to {SITE_URL}/newsletter/confirmado', () => {
    const config = loadConfig({
      ...BREVO,
      BREVO_API_KEY: ' xkeysib-abc ',
      BREVO_LIST_ID: '3, 12',
      BREVO_API_BASE_URL: 'http://127.0.0.1:9999/v3',
      SITE_URL: 'https://www.tusocioideal.mx/',
    });
    expect(config.provider).toEqual({
      kind: 'brevo',
      apiKey: 'xkeysib-abc',
      listIds: [3, 12],
      templateId: 12,
      redirectionUrl: 'https://www.tusocioideal.mx/newsletter/confirmado',
      baseUrl: 'http://127.0.0.1:9999/v3',
      nameAttribute: 'FIRSTNAME',
      timeoutMs: 5000,
    });
  });

  it('requires a valid BREVO_LIST_ID and BREVO_DOI_TEMPLATE_ID with the key, without echoing the key', () => {
    for (const [env, name] of [
      [{ BREVO_API_KEY: 'xkeysib-abc', BREVO_DOI_TEMPLATE_ID: '12' }, 'BREVO_LIST_ID'],
      [{ ...BREVO, BREVO_LIST_ID: 'newsletter' }, 'BREVO_LIST_ID'],
      [{ BREVO_API_KEY: 'xkeysib-abc', BREVO_LIST_ID: '7' }, 'BREVO_DOI_TEMPLATE_ID'],
      [{ ...BREVO, BREVO_DOI_TEMPLATE_ID: 'doble' }, 'BREVO_DOI_TEMPLATE_ID'],
    ] as const) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain(name);
      expect(String(error)).not.toContain('xkeysib-abc');
    }
  });

  it('refuses the local provider when deployed (no key on Cloud Run), and a localhost SITE_URL', () => {
    expect(() =>
      loadConfig({ K_SERVICE: 'newsletter', SITE_URL: 'https://www.tusocioideal.mx' }),
    ).toThrow(/BREVO_API_KEY/);
    expect(() => loadConfig({ ...BREVO, K_SERVICE: 'newsletter' })).toThrow(/SITE_URL/);
    expect(
      loadConfig({ ...BREVO, K_SERVICE: 'newsletter', SITE_URL: 'https://www.tusocioideal.mx' })
        .sharedStore,
    ).toBe('firestore');
    // ...but the emulator also sets K_SERVICE, and there the local flow is the point.
    expect(loadConfig({ K_SERVICE: 'newsletter', FUNCTIONS_EMULATOR: 'true' }).provider.kind).toBe(
      'local',
    );
  });

  it('keeps the 24 h record in Firestore when a Firestore emulator runs, else in memory', () => {
    const emulator = { FUNCTIONS_EMULATOR: 'true' };
    expect(loadConfig(emulator).sharedStore).toBe('memory');
    expect(loadConfig({ ...emulator, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).sharedStore).toBe(
      'firestore',
    );
  });

  it('NEWSLETTER_LIST_PATH and MAIL_OUTBOX_PATH override the local files', () => {
    expect(
      loadConfig({
        NEWSLETTER_LIST_PATH: '/tmp/x/list.jsonl',
        MAIL_OUTBOX_PATH: '/tmp/x/mail.jsonl',
      }).provider,
    ).toMatchObject({
      kind: 'local',
      listPath: '/tmp/x/list.jsonl',
      mailOutboxPath: '/tmp/x/mail.jsonl',
    });
  });

  it('reads CLIENT_IP_XFF_POSITION (1 to 10)', () => {
    expect(loadConfig({ CLIENT_IP_XFF_POSITION: '2' }).clientIpPosition).toBe(2);
    expect(() => loadConfig({ CLIENT_IP_XFF_POSITION: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLIENT_IP_XFF_POSITION: 'last' })).toThrow(ConfigError);
  });
});

describe('App Check enforcement', () => {
  it('is on by default outside the emulator (deployed or not)', () => {
    expect(loadConfig({}).appCheckEnforce).toBe(true);
    const deployed = loadConfig({
      ...BREVO,
      K_SERVICE: 'newsletter',
      SITE_URL: 'https://www.tusocioideal.mx',
    });
    expect(deployed.appCheckEnforce).toBe(true);
    expect(deployed.warnings).toEqual([]);
  });

  it.each(['true', 'TRUE', '1', '', 'quizá'])('stays on with APPCHECK_ENFORCE=%j', (value) => {
    expect(loadConfig({ APPCHECK_ENFORCE: value }).appCheckEnforce).toBe(true);
  });

  it.each(['false', 'FALSE', '0', 'no'])(
    'is off on purpose with APPCHECK_ENFORCE=%s, with a warning',
    (value) => {
      const config = loadConfig({ APPCHECK_ENFORCE: value });
      expect(config.appCheckEnforce).toBe(false);
      expect(config.warnings).toEqual([
        'APPCHECK_ENFORCE=false: App Check está desactivado a propósito para el newsletter y las cotizaciones; cualquier script puede llamarlos.',
      ]);
    },
  );

  it('is always off in the emulator (no App Check tokens locally)', () => {
    for (const value of [undefined, 'true', 'false']) {
      const config = loadConfig({ FUNCTIONS_EMULATOR: 'true', APPCHECK_ENFORCE: value });
      expect(config.appCheckEnforce).toBe(false);
      expect(config.warnings).toEqual([]);
    }
  });
});

describe('loadLeadConfig', () => {
  it('defaults to the EXAMPLE sales address and the local site, with the outbox', () => {
    expect(loadLeadConfig({})).toEqual({
      salesEmails: ['ventas@example.com'],
      emailsPerHour: 30,
      siteUrl: 'http://localhost:5173',
      mail: { kind: 'outbox', path: DEFAULT_MAIL_OUTBOX_PATH },
      firstResponseHours: 2,
    });
  });

  it('reads the hourly ceiling of lead e-mails (LEAD_EMAILS_PER_HOUR) and refuses nonsense', () => {
    expect(loadLeadConfig({ LEAD_EMAILS_PER_HOUR: '5' }).emailsPerHour).toBe(5);
    expect(() => loadLeadConfig({ LEAD_EMAILS_PER_HOUR: '0' })).toThrow(/LEAD_EMAILS_PER_HOUR/);
    expect(() => loadLeadConfig({ LEAD_EMAILS_PER_HOUR: 'muchos' })).toThrow(
      /LEAD_EMAILS_PER_HOUR/,
    );
  });

  it('accepts several comma-separated sales addresses, lower-cased and de-duplicated', () => {
    expect(
      loadLeadConfig({
        SALES_EMAILS: ' Ventas@TuSocioIdeal.mx, direccion@tusocioideal.mx,,ventas@tusocioideal.mx ',
      }).salesEmails,
    ).toEqual(['ventas@tusocioideal.mx', 'direccion@tusocioideal.mx']);
  });

  it('rejects an invalid or empty SALES_EMAILS, naming the bad address', () => {
    expect(() => loadLeadConfig({ SALES_EMAILS: 'ventas@tusocioideal.mx, ventas@' })).toThrow(
      /SALES_EMAILS.*ventas@/,
    );
    expect(() => loadLeadConfig({ SALES_EMAILS: ' , ' })).toThrow(ConfigError);
  });

  it('refuses the example address and a localhost SITE_URL when deployed', () => {
    const deployed = {
      K_SERVICE: 'notifylead',
      BREVO_API_KEY: 'k',
      MAIL_SENDER_EMAIL: 'avisos@tusocioideal.mx',
      SITE_URL: 'https://www.tusocioideal.mx',
    };
    expect(() => loadLeadConfig(deployed)).toThrow(/SALES_EMAILS/);
    expect(() =>
      loadLeadConfig({ ...deployed, SALES_EMAILS: 'ventas@tusocioideal.mx', SITE_URL: '' }),
    ).toThrow(/SITE_URL/);
    expect(loadLeadConfig({ ...deployed, SALES_EMAILS: 'ventas@tusocioideal.mx' })).toMatchObject({
      salesEmails: ['ventas@tusocioideal.mx'],
      siteUrl: 'https://www.tusocioideal.mx',
      mail: { kind: 'brevo', sender: { email: 'avisos@tusocioideal.mx', name: 'Tu Socio Ideal' } },
    });
  });
});
