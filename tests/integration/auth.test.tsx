/**
 * /auth against the real Auth emulator (127.0.0.1:9099): the real page, the real auth API and
 * session store, with users/{uid} in the browser store (fake-indexeddb) standing in for Firestore.
 * Run through `npm run test:integration` (firebase emulators:exec) or `npm test`.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEMO_PROJECT_ID, EMULATOR_HOSTS } from '@/config/env-schema';
import { setStoresForTesting } from '@/data/store';
import type { DocumentStore } from '@/data/ports';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { getUser, newUserDoc } from '@/data/users';
import { PRIVACY_NOTICE_VERSION } from '@/domain/privacy';
import { createAuthApi } from '@/features/auth/api/auth-api';
import { registerFailureMessage } from '@/features/auth/messages';
import { AuthPage } from '@/features/auth/pages/auth-page';
import { loadAuth } from '@/lib/firebase';
import { createSessionStore, SessionProvider } from '@/lib/session';

// Vitest loads firebase/auth's Node build, where the browser persistences (local, session,
// IndexedDB) are in-memory stand-ins that initializeAuth rejects. The remember-me choice is what
// these tests check, so they run the browser build the site ships (jsdom provides the storage).
vi.mock(
  'firebase/auth',
  () => import('../../node_modules/firebase/node_modules/@firebase/auth/dist/esm/index.js'),
);

const AUTH_URL = `http://${EMULATOR_HOSTS.auth}`;
const PROJECT_URL = `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}`;
const AUTH_USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@prueba.test`;

let auth: Auth;
let documents: DocumentStore;

beforeAll(async () => {
  let reachable = false;
  try {
    reachable = (await fetch(`${AUTH_URL}/`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    reachable = false;
  }
  if (!reachable) {
    throw new Error(
      `El emulador de Auth no responde en ${AUTH_URL}/. Ejecuta estas pruebas con "npm run test:integration" ` +
        '(firebase emulators:exec) o con "npm test".',
    );
  }
  auth = await loadAuth();
});

beforeEach(async () => {
  ({ documents } = await installBrowserStoresForTesting());
  await signOut(auth);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(async () => {
  // Unmount first: signing out under a mounted page would update it outside act().
  cleanup();
  await signOut(auth);
  setStoresForTesting(null);
});

/** An account created directly in the emulator (then signed out), for the sign-in tests. */
async function existingAccount(
  password = 'Clave-Prueba-2026',
): Promise<{ email: string; uid: string; password: string }> {
  const email = uniqueEmail('cuenta');
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await signOut(auth);
  return { email, uid: user.uid, password };
}

async function disableAccount(uid: string): Promise<void> {
  const response = await fetch(`${PROJECT_URL}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, disableUser: true }),
  });
  expect(response.status).toBe(200);
}

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

async function oobCodesFor(email: string): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_URL}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((code) => code.email === email);
}

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

async function renderAuthPage() {
  render(
    <SessionProvider store={createSessionStore()}>
      <MemoryRouter initialEntries={['/auth']}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Bienvenido de nuevo' });
  return userEvent.setup({ delay: null });
}

type User = Awaited<ReturnType<typeof renderAuthPage>>;

async function signInThroughForm(user: User, email: string, password: string, remember = false) {
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
  await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
}

async function registerThroughForm(
  user: User,
  fields: { name?: string; email: string; password: string },
) {
  await user.click(screen.getByRole('button', { name: 'Regístrate' }));
  if (fields.name) await user.type(screen.getByLabelText('Nombre (opcional)'), fields.name);
  await user.type(screen.getByLabelText('Correo electrónico'), fields.email);
  await user.type(screen.getByLabelText('Contraseña'), fields.password);
  await user.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
  await user.click(screen.getByRole('button', { name: 'REGISTRAR' }));
}

describe('registro contra el emulador de Auth', () => {
  it('crea la cuenta y users/{uid} con todos los valores por defecto, y a los 3 s va a /main-user', async () => {
    const email = uniqueEmail('registro');
    const user = await renderAuthPage();
    await registerThroughForm(user, { name: 'Ana Prueba', email, password: 'Clave-Prueba-2026' });

    expect(await screen.findByText(/¡Registro exitoso!/)).toBeInTheDocument();
    expect(auth.currentUser?.email).toBe(email);
    const uid = auth.currentUser!.uid;
    const stored = await documents.get('users', uid);
    expect(stored).toEqual({
      name: 'Ana Prueba',
      email,
      // The admin search's keys (src/domain/search-keys.ts).
      emailKey: email.toLowerCase(),
      nameKey: 'ana prueba',
      photoURL: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      lastLogin: expect.stringMatching(ISO),
      userType: 'guest',
      profileCompleted: false,
      authProvider: 'password',
      score: 0,
      resourcesRead: 0,
      achievements: {
        profileCompleted: false,
        calculatorUsed: false,
        needsAssessmentCompleted: false,
        resourcesReadIds: [],
      },
      // Consent on record: the privacy notice the sign-up showed, accepted at the store's time.
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      privacyConsentAt: stored?.createdAt,
    });
    expect(await screen.findByTestId('location', {}, { timeout: 6000 })).toHaveTextContent(
      /^\/main-user$/,
    );
  });

  it('sin nombre usa la parte del correo antes de la @', async () => {
    const email = uniqueEmail('sin-nombre');
    const user = await renderAuthPage();
    await registerThroughForm(user, { email, password: 'Clave-Prueba-2026' });
    expect(await screen.findByText(/¡Registro exitoso!/)).toBeInTheDocument();
    const saved = await getUser(auth.currentUser!.uid);
    expect(saved?.name).toBe(email.split('@')[0]);
  });

  it('un correo ya registrado muestra "Este correo electrónico ya está registrado."', async () => {
    const { email } = await existingAccount();
    const user = await renderAuthPage();
    await registerThroughForm(user, { email, password: 'Otra-Clave-2026' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este correo electrónico ya está registrado.',
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(email);
    expect(auth.currentUser).toBeNull();
  });

  it('una contraseña débil: la página la detiene antes y el emulador la rechaza con el mismo texto', async () => {
    const email = uniqueEmail('debil');
    const user = await renderAuthPage();
    await registerThroughForm(user, { email, password: '12345' });
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument();
    expect(auth.currentUser).toBeNull();

    // The same rule on the server side: auth/weak-password from the emulator maps to the same text.
    const api = createAuthApi(loadAuth);
    const error = await api.register({ name: '', email, password: '12345', remember: false }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toHaveProperty('code', 'auth/weak-password');
    expect(registerFailureMessage(error)).toBe('La contraseña debe tener al menos 6 caracteres.');
  });

  it('si users/{uid} no se puede escribir, la cuenta existe: lo dice y continúa', async () => {
    setStoresForTesting({
      documents: {
        ...documents,
        update: () => Promise.reject(new Error('Sin permiso.')),
      },
    });
    const email = uniqueEmail('sin-datos');
    const user = await renderAuthPage();
    await registerThroughForm(user, { email, password: 'Clave-Prueba-2026' });
    expect(await screen.findByText(/¡Registro exitoso!/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hubo un problema al guardar datos adicionales. Contacta soporte.',
    );
    expect(auth.currentUser?.email).toBe(email);
    expect(await screen.findByTestId('location', {}, { timeout: 6000 })).toHaveTextContent(
      /^\/main-user$/,
    );
  });
});

describe('inicio de sesión contra el emulador de Auth', () => {
  it('contraseña incorrecta: "Correo electrónico o contraseña incorrectos."', async () => {
    const { email } = await existingAccount();
    const user = await renderAuthPage();
    await signInThroughForm(user, email, 'no-es-la-clave');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Correo electrónico o contraseña incorrectos.',
    );
    expect(screen.getByLabelText('Contraseña')).toHaveValue('no-es-la-clave');
  });

  it('usuario inexistente: "Correo electrónico o contraseña incorrectos."', async () => {
    const user = await renderAuthPage();
    await signInThroughForm(user, uniqueEmail('nadie'), 'Clave-Prueba-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Correo electrónico o contraseña incorrectos.',
    );
  });

  it('correo con formato inválido: "El formato del correo electrónico es inválido."', async () => {
    const user = await renderAuthPage();
    await signInThroughForm(user, 'esto-no-es-correo', 'Clave-Prueba-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El formato del correo electrónico es inválido.',
    );
  });

  it('cuenta deshabilitada: "Tu cuenta ha sido deshabilitada."', async () => {
    const { email, uid, password } = await existingAccount();
    await disableAccount(uid);
    const user = await renderAuthPage();
    await signInThroughForm(user, email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu cuenta ha sido deshabilitada.');
  });

  it('registra lastLogin y authProvider sin tocar el resto, y manda al admin a /admin-dashboard', async () => {
    const { email, uid, password } = await existingAccount();
    const old = '2025-01-01T00:00:00.000Z';
    await documents.set('users', uid, {
      ...newUserDoc({ name: 'Jefa', email, photoURL: null, authProvider: 'google' }, old),
      score: 40,
      role: 'admin',
    });
    const user = await renderAuthPage();
    await signInThroughForm(user, email, password);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin-dashboard$/);
    const stored = await documents.get('users', uid);
    expect(stored).toMatchObject({
      name: 'Jefa',
      score: 40,
      role: 'admin',
      createdAt: old,
      authProvider: 'password',
    });
    expect(stored?.lastLogin).not.toBe(old);
    expect(Date.now() - Date.parse(String(stored?.lastLogin))).toBeLessThan(60_000);
  });

  it('sin "Recordarme" la sesión vive en sessionStorage; con "Recordarme", en localStorage', async () => {
    const account = await existingAccount();
    let user = await renderAuthPage();
    await signInThroughForm(user, account.email, account.password, false);
    expect(await screen.findByTestId('location')).toHaveTextContent('/main-user');
    expect(JSON.parse(sessionStorage.getItem(AUTH_USER_KEY) ?? '{}')).toMatchObject({
      uid: account.uid,
    });
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();

    cleanup();
    await signOut(auth);
    sessionStorage.clear();
    localStorage.clear();

    user = await renderAuthPage();
    await signInThroughForm(user, account.email, account.password, true);
    await waitFor(() => expect(auth.currentUser?.uid).toBe(account.uid));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY) ?? '{}')).toMatchObject({
        uid: account.uid,
      }),
    );
    expect(sessionStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });
});

describe('restablecer contraseña contra el emulador de Auth', () => {
  async function openModalWith(user: User, email: string) {
    await user.type(screen.getByLabelText('Correo electrónico'), email);
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restablecer contraseña' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar Enlace' }));
    return dialog;
  }

  it('envía el correo (el emulador lo registra) y lo dice en verde', async () => {
    const { email } = await existingAccount();
    const user = await renderAuthPage();
    const dialog = await openModalWith(user, email);
    expect(
      await within(dialog).findByText(
        '¡Correo de restablecimiento enviado! Revisa tu bandeja de entrada.',
      ),
    ).toHaveClass('alert-success');
    const codes = await oobCodesFor(email);
    expect(codes).toEqual([expect.objectContaining({ email, requestType: 'PASSWORD_RESET' })]);
  });

  it('un correo sin cuenta recibe la misma respuesta en verde (no revela qué correos tienen cuenta), y no se envía nada', async () => {
    const email = uniqueEmail('sin-cuenta');
    const user = await renderAuthPage();
    const dialog = await openModalWith(user, email);
    expect(
      await within(dialog).findByText(
        '¡Correo de restablecimiento enviado! Revisa tu bandeja de entrada.',
      ),
    ).toHaveClass('alert-success');
    expect(within(dialog).queryByText(/no existe/i)).not.toBeInTheDocument();
    expect(await oobCodesFor(email)).toEqual([]);
  });

  it('un correo mal escrito: "El formato del correo electrónico es inválido." en rojo, sin enviar nada', async () => {
    const user = await renderAuthPage();
    const dialog = await openModalWith(user, 'correo-mal-escrito');
    expect(
      await within(dialog).findByText('El formato del correo electrónico es inválido.'),
    ).toHaveClass('alert-danger');
    expect(await oobCodesFor('correo-mal-escrito')).toEqual([]);
  });
});
