#!/usr/bin/env node
// `npm run bench:admin`: documents the admin area reads per view, on the real stack (npm start
// --ci: Firestore emulator with the rules), with 100 and then 2,000 quote requests and 500 users
// seeded. It counts what the browser really receives from Firestore: each document of a query
// or a get is one read; a count aggregation is one read per 1,000 index entries (at least one).
// Reads per view must stay flat as the data grows.
import { chromium } from '@playwright/test';
import { toFirestoreFields } from './seed.mjs';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { startStack, stopStack } from './lib/local-stack.mjs';
import { EMULATOR_HOST, PORTS, PROJECT_ID, SITE_URL } from './lib/stack.mjs';

const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;
const FIRESTORE = `http://${EMULATOR_HOST}:${PORTS.firestore}/v1`;
const STAGES = ['Nuevo', 'Contactado', 'Cotizado', 'Ganado', 'Perdido'];
const DAY = 86_400_000;
/** One page of the admin lists (src/data/leads.ts LEAD_PAGE_SIZE, users USER_PAGE_SIZE). */
const PAGE = 50;
/** Reads a view may add to its page: the admin's own role, a few counts or user documents. */
const OVERHEAD = 15;

/** Writes documents with the emulator's owner token (rules bypassed), 400 per commit. */
async function commit(docs) {
  for (let i = 0; i < docs.length; i += 400) {
    const writes = docs.slice(i, i + 400).map(({ path, fields }) => ({
      update: { name: `${DOCUMENTS}/${path}`, fields },
    }));
    const response = await fetch(`${FIRESTORE}/${DOCUMENTS}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`commit: ${response.status} ${await response.text()}`);
  }
}

function submission(i) {
  const at = new Date(Date.now() - (i % 90) * DAY - i * 1000);
  const fields = toFirestoreFields({
    fullName: `Cliente de prueba ${i}`,
    clientType: 'Empresa',
    corporateEmail: `compras${i}@empresa${i % 37}.mx`,
    phone: `998${String(1_000_000 + i).slice(-7)}`,
    serviceType: i % 2 ? 'Renta' : 'Venta',
    equipmentQuantity: ['1-10', '11-50', '+50'][i % 3],
    company: `Empresa ${i % 37} S.A.`,
    state: 'Quintana Roo',
    message: 'Cotización de prueba (bench:admin).',
    recaptcha: true,
    submittedAt: at.toISOString(),
    status: STAGES[i % STAGES.length],
  });
  return {
    path: `contactSubmissions/bench-${i}`,
    fields: { ...fields, createdAt: { timestampValue: at.toISOString() } },
  };
}

function user(i) {
  const at = new Date(Date.now() - i * 3_600_000).toISOString();
  return {
    path: `users/bench-user-${i}`,
    fields: toFirestoreFields({
      name: `Usuario Prueba ${i}`,
      email: `usuario${i}@prueba.mx`,
      photoURL: null,
      createdAt: at,
      updatedAt: at,
      lastLogin: at,
      userType: 'guest',
      profileCompleted: false,
      authProvider: 'password',
      score: (i % 5) * 5,
      resourcesRead: 0,
      achievements: {
        profileCompleted: false,
        calculatorUsed: false,
        needsAssessmentCompleted: false,
        resourcesReadIds: [],
      },
    }),
  };
}

/**
 * Firestore reads in the responses the page receives while `action` runs. The dev server renders
 * in React's StrictMode, which runs each loading effect twice; a production build runs it once,
 * so identical requests within a view count once.
 */
async function readsDuring(page, action) {
  let reads = 0;
  const pending = [];
  const seen = new Set();
  const onResponse = (response) => {
    const url = response.url();
    if (!url.startsWith(FIRESTORE)) return;
    const key = `${response.request().method()} ${url} ${response.request().postData() ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    pending.push(
      response
        .json()
        .then((body) => {
          if (url.includes(':runAggregationQuery')) {
            for (const row of [body].flat()) {
              for (const value of Object.values(row.result?.aggregateFields ?? {}))
                reads += Math.max(1, Math.ceil(Number(value.integerValue ?? 0) / 1000));
            }
          } else if (url.includes(':runQuery')) {
            reads += [body].flat().filter((row) => row.document).length;
          } else if (url.includes(':batchGet')) {
            reads += [body].flat().filter((row) => row.found).length;
          } else if (response.request().method() === 'GET') {
            reads += 1;
          }
        })
        .catch(() => undefined),
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

async function measure(page) {
  const main = page.getByRole('main');
  const views = {};
  views['Dashboard'] = await readsDuring(page, () => page.goto(`${SITE_URL}/admin-dashboard`));
  views['Solicitudes, página 1'] = await readsDuring(page, () =>
    page.goto(`${SITE_URL}/admin-dashboard?section=solicitudes`),
  );
  views['Solicitudes, página 2'] = await readsDuring(page, () =>
    main.getByRole('button', { name: 'Siguiente página' }).click(),
  );
  views['Solicitudes, etapa Contactado'] = await readsDuring(page, () =>
    page.goto(`${SITE_URL}/admin-dashboard?section=solicitudes&etapa=Contactado`),
  );
  views['Solicitudes, búsqueda "Empresa 1"'] = await readsDuring(page, async () => {
    await main.getByRole('searchbox', { name: 'Buscar solicitudes' }).fill('Empresa 1');
    await main.getByRole('searchbox', { name: 'Buscar solicitudes' }).press('Enter');
  });
  views['Detalle de una solicitud'] = await readsDuring(page, () =>
    page.goto(`${SITE_URL}/admin-dashboard/solicitudes/bench-7`),
  );
  views['Usuarios, página 1'] = await readsDuring(page, () =>
    page.goto(`${SITE_URL}/admin-dashboard?section=usuarios`),
  );
  return views;
}

const stack = await startStack();
let browser;
try {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  await page.goto(`${SITE_URL}/auth`);
  await page.locator('input[name="email"]').fill(DEMO_ACCOUNTS.admin.email);
  await page.locator('input[name="password"]').fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await page.waitForURL('**/admin-dashboard', { timeout: 60_000 });

  const results = [];
  await commit(Array.from({ length: 500 }, (_, i) => user(i)));
  for (const [from, to] of [
    [0, 100],
    [100, 2000],
  ]) {
    await commit(Array.from({ length: to - from }, (_, k) => submission(from + k)));
    results.push({ submissions: to, views: await measure(page) });
  }

  console.log('\nDocumentos leídos por vista (500 usuarios sembrados):\n');
  const names = Object.keys(results[0].views);
  const width = Math.max(...names.map((n) => n.length));
  console.log(
    `${'vista'.padEnd(width)}  ${results.map((r) => `${r.submissions} solicitudes`.padStart(18)).join('')}`,
  );
  for (const name of names)
    console.log(
      `${name.padEnd(width)}  ${results.map((r) => String(r.views[name]).padStart(18)).join('')}`,
    );
  // Flat: no view reads more than one page (50) plus a few fixed reads (the admin's role, counts),
  // whatever the number of requests. Filtered views read fewer at 100 only because fewer match.
  const bound = PAGE + OVERHEAD;
  const flat = results.every((r) => names.every((n) => r.views[n] <= bound));
  console.log(
    `\n${flat ? 'Plano' : 'NO plano'}: ${flat ? 'ninguna vista lee' : 'alguna vista lee'} más de ${bound} ` +
      `documentos (una página de ${PAGE} y hasta ${OVERHEAD} lecturas fijas), con 100 o con 2,000 ` +
      'solicitudes; las vistas filtradas leen menos con 100 solo porque coinciden menos.',
  );
  process.exitCode = flat ? 0 : 1;
} finally {
  await browser?.close();
  await stopStack(stack);
}
