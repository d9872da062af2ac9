import type { Auth } from 'firebase/auth';
import { setStoresForTesting } from '@/data/store';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import type { DocumentStore } from '@/data/ports';
import {
  AuthUnavailableError,
  createAuthApi,
  displayNameFor,
  UnsupportedProviderError,
} from './auth-api';

// Firebase Auth is replaced at its module edge: the calls are recorded in order. The real flows
// run against the Auth emulator in tests/integration/auth.test.tsx.
const calls = vi.hoisted(() => [] as string[]);
const popupUser = vi.hoisted(() => ({
  uid: 'google-uid',
  email: 'gabi@prueba.test',
  displayName: 'Gabriela' as string | null,
  photoURL: 'https://lh3.googleusercontent.com/foto.jpg' as string | null,
}));
vi.mock('firebase/auth', () => {
  const browserLocalPersistence = { type: 'LOCAL' };
  const browserSessionPersistence = { type: 'SESSION' };
  return {
    browserLocalPersistence,
    browserSessionPersistence,
    GoogleAuthProvider: class {
      setCustomParameters() {}
    },
    setPersistence: async (_auth: unknown, persistence: { type: string }) => {
      calls.push(`setPersistence:${persistence.type}`);
    },
    signInWithEmailAndPassword: async (_auth: unknown, email: string) => {
      calls.push(`signIn:${email}`);
      return { user: { uid: 'password-uid', email } };
    },
    createUserWithEmailAndPassword: async (_auth: unknown, email: string) => {
      calls.push(`register:${email}`);
      return { user: { uid: 'new-uid', email } };
    },
    signInWithPopup: async () => {
      calls.push('popup');
      return { user: popupUser };
    },
    sendPasswordResetEmail: async (_auth: unknown, email: string) => {
      calls.push(`reset:${email}`);
    },
    sendEmailVerification: async (user: { uid: string }, settings: { url: string }) => {
      calls.push(`verify:${user.uid}:${settings.url}`);
      if (verification.fail)
        throw Object.assign(new Error('x'), { code: 'auth/too-many-requests' });
    },
  };
});
const verification = vi.hoisted(() => ({ fail: false }));

const fakeAuth = {} as Auth;
const api = createAuthApi(() => Promise.resolve(fakeAuth));
let documents: DocumentStore;

beforeEach(async () => {
  calls.length = 0;
  verification.fail = false;
  ({ documents } = await installBrowserStoresForTesting());
});
afterEach(() => setStoresForTesting(null));

describe('createAuthApi', () => {
  it('chooses the persistence before each sign-in, registration and Google call', async () => {
    await api.signIn({ email: ' ana@prueba.test ', password: 'x', remember: true });
    await api.register({ name: '', email: 'b@prueba.test', password: 'secreto', remember: false });
    await api.signInWithProvider('google', { remember: true });
    expect(calls).toEqual([
      'setPersistence:LOCAL',
      'signIn:ana@prueba.test',
      'setPersistence:SESSION',
      'register:b@prueba.test',
      `verify:new-uid:${window.location.origin}/main-user`,
      'setPersistence:LOCAL',
      'popup',
    ]);
  });

  it('sign-in merges lastLogin and authProvider into users/{uid}', async () => {
    const outcome = await api.signIn({ email: 'ana@prueba.test', password: 'x', remember: false });
    expect(outcome).toEqual({ uid: 'password-uid', profileSaved: true });
    const stored = await documents.get('users', 'password-uid');
    expect(stored).toMatchObject({ authProvider: 'password', lastLogin: expect.any(String) });
  });

  it('sign-in of an account without users/{uid} creates it with every default first', async () => {
    expect(await documents.get('users', 'password-uid')).toBeNull();
    await api.signIn({ email: 'ana@prueba.test', password: 'x', remember: false });
    expect(await documents.get('users', 'password-uid')).toMatchObject({
      userType: 'guest',
      score: 0,
      profileCompleted: false,
      authProvider: 'password',
      achievements: { calculatorUsed: false, resourcesReadIds: [] },
    });
  });

  it('registration names the account after the e-mail when no name is given', async () => {
    await api.register({
      name: '  ',
      email: 'maria.lopez@prueba.test',
      password: 'secreto',
      remember: false,
    });
    expect(await documents.get('users', 'new-uid')).toMatchObject({
      name: 'maria.lopez',
      email: 'maria.lopez@prueba.test',
      authProvider: 'password',
      userType: 'guest',
    });
  });

  it('registration sends the verification e-mail, whose link lands on the guest dashboard of this site', async () => {
    const outcome = await api.register({
      name: 'Ana',
      email: 'ana@prueba.test',
      password: 'secreto',
      remember: false,
    });
    expect(outcome).toEqual({ uid: 'new-uid', profileSaved: true });
    expect(calls.filter((call) => call.startsWith('verify:'))).toEqual([
      `verify:new-uid:${window.location.origin}/main-user`,
    ]);
    // Sign-ins and Google accounts are not sent one.
    await api.signIn({ email: 'ana@prueba.test', password: 'x', remember: false });
    await api.signInWithProvider('google', { remember: false });
    expect(calls.filter((call) => call.startsWith('verify:'))).toHaveLength(1);
  });

  it('an e-mail Auth cannot send does not undo the registration (the banner sends it again)', async () => {
    verification.fail = true;
    const outcome = await api.register({
      name: 'Ana',
      email: 'ana@prueba.test',
      password: 'secreto',
      remember: false,
    });
    expect(outcome).toEqual({ uid: 'new-uid', profileSaved: true });
    expect(calls).toContain(`verify:new-uid:${window.location.origin}/main-user`);
    expect(await documents.get('users', 'new-uid')).toMatchObject({ email: 'ana@prueba.test' });
  });

  it('the first Google sign-in creates users/{uid}; a later one keeps its data', async () => {
    await api.signInWithProvider('google', { remember: false });
    expect(await documents.get('users', 'google-uid')).toMatchObject({
      name: 'Gabriela',
      email: 'gabi@prueba.test',
      photoURL: 'https://lh3.googleusercontent.com/foto.jpg',
      authProvider: 'google',
      score: 0,
    });
    await documents.set('users', 'google-uid', { score: 45 }, { merge: true });
    await api.signInWithProvider('google', { remember: false });
    expect(await documents.get('users', 'google-uid')).toMatchObject({
      name: 'Gabriela',
      score: 45,
    });
  });

  it('reports profileSaved false (and still signs in) when users/{uid} cannot be written', async () => {
    setStoresForTesting({
      documents: {
        ...documents,
        update: () => Promise.reject(new Error('Sin permiso.')),
        set: () => Promise.reject(new Error('Sin permiso.')),
      },
    });
    await expect(
      api.register({ name: 'Ana', email: 'ana@prueba.test', password: 'secreto', remember: false }),
    ).resolves.toEqual({ uid: 'new-uid', profileSaved: false });
    await expect(api.signInWithProvider('google', { remember: false })).resolves.toEqual({
      uid: 'google-uid',
      profileSaved: false,
    });
  });

  it('refuses a provider the site does not offer', async () => {
    await expect(
      api.signInWithProvider('facebook' as 'google', { remember: false }),
    ).rejects.toBeInstanceOf(UnsupportedProviderError);
    expect(calls).toEqual([]);
  });

  it('says Auth is unavailable when it cannot load', async () => {
    const broken = createAuthApi(() => Promise.reject(new Error('chunk failed')));
    await expect(
      broken.signIn({ email: 'a@prueba.test', password: 'x', remember: false }),
    ).rejects.toMatchObject({ code: 'auth-unavailable' });
    await expect(broken.sendPasswordReset('a@prueba.test')).rejects.toBeInstanceOf(
      AuthUnavailableError,
    );
  });
});

describe('displayNameFor', () => {
  it.each([
    ['Ana López', 'ana@prueba.test', 'Ana López'],
    ['  ', 'ana.lopez@prueba.test', 'ana.lopez'],
    ['', 'sin-arroba', 'sin-arroba'],
  ])('(%j, %j) -> %j', (name, email, expected) => {
    expect(displayNameFor(name, email)).toBe(expected);
  });
});
