/**
 * Issue 46, the desk on a phone: every rental page of /admin-dashboard fits 390 px without
 * sideways scrolling (document.documentElement.scrollWidth <= 390) and axe finds nothing at 390
 * and at 1280 px; the desk's bar is one line at 390 px, its sections behind a compact menu
 * (aria-expanded, Escape closes it and gives the focus back). Read-only on the demo business
 * `npm start -- --ci` seeds: admin@demo.test, one sign-in, both widths within one page. The
 * client portal and its header: tests/e2e/rental-layout.spec.ts.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { DEMO_DEVICES, HOTEL, RECEPTION } from '../../functions/src/demo/plan';
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

test.describe.configure({ mode: 'serial', timeout: 150_000 });

/** A demo ticket with a technician, a visit and replies (functions/src/demo/tickets.ts). */
const TICKET = 'demo-falla-refaccion';
const serialOf = (id: string) => DEMO_DEVICES.find((d) => d.id === id)?.serial ?? id;

let desk: Page;

test.beforeAll(async ({ browser }) => {
  // The first sign-in of a fresh stack waits for Vite's first build of the pages.
  test.setTimeout(120_000);
  desk = await signedInPage(
    browser,
    DEMO_ACCOUNTS.admin,
    /\/admin-dashboard$/,
    DEMO_ACCOUNTS.admin.uid,
  );
});

test.afterAll(async () => {
  await desk?.context().close();
});

const main = (page: Page) => page.getByRole('main');
/** A section of the desk, ready once its heading shows (and "Cargando…" is gone). */
const section = (search: string, heading: string, level = 2): RentalPage => ({
  path: `/admin-dashboard${search}`,
  ready: (p) => main(p).getByRole('heading', { level, name: heading, exact: true }),
});
/** A view of Servicio (its h3). */
const service = (view: string, heading: string) =>
  section(`?section=servicio&vista=${view}`, heading, 3);

test('el escritorio cabe en 390 px y axe no encuentra nada a 390 ni a 1280 px', async () => {
  const pages: RentalPage[] = [
    section('', 'Dashboard'),
    section('?section=usuarios', 'Usuarios'),
    {
      path: `/admin-dashboard/clientes/${HOTEL}`,
      ready: (p) =>
        main(p)
          .getByRole('article')
          .filter({ hasText: serialOf(RECEPTION) }),
    },
    {
      path: `/admin-dashboard/servicio/${TICKET}`,
      ready: (p) => main(p).getByRole('heading', { level: 2 }),
    },
    service('abiertos', 'Tickets abiertos'),
    service('resueltos', 'Tickets resueltos'),
    service('fuera-de-tiempo', 'Fuera de tiempo'),
    service('visitas', 'Visitas de hoy'),
    service('tiempos', 'Tiempos de servicio'),
    service('lecturas', 'Lecturas pendientes'),
    service('consumo', 'Consumo mensual'),
    service('cierre', 'Cierre de mes'),
    service('toner', 'Tóner por agotarse'),
    service('lectores', 'Lectores sin reportes'),
  ];
  for (const page of pages) await checkPage(desk, page);
});

test('la barra del escritorio: una línea a 390 px con un menú compacto; a 1280 px las secciones a la vista', async () => {
  const sidebar = desk.getByRole('complementary', { name: 'Menú de administración' });
  const servicio = sidebar.getByRole('link', { name: 'Servicio', exact: true });
  const toggle = sidebar.getByRole('button', { name: 'Menú', exact: true });
  await desk.setViewportSize(DESK);
  await desk.goto('/admin-dashboard?section=servicio');
  await expect(servicio).toBeVisible(WAIT);
  await expect(toggle).toBeHidden();

  await desk.setViewportSize(PHONE);
  expect(await heightOf(sidebar), 'la barra a 390 px').toBeLessThanOrEqual(ONE_LINE);
  await checkCompactMenu(desk, toggle, servicio);
});
