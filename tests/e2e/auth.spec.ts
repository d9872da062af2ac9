/**
 * /auth end to end against the local stack (playwright.config.ts: Auth emulator + Vite, documents
 * in the browser store): registration, role routing of the demo accounts, the guards, the return
 * to the page asked for, Google through the emulator's popup, and a refused sign-in.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy';
import { fakeGoogleApiScript, signIn } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import { textContrast } from './fixtures/contrast';
import { readDocument } from './fixtures/emulators';
import { expect, test } from './fixtures/test';

const { admin, guest } = DEMO_ACCOUNTS;
const SIGN_IN_HEADING = { level: 1, name: 'Bienvenido de nuevo' } as const;
// A refused sign-in is a 400 from the Auth emulator, which Chromium also logs.
const REFUSED_REQUEST = /Failed to load resource: the server responded with a status of 400/;

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@prueba.test`;

interface StoredUser {
  name: string;
  email: string;
  userType: string;
  authProvider: string;
  score: number;
  profileCompleted: boolean;
  role?: string;
}

/** users/{uid} of the signed-in user, read in the page through the app's own data seam. */
/**
 * The consent on record of the signed-in user's users/{uid}, as the Firestore emulator holds it
 * (the rules accepted it from the browser): the notice's version and whether its time is the
 * document's creation time (both the server's).
 */
async function storedConsent(page: Page) {
  const uid = await page.evaluate(async () => {
    const firebaseUrl = '/src/lib/firebase.ts';
    const { loadAuth } = (await import(/* @vite-ignore */ firebaseUrl)) as {
      loadAuth(): Promise<{ currentUser: { uid: string } | null }>;
    };
    return (await loadAuth()).currentUser?.uid ?? null;
  });
  const fields = uid ? await readDocument(`users/${uid}`) : null;
  const value = (name: string) => fields?.[name] as Record<string, string> | undefined;
  return {
    version: value('privacyNoticeVersion')?.stringValue,
    consentAt: value('privacyConsentAt')?.timestampValue,
    createdAt: value('createdAt')?.timestampValue,
  };
}

function storedCurrentUser(page: Page): Promise<StoredUser | null> {
  return page.evaluate(async () => {
    // Module URLs of the dev server, in variables so TypeScript does not try to resolve them.
    const firebaseUrl = '/src/lib/firebase.ts';
    const usersUrl = '/src/data/users.ts';
    const [{ loadAuth }, users] = (await Promise.all([
      import(/* @vite-ignore */ firebaseUrl),
      import(/* @vite-ignore */ usersUrl),
    ])) as [
      { loadAuth(): Promise<{ currentUser: { uid: string } | null }> },
      { getUser(id: string): Promise<StoredUser | null> },
    ];
    const uid = (await loadAuth()).currentUser?.uid;
    return uid ? users.getUser(uid) : null;
  });
}

test('la página /auth: inicio de sesión por defecto, modo registro, sin problemas de accesibilidad', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', SIGN_IN_HEADING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'INICIAR SESIÓN' })).toBeEnabled();
  expect(
    await textContrast(page.getByRole('button', { name: 'INICIAR SESIÓN' })),
  ).toBeGreaterThanOrEqual(4.5);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Regístrate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await expect(
    page.getByText('¡Has cambiado al modo de REGISTRO! Por favor, crea tu cuenta.'),
  ).toBeVisible();
  // Disabled in the accessibility tree, and its label still readable (4.5:1) in that state.
  const register = page.getByRole('button', { name: 'REGISTRAR', disabled: true });
  await expect(register).toBeVisible();
  expect(await textContrast(register)).toBeGreaterThanOrEqual(4.5);
  await expect(page.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute(
    'href',
    '/aviso-de-privacidad',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Inicia sesión' }).click();
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('dialog', { name: 'Restablecer contraseña' })).toBeVisible();
  await expectNoAxeViolations(page);
  expectNoConsoleErrors(page);
});

test('registro completo: "No soy un robot", mensaje de éxito y a /main-user con su documento', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('registro');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Regístrate' }).click();
  await page.getByLabel('Nombre (opcional)').fill('Rosa Registro');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Clave-Prueba-2026');
  const submit = page.getByRole('button', { name: 'REGISTRAR' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: 'No soy un robot' }).check();
  await submit.click();

  await expect(page.getByText(/¡Registro exitoso!/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/); // the message stays 3 s
  await page.waitForURL('**/main-user', { timeout: 20_000 });
  expect(await storedCurrentUser(page)).toMatchObject({
    name: 'Rosa Registro',
    email,
    userType: 'guest',
    authProvider: 'password',
    score: 0,
    profileCompleted: false,
  });
  // Consent on record: the notice shown beside the form, accepted at the server's time.
  const consent = await storedConsent(page);
  expect(consent.version).toBe(PRIVACY_NOTICE_VERSION);
  expect(consent.consentAt).toBeTruthy();
  expect(consent.consentAt).toBe(consent.createdAt);
  expectNoConsoleErrors(page);
});

test('el administrador demo entra a /admin-dashboard', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // Already signed in: /auth routes by role again.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  expectNoConsoleErrors(page);
});

test('el invitado demo entra a /main-user y no puede abrir /admin-dashboard', async ({ page }) => {
  await signIn(page, guest.email, guest.password);
  await expect(page).toHaveURL(/\/main-user$/);
  expect(await storedCurrentUser(page)).toMatchObject({ authProvider: 'password' });

  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/main-user$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/main-user$/);
  expectNoConsoleErrors(page);
});

test('un visitante es enviado a /auth desde las páginas protegidas', async ({ page }) => {
  for (const path of ['/main-user', '/main-user/profile', '/admin-dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', SIGN_IN_HEADING)).toBeVisible();
  }
  expectNoConsoleErrors(page);
});

test('un visitante que abrió /main-user/calculator vuelve ahí al iniciar sesión', async ({
  page,
}) => {
  await page.goto('/main-user/calculator');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, guest.email, guest.password);
  await expect(page).toHaveURL(/\/main-user\/calculator$/);
  expectNoConsoleErrors(page);
});

test('una contraseña incorrecta muestra el mensaje y conserva lo escrito', async ({ page }) => {
  await page.goto('/auth');
  await page.locator('input[name="email"]').fill(guest.email);
  await page.locator('input[name="password"]').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos.');
  await expect(page.locator('input[name="email"]')).toHaveValue(guest.email);
  await expect(page).toHaveURL(/\/auth$/);
  expectNoConsoleErrors(page, { ignore: [REFUSED_REQUEST] });
});

test('Google con la ventana del emulador: crea users/{uid} (google) y entra a /main-user', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await fakeGoogleApiScript(page.context());
  const email = uniqueEmail('google');
  await page.goto('/auth');
  await expect(page.getByRole('heading', SIGN_IN_HEADING)).toBeVisible();

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  const popup = await popupPromise;
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Gabriela Google');
  await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();

  await page.waitForURL('**/main-user', { timeout: 30_000 });
  expect(await storedCurrentUser(page)).toMatchObject({
    name: 'Gabriela Google',
    email,
    userType: 'guest',
    authProvider: 'google',
    score: 0,
  });
  // A Google sign-up records the notice shown before the Google button, the same way.
  const consent = await storedConsent(page);
  expect(consent.version).toBe(PRIVACY_NOTICE_VERSION);
  expect(consent.consentAt).toBe(consent.createdAt);
  expectNoConsoleErrors(page);
});
