/**
 * The guest area end to end, against the local stack of playwright.config.ts: a NEW guest
 * registers through /auth, completes the profile modal, uses every tool, uploads a photo and
 * signs out. The dashboard's progress card is checked after each step (points: profile 20,
 * calculator 20, needs test 20, each resource 5; completeness = score / 80).
 *
 * Third-party frames (the booking calendar) are faked at the network edge: every request to a
 * host other than the local stack gets a small stand-in page.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import { createAccount } from './fixtures/emulators';
import { expect, test } from './fixtures/test';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const STAND_IN_TEXT = 'Contenido externo de prueba';
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><head><title>${STAND_IN_TEXT}</title></head><body><p>${STAND_IN_TEXT}</p></body></html>`,
      }),
  );
});

const guestNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación del panel' });
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Menú de tu cuenta/ });

/** Goes to the dashboard through the header (no reload) and checks the progress card. */
async function expectProgress(
  page: Page,
  { score, completeness, read }: { score: number; completeness: string; read: string },
): Promise<void> {
  await guestNav(page).getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(/\/main-user$/);
  await expect(page.getByTestId('profile-completeness')).toHaveText(completeness);
  await expect(page.getByRole('progressbar', { name: 'Perfil completado' })).toHaveAttribute(
    'aria-valuenow',
    completeness.replace('%', ''),
  );
  await expect(page.getByTestId('resources-read')).toHaveText(read);
  await expect(page.getByTestId('score')).toHaveText(String(score));
}

test('un invitado nuevo: registro, perfil, herramientas, foto y cierre de sesión', async ({
  page,
}) => {
  // Registration waits 3 s; a cold dev server compiles each lazy page on first use.
  test.setTimeout(240_000);
  const email = `invitado-${Date.now()}@prueba.test`;

  // Register through /auth.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Regístrate' }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre (opcional)').fill('Laura Prueba');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Clave-Prueba-2026');
  await page.getByRole('checkbox', { name: 'No soy un robot' }).check();
  await page.getByRole('button', { name: 'REGISTRAR' }).click();
  await page.waitForURL('**/main-user', { timeout: 30_000 });

  // The dashboard: greeting, empty progress, and the profile modal opens by itself.
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Laura Prueba!' })).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Actualiza tu Perfil' });
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('profile-completeness')).toHaveText('0%');
  await expect(page.getByTestId('resources-read')).toHaveText('0 de 5');
  await expect(modal.getByLabel('Nombre completo')).toHaveValue('Laura Prueba');
  await expectNoAxeViolations(page);

  await modal.getByRole('button', { name: 'Guardar Datos' }).click();
  await expect(modal.getByText('Por favor, completa todos los campos obligatorios.')).toBeVisible();
  await modal.getByLabel('Teléfono').fill('998 765 4321');
  await modal.getByLabel('Empresa').fill('Consultorio Dental Caribe');
  await modal.getByLabel('Tipo de cliente').selectOption({ label: 'Cliente' });
  await modal.getByLabel('Estado').selectOption('Quintana Roo');
  await modal.getByRole('button', { name: 'Guardar Datos' }).click();
  await expect(modal.getByText('¡Tus datos se guardaron correctamente!')).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 5_000 });
  // Updated without a reload.
  await expect(page.getByTestId('profile-completeness')).toHaveText('25%');
  await expect(page.getByTestId('score')).toHaveText('20');

  // Calculator (+20).
  await guestNav(page).getByRole('link', { name: 'Calculadora' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Calculadora de ahorro en impresión' }),
  ).toBeVisible();
  await page.getByLabel('Páginas B/N al mes').fill('2500');
  await page.getByLabel('Páginas a color al mes').fill('150');
  await page.getByLabel('Costo actual por página B/N (MXN)').fill('0.85');
  await page.getByLabel('Costo actual por página a color (MXN)').fill('2.90');
  await page.getByLabel('Número de impresoras').fill('2');
  await page.getByRole('button', { name: 'Calcular ahorro' }).click();
  await expect(
    page.getByText('¡Ganaste 20 puntos por usar la calculadora de ahorro!'),
  ).toBeVisible();
  await expectProgress(page, { score: 40, completeness: '50%', read: '0 de 5' });

  // Needs test (+20), from the dashboard's card.
  await page.getByRole('link', { name: 'Hacer el test' }).click();
  await expect(page.getByText('Paso 1 de 5')).toBeVisible();
  const next = page.getByRole('button', { name: 'Siguiente' });
  await page.getByLabel('Blanco y negro (B/N)').check();
  await next.click();
  await page.getByLabel('Alto: >5,000 páginas B/N al mes').check();
  await next.click();
  await page.getByLabel('Escanear').check();
  await next.click();
  await page.getByLabel('21 a 50 personas').check();
  await page.getByLabel('2 a 5 equipos').check();
  await next.click();
  await page.getByLabel('Salud (consultorio, clínica o laboratorio)').check();
  await page.getByRole('button', { name: 'Ver Recomendación' }).click();
  await expect(
    page.getByText('¡Ganaste 20 puntos por completar el test de necesidades!'),
  ).toBeVisible();
  await expectProgress(page, { score: 60, completeness: '75%', read: '0 de 5' });

  // A resource (+5): 65 / 80 = 81 %.
  await guestNav(page).getByRole('link', { name: 'Recursos' }).click();
  const documentTitle = 'Guía: cómo calcular el costo real por página';
  await page.getByRole('button', { name: `Abrir recurso: ${documentTitle}` }).click();
  const viewer = page.getByRole('dialog', { name: documentTitle });
  await expect(viewer).toBeVisible();
  await expect(page.getByText('1 de 5 recursos leídos')).toBeVisible();
  // The points toast shows over the dialog's corner, and a click there reaches what lies beneath.
  const pointsToast = page.getByText('¡Ganaste 5 puntos por leer un recurso nuevo!');
  // Once it has slid into the screen (it enters from above).
  await expect.poll(async () => (await pointsToast.boundingBox())?.y ?? -1).toBeGreaterThan(0);
  const box = await pointsToast.boundingBox();
  expect(box).not.toBeNull();
  const caughtByToast = await page.evaluate(
    ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('.toasts')),
    [box!.x + box!.width / 2, box!.y + box!.height / 2],
  );
  expect(caughtByToast).toBe(false);
  // Above the dialog, not behind it: the dialog is in the browser's top layer, and the toasts
  // joined it after the dialog opened (a popover), so nothing of the dialog covers them.
  const toastLayer = await pointsToast.evaluate((toast) => {
    const layer = toast.closest('.toasts');
    const dialog = document.querySelector('dialog[open]');
    return { open: layer?.matches(':popover-open'), dialogOpen: dialog?.matches(':modal') };
  });
  expect(toastLayer).toEqual({ open: true, dialogOpen: true });
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(viewer).toHaveCount(0);
  await expectProgress(page, { score: 65, completeness: '81%', read: '1 de 5' });

  // Booking page.
  await guestNav(page).getByRole('link', { name: 'Agendar asesoría' }).click();
  await expect(page.locator('iframe[title="Calendario para agendar una asesoría"]')).toBeVisible();
  await expect(
    page
      .frameLocator('iframe[title="Calendario para agendar una asesoría"]')
      .getByText(STAND_IN_TEXT),
  ).toBeVisible();

  // Profile photo: avatar menu -> Mi Perfil -> PNG upload; the header avatar shows it.
  await expect(accountMenu(page)).toContainText('LP');
  await accountMenu(page).click();
  await page.getByRole('link', { name: 'Mi Perfil' }).click();
  await expect(page).toHaveURL(/\/main-user\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByTestId('profile-score')).toHaveText('65');
  await page.getByRole('button', { name: 'Subir foto' }).click();
  await expect(page.getByText('Por favor, selecciona una imagen primero.')).toBeVisible();
  await page
    .getByLabel('Selecciona una imagen')
    .setInputFiles({ name: 'mi-foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByAltText('Vista previa de la nueva foto')).toBeVisible();
  await page.getByRole('button', { name: 'Subir foto' }).click();
  await expect(page.getByText('¡Tu foto de perfil se actualizó correctamente!')).toBeVisible();
  const avatarImage = accountMenu(page).locator('img');
  await expect(avatarImage).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect
    .poll(() => avatarImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1);
  await expectNoAxeViolations(page);
  // Kept across a reload (Auth photoURL).
  await page.reload();
  await expect(accountMenu(page).locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // Every write above went through firestore.rules (profile, calculator, needs test, resource):
  // after a reload the dashboard reads the same points back from the database.
  await guestNav(page).getByRole('link', { name: 'Inicio' }).click();
  await page.reload();
  await expectProgress(page, { score: 65, completeness: '81%', read: '1 de 5' });

  // Sign out from the header.
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByText('Sesión cerrada correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/main-user');
  await expect(page).toHaveURL(/\/auth$/);
  expectNoConsoleErrors(page);
});

test('panel en móvil: menú plegable, "Omitir por ahora" y ruta desconocida', async ({ page }) => {
  test.setTimeout(120_000);
  // A fresh account: documents live in the shared Firestore emulator, and other tests give the
  // demo guest points. Its users/{uid} is created by the app at the first sign-in.
  const email = `movil-${Date.now()}@prueba.test`;
  const guest = {
    email,
    password: 'Clave-Prueba-2026',
    uid: await createAccount(email, 'Clave-Prueba-2026'),
  };
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/auth');
  await page.locator('input[name="email"]').fill(guest.email);
  await page.locator('input[name="password"]').fill(guest.password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await page.waitForURL('**/main-user');

  const modal = page.getByRole('dialog', { name: 'Actualiza tu Perfil' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Omitir por ahora' }).click();
  await expect(modal).toBeHidden();
  expect(
    await page.evaluate((uid) => localStorage.getItem(`dismissedProfileModal_${uid}`), guest.uid),
  ).not.toBeNull();
  await page.reload();
  await expect(page.getByTestId('profile-completeness')).toHaveText('0%');
  await expect(modal).toHaveCount(0);

  // The links hide behind the toggle below 768 px.
  const toggle = page.getByRole('button', { name: 'Mostrar u ocultar la navegación' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(guestNav(page).getByRole('link', { name: 'Calculadora' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(guestNav(page).getByRole('link', { name: 'Calculadora' })).toBeVisible();
  await expectNoAxeViolations(page);
  await guestNav(page).getByRole('link', { name: 'Agendar asesoría' }).click();
  await expect(page).toHaveURL(/\/main-user\/resources-calendar$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/main-user/no-existe');
  await expect(
    page.getByText('Lo sentimos, la página que buscas no existe o ha sido movida.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Volver a mi panel' }).click();
  await expect(page).toHaveURL(/\/main-user$/);
  expectNoConsoleErrors(page);
});
