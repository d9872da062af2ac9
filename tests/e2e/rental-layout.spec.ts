/**
 * Issue 46, on a phone: every page of the client portal fits 390 px without sideways scrolling
 * (document.documentElement.scrollWidth <= 390) and axe finds nothing at 390 and at 1280 px.
 * Read-only on the demo business `npm start -- --ci` seeds: the hotel's administrator, one
 * sign-in, both widths within one page (page.setViewportSize). Her header, with the most links
 * of any role (eight), is one line at 1280 px and at 390 px, where its links sit behind a compact
 * menu. The desk's pages: tests/e2e/desk-layout.spec.ts.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { DEMO_PEOPLE, RECEPTION } from '../../functions/src/demo/plan';
import { signedInPage } from './fixtures/auth';
import {
  checkCompactMenu,
  checkPage,
  DESK,
  heightOf,
  ONE_LINE,
  PHONE,
  WAIT,
  type RentalPage,
} from './fixtures/layout';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let client: Page;

const signedIn = (browser: Browser, person: { uid: string; email: string; password: string }) =>
  signedInPage(
    browser,
    person,
    person.uid === DEMO_ACCOUNTS.admin.uid ? /\/admin-dashboard$/ : /\/main-user$/,
    person.uid,
  );

test.beforeAll(async ({ browser }) => {
  // The first sign-in of a fresh stack waits for Vite's first build of the pages.
  test.setTimeout(120_000);
  client = await signedIn(browser, DEMO_PEOPLE.cliente);
});

test.afterAll(async () => {
  await client?.context().close();
});

test('el portal cabe en 390 px y axe no encuentra nada a 390 ni a 1280 px', async () => {
  await client.goto('/main-user/estados-de-cuenta');
  const statement = client.getByRole('link', { name: /^Ver estado de cuenta/ }).first();
  await expect(statement).toBeVisible(WAIT);
  const statementPath = (await statement.getAttribute('href')) ?? '';
  const main = (page: Page) => page.getByRole('main');
  const pages: RentalPage[] = [
    { path: '/main-user/mis-equipos', ready: (p) => main(p).getByRole('article') },
    {
      path: `/main-user/mis-equipos/${RECEPTION}`,
      ready: (p) => p.getByRole('table', { name: 'Páginas de los últimos 12 meses' }),
    },
    { path: '/main-user/mis-tickets', ready: (p) => main(p).getByRole('article') },
    {
      path: '/main-user/mi-empresa',
      ready: (p) => p.getByRole('region', { name: 'Personas de la cuenta' }),
    },
    {
      path: '/main-user/estados-de-cuenta',
      ready: (p) => p.getByRole('link', { name: /^Ver estado de cuenta/ }),
    },
    { path: statementPath, ready: (p) => p.locator('table.statement-table') },
    // No invitation in the demo: the page as an unknown invitation shows it.
    { path: '/invitacion/no-existe', ready: (p) => main(p).getByRole('heading') },
  ];
  for (const page of pages) await checkPage(client, page);
});

test('la barra del cliente: una línea a 1280 px y un menú compacto a 390 px', async () => {
  const header = client.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Navegación del panel' });
  const company = nav.getByRole('link', { name: 'Mi empresa', exact: true });
  const links = [
    'Inicio',
    'Calculadora',
    'Recursos',
    'Agendar asesoría',
    'Mis equipos',
    'Mis tickets',
    'Estados de cuenta',
    'Mi empresa',
  ];
  await client.setViewportSize(DESK);
  await client.goto('/main-user');
  await expect(company).toBeVisible(WAIT);
  const tops = new Set<number>();
  for (const name of links) {
    const box = await nav.getByRole('link', { name, exact: true }).boundingBox();
    tops.add(Math.round(box?.y ?? -1));
  }
  expect(tops.size, `los ${links.length} enlaces en una línea a 1280 px`).toBe(1);
  expect(await heightOf(header), 'la barra a 1280 px').toBeLessThanOrEqual(ONE_LINE);

  await client.setViewportSize(PHONE);
  await client.goto('/main-user/mis-equipos');
  await expect(client.getByRole('main').getByRole('article').first()).toBeVisible(WAIT);
  expect(await heightOf(header), 'la barra a 390 px').toBeLessThanOrEqual(ONE_LINE);
  await checkCompactMenu(
    client,
    header.getByRole('button', { name: 'Mostrar u ocultar la navegación' }),
    company,
  );
});
