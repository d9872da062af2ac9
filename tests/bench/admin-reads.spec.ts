/**
 * `npm run bench:admin`: documents the admin area reads per view, on the real stack (its own
 * `npm start -- --ci`: Firestore emulator with the rules), with 500 users and 100, then 2,000 quote
 * requests seeded. It counts what the browser receives from Firestore: each document of a query or
 * a get is one read; a count aggregation is one read per 1,000 index entries (at least one). Reads
 * per view must stay flat as the data grows (docs/decisions/0011-admin-lead-desk.md): at most one
 * page plus a few fixed reads (the admin's own role, counts), whatever the number of requests.
 */
import type { Page, Response } from '@playwright/test';
import { LEAD_PAGE_SIZE } from '../../src/data/leads';
import { newUserDoc } from '../../src/data/user-doc';
import {
  DEMO_ACCOUNTS,
  EQUIPMENT_QUANTITIES,
  LEAD_STAGES,
  SERVICE_TYPES,
} from '../../src/domain/entities';
import { signIn } from '../e2e/fixtures/auth';
import { FIRESTORE_EMULATOR, toFirestoreFields } from '../e2e/fixtures/emulators';
import { expect, test } from '../e2e/fixtures/test';

const DOCUMENTS = 'projects/demo-tusocio/databases/(default)/documents';
/** Reads a view may add to its page: the admin's own role, a few counts or user documents. */
const OVERHEAD = 15;

/** Writes documents with the emulator's owner token (rules bypassed), 400 per commit. */
async function commit(docs: { path: string; fields: Record<string, unknown> }[]) {
  for (let i = 0; i < docs.length; i += 400) {
    const writes = docs
      .slice(i, i + 400)
      .map(({ path, fields }) => ({ update: { name: `${DOCUMENTS}/${path}`, fields } }));
    const response = await fetch(`${FIRESTORE_EMULATOR}/v1/${DOCUMENTS}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    expect(response.ok, await response.text()).toBe(true);
  }
}

function submission(i: number) {
  const at = new Date(Date.now() - (i % 90) * 86_400_000 - i * 1000).toISOString();
  const fields = toFirestoreFields({
    fullName: `Cliente de prueba ${i}`,
    clientType: 'Empresa',
    corporateEmail: `compras${i}@empresa${i % 37}.mx`,
    phone: `998${String(1_000_000 + i).slice(-7)}`,
    serviceType: SERVICE_TYPES[(i + 1) % 2],
    equipmentQuantity: EQUIPMENT_QUANTITIES[i % 3],
    company: `Empresa ${i % 37} S.A.`,
    state: 'Quintana Roo',
    message: 'Cotización de prueba (bench:admin).',
    recaptcha: true,
    submittedAt: at,
    status: LEAD_STAGES[i % LEAD_STAGES.length],
  });
  return {
    path: `contactSubmissions/bench-${i}`,
    fields: { ...fields, createdAt: { timestampValue: at } },
  };
}

function user(i: number) {
  const init = { name: `Usuario Prueba ${i}`, email: `usuario${i}@prueba.mx`, photoURL: null };
  const doc = newUserDoc(
    { ...init, authProvider: 'password' },
    new Date(Date.now() - i * 3_600_000).toISOString(),
  );
  return {
    path: `users/bench-user-${i}`,
    fields: toFirestoreFields({ ...doc, score: (i % 5) * 5 }),
  };
}

/**
 * Firestore reads in the responses the page receives while `action` runs. The dev server renders
 * in React's StrictMode, which runs each loading effect twice; a production build runs it once,
 * so identical requests within a view count once.
 */
async function readsDuring(page: Page, action: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  const pending: Promise<void>[] = [];
  const seen = new Set<string>();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Firestore's REST answers
  const count = (url: string, method: string, rows: any[]) => {
    if (url.includes(':runAggregationQuery')) {
      for (const row of rows)
        for (const value of Object.values<{ integerValue?: string }>(
          row.result?.aggregateFields ?? {},
        ))
          reads += Math.max(1, Math.ceil(Number(value.integerValue ?? 0) / 1000));
    } else if (url.includes(':runQuery')) reads += rows.filter((row) => row.document).length;
    else if (url.includes(':batchGet')) reads += rows.filter((row) => row.found).length;
    else if (method === 'GET') reads += 1;
  };
  const onResponse = (response: Response) => {
    const { method, postData } = {
      method: response.request().method(),
      postData: response.request().postData(),
    };
    const url = response.url();
    const key = `${method} ${url} ${postData ?? ''}`;
    if (!url.startsWith(FIRESTORE_EMULATOR) || seen.has(key)) return;
    seen.add(key);
    pending.push(
      response.json().then(
        (body) => count(url, method, [body].flat()),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  await Promise.all(pending);
  return reads;
}

async function measure(page: Page): Promise<Record<string, number>> {
  const main = page.getByRole('main');
  const search = main.getByRole('searchbox', { name: 'Buscar solicitudes' });
  const views: [string, () => Promise<unknown>][] = [
    ['Dashboard', () => page.goto('/admin-dashboard')],
    ['Solicitudes, página 1', () => page.goto('/admin-dashboard?section=solicitudes')],
    ['Solicitudes, página 2', () => main.getByRole('button', { name: 'Siguiente página' }).click()],
    [
      'Solicitudes, etapa Contactado',
      () => page.goto('/admin-dashboard?section=solicitudes&etapa=Contactado'),
    ],
    [
      'Solicitudes, búsqueda "Empresa 1"',
      () => search.fill('Empresa 1').then(() => search.press('Enter')),
    ],
    ['Detalle de una solicitud', () => page.goto('/admin-dashboard/solicitudes/bench-7')],
    ['Usuarios, página 1', () => page.goto('/admin-dashboard?section=usuarios')],
  ];
  const reads: Record<string, number> = {};
  for (const [name, action] of views) reads[name] = await readsDuring(page, action);
  return reads;
}

test('las vistas del área de administración leen una página, con 100 o con 2,000 solicitudes', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const results: { submissions: number; views: Record<string, number> }[] = [];
  await commit(Array.from({ length: 500 }, (_, i) => user(i)));
  for (const [from, to] of [
    [0, 100],
    [100, 2000],
  ] as const) {
    await commit(Array.from({ length: to - from }, (_, k) => submission(from + k)));
    results.push({ submissions: to, views: await measure(page) });
  }

  const names = Object.keys(results[0]?.views ?? {});
  const width = Math.max(...names.map((n) => n.length));
  const row = (name: string, cells: string[]) =>
    `${name.padEnd(width)}  ${cells.map((c) => c.padStart(18)).join('')}`;
  console.log(
    [
      'Documentos leídos por vista (500 usuarios sembrados):',
      row(
        'vista',
        results.map((r) => `${r.submissions} solicitudes`),
      ),
      ...names.map((name) =>
        row(
          name,
          results.map((r) => String(r.views[name])),
        ),
      ),
      '(las vistas filtradas leen menos con 100 solo porque coinciden menos)',
    ].join('\n'),
  );
  const bound = LEAD_PAGE_SIZE + OVERHEAD;
  for (const { submissions, views } of results)
    for (const name of names)
      expect.soft(views[name], `${name}, ${submissions} solicitudes`).toBeLessThanOrEqual(bound);
});
