// Public-site budgets on the production build (run `npm run build` first):
//   1. serves dist/ as Firebase Hosting does (scripts/lib/hosting-server.ts: superstatic with
//      firebase.json's "hosting" block, gzip, HTTP/2 over TLS);
//   2. loads each public page in Chromium and records the JS and CSS it downloads (gzip as sent),
//      the critical CSS inlined in its HTML, Firebase chunks, third-party requests, console
//      errors (hydration mismatches, CSP refusals) and horizontal overflow at 320 px;
//   3. runs Lighthouse (mobile preset, simulated throttling) on / and /business-lines, N runs
//      each, and keeps the median of every metric;
//   4. starts the local stack (`npm start -- --ci`), signs in through /auth as the demo guest and
//      the demo admin and records the JS of /auth, /main-user and /admin-dashboard (a build
//      without VITE_FIREBASE_* talks to the emulators).
// Prints the tables and exits 1 when a budget fails.
// Options: --runs N (Lighthouse runs per page, default 3), --skip-lighthouse, --skip-signed-in,
//          --report FILE (also writes the figures as markdown, e.g. docs/bench-public.md);
//          BENCH_LIST=N lists the N largest scripts of each page (default 5).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium, type Page, type Request } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../src/domain/entities';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import {
  selfSignedCertificate,
  startHostingServer,
  type HostingServer,
} from './lib/hosting-server';
import { startStack, stopStack } from './lib/local-stack.mjs';

/** Budgets: kB = 1000 bytes, gzip as served; times from Lighthouse's mobile preset. */
const BUDGETS = {
  jsKb: 110,
  cssKb: 20,
  signedInJsKb: 200,
  scores: 100, // Performance, Accessibility, Best Practices, SEO
  fcpMs: 1200,
  lcpMs: 1300,
  tbtMs: 0,
  cls: 0,
};
const BUDGET_PAGES = ['/', '/business-lines'];
const PAGES = [...BUDGET_PAGES, '/aviso-de-privacidad', '/newsletter/confirmado', '/no-existe'];
/** Strings only the Firebase SDK's own code contains. */
const FIREBASE_SIGNATURES = ['@firebase/app', 'FirebaseError', 'firebase-heartbeat'];

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => `${Math.round(value)} ms`;
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const failures: string[] = [];
const report: string[] = [];

function check(ok: boolean, failure: string) {
  if (!ok) failures.push(failure);
}

function table(title: string, headers: string[], rows: (string | number)[][]) {
  const text = [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  console.log(`\n${title}\n\n${text}`);
  report.push(`## ${title}`, '', text, '');
}

/** What the requests of one load downloaded: bytes as sent (gzip), by kind. */
async function tally(requests: Request[], { origin, sent }: HostingServer) {
  const seen = new Set<string>();
  const out = { js: 0, css: 0, scripts: [] as [string, number][], firebase: [] as string[] };
  const thirdParty: string[] = [];
  for (const request of requests) {
    const url = new URL(request.url());
    if (!/^https?:$/.test(url.protocol) || seen.has(url.href) || request.failure()) continue;
    seen.add(url.href);
    // The local emulators stand in for Google's Firebase hosts: not third parties here.
    if (url.origin !== origin) {
      if (url.hostname !== '127.0.0.1') thirdParty.push(url.href);
      continue;
    }
    const bytes = sent.get(url.pathname) ?? 0;
    if (request.resourceType() === 'script') {
      out.js += bytes;
      out.scripts.push([url.pathname.replace('/assets/', ''), bytes]);
      const source = readFileSync(`dist${url.pathname}`, 'utf8');
      if (FIREBASE_SIGNATURES.some((s) => source.includes(s))) out.firebase.push(url.pathname);
    } else if (request.resourceType() === 'stylesheet') out.css += bytes;
  }
  const largest = out.scripts
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_LIST ?? 5))
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');
  return { ...out, thirdParty, largest };
}

/** Loads `url` in a fresh page (HTTP cache off) and tallies it; `ready` waits for its content. */
async function load(
  page: Page,
  server: HostingServer,
  path: string,
  ready: () => Promise<unknown>,
) {
  const url = server.origin + path;
  const problems: string[] = [];
  page.on('console', (message) => {
    const document404 = message.location().url === url && message.text().includes('404');
    if (['error', 'warning'].includes(message.type()) && !document404)
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForLoadState('networkidle');
  return { ...(await tally(requests, server)), problems, html: (await response?.text()) ?? '' };
}

async function publicPages(server: HostingServer) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const path of PAGES) {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      // Scrolls through the page, so whatever loads on scroll is counted too.
      const scrolled = () =>
        page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((done) => setTimeout(done, 50));
          }
        });
      const p = await load(page, server, path, scrolled);
      await page.setViewportSize({ width: 320, height: 640 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      await context.close();
      const inline = [...p.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
      const budgeted = BUDGET_PAGES.includes(path);
      check(
        !budgeted || p.js <= BUDGETS.jsKb * 1000,
        `${path}: JS ${kb(p.js)} kB > ${BUDGETS.jsKb}`,
      );
      check(
        !budgeted || p.css <= BUDGETS.cssKb * 1000,
        `${path}: CSS ${kb(p.css)} kB > ${BUDGETS.cssKb}`,
      );
      check(!p.firebase.length, `${path}: carga Firebase (${p.firebase.join(', ')})`);
      check(!p.thirdParty.length, `${path}: peticiones a terceros (${p.thirdParty.join(', ')})`);
      check(!p.problems.length, `${path}: consola: ${p.problems.join(' | ')}`);
      check(overflow <= 0, `${path}: desplazamiento horizontal de ${overflow} px a 320 px`);
      const limit = (value: number, max: number) => `${kb(value)} kB${budgeted ? ` / ${max}` : ''}`;
      rows.push([
        path,
        limit(p.js, BUDGETS.jsKb),
        limit(p.css, BUDGETS.cssKb),
        `${kb(gzip(inline))} kB`,
        `${kb(gzip(p.html))} kB`,
        p.firebase.length ? 'SÍ' : 'no',
        p.thirdParty.length,
        p.problems.length,
        overflow > 0 ? `${overflow} px` : 'no',
        p.largest,
      ]);
    }
  } finally {
    await browser.close();
  }
  table(
    'Public pages: requests (Chromium, gzip as sent)',
    ['page', 'JS', 'CSS', 'inline critical CSS', 'HTML', 'Firebase', 'third-party req.'].concat([
      'console errors',
      'overflow @320px',
      'largest scripts (kB)',
    ]),
    rows,
  );
}

interface Sample {
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

async function lighthouseRuns(origin: string, runs: number) {
  const rows = [];
  let version = '';
  for (const path of BUDGET_PAGES) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i += 1) {
      const chrome = await launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS],
      });
      try {
        const result = await lighthouse(origin + path, { port: chrome.port, logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse no devolvió resultados para ${path}`);
        const { categories, audits, lighthouseVersion } = result.lhr;
        version = lighthouseVersion;
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          scores: ['performance', 'accessibility', 'best-practices', 'seo'].map(score),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          failing: Object.values(audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
            .map((a) => a.id),
        });
      } finally {
        chrome.kill();
      }
    }
    const m = (pick: (s: Sample) => number) => median(samples.map(pick));
    const scores = [0, 1, 2, 3].map((i) => m((s) => s.scores[i] ?? 0));
    const [fcp, lcp, tbt, cls] = [
      m((s) => s.fcp),
      m((s) => s.lcp),
      m((s) => s.tbt),
      m((s) => s.cls),
    ];
    const failing = [...new Set(samples.flatMap((s) => s.failing))].join(', ');
    ['Performance', 'Accessibility', 'Best Practices', 'SEO'].forEach((name, i) =>
      check(
        (scores[i] ?? 0) >= BUDGETS.scores,
        `${path}: ${name} ${scores[i]} (auditorías: ${failing})`,
      ),
    );
    check(fcp <= BUDGETS.fcpMs, `${path}: FCP ${ms(fcp)} > ${BUDGETS.fcpMs} ms`);
    check(lcp <= BUDGETS.lcpMs, `${path}: LCP ${ms(lcp)} > ${BUDGETS.lcpMs} ms`);
    check(tbt <= BUDGETS.tbtMs, `${path}: TBT ${ms(tbt)} > ${BUDGETS.tbtMs} ms`);
    check(cls <= BUDGETS.cls, `${path}: CLS ${cls.toFixed(3)} > ${BUDGETS.cls}`);
    const each = samples.map((s) => `${s.scores[0]} / ${ms(s.fcp)} / ${ms(s.lcp)} / ${ms(s.tbt)}`);
    rows.push([path, ...scores, ms(fcp), ms(lcp), ms(tbt), cls.toFixed(3), each.join('; ')]);
  }
  table(
    `Lighthouse ${version} (mobile preset, simulated throttling, median of ${runs} runs)`,
    ['page', 'Perf.', 'A11y', 'Best Pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'].concat([
      'runs: perf. / FCP / LCP / TBT',
    ]),
    rows,
  );
}

async function signedInPages(server: HostingServer) {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const [path, account] of [
      ['/auth', null],
      ['/main-user', DEMO_ACCOUNTS.guest],
      ['/admin-dashboard', DEMO_ACCOUNTS.admin],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const submit = page.getByRole('button', { name: 'INICIAR SESIÓN' });
      if (account) {
        await page.goto(`${server.origin}/auth`, { waitUntil: 'networkidle' });
        await page.locator('input[name="email"]').fill(account.email);
        await page.locator('input[name="password"]').fill(account.password);
        await submit.click();
        await page.waitForURL((url) => url.pathname.startsWith(path), { timeout: 30_000 });
      }
      const ready = () => (account ? page.getByRole('main').waitFor() : submit.waitFor());
      const p = await load(page, server, path, ready);
      await context.close();
      const budget = BUDGETS.signedInJsKb;
      check(p.js <= budget * 1000, `${path}: JS ${kb(p.js)} kB > ${budget}`);
      check(!p.problems.length, `${path}: consola: ${p.problems.join(' | ')}`);
      const js = `${kb(p.js)} kB / ${budget}`;
      rows.push([
        path,
        account?.email ?? '—',
        js,
        p.thirdParty.length,
        p.problems.length,
        p.largest,
      ]);
    }
  } finally {
    await browser.close();
    await stopStack(stack);
  }
  table(
    'Signed-in pages (local emulators, fresh load, HTTP cache off)',
    ['page', 'signed in as', 'JS', 'third-party req.', 'console errors', 'largest scripts (kB)'],
    rows,
  );
}

if (!existsSync('dist/app-shell.html')) {
  console.error('No existe dist/: ejecuta `npm run build` antes de `npm run bench:public`.');
  process.exit(2);
}
const loadAtStart = loadavg()[0] ?? 0;
const tls = selfSignedCertificate();
if (!tls) console.warn('Sin openssl: se sirve HTTP/1.1 sin TLS (Hosting responde con HTTP/2).');
const secure = await startHostingServer({ tls });
try {
  await publicPages(secure);
  if (!args.includes('--skip-lighthouse'))
    await lighthouseRuns(secure.origin, Math.max(1, Number(option('--runs') ?? 3)));
} finally {
  await secure.close();
}
if (!args.includes('--skip-signed-in')) {
  // Plain HTTP: the build talks to the emulators over http://127.0.0.1 (no mixed content).
  const plain = await startHostingServer();
  try {
    await signedInPages(plain);
  } catch (error) {
    failures.push(`páginas con sesión: no se pudieron medir (${String(error).split('\n')[0]})`);
  } finally {
    await plain.close();
  }
}

const reportFile = option('--report');
if (reportFile) {
  const git = (...a: string[]) => execFileSync('git', a, { encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no')
    ? ' plus uncommitted changes'
    : '';
  writeFileSync(
    reportFile,
    [
      '# Public-site benchmark',
      '',
      `Measured by \`npm run bench:public\` (scripts/bench-public.ts) on the production build of ` +
        `${git('rev-parse', '--short', 'HEAD')}${dirty}, ${new Date().toISOString().slice(0, 10)}, ` +
        `served as Firebase Hosting does (superstatic with firebase.json's "hosting" block, gzip, ` +
        `${tls ? 'HTTP/2 over TLS' : 'HTTP/1.1'}). Budgets: ${JSON.stringify(BUDGETS)} (kB = 1000 ` +
        'bytes, gzip as sent; JS and CSS on / and /business-lines, signed-in JS on /auth, ' +
        '/main-user and /admin-dashboard). "CSS" counts the stylesheets requested; the critical ' +
        'CSS inlined in each page (docs/decisions/0010-critical-css-and-public-budgets.md) is ' +
        'inside its HTML.',
      '',
      ...report,
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
  console.log(`\nReport written to ${reportFile}`);
}
if (failures.length) {
  console.error(`\nBudget failures:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nAll budgets pass.');
