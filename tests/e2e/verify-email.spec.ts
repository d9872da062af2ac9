/**
 * The verified e-mail, on npm start's stack: a new user registers through /auth, the dashboard
 * shows the banner (the tools keep working); the verification link, taken from the Auth emulator
 * (which sends no mail, it lists the links), is opened as from the mail client, and back on the
 * dashboard tab the banner is gone without signing out; users/{uid}.emailVerified is then true in
 * the Firestore emulator, written by the function confirmEmailVerified.
 */
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import { emailLinks, readDocument } from './fixtures/emulators';
import { expect, test } from './fixtures/test';

test.describe.configure({ timeout: 120_000 });

const BANNER = 'Confirma tu correo electrónico';

test('un usuario nuevo verifica su correo con el enlace y el aviso del panel desaparece', async ({
  page,
}) => {
  const email = `verifica-${Date.now()}@prueba.test`;
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Regístrate' }).click();
  await page.getByLabel('Nombre (opcional)').fill('Vero Verifica');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Clave-Prueba-2026');
  await page.getByRole('checkbox', { name: 'No soy un robot' }).check();
  await page.getByRole('button', { name: 'REGISTRAR' }).click();
  await page.waitForURL('**/main-user', { timeout: 20_000 });

  // A new account: the profile modal opens by itself; "Omitir por ahora" shows the dashboard.
  const modal = page.getByRole('dialog', { name: 'Actualiza tu Perfil' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Omitir por ahora' }).click();
  await expect(modal).toBeHidden();

  const banner = page.getByRole('status', { name: BANNER });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText(`Te enviamos un enlace a ${email}.`);
  await expect(
    banner.getByRole('button', { name: 'Reenviar correo de verificación' }),
  ).toBeVisible();
  // The tools keep working meanwhile.
  await expect(page.getByRole('link', { name: 'Usar la calculadora' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The Auth emulator's copy of the e-mail registration sent.
  const [link] = await emailLinks(email, 'VERIFY_EMAIL');
  expect(link, 'the Auth emulator lists the verification e-mail').toBeDefined();
  const continueUrl = new URL(link!.oobLink).searchParams.get('continueUrl');
  expect(continueUrl).toBe('http://localhost:5173/main-user');

  // Opened from the mail client, in another tab: the emulator verifies and sends it on.
  const mailTab = await page.context().newPage();
  const opened = await mailTab.goto(link!.oobLink);
  expect(opened?.ok()).toBe(true);
  await mailTab.waitForURL((url) => url.origin === 'http://localhost:5173');
  await mailTab.close();

  // Back on the dashboard's tab (a headless browser does not focus it by itself).
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('¡Listo! Tu correo electrónico quedó verificado.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/main-user$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Hola, Vero Verifica!' }),
  ).toBeVisible();

  // users/{uid} says so, written by the function (no client may write it).
  const uid = await page.evaluate(async () => {
    const firebaseUrl = '/src/lib/firebase.ts';
    const { loadAuth } = (await import(/* @vite-ignore */ firebaseUrl)) as {
      loadAuth(): Promise<{ currentUser: { uid: string } | null }>;
    };
    return (await loadAuth()).currentUser?.uid ?? null;
  });
  expect(uid).not.toBeNull();
  await expect
    .poll(async () => (await readDocument(`users/${uid}`))?.emailVerified, { timeout: 20_000 })
    .toEqual({ booleanValue: true });
  const stored = await readDocument(`users/${uid}`);
  expect(stored?.emailVerifiedAt).toEqual({ timestampValue: expect.any(String) });

  // A new visit: still signed in, still verified, no banner.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Hola, Vero Verifica!' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Usar la calculadora' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expectNoConsoleErrors(page);
});
