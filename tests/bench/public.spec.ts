/**
 * `npm run bench:public`: the budgets of the production build (dist/, which the npm script builds
 * first) served as Firebase Hosting serves it (tests/hosting/hosting-server.ts: superstatic with
 * the "hosting" block the build wrote into firebase.build.json, and gzip; HTTP/2 over TLS for the
 * public pages, plain HTTP for the signed-in ones, whose build talks to the emulators on
 * http://127.0.0.1):
 *   1. the JS and CSS each public page downloads (encoded body bytes: gzip as sent), the critical
 *      CSS inlined in its HTML, Firebase chunks, third-party requests, overflow at 320 px;
 *   2. Lighthouse (mobile preset, simulated throttling) on / and /business-lines, each beside its
 *      own no-script copy (the page's HTML with every <script> removed, served by the same server
 *      from a copy of dist/): BENCH_RUNS runs of each (default 5), alternating page and copy, the
 *      median of every metric, and the difference page − copy, which the budgets check (the
 *      machine's load moves both alike; docs/decisions/0039-public-islands.md);
 *   3. the JS of /auth, /main-user and /admin-dashboard, signed in as the demo guest and admin on
 *      the stack playwright.config.ts starts.
 * Console errors on these routes are tests/e2e/production.spec.ts's. Prints the tables;
 * BENCH_LIST=N lists the N largest scripts of each page (default 5); BENCH_REPORT=FILE also writes
 * them as markdown (docs/bench-public.md).
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  selfSignedCertificate,
  startHostingServer,
  type HostingServer,
} from '../hosting/hosting-server';
import { DEMO_ACCOUNTS } from '../../src/domain/entities';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { signIn } from '../e2e/fixtures/auth';
import { writeDocument } from '../e2e/fixtures/emulators';
import { clientDoc, deviceDocs, memberDoc, statementDocs } from './portal-docs';

/** Budgets: kB = 1000 bytes, gzip as served; times from Lighthouse's mobile preset. */
const BUDGETS = {
  /** The home page (the quote form); every other public page: jsKb. */
  homeJsKb: 110,
  jsKb: 90,
  cssKb: 20,
  signedInJsKb: 185,
  scores: 100, // Performance, Accessibility, Best Practices, SEO
  fcpMs: 1200,
  lcpMs: 1300,
  /** The page's TBT and Performance against its no-script copy's (same run, same server). */
  tbtOverCopyMs: 50,
  performanceUnderCopy: 1,
  cls: 0,
};
const jsBudgetKb = (path: string) => (path === '/' ? BUDGETS.homeJsKb : BUDGETS.jsKb);
const BUDGET_PAGES = ['/', '/business-lines'];
const PAGES = [...BUDGET_PAGES, '/aviso-de-privacidad', '/newsletter/confirmado', '/no-existe'];
/** Strings only the Firebase SDK's own code contains. */
const FIREBASE_SIGNATURES = ['@firebase/app', 'FirebaseError', 'firebase-heartbeat'];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/**
 * The tables and budget failures so far. A failed test restarts the worker, and its module state
 * with it, so they live in the run's output folder (test-results/, emptied by each run).
 */
interface Results {
  loadAtStart: number;
  tables: string[];
  failures: string[];
}
function results(update?: (results: Results) => void): Results {
  const file = join(test.info().project.outputDir, 'bench-public.json');
  const current: Results = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : { loadAtStart: loadavg()[0] ?? 0, tables: [], failures: [] };
  update?.(current);
  mkdirSync(test.info().project.outputDir, { recursive: true });
  writeFileSync(file, JSON.stringify(current));
  return current;
}

function table(title: string, headers: string[], rows: (string | number)[][]) {
  const text = [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  console.log(`\n${title}\n\n${text}\n`);
  results((r) => r.tables.push(`## ${title}\n\n${text}\n`));
}

/**
 * Loads `url` with the HTTP cache off and tallies what it downloaded, by kind. Sizes are the body
 * bytes as received, before decoding (gzip as sent): Resource Timing's encodedBodySize, which
 * leaves out the transport's framing that Playwright's request.sizes() counts in.
 */
async function load(page: Page, url: string, ready: () => Promise<unknown>) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const cdp = await page.context().newCDPSession(page);
  // The cache switch holds only while this session's Network domain is on.
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForLoadState('networkidle');
  const received = new Map(
    await page.evaluate(() =>
      performance
        .getEntries()
        .map((e) => [e.name, (e as PerformanceResourceTiming).encodedBodySize ?? 0]),
    ),
  );
  const out = { js: 0, css: 0, scripts: [] as [string, number][], firebase: [] as string[] };
  const thirdParty: string[] = [];
  const seen = new Set<string>();
  for (const request of requests) {
    const { href, hostname, origin, pathname, protocol } = new URL(request.url());
    if (!/^https?:$/.test(protocol) || seen.has(href)) continue;
    seen.add(href);
    // The local emulators stand in for Google's Firebase hosts: not third parties here.
    if (origin !== new URL(url).origin) {
      if (hostname !== '127.0.0.1') thirdParty.push(href);
      continue;
    }
    const bytes = received.get(href) ?? 0;
    if (request.resourceType() === 'script') {
      out.js += bytes;
      out.scripts.push([pathname.replace('/assets/', ''), bytes]);
      const source = readFileSync(`dist${pathname}`, 'utf8');
      if (FIREBASE_SIGNATURES.some((s) => source.includes(s))) out.firebase.push(pathname);
    } else if (request.resourceType() === 'stylesheet') out.css += bytes;
  }
  const largest = out.scripts
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_LIST ?? 5))
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
  const html = {
    text: (await response?.text()) ?? '',
    bytes: received.get(response?.url() ?? '') ?? 0,
  };
  return { ...out, thirdParty, largest, html };
}

let secure: HostingServer;
let plain: HostingServer;
/** A copy of dist/ with the no-script copies of the budgeted pages, which `secure` serves. */
let copyRoot = '';

/** The URL of a page's no-script copy (cleanUrls: /__sin-scripts-home is __sin-scripts-home.html). */
const noScriptPath = (path: string) =>
  `/__sin-scripts-${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}`;

test.beforeAll(async () => {
  if (!existsSync('dist/app-shell.html'))
    throw new Error('No existe dist/: `npm run bench:public` lo compila antes de medir.');
  results();
  copyRoot = mkdtempSync(join(tmpdir(), 'bench-public-'));
  cpSync('dist', join(copyRoot, 'dist'), { recursive: true });
  for (const path of BUDGET_PAGES) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
    const html = readFileSync(join('dist', file), 'utf8');
    const stripped = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '');
    if (stripped.includes('<script')) throw new Error(`${file}: quedó un <script> en la copia`);
    writeFileSync(join(copyRoot, 'dist', `${noScriptPath(path).slice(1)}.html`), stripped);
  }
  secure = await startHostingServer({ tls: selfSignedCertificate(), cwd: copyRoot });
  plain = await startHostingServer();
});

test.afterEach(() => {
  const errors = test.info().errors.map((e) => stripVTControlCharacters(e.message ?? ''));
  results((r) => r.failures.push(...errors.map((e) => e.replace(/^Error: /, '').split('\n')[0])));
});

test.afterAll(async () => {
  await Promise.all([secure?.close(), plain?.close()]);
  if (copyRoot) rmSync(copyRoot, { recursive: true, force: true });
  const reportFile = process.env.BENCH_REPORT;
  if (!reportFile) return;
  const { loadAtStart, tables, failures } = results();
  const git = (...a: string[]) => execFileSync('git', a, { encoding: 'utf8' }).trim();
  // The report itself left out: after a failed test, afterAll runs once per worker.
  const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', `:!${reportFile}`)
    ? ' plus uncommitted changes'
    : '';
  writeFileSync(
    reportFile,
    [
      '# Public-site benchmark',
      '',
      'Measured by `npm run bench:public` (tests/bench/public.spec.ts; with ' +
        '`BENCH_REPORT=docs/bench-public.md` it rewrites this file) on the production build ' +
        `of ${git('rev-parse', '--short', 'HEAD')}${dirty}, ${new Date().toISOString().slice(0, 10)}, ` +
        'served as Firebase Hosting does (superstatic with the "hosting" block of the build\'s ' +
        'firebase.build.json, gzip, ' +
        `HTTP/2 over TLS). Budgets: ${JSON.stringify(BUDGETS)} (kB = 1000 bytes, gzip as sent; ` +
        'JS and CSS on / and /business-lines, signed-in JS on /auth, /main-user and ' +
        '/admin-dashboard). "CSS" counts the stylesheets requested; the critical CSS inlined in ' +
        'each page (docs/decisions/0010-critical-css-and-public-budgets.md) is inside its HTML.',
      '',
      ...tables,
      `Machine: ${cpus().length} CPU cores shared with other work (load average ` +
        `${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end). ` +
        "Lighthouse's simulated metrics are computed from an unthrottled load on this machine, so " +
        'they move with its load; the bench keeps the median of each metric and lists every run.',
      '',
      failures.length
        ? `**Budget failures:**\n\n${failures.map((f) => `- ${f}`).join('\n')}\n`
        : 'All budgets pass.\n',
    ].join('\n'),
  );
  console.log(`Report written to ${reportFile}`);
});

test('páginas públicas: JS y CSS en presupuesto, sin Firebase ni terceros, sin desbordar a 320 px', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const rows = [];
  for (const path of PAGES) {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    // Scrolls through the page, so whatever loads on scroll (the islands near the screen: decision
    // 0039) is counted too, then waits until nothing new has been requested for a second.
    const scrolled = async () => {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 50));
        }
      });
      let seen = -1;
      for (let i = 0; i < 20; i += 1) {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        if (count === seen) break;
        seen = count;
        await page.waitForTimeout(1000);
      }
    };
    const p = await load(page, secure.origin + path, scrolled);
    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    await context.close();
    const inline = [...p.html.text.matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1])
      .join('');
    const budgeted = BUDGET_PAGES.includes(path);
    expect
      .soft(p.js, `${path}: JS ${kb(p.js)} kB > ${jsBudgetKb(path)}`)
      .toBeLessThanOrEqual(jsBudgetKb(path) * 1000);
    if (budgeted) {
      expect
        .soft(p.css, `${path}: CSS ${kb(p.css)} kB > ${BUDGETS.cssKb}`)
        .toBeLessThanOrEqual(BUDGETS.cssKb * 1000);
    }
    expect.soft(p.firebase, `${path}: carga Firebase`).toEqual([]);
    expect.soft(p.thirdParty, `${path}: peticiones a terceros`).toEqual([]);
    expect.soft(overflow, `${path}: desplazamiento horizontal a 320 px`).toBeLessThanOrEqual(0);
    const limit = (value: number, max: number) => `${kb(value)} kB${budgeted ? ` / ${max}` : ''}`;
    rows.push([
      path,
      `${kb(p.js)} kB / ${jsBudgetKb(path)}`,
      limit(p.css, BUDGETS.cssKb),
      `${kb(gzipSync(inline, { level: 9 }).length)} kB`,
      `${kb(p.html.bytes)} kB`,
      p.firebase.length ? 'SÍ' : 'no',
      p.thirdParty.length,
      overflow > 0 ? `${overflow} px` : 'no',
      p.largest,
    ]);
  }
  table(
    'Public pages: requests (Chromium, gzip as sent)',
    ['page', 'JS', 'CSS', 'inline critical CSS', 'HTML', 'Firebase', 'third-party req.'].concat([
      'overflow @320px',
      'largest scripts (kB)',
    ]),
    rows,
  );
});

interface Sample {
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

/** One Lighthouse run (mobile preset, simulated throttling) of `url` in a fresh browser. */
async function lighthouseRun(url: string): Promise<{ sample: Sample; version: string }> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
    const { categories, audits, lighthouseVersion } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      version: lighthouseVersion,
      sample: {
        scores: ['performance', 'accessibility', 'best-practices', 'seo'].map(score),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        failing: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => a.id),
      },
    };
  } finally {
    chrome.kill();
  }
}

test('Lighthouse: cada página frente a su copia sin scripts; LCP, CLS y categorías en presupuesto', async () => {
  test.setTimeout(RUNS * BUDGET_PAGES.length * 2 * 120_000);
  let version = '';
  const samples = new Map<string, Sample[]>();
  const variants = BUDGET_PAGES.flatMap((path) => [path, noScriptPath(path)]);
  for (let i = 0; i < RUNS; i += 1) {
    // Page and copy alternate, in the other order every other run, so drift hits both alike.
    for (const path of BUDGET_PAGES) {
      const pair = i % 2 === 0 ? [path, noScriptPath(path)] : [noScriptPath(path), path];
      for (const url of pair) {
        const run = await lighthouseRun(secure.origin + url);
        version = run.version;
        samples.set(url, [...(samples.get(url) ?? []), run.sample]);
      }
    }
  }
  const medians = (url: string) => {
    const runs = samples.get(url) ?? [];
    const m = (pick: (s: Sample) => number) => median(runs.map(pick));
    return {
      runs,
      scores: [0, 1, 2, 3].map((i) => m((s) => s.scores[i] ?? 0)),
      fcp: m((s) => s.fcp),
      lcp: m((s) => s.lcp),
      tbt: m((s) => s.tbt),
      cls: m((s) => s.cls),
    };
  };
  const rows = variants.map((url) => {
    const { runs, scores, fcp, lcp, tbt, cls } = medians(url);
    const each = runs.map((s) => `${s.scores[0]} / ${ms(s.fcp)} / ${ms(s.lcp)} / ${ms(s.tbt)}`);
    return [url, ...scores, ms(fcp), ms(lcp), ms(tbt), cls.toFixed(3), each.join('; ')];
  });
  table(
    `Lighthouse ${version} (mobile preset, simulated throttling, median of ${RUNS} alternating runs; ` +
      '/__sin-scripts-* is the page above it with every <script> removed)',
    ['page', 'Perf.', 'A11y', 'Best Pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'].concat([
      'runs: perf. / FCP / LCP / TBT',
    ]),
    rows,
  );

  const differences = [];
  for (const path of BUDGET_PAGES) {
    const page = medians(path);
    const copy = medians(noScriptPath(path));
    const tbtOver = page.tbt - copy.tbt;
    const perfUnder = (copy.scores[0] ?? 0) - (page.scores[0] ?? 0);
    const failing = [...new Set(page.runs.flatMap((s) => s.failing))].join(', ');
    ['Accessibility', 'Best Practices', 'SEO'].forEach((name, i) =>
      expect
        .soft(page.scores[i + 1], `${path}: ${name} ${page.scores[i + 1]} (auditorías: ${failing})`)
        .toBeGreaterThanOrEqual(BUDGETS.scores),
    );
    expect
      .soft(
        tbtOver,
        `${path}: TBT ${ms(page.tbt)}, ${ms(tbtOver)} más que sin scripts (${ms(copy.tbt)})`,
      )
      .toBeLessThanOrEqual(BUDGETS.tbtOverCopyMs);
    expect
      .soft(
        perfUnder,
        `${path}: Performance ${page.scores[0]}, ${perfUnder} puntos menos que sin scripts (${copy.scores[0]})`,
      )
      .toBeLessThanOrEqual(BUDGETS.performanceUnderCopy);
    expect
      .soft(page.fcp, `${path}: FCP ${ms(page.fcp)} > ${ms(BUDGETS.fcpMs)}`)
      .toBeLessThanOrEqual(BUDGETS.fcpMs);
    expect
      .soft(page.lcp, `${path}: LCP ${ms(page.lcp)} > ${ms(BUDGETS.lcpMs)}`)
      .toBeLessThanOrEqual(BUDGETS.lcpMs);
    expect
      .soft(page.cls, `${path}: CLS ${page.cls.toFixed(3)} > ${BUDGETS.cls}`)
      .toBeLessThanOrEqual(BUDGETS.cls);
    const signed = (value: number, unit = '') =>
      `${value > 0 ? '+' : ''}${Math.round(value)}${unit}`;
    differences.push([
      path,
      `${signed(tbtOver, ' ms')} / ${BUDGETS.tbtOverCopyMs}`,
      `${signed(-perfUnder)} / −${BUDGETS.performanceUnderCopy}`,
      signed(page.lcp - copy.lcp, ' ms'),
      signed(page.fcp - copy.fcp, ' ms'),
      `${ms(page.lcp)} / ${BUDGETS.lcpMs}`,
      page.cls.toFixed(3),
    ]);
  }
  table(
    `What each page's script costs: page − its no-script copy (median of ${RUNS} alternating runs)`,
    ['page', 'TBT', 'Performance', 'LCP', 'FCP', 'page LCP', 'page CLS'],
    differences,
  );
});

/** The month of the demo guest's statement (statementDocs). */
const BENCH_STATEMENT_MONTH = '2026-01';

/**
 * Makes the demo guest a rental client with one colour device and one toner ticket (the bench's
 * stack keeps nothing), so the client's pages can be measured as a client sees them.
 */
async function demoGuestAsClient(): Promise<void> {
  const { guest } = DEMO_ACCOUNTS;
  const docs = [
    clientDoc(guest.uid, guest.email, 'Invitado Demo', 'Hotel Demo'),
    memberDoc(guest.uid, guest.uid, 'administrador', guest.email, 'Invitado Demo'),
    ...deviceDocs({
      prefix: 'bench-public',
      n: 0,
      owner: { clientId: guest.uid, uid: guest.uid, email: guest.email },
      model: 'Kyocera TASKalfa 2554ci',
      serial: 'BENCH0001',
      at: new Date(),
      last: null,
      reading: null,
      open: true,
    }),
    ...statementDocs(guest.uid, 'Hotel Demo', BENCH_STATEMENT_MONTH),
  ];
  for (const { path, fields } of docs) await writeDocument(path, fields);
}

test('páginas con sesión: el JS de /auth, /main-user, /admin-dashboard y del portal de clientes en presupuesto', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const rows: (string | number)[][] = [];
  const { guest, admin } = DEMO_ACCOUNTS;
  type Account = { email: string; password: string } | null;
  /** A page, who opens it and, for the portal's, a heading its lazy content shows. */
  const measure = async (path: string, account: Account, heading?: string | RegExp) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const submit = page.getByRole('button', { name: 'INICIAR SESIÓN' });
    if (account) {
      await page.goto(`${plain.origin}/auth`);
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL((url) => path.startsWith(url.pathname));
    }
    const main = page.getByRole('main');
    const ready = () =>
      !account
        ? submit.waitFor()
        : heading
          ? main.getByRole('heading', { name: heading }).first().waitFor()
          : main.waitFor();
    const p = await load(page, plain.origin + path, ready);
    await context.close();
    const budget = BUDGETS.signedInJsKb;
    expect.soft(p.js, `${path}: JS ${kb(p.js)} kB > ${budget}`).toBeLessThanOrEqual(budget * 1000);
    rows.push([
      path,
      account?.email ?? '—',
      `${kb(p.js)} kB / ${budget}`,
      p.thirdParty.length,
      p.largest,
    ]);
  };
  await measure('/auth', null);
  await measure('/main-user', guest);
  await measure('/admin-dashboard', admin);
  // The clients' portal, once the demo guest is a client: the desk's Servicio, a ticket's and a
  // client's page; the client's dashboard (with their links and card) and their pages.
  await demoGuestAsClient();
  await measure('/admin-dashboard?section=servicio', admin, 'Tickets abiertos');
  await measure('/admin-dashboard/servicio/bench-public-ticket-0', admin, 'Solicitud de tóner');
  await measure(`/admin-dashboard/clientes/${guest.uid}`, admin, 'Equipos');
  await measure('/main-user?cliente=1', guest, 'Tu renta de equipos');
  await measure('/main-user/mis-equipos', guest, 'Mis equipos');
  await measure('/main-user/mis-equipos/bench-public-eq-0', guest, 'Capturar lectura');
  await measure('/main-user/mis-tickets', guest, /^Solicitud de tóner/);
  await measure('/main-user/mi-empresa', guest, 'Mi empresa');
  await measure('/main-user/estados-de-cuenta', guest, 'Estados de cuenta');
  await measure(
    `/main-user/estados-de-cuenta/${BENCH_STATEMENT_MONTH}`,
    guest,
    /^Estado de cuenta de /,
  );
  table(
    'Signed-in pages (local emulators, fresh load, HTTP cache off)',
    ['page', 'signed in as', 'JS', 'third-party req.', 'largest scripts (kB)'],
    rows,
  );
});
