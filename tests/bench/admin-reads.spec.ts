/**
 * `npm run bench:admin`: documents the admin area reads per view, on the real stack (its own
 * `npm start -- --ci`: Firestore emulator with the rules), with 500 users and 100, then 2,000 quote
 * requests seeded. It counts what the browser receives from Firestore: each document of a query or
 * a get is one read; a count aggregation is one read per 1,000 index entries (at least one). Reads
 * per view must stay flat as the data grows (docs/decisions/0011-admin-lead-desk.md): at most one
 * page plus a few fixed reads (the admin's own role, counts, the charts' week documents), whatever
 * the number of requests. The seeded leads carry what the lead trigger adds (owner, first-response
 * clock, next action), so the views Mis solicitudes, Vencidas and Para hoy have rows to show.
 *
 * A view's reads are those that come in from the moment it is opened until it shows its own content
 * (its heading, its count, its charts, its rows: as many as the seed says it must show) with
 * nothing left loading, and then Firestore has been quiet for a moment (no request in flight, no
 * new read), so a read that starts late is still counted for the view that made it, and two runs
 * print the same table. Before each round the lead triggers must have counted every seeded lead,
 * so the dashboard's charts find the same week documents every time.
 */
import type { Page, Request, Response } from '@playwright/test';
import { newUserDoc } from '../../src/data/user-doc';
import {
  DEMO_ACCOUNTS,
  EQUIPMENT_QUANTITIES,
  LEAD_STAGES,
  SERVICE_TYPES,
} from '../../src/domain/entities';
import { monthId, previousMonthId } from '../../src/domain/client-portal';
import { formatMonth } from '../../src/domain/format';
import { tonerEndsOn } from '../../src/domain/toner-forecast';
import { STATS_WEEKS } from '../../src/domain/lead-stats';
import { leadSearchKeys, searchKey } from '../../src/domain/search-keys';
import { signIn } from '../e2e/fixtures/auth';
import {
  createAccount,
  FIRESTORE_EMULATOR,
  toFirestoreFields,
  userDocumentFields,
} from '../e2e/fixtures/emulators';
import { expect, test } from '../e2e/fixtures/test';
import { clientDoc, deviceDocs, memberDoc, START_COUNTERS, type Doc } from './portal-docs';

const DOCUMENTS = 'projects/demo-tusocio/databases/(default)/documents';
/**
 * A page of the desk's lists: LEAD_PAGE_SIZE of src/data/leads.ts (and USER_PAGE_SIZE of
 * src/data/users.ts), which Node cannot import (it reaches src/config/env.ts, where only Vite
 * defines `import.meta.env`). Each list view waits for exactly this many rows, so a page of
 * another size fails the bench instead of skewing it.
 */
const LEAD_PAGE_SIZE = 50;
/**
 * Reads a view may add to its page: the admin's own role, a few counts or user documents; the
 * dashboard, which shows no page, also reads its charts' STATS_WEEKS week documents.
 */
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

const DAY_MS = 86_400_000;
const timestamp = (date: Date) => ({ timestampValue: date.toISOString() });

/** The seeded leads' stage and company (submission() writes them; the views' waits count them). */
const stageOf = (i: number) => LEAD_STAGES[i % LEAD_STAGES.length];
const companyOf = (i: number) => `Empresa ${i % 37} S.A.`;
/** The demo admin owns every other seeded lead ("Mis solicitudes"); another admin, the rest. */
const DEMO_OWNER = { uid: DEMO_ACCOUNTS.admin.uid, email: DEMO_ACCOUNTS.admin.email };
const OTHER_OWNER = { uid: 'bench-ventas', email: 'ventas@prueba.mx' };
const ownerOf = (i: number) => (i % 2 === 0 ? DEMO_OWNER : OTHER_OWNER);
/** Awaiting a first answer: the leads still in Nuevo (a move past Nuevo stops the clock). */
const awaitingOf = (i: number) => stageOf(i) === 'Nuevo';
/**
 * The first answer is due a day after the lead came in, so it is past for every lead but those
 * created on the day of the seeding (i % 90 === 0), whatever the hour or the weekday: "Vencidas"
 * holds the awaiting leads of the other days.
 */
const overdueOf = (i: number) => awaitingOf(i) && i % 90 !== 0;
/**
 * The next action of the leads in Contactado and Cotizado, in days from the seeding (none on the
 * others): three in five are due by the end of today ("Para hoy"), the rest days ahead.
 */
const NEXT_ACTION_DAYS = [-2, -1, 0, 2, 5] as const;
const nextActionDaysOf = (i: number) =>
  stageOf(i) === 'Contactado' || stageOf(i) === 'Cotizado'
    ? (NEXT_ACTION_DAYS[Math.floor(i / LEAD_STAGES.length) % NEXT_ACTION_DAYS.length] ?? null)
    : null;
const dueTodayOf = (i: number) => (nextActionDaysOf(i) ?? 1) <= 0;

/**
 * A quote request as the quote function stores it (functions/src/quote/store.ts), search keys
 * included, so the desk's search finds the seeded leads as it finds real ones; with what the lead
 * trigger then adds (functions/src/firestore/lead-intake-store.ts: owner and ownerUid, the
 * first-response clock, no duplicates, intakeAt, so the trigger keeps them as they are) and, on
 * some, the next action an admin sets.
 */
function submission(i: number) {
  const now = Date.now();
  const created = new Date(now - (i % 90) * DAY_MS - i * 1000);
  const at = created.toISOString();
  const owner = ownerOf(i);
  const nextActionDays = nextActionDaysOf(i);
  const lead = {
    fullName: `Cliente de prueba ${i}`,
    corporateEmail: `compras${i}@empresa${i % 37}.mx`,
    company: companyOf(i),
  };
  const fields = toFirestoreFields({
    ...lead,
    ...leadSearchKeys(lead),
    clientType: 'Empresa',
    phone: `998${String(1_000_000 + i).slice(-7)}`,
    serviceType: SERVICE_TYPES[(i + 1) % 2],
    equipmentQuantity: EQUIPMENT_QUANTITIES[i % 3],
    state: 'Quintana Roo',
    message: 'Cotización de prueba (bench:admin).',
    recaptcha: true,
    submittedAt: at,
    status: stageOf(i),
  });
  return {
    path: `contactSubmissions/bench-${i}`,
    fields: {
      ...fields,
      ...toFirestoreFields({
        owner,
        ownerUid: owner.uid,
        awaitingResponse: awaitingOf(i),
        duplicateLeadIds: [],
        duplicateUserIds: [],
      }),
      createdAt: timestamp(created),
      firstResponseDueAt: timestamp(new Date(created.getTime() + DAY_MS)),
      // Answered half an hour after it came in (or now, for one that came in since).
      firstResponseAt: awaitingOf(i)
        ? { nullValue: null }
        : timestamp(new Date(Math.min(created.getTime() + 1_800_000, now))),
      ...(nextActionDays === null
        ? {}
        : { nextActionAt: timestamp(new Date(now + nextActionDays * DAY_MS)) }),
      intakeAt: timestamp(new Date(now)),
    },
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
 * The rental clients' portal, seeded with each round (docs/decisions/0033-client-portal-data.md):
 * one device per `DEVICES_PER_LEAD` leads (5 and 100 with 100 and 2,000 leads), two per client,
 * the clients being companies (0041-company-accounts.md) whose ids are their founders', the
 * seeded users (bench-user-0, -1, …): 50 companies after the second round, company n with
 * membersOf(n) members (1 to 5: its founder as administrator, then users and billing people),
 * so a view's reads must not grow with the members either. One ticket per device, opened by its
 * company's founder, every other one open. Every third device lacks this month's reading
 * ("Lecturas pendientes"); every device has last month's reading ("Consumo mensual", whose
 * default month is the previous one, and "Cierre de mes" of that month) and, on the portal's,
 * HISTORY_MONTHS older readings, the history the close must not read. Every fourth device's black
 * toner runs out in about five days ("Tóner por agotarse").
 */
const DEVICES_PER_LEAD = 20;
const DEVICES_PER_CLIENT = 2;
const clientOf = (d: number) => `bench-user-${Math.floor(d / DEVICES_PER_CLIENT)}`;
const missingOf = (d: number) => d % 3 === 0;
const tonerOf = (d: number) => d % 4 === 1;
const HISTORY_MONTHS = 6;
const openTicketOf = (t: number) => t % 2 === 0;
const THIS_MONTH = monthId(new Date());
const LAST_MONTH = previousMonthId(THIS_MONTH);

const clientEmailOf = (d: number) => `usuario${Math.floor(d / DEVICES_PER_CLIENT)}@prueba.mx`;
/** Company n's members: 1 to 5. */
const membersOf = (n: number) => (n % 5) + 1;

/**
 * Company n's memberships: its founder (bench-user-n) as administrator, then people without an
 * account (bench-member-n-k), alternately "Usuario" and "Facturación".
 */
function members(n: number, founderEmail: string): Doc[] {
  const founder = `bench-user-${n}`;
  return [
    memberDoc(founder, founder, 'administrador', founderEmail, `Usuario Prueba ${n}`),
    ...Array.from({ length: membersOf(n) - 1 }, (_, k) =>
      memberDoc(
        `bench-member-${n}-${k + 1}`,
        founder,
        k % 2 === 0 ? 'usuario' : 'facturacion',
        `miembro${n}.${k + 1}@prueba.mx`,
        `Miembro ${k + 1} de la empresa ${n}`,
      ),
    ),
  ];
}

/**
 * A device's black toner delivered 20 days before its last reading (at the start counters),
 * with a yield that lasts 25 days at its pace since: it runs out about 5 days from now, as the
 * forecast function computes it (tonerEndsOn, which it then leaves as it is).
 */
function tonerSeed(last: { bw: number; color: number }, at: Date) {
  const deliveredAt = new Date(at.getTime() - 20 * DAY_MS);
  const pagesPerDay = (last.bw + last.color - START_COUNTERS.bw - START_COUNTERS.color) / 20;
  const yieldPages = Math.round(pagesPerDay * 25);
  const delivery = { ...START_COUNTERS, at: deliveredAt.toISOString() };
  const endsOn = tonerEndsOn({
    color: true,
    tonerYield: { Negro: yieldPages },
    lastToner: { Negro: { ...delivery, countersAt: delivery.at } },
    lastReading: { ...last, at: at.toISOString() },
  });
  return { deliveredAt, yieldPages, endsOn: endsOn ?? '' };
}

/** Device `d` of the portal: its last reading this month or last, last month's reading, a ticket. */
function device(
  d: number,
  owner: { clientId: string; uid: string; email: string },
  prefix: string,
  history = 0,
): Doc[] {
  const last = missingOf(d)
    ? { month: LAST_MONTH, bw: 11_000 + d, color: 2_100 }
    : { month: THIS_MONTH, bw: 12_500 + d, color: 2_300 };
  const at = new Date(Date.now() - (d + 1) * 60_000);
  return deviceDocs({
    prefix,
    n: d,
    owner,
    model: `Kyocera TASKalfa ${2550 + (d % 4) * 1000}ci`,
    serial: `BENCH${String(100_000 + d)}`,
    at,
    last,
    reading: { month: LAST_MONTH, bw: 11_000 + d, color: 2_100 },
    open: openTicketOf(d),
    history,
    toner: tonerOf(d) ? tonerSeed(last, at) : undefined,
  });
}

/** Devices `from` to `to` of the seeded portal, with their clients. */
function portal(from: number, to: number): Doc[] {
  const docs: Doc[] = [];
  for (let d = from; d < to; d++) {
    const uid = clientOf(d);
    const n = Math.floor(d / DEVICES_PER_CLIENT);
    if (d % DEVICES_PER_CLIENT === 0)
      docs.push(
        clientDoc(uid, clientEmailOf(d), `Usuario Prueba ${n}`, `Empresa ${d % 37} S.A.`),
        ...members(n, clientEmailOf(d)),
      );
    docs.push(
      ...device(d, { clientId: uid, uid, email: clientEmailOf(d) }, 'bench', HISTORY_MONTHS),
    );
  }
  return docs;
}

/**
 * A client who signs in (the seeded devices' clients have no account): two devices of their own,
 * each with last month's reading and a ticket, and the first ticket answered twice. What they read
 * must not change with the rest of the portal.
 */
const BENCH_CLIENT = { email: 'cliente.bench@prueba.mx', password: 'Cliente-Bench-2026' };
const CLIENT_DEVICES = 2;
const CLIENT_REPLY = 'Respuesta de prueba (bench:admin).';

async function seedClient(): Promise<string> {
  const uid = await createAccount(BENCH_CLIENT.email, BENCH_CLIENT.password);
  // A company of their own (its id: their uid, as a migrated one), they its administrator.
  const owner = { clientId: uid, uid, email: BENCH_CLIENT.email };
  const at = timestamp(new Date());
  const replies = [1, 2].map((n) => ({
    path: `tickets/bench-client-ticket-0/replies/r${n}`,
    fields: {
      ...toFirestoreFields({
        text: `${CLIENT_REPLY} ${n}`,
        authorUid: DEMO_ACCOUNTS.admin.uid,
        authorName: 'Servicio',
      }),
      at,
    },
  }));
  await commit([
    {
      path: `users/${uid}`,
      fields: userDocumentFields({ name: 'Cliente Bench', email: owner.email }, { verified: true }),
    },
    clientDoc(uid, owner.email, 'Cliente Bench', 'Hotel Bench S.A.'),
    memberDoc(uid, uid, 'administrador', owner.email, 'Cliente Bench'),
    ...Array.from({ length: CLIENT_DEVICES }, (_, d) => device(d, owner, 'bench-client'))
      .flat()
      .map((doc) =>
        doc.path === 'tickets/bench-client-ticket-0'
          ? { ...doc, fields: { ...doc.fields, lastReplyAt: at } }
          : doc,
      ),
    ...replies,
  ]);
  return uid;
}

/**
 * Waits until the `countLead` trigger has put every seeded lead in the dashboard's counters
 * (leadStats/week-…, functions/src/leads/stats.ts), so the charts find the same week documents
 * in every run.
 */
async function countersHold(submissions: number) {
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${FIRESTORE_EMULATOR}/v1/${DOCUMENTS}/leadStats?pageSize=300`,
          {
            headers: { Authorization: 'Bearer owner' },
          },
        );
        const body = (await response.json()) as {
          documents?: { fields?: { leads?: { mapValue?: { fields?: object } } } }[];
        };
        return (body.documents ?? []).reduce(
          (sum, doc) => sum + Object.keys(doc.fields?.leads?.mapValue?.fields ?? {}).length,
          0,
        );
      },
      {
        message: 'solicitudes en los contadores del dashboard',
        timeout: 600_000,
        intervals: [1000],
      },
    )
    .toBe(submissions);
}

/** How long the read count must stay still, nothing in flight, before a view's reads are taken. */
const QUIET_MS = 1500;
/** The longest a view may take to show its content and fall quiet (a loaded 2-core machine). */
const VIEW_TIMEOUT = 90_000;

/**
 * Counts the Firestore reads in the responses the page receives, for the whole test, and hands
 * them out view by view (`settle`). The dev server renders in React's StrictMode, which runs each
 * loading effect twice; a production build runs it once, so identical requests within a view
 * count once.
 */
function readMeter(page: Page) {
  let reads = 0;
  const seen = new Set<string>();
  const inFlight = new Set<Request>();
  const parsing = new Set<Promise<void>>();
  const isFirestore = (request: Request) => request.url().startsWith(FIRESTORE_EMULATOR);
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
  page.on('request', (request) => {
    if (isFirestore(request)) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response: Response) => {
    const request = response.request();
    const method = request.method();
    const url = response.url();
    const key = `${method} ${url} ${request.postData() ?? ''}`;
    if (!isFirestore(request) || seen.has(key)) return;
    seen.add(key);
    const parsed: Promise<void> = response.json().then(
      (body) => count(url, method, [body].flat()),
      () => undefined,
    );
    parsing.add(parsed);
    void parsed.finally(() => parsing.delete(parsed));
  });

  return {
    /**
     * Waits until the count has not changed for QUIET_MS with no Firestore request in flight and
     * no answer left to read, then returns the reads since the last call and starts again from 0.
     * Called once the view shows its own content, so a read that starts late is still the view's.
     */
    async settle(): Promise<number> {
      const deadline = Date.now() + VIEW_TIMEOUT;
      let last = -1;
      let stillSince = Date.now();
      for (;;) {
        await Promise.all(parsing);
        if (inFlight.size > 0 || parsing.size > 0 || reads !== last) {
          last = reads;
          stillSince = Date.now();
        } else if (Date.now() - stillSince >= QUIET_MS) break;
        if (Date.now() > deadline)
          throw new Error(
            `Firestore no se quedó quieto en ${VIEW_TIMEOUT / 1000} s: ${[...inFlight]
              .map((r) => `${r.method()} ${r.url()}`)
              .join(', ')}`,
          );
        await page.waitForTimeout(100);
      }
      const taken = reads;
      reads = 0;
      seen.clear();
      return taken;
    },
  };
}

const FILTER_STAGE = 'Contactado';
const SEARCH = 'Empresa 1';
const WEEKLY_CHART = `Solicitudes por semana (últimas ${STATS_WEEKS} semanas)`;
const NO_WEEKLY_LEADS = 'Todavía no hay solicitudes en estas semanas.';

/** The dashboard's charts (a lazy chunk): the weekly one shows its chart or says it has none. */
async function chartsShown(page: Page) {
  const weekly = page.getByRole('main').getByRole('region', { name: WEEKLY_CHART, exact: true });
  await expect(
    weekly.getByRole('img').or(weekly.getByText(NO_WEEKLY_LEADS, { exact: true })),
  ).toBeVisible({ timeout: VIEW_TIMEOUT });
}

/** Solicitudes' own views (?vista=): label, empty text and the seeded leads they show. */
const LEAD_VIEWS = [
  {
    vista: 'mias',
    label: 'Mis solicitudes',
    empty: 'No tienes solicitudes asignadas.',
    match: (i: number) => ownerOf(i).uid === DEMO_OWNER.uid,
  },
  {
    vista: 'vencidas',
    label: 'Vencidas',
    empty: 'Ninguna solicitud espera respuesta fuera de tiempo.',
    match: overdueOf,
  },
  {
    vista: 'hoy',
    label: 'Para hoy',
    empty: 'No hay seguimientos pendientes para hoy.',
    match: dueTodayOf,
  },
] as const;

/** Rows of the first page of the seeded leads that pass `match` (at most one page). */
function firstPage(submissions: number, match: (i: number) => boolean): number {
  let rows = 0;
  for (let i = 0; i < submissions; i++) if (match(i)) rows++;
  return Math.min(rows, LEAD_PAGE_SIZE);
}

interface View {
  name: string;
  open: () => Promise<unknown>;
  /** Waits for what only this view shows once its data has loaded. */
  shown: () => Promise<unknown>;
  /** The list rows it shows (0 for a view that is not a list): the part that may grow. */
  rows: number;
}

/** A list view's summary line ("Página 2: solicitudes 51–100 …") and that many table rows. */
async function tableShown(page: Page, caption: string | RegExp, summary: RegExp, rows: number) {
  const main = page.getByRole('main');
  const wait = { timeout: VIEW_TIMEOUT };
  await expect(main.getByText(summary)).toBeVisible(wait);
  const name =
    typeof caption === 'string'
      ? `${caption} (tabla desplazable)`
      : new RegExp(`${caption.source} \\(tabla desplazable\\)$`);
  await expect(main.getByRole('region', { name }).locator('tbody tr')).toHaveCount(rows, wait);
}

function views(page: Page, submissions: number): View[] {
  const main = page.getByRole('main');
  const wait = { timeout: VIEW_TIMEOUT };
  const heading = (name: string) =>
    expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible(wait);
  const list = (caption: string, summary: RegExp, rows: number) =>
    tableShown(page, caption, summary, rows);
  const leads = (summary: RegExp, rows: number) => list('Solicitudes de cotización', summary, rows);
  const search = main.getByRole('searchbox', { name: 'Buscar solicitudes' });
  const allRows = firstPage(submissions, () => true);
  const secondRows = Math.min(Math.max(submissions - LEAD_PAGE_SIZE, 0), LEAD_PAGE_SIZE);
  const stageRows = firstPage(submissions, (i) => stageOf(i) === FILTER_STAGE);
  const searchRows = firstPage(
    submissions,
    (i) => stageOf(i) === FILTER_STAGE && searchKey(companyOf(i)).startsWith(searchKey(SEARCH)),
  );
  const userRows = Math.min(500, LEAD_PAGE_SIZE);
  return [
    {
      name: 'Dashboard',
      open: () => page.goto('/admin-dashboard'),
      shown: async () => {
        await heading('Dashboard');
        await expect(main.getByTestId('stat-total-total')).toHaveText(
          submissions.toLocaleString('es-MX'),
          wait,
        );
        await expect(main.getByTestId('stat-users')).toBeVisible(wait);
        await chartsShown(page);
      },
      rows: 0,
    },
    {
      name: 'Solicitudes, página 1',
      open: () => page.goto('/admin-dashboard?section=solicitudes'),
      shown: () => leads(new RegExp(`^Página 1: solicitudes 1–${allRows}\\b`), allRows),
      rows: allRows,
    },
    {
      name: 'Solicitudes, página 2',
      open: () => main.getByRole('button', { name: 'Siguiente página' }).click(),
      shown: () =>
        leads(
          new RegExp(
            `^Página 2: solicitudes ${LEAD_PAGE_SIZE + 1}–${LEAD_PAGE_SIZE + secondRows}\\b`,
          ),
          secondRows,
        ),
      rows: secondRows,
    },
    {
      name: `Solicitudes, etapa ${FILTER_STAGE}`,
      open: () => page.goto(`/admin-dashboard?section=solicitudes&etapa=${FILTER_STAGE}`),
      shown: () =>
        leads(
          new RegExp(`^Página 1: solicitudes 1–${stageRows}\\b.*etapa ${FILTER_STAGE}`),
          stageRows,
        ),
      rows: stageRows,
    },
    {
      name: `Solicitudes, búsqueda "${SEARCH}"`,
      open: () => search.fill(SEARCH).then(() => search.press('Enter')),
      shown: () =>
        leads(new RegExp(`^Página 1: solicitudes 1–${searchRows}\\b.*«${SEARCH}»`), searchRows),
      rows: searchRows,
    },
    ...LEAD_VIEWS.map(({ vista, label, empty, match }): View => {
      const rows = firstPage(submissions, match);
      return {
        name: `Solicitudes, vista ${label}`,
        open: () => page.goto(`/admin-dashboard?section=solicitudes&vista=${vista}`),
        shown: () =>
          rows === 0
            ? expect(main.getByText(empty, { exact: true })).toBeVisible(wait)
            : leads(new RegExp(`^Página 1: solicitudes 1–${rows} en la vista ${label},`), rows),
        rows,
      };
    }),
    {
      name: 'Detalle de una solicitud',
      open: () => page.goto('/admin-dashboard/solicitudes/bench-7'),
      shown: async () => {
        await heading(`Cliente de prueba 7 — ${companyOf(7)}`);
        await expect(main.getByText('Aún no hay notas internas.')).toBeVisible(wait);
        await expect(
          main.getByText('Este correo no corresponde a ningún usuario registrado.'),
        ).toBeVisible(wait);
      },
      rows: 0,
    },
    ...serviceViews(page, submissions),
    {
      name: 'Usuarios, página 1',
      open: () => page.goto('/admin-dashboard?section=usuarios'),
      shown: async () => {
        await heading('Usuarios');
        await list(
          'Usuarios registrados',
          new RegExp(`^Página 1: usuarios 1–${userRows}\\b`),
          userRows,
        );
      },
      rows: userRows,
    },
  ];
}

/**
 * The desk's Servicio views and a client's and a ticket's pages, on the portal seeded with
 * `submissions` leads (portal()) and the signed-in client's two devices (seedClient). A view's
 * `rows` are the reads its page may grow by: one per ticket; per device missing its reading, the
 * device and its client (each such client has one); per device of the usage report, the device,
 * its month's reading and, per two devices, their client; per device closed ("Cierre de mes", all
 * of them), the device and its month's reading, and per company its client (never the readings'
 * history); per device whose toner runs out, the device and its client (one such device per
 * company).
 */
function serviceViews(page: Page, submissions: number): View[] {
  const main = page.getByRole('main');
  const wait = { timeout: VIEW_TIMEOUT };
  const devices = submissions / DEVICES_PER_LEAD;
  // The seeded devices and the signed-in client's (seedClient), numbered alike.
  const all = [
    ...Array.from({ length: devices }, (_, d) => d),
    ...Array.from({ length: CLIENT_DEVICES }, (_, d) => d),
  ];
  const count = (match: (d: number) => boolean) => all.filter(match).length;
  const page1 = (n: number) => Math.min(n, LEAD_PAGE_SIZE);
  const open = page1(count(openTicketOf));
  const resolved = page1(count((d) => !openTicketOf(d)));
  const missing = page1(count(missingOf));
  const usage = page1(all.length);
  // Every device closes last month; the portal's companies (two devices each) and the client's.
  const closed = all.length;
  const companies = Math.ceil(devices / DEVICES_PER_CLIENT) + 1;
  const toner = Math.min(count(tonerOf), 50);
  const table = (caption: string | RegExp, summary: RegExp, rows: number) =>
    tableShown(page, caption, summary, rows);
  const servicio = (vista: string) => page.goto(`/admin-dashboard?section=servicio&vista=${vista}`);
  return [
    {
      name: 'Servicio, tickets abiertos',
      open: () => servicio('abiertos'),
      shown: () =>
        table('Tickets de servicio', new RegExp(`^Página 1: tickets 1–${open} abiertos`), open),
      // A ticket and its company ("Cliente" names it): each open ticket here is on a company of
      // its own (even devices, two devices a company), and so is each resolved one.
      rows: 2 * open,
    },
    {
      name: 'Servicio, tickets resueltos',
      open: () => servicio('resueltos'),
      shown: () =>
        table(
          'Tickets de servicio',
          new RegExp(`^Página 1: tickets 1–${resolved} resueltos`),
          resolved,
        ),
      rows: 2 * resolved,
    },
    {
      name: 'Servicio, fuera de tiempo',
      open: () => servicio('fuera-de-tiempo'),
      shown: () =>
        table(
          'Tickets fuera de tiempo',
          new RegExp(`^Página 1: tickets 1–${open} fuera de tiempo`),
          open,
        ),
      rows: 2 * open,
    },
    {
      name: 'Servicio, visitas de hoy',
      open: () => servicio('visitas'),
      shown: () =>
        expect(main.getByText('No tienes visitas programadas para hoy.')).toBeVisible(wait),
      rows: 0,
    },
    {
      name: 'Servicio, lecturas pendientes',
      open: () => servicio('lecturas'),
      shown: () =>
        table(
          'Equipos sin la lectura del mes',
          new RegExp(`^Página 1: equipos 1–${missing}\\.`),
          missing,
        ),
      rows: 2 * missing,
    },
    {
      name: 'Servicio, consumo mensual',
      open: () => servicio('consumo'),
      shown: () =>
        table(
          /^Consumo mensual por equipo: .+/,
          new RegExp(`^Página 1: equipos 1–${usage}, consumo`),
          usage,
        ),
      rows: 2 * usage + Math.ceil(usage / DEVICES_PER_CLIENT),
    },
    {
      name: 'Servicio, cierre de mes',
      open: () => page.goto(`/admin-dashboard?section=servicio&vista=cierre&mes=${LAST_MONTH}`),
      shown: async () => {
        await expect(main.getByText(`${closed} de ${closed} equipos con lectura.`)).toBeVisible(
          wait,
        );
        await expect(
          main
            .getByRole('table', { name: `Equipos del cierre de ${formatMonth(LAST_MONTH)}` })
            .locator('tbody tr'),
        ).toHaveCount(closed, wait);
        await expect(main.getByText('Abierto', { exact: true })).toBeVisible(wait);
      },
      rows: 2 * closed + companies,
    },
    {
      name: 'Servicio, tóner por agotarse',
      open: () => servicio('toner'),
      shown: () =>
        expect(
          main.getByRole('table', { name: 'Equipos con tóner por agotarse' }).locator('tbody tr'),
        ).toHaveCount(toner, wait),
      rows: 2 * toner,
    },
    {
      name: 'Página de un cliente',
      open: () => page.goto('/admin-dashboard/clientes/bench-user-0'),
      shown: async () => {
        await expect(
          main.getByRole('heading', { level: 2, name: 'Cliente: Usuario Prueba 0', exact: true }),
        ).toBeVisible(wait);
        await expect(main.getByRole('article')).toHaveCount(DEVICES_PER_CLIENT, wait);
      },
      rows: 0,
    },
    {
      name: 'Página de un ticket',
      open: () => page.goto('/admin-dashboard/servicio/bench-ticket-0'),
      shown: async () => {
        await expect(
          main.getByRole('heading', { level: 2, name: 'Solicitud de tóner', exact: true }),
        ).toBeVisible(wait);
        await expect(main.getByText('Todavía no hay respuestas.', { exact: true })).toBeVisible(
          wait,
        );
      },
      rows: 0,
    },
  ];
}

/** The signed-in client's pages: their devices, one device, their tickets with the replies. */
function clientViews(page: Page): View[] {
  const main = page.getByRole('main');
  const wait = { timeout: VIEW_TIMEOUT };
  const h1 = (name: string) =>
    expect(main.getByRole('heading', { level: 1, name, exact: true })).toBeVisible(wait);
  return [
    {
      name: 'Cliente: Mis equipos',
      open: () => page.goto('/main-user/mis-equipos'),
      shown: async () => {
        await h1('Mis equipos');
        await expect(main.getByRole('article')).toHaveCount(CLIENT_DEVICES, wait);
      },
      rows: 0,
    },
    {
      name: 'Cliente: un equipo',
      open: () => page.goto('/main-user/mis-equipos/bench-client-eq-1'),
      shown: async () => {
        await h1('Kyocera TASKalfa 3550ci');
        await expect(
          main.getByRole('region', { name: 'Historial de lecturas' }).getByRole('listitem'),
        ).toHaveCount(1, wait);
        await expect(
          main.getByRole('region', { name: 'Tickets de este equipo' }).getByRole('article'),
        ).toHaveCount(1, wait);
      },
      rows: 0,
    },
    {
      name: 'Cliente: Mis tickets',
      open: () => page.goto('/main-user/mis-tickets'),
      shown: async () => {
        await h1('Mis tickets');
        await expect(main.getByRole('article')).toHaveCount(CLIENT_DEVICES, wait);
        await expect(main.getByText(CLIENT_REPLY)).toHaveCount(2, wait);
      },
      rows: 0,
    },
  ];
}

/**
 * Each view's reads: open it, wait for its own content and for every part of it to stop loading,
 * then for the reads to stop (readMeter.settle); what came in meanwhile is that view's.
 */
async function measure(
  page: Page,
  meter: ReturnType<typeof readMeter>,
  list: View[],
): Promise<{ reads: Record<string, number>; rows: Record<string, number> }> {
  const loading = page.getByRole('main').getByText(/^Cargando.*…$/);
  const reads: Record<string, number> = {};
  const rows: Record<string, number> = {};
  for (const view of list) {
    await view.open();
    await view.shown();
    await expect(loading).toHaveCount(0, { timeout: VIEW_TIMEOUT });
    reads[view.name] = await meter.settle();
    rows[view.name] = view.rows;
  }
  return { reads, rows };
}

test('las vistas del área de administración leen una página, con 100 o con 2,000 solicitudes', async ({
  page,
  browser,
}) => {
  // The lead triggers (e-mail, intake, counters) work through 2,000 leads before the second round.
  test.setTimeout(1_200_000);
  const meter = readMeter(page);
  await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // The sign-in's own dashboard (no leads yet) is nobody's view: its reads are left out.
  await expect(page.getByRole('main').getByTestId('stat-total-total')).toHaveText('0', {
    timeout: VIEW_TIMEOUT,
  });
  await chartsShown(page);
  await meter.settle();
  // The client, in a browser of their own (the profile form the dashboard opens once, closed).
  const clientPersonUid = await seedClient();
  const clientContext = await browser.newContext();
  await clientContext.addInitScript((uid) => {
    localStorage.setItem(`dismissedProfileModal_${uid}`, 'true');
  }, clientPersonUid);
  const clientPage = await clientContext.newPage();
  const clientMeter = readMeter(clientPage);
  await signIn(clientPage, BENCH_CLIENT.email, BENCH_CLIENT.password);
  await expect(clientPage).toHaveURL(/\/main-user$/);
  await expect(clientPage.getByRole('region', { name: 'Tu renta de equipos' })).toBeVisible({
    timeout: VIEW_TIMEOUT,
  });
  await clientMeter.settle();
  const results: { submissions: number; views: Record<string, number> }[] = [];
  const shownRows: Record<string, number>[] = [];
  await commit(Array.from({ length: 500 }, (_, i) => user(i)));
  for (const [from, to] of [
    [0, 100],
    [100, 2000],
  ] as const) {
    await commit(Array.from({ length: to - from }, (_, k) => submission(from + k)));
    await commit(portal(from / DEVICES_PER_LEAD, to / DEVICES_PER_LEAD));
    await countersHold(to);
    const desk = await measure(page, meter, views(page, to));
    const client = await measure(clientPage, clientMeter, clientViews(clientPage));
    results.push({ submissions: to, views: { ...desk.reads, ...client.reads } });
    shownRows.push({ ...desk.rows, ...client.rows });
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
  // At most the rows of one full page (three reads per row for the usage report) and the fixed
  // reads.
  for (const [round, { submissions, views }] of results.entries())
    for (const name of names) {
      const rows = shownRows[round]?.[name] ?? 0;
      const perRow = rows > LEAD_PAGE_SIZE ? Math.ceil(rows / LEAD_PAGE_SIZE) : 1;
      expect
        .soft(views[name], `${name}, ${submissions} solicitudes`)
        .toBeLessThanOrEqual(perRow * LEAD_PAGE_SIZE + OVERHEAD);
    }
  // Flat: beyond the rows it shows (fewer with 100 when a filter matches fewer), a view reads
  // the same whatever the number of requests.
  const [small, large] = results;
  for (const name of names)
    expect
      .soft(
        (large?.views[name] ?? 0) - (shownRows[1]?.[name] ?? 0),
        `${name}: lecturas fijas con ${large?.submissions} y con ${small?.submissions} solicitudes`,
      )
      .toBe((small?.views[name] ?? 0) - (shownRows[0]?.[name] ?? 0));
});
