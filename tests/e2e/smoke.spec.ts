import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { axe } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import { signInWithPasswordRest } from './fixtures/emulators';
import { expect, test } from './fixtures/test';

test('la página de inicio carga (200) y muestra su encabezado', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu socio ideal para el éxito' }),
  ).toBeVisible();
  expectNoConsoleErrors(page);
});

test('una ruta desconocida muestra la página 404', async ({ page }) => {
  await page.goto('/esta-ruta-no-existe');
  await expect(
    page.getByText('Lo sentimos, la página que buscas no existe o ha sido movida.'),
  ).toBeVisible();
  expectNoConsoleErrors(page);
});

test('el emulador de Auth tiene las cuentas demo con sus uid fijos', async () => {
  const admin = await signInWithPasswordRest(
    DEMO_ACCOUNTS.admin.email,
    DEMO_ACCOUNTS.admin.password,
  );
  expect(admin).toMatchObject({ status: 200, localId: 'demo-admin', email: 'admin@demo.test' });

  const guest = await signInWithPasswordRest(
    DEMO_ACCOUNTS.guest.email,
    DEMO_ACCOUNTS.guest.password,
  );
  expect(guest).toMatchObject({ status: 200, localId: 'demo-guest', email: 'invitado@demo.test' });

  const wrong = await signInWithPasswordRest(DEMO_ACCOUNTS.admin.email, 'no-es-la-clave');
  expect(wrong.status).toBe(400);
  expect(wrong.localId).toBeUndefined();
});

test('los ayudantes de pruebas detectan violaciones de accesibilidad y errores de consola', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="es"><head><title>Prueba</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  const violations = await axe(page);
  expect(violations.map((v) => v.id)).toContain('image-alt');

  await page.evaluate(() => console.error('error de prueba'));
  expect(() => expectNoConsoleErrors(page)).toThrow(/error de prueba/);
  // expectNoConsoleErrors consumed the error above: nothing left to report.
  expectNoConsoleErrors(page);
});
