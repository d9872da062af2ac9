import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  getToken: vi.fn(),
  getLimitedUseToken: vi.fn(),
  providers: [] as Array<{ kind: string; key: string }>,
}));

vi.mock('firebase/app-check', () => ({
  initializeAppCheck: sdk.initializeAppCheck,
  getToken: sdk.getToken,
  getLimitedUseToken: sdk.getLimitedUseToken,
  ReCaptchaV3Provider: class {
    constructor(key: string) {
      sdk.providers.push({ kind: 'v3', key });
    }
  },
  ReCaptchaEnterpriseProvider: class {
    constructor(key: string) {
      sdk.providers.push({ kind: 'enterprise', key });
    }
  },
}));

import { initializeApp, deleteApp, getApps } from 'firebase/app';
import { APP_CHECK_HEADER, appCheckHeaders, initAppCheck, parseAppCheckConfig } from './app-check';

beforeEach(async () => {
  sdk.initializeAppCheck.mockReset().mockImplementation(() => ({ id: 'app-check' }));
  sdk.getToken.mockReset().mockResolvedValue({ token: 'token-123' });
  sdk.getLimitedUseToken.mockReset().mockResolvedValue({ token: 'limited-456' });
  sdk.providers.length = 0;
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('parseAppCheckConfig', () => {
  it('is off without a site key, and in emulator builds even with one', () => {
    expect(parseAppCheckConfig({}, 'production')).toBeNull();
    expect(parseAppCheckConfig({ VITE_APPCHECK_SITE_KEY: '  ' }, 'production')).toBeNull();
    expect(parseAppCheckConfig({ VITE_APPCHECK_SITE_KEY: 'k' }, 'emulator')).toBeNull();
  });

  it('defaults to the reCAPTCHA v3 provider and accepts Enterprise', () => {
    expect(parseAppCheckConfig({ VITE_APPCHECK_SITE_KEY: ' key ' }, 'production')).toEqual({
      siteKey: 'key',
      provider: 'recaptcha-v3',
    });
    expect(
      parseAppCheckConfig(
        { VITE_APPCHECK_SITE_KEY: 'key', VITE_APPCHECK_PROVIDER: 'recaptcha-enterprise' },
        'production',
      ),
    ).toEqual({ siteKey: 'key', provider: 'recaptcha-enterprise' });
  });

  it('refuses an unknown provider (there is no v2 provider)', () => {
    expect(() =>
      parseAppCheckConfig(
        { VITE_APPCHECK_SITE_KEY: 'key', VITE_APPCHECK_PROVIDER: 'recaptcha-v2' },
        'production',
      ),
    ).toThrow(/VITE_APPCHECK_PROVIDER/);
  });
});

describe('appCheckHeaders', () => {
  it('is an empty object and loads nothing when App Check is not configured', async () => {
    await expect(appCheckHeaders({}, null)).resolves.toEqual({});
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
    expect(getApps()).toHaveLength(0);
  });

  it('sends the App Check token when configured', async () => {
    const headers = await appCheckHeaders({}, { siteKey: 'site-key', provider: 'recaptcha-v3' });
    expect(headers).toEqual({ [APP_CHECK_HEADER]: 'token-123' });
    expect(APP_CHECK_HEADER).toBe('X-Firebase-AppCheck');
    expect(sdk.providers).toEqual([{ kind: 'v3', key: 'site-key' }]);
    expect(sdk.getToken).toHaveBeenCalledWith({ id: 'app-check' }, false);
    expect(sdk.getLimitedUseToken).not.toHaveBeenCalled();
  });

  it('with limitedUse, sends a fresh limited-use token (one the function consumes) instead', async () => {
    const settings = { siteKey: 'site-key', provider: 'recaptcha-v3' } as const;
    await expect(appCheckHeaders({ limitedUse: true }, settings)).resolves.toEqual({
      [APP_CHECK_HEADER]: 'limited-456',
    });
    sdk.getLimitedUseToken.mockResolvedValue({ token: 'limited-789' });
    await expect(appCheckHeaders({ limitedUse: true }, settings)).resolves.toEqual({
      [APP_CHECK_HEADER]: 'limited-789',
    });
    expect(sdk.getLimitedUseToken).toHaveBeenCalledTimes(2);
    expect(sdk.getLimitedUseToken).toHaveBeenCalledWith({ id: 'app-check' });
    expect(sdk.getToken).not.toHaveBeenCalled();
  });

  it('starts App Check once per app, with the Enterprise provider when asked', async () => {
    const app = initializeApp({ apiKey: 'k', projectId: 'demo-x', appId: '1:1:web:1' });
    const settings = { siteKey: 'ent-key', provider: 'recaptcha-enterprise' } as const;
    const first = await initAppCheck(app, settings);
    const second = await initAppCheck(app, settings);
    expect(first).toBe(second);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAppCheck.mock.calls[0]?.[0]).toBe(app);
    expect(sdk.initializeAppCheck.mock.calls[0]?.[1]).toMatchObject({
      isTokenAutoRefreshEnabled: true,
    });
    expect(sdk.providers).toEqual([{ kind: 'enterprise', key: 'ent-key' }]);
  });

  it('resolves without the header when no token can be had', async () => {
    sdk.getToken.mockRejectedValue(new Error('appCheck/fetch-status-error'));
    sdk.getLimitedUseToken.mockRejectedValue(new Error('appCheck/throttled'));
    const settings = { siteKey: 'site-key', provider: 'recaptcha-v3' } as const;
    await expect(appCheckHeaders({}, settings)).resolves.toEqual({});
    await expect(appCheckHeaders({ limitedUse: true }, settings)).resolves.toEqual({});
  });
});
