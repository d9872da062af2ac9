/**
 * The four guest tools end to end, as the demo guest signed in through /auth, against the local
 * stack of playwright.config.ts. Each test uses a tool, reloads, and checks that what was stored
 * (users/{uid}, needsAssessments/{uid}) is what the pages and the dashboard show.
 *
 * Expectations are relative to the guest's stored progress at the start of each test: with the
 * browser store every test starts from the seeded demo document; with the Firestore emulator the
 * document is shared by every test of the run.
 *
 * Third-party frames (the youtube-nocookie video, the booking calendar) are faked at the network
 * edge: every request to a host other than the local stack gets a small stand-in page.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { POINTS, profileCompleteness, RESOURCES_GOAL } from '../../src/domain/points';
import { expectNoAxeViolations } from './fixtures/axe';
import { expectNoConsoleErrors } from './fixtures/console';
import { signIn } from './fixtures/auth';
import { expect, test } from './fixtures/test';

// A cold Vite dev server (dependency optimisation) can take most of the default 30 s.
test.describe.configure({ timeout: 90_000 });

const GUEST = DEMO_ACCOUNTS.guest;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const STAND_IN_TEXT = 'Contenido externo de prueba';

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

/** Signs the demo guest in through the /auth form, then opens `path`. */
async function signInAndOpen(page: Page, path: string): Promise<void> {
  await signIn(page, GUEST.email, GUEST.password);
  await page.waitForURL('**/main-user');
  await page.goto(path);
}

interface StoredUser {
  score: number;
  resourcesRead: number;
  achievements: {
    calculatorUsed: boolean;
    needsAssessmentCompleted: boolean;
    resourcesReadIds: string[];
  };
}

/** users/{uid} of the demo guest, read in the page through the app's own data seam. */
function storedGuest(page: Page): Promise<StoredUser | null> {
  return page.evaluate(async (uid) => {
    const url = '/src/data/users.ts';
    const users = (await import(/* @vite-ignore */ url)) as {
      getUser(id: string): Promise<StoredUser | null>;
    };
    return users.getUser(uid);
  }, GUEST.uid);
}

/** The stored progress at the start of a test (the demo guest's document is always seeded). */
async function baseline(page: Page): Promise<StoredUser> {
  const user = await storedGuest(page);
  if (!user) throw new Error(`users/${GUEST.uid} no existe: ¿se sembraron las cuentas demo?`);
  return user;
}

/** The dashboard's progress figures for a stored score and number of resources read. */
async function expectDashboardProgress(
  page: Page,
  { score, resourcesRead }: { score: number; resourcesRead: number },
): Promise<void> {
  await page.goto('/main-user');
  await expect(page.getByTestId('score')).toHaveText(String(score));
  await expect(page.getByTestId('profile-completeness')).toHaveText(
    `${profileCompleteness(score)}%`,
  );
  await expect(page.getByTestId('resources-read')).toHaveText(
    `${Math.min(resourcesRead, RESOURCES_GOAL)} de ${RESOURCES_GOAL}`,
  );
}

const readCount = (n: number) =>
  `${Math.min(n, RESOURCES_GOAL)} de ${RESOURCES_GOAL} recursos leídos`;

test('calculadora: valida, muestra el ahorro en MXN y otorga 20 puntos una sola vez', async ({
  page,
}) => {
  await signInAndOpen(page, '/main-user/calculator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Calculadora de ahorro en impresión' }),
  ).toBeVisible();
  const before = await baseline(page);
  const firstUse = !before.achievements.calculatorUsed;
  const expectedScore = before.score + (firstUse ? POINTS.calculatorUsed : 0);
  await expectNoAxeViolations(page, { context: 'main' });

  const calculate = page.getByRole('button', { name: 'Calcular ahorro' });
  await page.getByLabel('Páginas B/N al mes').fill('2500');
  await calculate.click();
  await expect(
    page.getByText(
      'Por favor, introduce valores numéricos válidos y positivos en todos los campos. El volumen de páginas puede ser cero si no aplica.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Páginas B/N al mes')).toHaveValue('2500');

  await page.getByLabel('Páginas a color al mes').fill('150');
  await page.getByLabel('Costo actual por página B/N (MXN)').fill('0.85');
  await page.getByLabel('Costo actual por página a color (MXN)').fill('2.90');
  await page.getByLabel('Número de impresoras').fill('2');
  await calculate.click();
  const results = page.getByRole('region', { name: 'Tu ahorro estimado' });
  await expect(results.getByTestId('monthly-saving')).toHaveText('$1,565.00');
  await expect(results.getByTestId('annual-saving')).toHaveText('$18,780.00');
  const pointsToast = page.getByText('¡Ganaste 20 puntos por usar la calculadora de ahorro!');
  if (firstUse) await expect(pointsToast).toBeVisible();
  else await expect(pointsToast).toHaveCount(0);

  // A second calculation pays nothing more.
  await page.getByLabel('Número de impresoras').fill('4');
  await calculate.click();
  await expect(results.getByTestId('monthly-saving')).toHaveText('$1,665.00');
  await expect.poll(async () => (await storedGuest(page))?.score).toBe(expectedScore);

  // Every screen shows the award at once, without a reload: the header's points, then the
  // dashboard reached through the header (client-side navigation, no second page load).
  await expect(page.getByTestId('header-score')).toContainText(`${expectedScore} pts`);
  await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
  await page.getByTestId('header-score').click();
  await expect(page).toHaveURL(/\/main-user$/);
  await expect(page.getByTestId('score')).toHaveText(String(expectedScore));
  await expect(page.getByTestId('profile-completeness')).toHaveText(
    `${profileCompleteness(expectedScore)}%`,
  );
  expect(await page.evaluate(() => 'samePageLoad' in window)).toBe(true);
  await page.goBack();

  await page.reload();
  await expect(page.getByLabel('Páginas B/N al mes')).toBeVisible();
  const stored = await storedGuest(page);
  expect(stored?.score).toBe(expectedScore);
  expect(stored?.achievements.calculatorUsed).toBe(true);
  await expectDashboardProgress(page, {
    score: expectedScore,
    resourcesRead: before.resourcesRead,
  });
  expectNoConsoleErrors(page);
});

test('test de necesidades: cinco pasos, recomendación guardada y visible tras recargar', async ({
  page,
}) => {
  await signInAndOpen(page, '/main-user/needs-assessment');
  await expect(page.getByText('Paso 1 de 5')).toBeVisible();
  const before = await baseline(page);
  const firstCompletion = !before.achievements.needsAssessmentCompleted;
  const expectedScore = before.score + (firstCompletion ? POINTS.needsAssessmentCompleted : 0);
  await expectNoAxeViolations(page, { context: 'main' });

  const next = page.getByRole('button', { name: 'Siguiente' });
  await next.click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, selecciona al menos una opción.');
  await page.getByLabel('Blanco y negro (B/N)').check();
  await next.click();
  await expect(page.getByText('Paso 2 de 5')).toBeVisible();
  await expect(page.getByLabel('Bajo: <500 páginas a color al mes')).toHaveCount(0);
  await page.getByLabel('Alto: >5,000 páginas B/N al mes').check();
  await next.click();
  await page.getByLabel('Escanear').check();
  await page.getByLabel('Conexión Wi-Fi').check();
  await next.click();
  await page.getByLabel('21 a 50 personas').check();
  await page.getByLabel('2 a 5 equipos').check();
  await next.click();
  await expect(page.getByText('Paso 5 de 5')).toBeVisible();
  await page.getByLabel('Salud (consultorio, clínica o laboratorio)').check();
  await page.getByRole('button', { name: 'Ver Recomendación' }).click();

  const result = page.getByRole('region', { name: 'Nuestra recomendación para ti' });
  await expect(result).toBeVisible();
  const title = (await result.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).not.toBe('');
  const pointsToast = page.getByText('¡Ganaste 20 puntos por completar el test de necesidades!');
  if (firstCompletion) await expect(pointsToast).toBeVisible();
  else await expect(pointsToast).toHaveCount(0);
  await expectNoAxeViolations(page, { context: 'main' });

  // "Anterior" clears the result.
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByText('Paso 4 de 5')).toBeVisible();
  await expect(result).toHaveCount(0);

  await page.reload();
  await expect(
    page.getByText(/^Ya completaste este test el \d{1,2} de \w+ de \d{4}\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ver mi recomendación anterior' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Tu recomendación anterior' })
      .getByRole('heading', { name: title }),
  ).toBeVisible();

  const assessment = await page.evaluate(async (uid) => {
    const url = '/src/data/needs-assessments.ts';
    const seam = (await import(/* @vite-ignore */ url)) as {
      getNeedsAssessment(id: string): Promise<Record<string, unknown> | null>;
    };
    return seam.getNeedsAssessment(uid);
  }, GUEST.uid);
  expect(assessment).toMatchObject({
    userId: GUEST.uid,
    email: GUEST.email,
    formData: {
      needsType: ['bn'],
      volumeBN: 'high',
      volumeColor: '',
      functionalities: ['scan', 'wifi'],
      numUsers: '21-50',
      numPrintersDesired: '2-5',
      businessType: 'health',
    },
    recommendation: { title },
  });
  expect(String(assessment?.completedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  const stored = await storedGuest(page);
  expect(stored?.score).toBe(expectedScore);
  expect(stored?.achievements.needsAssessmentCompleted).toBe(true);
  await expectDashboardProgress(page, {
    score: expectedScore,
    resourcesRead: before.resourcesRead,
  });
  expectNoConsoleErrors(page);
});

test('biblioteca: abre un documento y el video, cada uno suma 5 puntos una vez', async ({
  page,
}) => {
  await signInAndOpen(page, '/main-user/resources-library');
  await expect(page.getByRole('article')).toHaveCount(7);
  const before = await baseline(page);
  await expect(page.getByText(readCount(before.resourcesRead))).toBeVisible();
  await expectNoAxeViolations(page, { context: 'main' });

  const DOCUMENT_ID = 'guia-costo-por-pagina';
  const VIDEO_ID = 'video-cuidado-multifuncional';
  const ids = [...before.achievements.resourcesReadIds];
  for (const id of [DOCUMENT_ID, VIDEO_ID]) if (!ids.includes(id)) ids.push(id);
  const documentIsNew = !before.achievements.resourcesReadIds.includes(DOCUMENT_ID);
  const afterDocument = before.resourcesRead + (documentIsNew ? 1 : 0);
  const newlyRead = ids.length - before.achievements.resourcesReadIds.length;
  const expectedScore = before.score + POINTS.resource * newlyRead;

  const documentTitle = 'Guía: cómo calcular el costo real por página';
  await page.getByRole('button', { name: `Abrir recurso: ${documentTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: documentTitle });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', '/recursos/guia-costo-por-pagina.html');
  await expect(dialog.getByRole('link', { name: 'Abrir en una pestaña nueva' })).toHaveAttribute(
    'target',
    '_blank',
  );
  // The site's own page loads inside the frame.
  await expect(
    page.frameLocator(`iframe[title="${documentTitle}"]`).getByRole('heading', { level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(readCount(afterDocument))).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);

  // Opening it again pays nothing.
  await page.getByRole('button', { name: `Abrir recurso: ${documentTitle}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  const videoTitle = 'Video: cuidados básicos de tu multifuncional';
  await page.getByRole('button', { name: `Ver video: ${videoTitle}` }).click();
  const video = page.getByRole('dialog', { name: videoTitle }).locator('iframe');
  await expect(video).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+$/,
  );
  await expect(video).toHaveAttribute('allowfullscreen', '');
  await expect(page.getByText(readCount(ids.length))).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

  await page.reload();
  await expect(page.getByText(readCount(ids.length))).toBeVisible();
  await expect(
    page.getByRole('article', { name: documentTitle }).getByTestId('read-state'),
  ).toHaveText('Leído');
  await expect(
    page.getByRole('article', { name: videoTitle }).getByTestId('read-state'),
  ).toHaveText('Leído');
  const stored = await storedGuest(page);
  expect(stored).toMatchObject({
    score: expectedScore,
    resourcesRead: ids.length,
    achievements: { resourcesReadIds: ids },
  });
  await expectDashboardProgress(page, { score: expectedScore, resourcesRead: ids.length });
  expectNoConsoleErrors(page);
});

test('agenda: calendario externo en un marco, con enlace a una pestaña nueva y horario', async ({
  page,
}) => {
  await signInAndOpen(page, '/main-user/resources-calendar');
  const frame = page.locator('iframe[title="Calendario para agendar una asesoría"]');
  const link = page.getByRole('link', { name: 'Abrir el calendario en una pestaña nueva' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^https?:\/\//);
  await expect(frame).toHaveAttribute('src', href ?? '');
  await expect(
    page.locator('p').filter({ hasText: /^Horario de atención: .*\d.*\.$/ }),
  ).toBeVisible();
  // The stand-in calendar loads, so the loading state goes away.
  await expect(
    page
      .frameLocator('iframe[title="Calendario para agendar una asesoría"]')
      .getByText(STAND_IN_TEXT),
  ).toBeVisible();
  await expect(page.getByText('Cargando el calendario...')).toHaveCount(0);
  await expectNoAxeViolations(page, { context: 'main' });
  expectNoConsoleErrors(page);
});
