import { EnvError, parseEnv } from './env-schema';

const PRODUCTION = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'tusocio.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'tusocio',
  VITE_FIREBASE_STORAGE_BUCKET: 'tusocio.appspot.com',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('parseEnv: App Check', () => {
  it('stops a production build without an App Check key, naming the variable', () => {
    expect(() => parseEnv(PRODUCTION)).toThrow(EnvError);
    expect(() => parseEnv(PRODUCTION)).toThrow(
      /VITE_APPCHECK_SITE_KEY es obligatoria en producción/,
    );
  });

  it('is on with a key, and disabled only when asked for on purpose', () => {
    expect(parseEnv({ ...PRODUCTION, VITE_APPCHECK_SITE_KEY: 'v3-key' }).appCheck).toBe('on');
    expect(parseEnv({ ...PRODUCTION, VITE_APPCHECK_DISABLED: 'true' }).appCheck).toBe('disabled');
    expect(() => parseEnv({ ...PRODUCTION, VITE_APPCHECK_DISABLED: 'yes' })).toThrow(EnvError);
  });

  it('is not used by local runs against the emulators', () => {
    expect(parseEnv({}).appCheck).toBe('emulator');
  });
});

describe('parseEnv: data backends', () => {
  it('files follow documents unless set on their own; the browser store never in production', () => {
    expect(parseEnv({ VITE_DATA_BACKEND: 'browser' })).toMatchObject({
      dataBackend: 'browser',
      fileBackend: 'browser',
    });
    expect(parseEnv({ VITE_FILE_BACKEND: 'browser' })).toMatchObject({
      dataBackend: 'firebase',
      fileBackend: 'browser',
    });
    expect(() =>
      parseEnv({ ...PRODUCTION, VITE_APPCHECK_SITE_KEY: 'k', VITE_FILE_BACKEND: 'browser' }),
    ).toThrow(/VITE_FILE_BACKEND=browser solo se permite en local/);
  });
});

describe('parseEnv: the arco function', () => {
  it('is beside the other functions unless VITE_ARCO_URL says where', () => {
    expect(parseEnv({}).arcoUrl).toBe('http://127.0.0.1:5001/demo-tusocio/us-central1/arco');
    expect(parseEnv({ ...PRODUCTION, VITE_APPCHECK_SITE_KEY: 'k' }).arcoUrl).toBe(
      'https://us-central1-tusocio.cloudfunctions.net/arco',
    );
    expect(parseEnv({ VITE_ARCO_URL: '/api/arco' }).arcoUrl).toBe('/api/arco');
    expect(() => parseEnv({ VITE_ARCO_URL: 'ftp://x' })).toThrow(/VITE_ARCO_URL no es una URL/);
  });
});
