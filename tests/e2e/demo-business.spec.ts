/**
 * The demo business on the stack `npm start -- --ci` starts clean (functions/src/demo,
 * docs/decisions/0048-demo-business.md): nothing is seeded here. The hotel's administrator sees
 * its devices, a device's 12 months of pages, at least 6 statements, tickets in several statuses
 * and its members; "Usuario" and "Facturación" see what their roles allow; the desk's
 * "Fuera de tiempo" lists the late fault, "Visitas de hoy" the visit, and the company's page the
 * collector's automatic reading. Running the seed again writes no document. One sign-in each.
 */
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import {
  DEMO_DEVICES,
  DEMO_PEOPLE,
  HOTEL,
  HOUSEKEEPING,
  RECEPTION,
} from '../../functions/src/demo/plan';
import { signedInPage } from './fixtures/auth';
import { FIRESTORE_EMULATOR } from './fixtures/emulators';
import { expect, test } from './fixtures/test';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const serialOf = (id: string) => DEMO_DEVICES.find((d) => d.id === id)?.serial ?? id;
const WAIT = { timeout: 20_000 };

const signedIn = (browser: Browser, person: { uid: string; email: string; password: string }) =>
  signedInPage(
    browser,
    person,
    person.uid === DEMO_ACCOUNTS.admin.uid ? /\/admin-dashboard$/ : /\/main-user$/,
    person.uid,
  );

/** The documents the seed writes, per collection (group), as the emulators' owner. */
const SEEDED = [
  'users',
  'clients',
  'members',
  'equipment',
  'equipmentSerials',
  'readings',
  'snapshots',
  'tickets',
  'replies',
  'statements',
  'monthCloses',
  'agentCodes',
  'agentSites',
  'demoSeeds',
];
async function countSeeded(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const collectionId of SEEDED) {
    const response = await fetch(
      `${FIRESTORE_EMULATOR}/v1/projects/demo-tusocio/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId, allDescendants: true }],
            select: { fields: [{ fieldPath: '__name__' }] },
          },
        }),
      },
    );
    const rows = (await response.json()) as { document?: unknown }[];
    counts[collectionId] = rows.filter((row) => row.document).length;
  }
  return counts;
}

let client: Page;

test.beforeAll(async ({ browser }) => {
  // The first sign-in of a fresh stack waits for Vite's first build of the pages.
  test.setTimeout(120_000);
  client = await signedIn(browser, DEMO_PEOPLE.cliente);
});

test.afterAll(async () => {
  await client?.context().close();
});

test('el administrador de la cuenta ve sus equipos y 12 meses de páginas', async () => {
  await client.goto('/main-user/mis-equipos');
  const devices = client.getByRole('main').getByRole('article');
  for (const id of [RECEPTION, HOUSEKEEPING])
    await expect(devices.filter({ hasText: serialOf(id) })).toBeVisible(WAIT);
  expect(await devices.count()).toBeGreaterThanOrEqual(2);

  await client.goto(`/main-user/mis-equipos/${RECEPTION}`);
  const pages = client.getByRole('table', { name: 'Páginas de los últimos 12 meses' });
  await expect(pages.locator('tbody tr')).toHaveCount(12, WAIT);
});

test('el administrador ve los estados de cuenta, tickets en varios estados y las personas', async () => {
  await client.goto('/main-user/estados-de-cuenta');
  const open = client.getByRole('link', { name: /^Ver estado de cuenta/ });
  await expect(open.first()).toBeVisible(WAIT);
  expect(await open.count()).toBeGreaterThanOrEqual(6);

  await client.goto('/main-user/mis-tickets');
  const tickets = client.getByRole('main').getByRole('article');
  for (const status of ['Abierto', 'Esperando refacción', 'Esperando al cliente', 'Resuelto'])
    await expect(tickets.filter({ hasText: status }).first()).toBeVisible(WAIT);

  await client.goto('/main-user/mi-empresa');
  const people = client.getByRole('region', { name: 'Personas de la cuenta' });
  for (const person of [DEMO_PEOPLE.usuario, DEMO_PEOPLE.facturacion])
    await expect(people).toContainText(person.email, WAIT);
});

test('"Usuario" ve equipos y sus tickets; "Facturación" solo estados de cuenta', async ({
  browser,
}) => {
  const user = await signedIn(browser, DEMO_PEOPLE.usuario);
  const billing = await signedIn(browser, DEMO_PEOPLE.facturacion);
  try {
    await user.goto('/main-user/mis-tickets');
    const tickets = user.getByRole('main').getByRole('article');
    await expect(tickets.filter({ hasText: 'Esperando al cliente' })).toBeVisible(WAIT);
    // Only the ones he opened: not the administrator's late fault.
    await expect(tickets.filter({ hasText: serialOf(HOUSEKEEPING) })).toHaveCount(0);
    await user.goto('/main-user/estados-de-cuenta');
    await expect(user.getByText('Esta sección no es para tu rol')).toBeVisible(WAIT);

    await billing.goto('/main-user/estados-de-cuenta');
    await expect(billing.getByRole('link', { name: /^Ver estado de cuenta/ }).first()).toBeVisible(
      WAIT,
    );
    await billing.goto('/main-user/mis-equipos');
    await expect(billing.getByText('Esta sección no es para tu rol')).toBeVisible(WAIT);
  } finally {
    await user.context().close();
    await billing.context().close();
  }
});

test('el escritorio: "Fuera de tiempo", "Visitas de hoy" y la lectura automática', async ({
  browser,
}) => {
  const desk = await signedIn(browser, DEMO_ACCOUNTS.admin);
  try {
    await desk.goto('/admin-dashboard?section=servicio&vista=fuera-de-tiempo');
    await expect(desk.getByRole('row', { name: new RegExp(serialOf(HOUSEKEEPING)) })).toBeVisible(
      WAIT,
    );
    await desk.goto('/admin-dashboard?section=servicio&vista=visitas');
    const visits = desk.getByRole('list', { name: 'Visitas de hoy' });
    await expect(
      visits.getByRole('listitem').filter({ hasText: serialOf(RECEPTION) }),
    ).toContainText('16:00–18:00', WAIT);
    await desk.goto(`/admin-dashboard/clientes/${HOTEL}`);
    const reception = desk
      .getByRole('main')
      .getByRole('article')
      .filter({
        hasText: serialOf(RECEPTION),
      });
    await expect(reception).toContainText('Lectura automática:', WAIT);
  } finally {
    await desk.context().close();
  }
});

test('sembrar otra vez no escribe ningún documento', async () => {
  const before = await countSeeded();
  expect(before.demoSeeds).toBe(1);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    encoding: 'utf8',
  });
  expect(output).toContain('Negocio de demostración ya sembrado');
  expect(await countSeeded()).toEqual(before);
});
