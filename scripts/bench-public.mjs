#!/usr/bin/env node
// Public-site budget check on the production build (run `npm run build` first):
//   1. serves dist/ on 127.0.0.1 the way Firebase Hosting does, from firebase.json's "hosting"
//      block: each prerendered page its own HTML (cleanUrls), the signed-in routes rewritten to
//      /app-shell.html, 404.html with status 404 for everything else (never a catch-all to
//      index.html), the "headers" rules, gzip, and HTTP/2 over TLS as Hosting answers browsers
//      (a throwaway self-signed certificate made with openssl; plain HTTP/1.1 without openssl);
//   2. loads each public page in Debian's Chromium (Playwright) and records every request: JS and
//      CSS gzip bytes (and the critical CSS inlined in the HTML), Firebase SDK chunks, third-party
//      hosts, console errors (hydration mismatches, CSP refusals), horizontal overflow at 320 px;
//   3. runs Lighthouse 12 (mobile preset, simulated throttling) on / and /business-lines, N runs
//      each, and keeps the median of every metric;
//   4. starts the local stack (`node scripts/start.mjs --ci`: Auth/Firestore/Functions emulators,
//      seeded demo accounts), signs in through the /auth form as the demo guest and the demo admin
//      and records the JS (gzip) that /auth, /main-user and /admin-dashboard load; the production
//      build without VITE_FIREBASE_* talks to those emulators. The stack is stopped with SIGINT.
// Prints tables and exits 1 when a budget fails.
//
// Options: --runs N (Lighthouse runs per page, default 3), --skip-lighthouse, --skip-signed-in,
//          --report FILE (also write the figures as markdown, e.g. docs/bench-public.md).
/* global document, window -- page.evaluate callbacks run in the browser */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { cpus, loadavg, tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startStack, stopStack } from './lib/local-stack.mjs';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Budgets (kB = 1000 bytes, gzip as served; times from Lighthouse's mobile preset). */
export const BUDGETS = {
  jsKb: 110,
  cssKb: 20,
  signedInJsKb: 200,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1200,
  lcpMs: 1300,
  cls: 0,
  tbtMs: 0,
};
const BUDGET_PAGES = ['/', '/business-lines'];
const CHECKED_PAGES = [
  '/',
  '/business-lines',
  '/aviso-de-privacidad',
  '/newsletter/confirmado',
  '/pagina-que-no-existe',
];
/** Strings that only the Firebase SDK's own code contains. */
const FIREBASE_SIGNATURES = ['@firebase/app', 'FirebaseError', 'firebase-heartbeat'];

// ---------------------------------------------------------------------------------------------
// 1. Firebase Hosting, locally: firebase.json's "hosting" block applied to dist/.

/**
 * A RegExp for a Hosting glob ("**", "*", "?", "@(a|b)", "{a,b}"), matched against the whole
 * request path.
 */
export function globToRegExp(glob) {
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      // "/**" also matches the folder itself; "**/" also matches no folder at all.
      if (glob[i + 2] === '/') {
        out += '(?:.*/)?';
        i += 2;
      } else {
        out += '.*';
        i += 1;
      }
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '@' && glob[i + 1] === '(') {
      const end = glob.indexOf(')', i);
      out += `(?:${glob
        .slice(i + 2, end)
        .split('|')
        .map(escapeRegExp)
        .join('|')})`;
      i = end;
    } else if (c === '{') {
      const end = glob.indexOf('}', i);
      out += `(?:${glob
        .slice(i + 1, end)
        .split(',')
        .map(escapeRegExp)
        .join('|')})`;
      i = end;
    } else out += escapeRegExp(c);
  }
  return new RegExp(`^${out}$`);
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * What Hosting answers for a path, from firebase.json's "hosting" block: a redirect (cleanUrls,
 * trailingSlash), a static file (exact, `.html` added with cleanUrls, a folder's index.html), a
 * rewrite's destination, or the public folder's 404.html with status 404.
 * `exists(relativePath)` says whether the public folder has that file.
 */
export function resolveHostingPath(hosting, pathname, exists) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  if (!path.startsWith('/') || path.split('/').includes('..')) return { status: 400 };
  if (hosting.cleanUrls && /\.html$/.test(path)) {
    const clean = path.replace(/(?:\/index)?\.html$/, '') || '/';
    return { status: 301, location: clean };
  }
  if (hosting.trailingSlash === false && path.length > 1 && path.endsWith('/')) {
    return { status: 301, location: path.replace(/\/+$/, '') || '/' };
  }
  const ignored = (hosting.ignore ?? []).map(globToRegExp);
  const serveable = (file) => !ignored.some((glob) => glob.test(file)) && exists(file);
  const relative = path.slice(1);
  const candidates =
    path === '/'
      ? ['index.html']
      : [
          relative,
          ...(hosting.cleanUrls ? [`${relative}.html`] : []),
          `${relative.replace(/\/$/, '')}/index.html`,
        ];
  const file = candidates.find(serveable);
  if (file) return { status: 200, file };
  const rewrite = (hosting.rewrites ?? []).find((r) => globToRegExp(r.source).test(path));
  if (rewrite?.destination) return { status: 200, file: rewrite.destination.replace(/^\//, '') };
  return { status: 404, file: serveable('404.html') ? '404.html' : undefined };
}

/** The response headers firebase.json's "headers" rules give a path (later rules win). */
export function hostingHeaders(hosting, pathname) {
  const headers = {};
  for (const rule of hosting.headers ?? []) {
    if (!globToRegExp(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);

/**
 * The production CSP refuses the local emulators (127.0.0.1): the bench adds them to the
 * directives the signed-in pages need, so those pages work here as they do with production.
 */
function withLocalEmulators(csp) {
  return csp
    .split(';')
    .map((part) => {
      const name = part.trim().split(/\s+/)[0];
      return ['connect-src', 'img-src', 'frame-src'].includes(name)
        ? `${part} http://127.0.0.1:* ws://127.0.0.1:*`
        : part;
    })
    .join(';');
}

/** Bytes sent per URL path (after compression), for the budget tables. */
const sent = new Map();

/** A self-signed certificate for 127.0.0.1 (openssl), or null when openssl is not available. */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-public-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * dist/ served as firebase.json's "hosting" block says, on 127.0.0.1 (port 0: any free one);
 * HTTP/2 over TLS when given a certificate ({ key, cert }), HTTP/1.1 otherwise.
 */
export function startHostingServer(hosting, { port = 0, tls = null } = {}) {
  const publicDir = resolve(hosting.public ?? 'dist');
  const exists = (file) => {
    const full = join(publicDir, file);
    return full.startsWith(publicDir + sep) && existsSync(full) && statSync(full).isFile();
  };
  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const answer = resolveHostingPath(hosting, url.pathname, exists);
    const headers = { ...hostingHeaders(hosting, url.pathname) };
    if (headers['Content-Security-Policy'])
      headers['Content-Security-Policy'] = withLocalEmulators(headers['Content-Security-Policy']);
    if (answer.status === 301) {
      res.writeHead(301, { ...headers, Location: answer.location + url.search });
      res.end();
      return;
    }
    if (!answer.file) {
      res.writeHead(answer.status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
      return;
    }
    const ext = extname(answer.file);
    let body = readFileSync(join(publicDir, answer.file));
    headers['Content-Type'] = TYPES[ext] ?? 'application/octet-stream';
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body, { level: 9 });
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    sent.set(url.pathname, body.length);
    res.writeHead(answer.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, handle)
    : createServer(handle);
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

// ---------------------------------------------------------------------------------------------
// 2. Requests of each public page in Chromium.

/** JS and CSS bytes (gzip, as sent) of the requests a page made, plus Firebase and third parties. */
function tally(requests, origin, publicDir) {
  let js = 0;
  let css = 0;
  const thirdParty = [];
  const firebaseChunks = [];
  /** Script path -> gzip bytes, each file once. */
  const scripts = new Map();
  const counted = new Set();
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') continue;
    if (url.origin !== origin) {
      thirdParty.push(request.url());
      continue;
    }
    if (counted.has(url.pathname)) continue;
    counted.add(url.pathname);
    const type = request.resourceType();
    const bytes = sent.get(url.pathname) ?? 0;
    if (type === 'script' || url.pathname.endsWith('.js')) {
      js += bytes;
      scripts.set(url.pathname, bytes);
      const source = readFileSync(join(publicDir, url.pathname), 'utf8');
      if (FIREBASE_SIGNATURES.some((s) => source.includes(s))) firebaseChunks.push(url.pathname);
    } else if (type === 'stylesheet' || url.pathname.endsWith('.css')) {
      css += bytes;
    }
  }
  return { js, css, thirdParty, firebaseChunks, scripts };
}

/** The largest scripts of a page, e.g. "index-abc.js 112.8, index.esm-def.js 35.9". */
const largest = (scripts, count = 5) =>
  [...scripts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([path, bytes]) => `${path.replace(/^\/assets\//, '')} ${kb(bytes)}`)
    .join(', ');

function watchConsole(page, origin, path) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The 404 page is served with status 404 on purpose; Chromium logs that for the document.
    const isDocument404 =
      message.location().url === origin + path && message.text().includes('404');
    if (!isDocument404) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

async function inspectPages(origin, publicDir) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const path of CHECKED_PAGES) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        ignoreHTTPSErrors: true,
      });
      const page = await context.newPage();
      const requests = [];
      page.on('request', (request) => requests.push(request));
      const consoleProblems = watchConsole(page, origin, path);
      const response = await page.goto(origin + path, { waitUntil: 'networkidle' });
      const html = (await response?.text()) ?? '';
      // Scroll through the page so lazy images and anything loaded on scroll are counted too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
      const inlineCss = inline ? gzipSync(inline, { level: 9 }).length : 0;
      const htmlBytes = sent.get(new URL(origin + path).pathname) ?? 0;

      await page.setViewportSize({ width: 320, height: 640 });
      await page.waitForTimeout(200);
      const overflow320 = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      results.push({
        path,
        ...tally(requests, origin, publicDir),
        inlineCss,
        htmlBytes,
        consoleProblems,
        overflow320,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse (mobile preset = the default config).

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function runLighthouse(origin, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const out = [];
  for (const path of BUDGET_PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const chrome = await launch({
        chromePath: CHROMIUM,
        // The bench's certificate is self-signed.
        chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS],
      });
      try {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const { categories, audits } = result.lhr;
        const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
        const failing = Object.values(audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => a.id);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          si: audits['speed-index'].numericValue,
          failing,
        });
      } finally {
        await chrome.kill();
      }
    }
    const metric = (key) => median(samples.map((s) => s[key]));
    out.push({
      path,
      performance: metric('performance'),
      accessibility: metric('accessibility'),
      bestPractices: metric('bestPractices'),
      seo: metric('seo'),
      fcp: metric('fcp'),
      lcp: metric('lcp'),
      tbt: metric('tbt'),
      cls: metric('cls'),
      si: metric('si'),
      failing: [...new Set(samples.flatMap((s) => s.failing))],
      runs: samples,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// 4. Signed-in pages on the local stack.

/** JS bytes (gzip) a fresh load of `url` downloads, the HTTP cache off, until the network is idle. */
async function jsOfLoad(page, origin, publicDir, url, ready) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = [];
  const onRequest = (request) => requests.push(request);
  page.on('request', onRequest);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  await cdp.detach();
  const { js, thirdParty, scripts } = tally(requests, origin, publicDir);
  // The local emulators stand in for Google's Firebase hosts: not third parties here.
  return {
    js,
    scripts,
    thirdParty: thirdParty.filter((url) => new URL(url).hostname !== '127.0.0.1'),
  };
}

async function signIn(page, origin, { email, password }, landing) {
  await page.goto(`${origin}/auth`, { waitUntil: 'networkidle' });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'INICIAR SESIÓN' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(landing), { timeout: 30_000 });
}

async function inspectSignedIn(origin, publicDir) {
  const { DEMO_ACCOUNTS } = await import('./lib/demo-accounts.mjs');
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    const visit = async (path, account, ready) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      try {
        if (account) await signIn(page, origin, account, path);
        const consoleProblems = watchConsole(page, origin, path);
        const measured = await jsOfLoad(page, origin, publicDir, origin + path, () => ready(page));
        results.push({ path, account: account?.email ?? '—', ...measured, consoleProblems });
      } finally {
        await context.close();
      }
    };
    await visit('/auth', null, (page) =>
      page.getByRole('button', { name: 'INICIAR SESIÓN' }).waitFor(),
    );
    await visit('/main-user', DEMO_ACCOUNTS.guest, (page) => page.getByRole('main').waitFor());
    await visit('/admin-dashboard', DEMO_ACCOUNTS.admin, (page) =>
      page.getByRole('main').waitFor(),
    );
  } finally {
    await browser.close();
    await stopStack(stack);
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
const kb = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => `${Math.round(value)} ms`;

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function markdown(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function revision() {
  try {
    let rev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    if (dirty) rev += ' plus uncommitted changes';
    return rev;
  } catch {
    return 'unknown commit'; // Not a git checkout.
  }
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const runs = Math.max(1, Number(option('--runs') ?? 3));
  const skipLighthouse = args.includes('--skip-lighthouse');
  const skipSignedIn = args.includes('--skip-signed-in');
  const reportFile = option('--report');

  const { hosting } = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const publicDir = resolve(hosting.public ?? 'dist');
  if (!existsSync(join(publicDir, 'index.html'))) {
    console.error('No existe dist/: ejecuta `npm run build` antes de `npm run bench:public`.');
    process.exit(2);
  }
  const loadAtStart = loadavg()[0];
  const tls = selfSignedCertificate();
  if (!tls) console.warn('Sin openssl: se sirve HTTP/1.1 sin TLS (Hosting responde con HTTP/2).');
  const server = await startHostingServer(hosting, { tls });
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`;
  const protocol = tls ? 'HTTP/2 (TLS)' : 'HTTP/1.1';
  const failures = [];
  const report = [];
  try {
    const pages = await inspectPages(origin, publicDir);
    const pageHeaders = [
      'page',
      'JS (gzip)',
      'CSS (gzip)',
      'inline critical CSS (gzip)',
      'HTML (gzip)',
      'Firebase',
      'third-party req.',
      'console errors',
      'overflow @320px',
    ];
    const pageRows = pages.map((p) => {
      const budgeted = BUDGET_PAGES.includes(p.path);
      if (budgeted && p.js > BUDGETS.jsKb * 1000)
        failures.push(`${p.path}: JS ${kb(p.js)} kB > ${BUDGETS.jsKb} kB`);
      if (budgeted && p.css > BUDGETS.cssKb * 1000)
        failures.push(`${p.path}: CSS ${kb(p.css)} kB > ${BUDGETS.cssKb} kB`);
      if (p.firebaseChunks.length)
        failures.push(`${p.path}: carga Firebase (${p.firebaseChunks.join(', ')})`);
      if (p.thirdParty.length)
        failures.push(`${p.path}: peticiones a terceros (${p.thirdParty.join(', ')})`);
      if (p.consoleProblems.length)
        failures.push(`${p.path}: consola: ${p.consoleProblems.join(' | ')}`);
      if (p.overflow320 > 0)
        failures.push(`${p.path}: desplazamiento horizontal de ${p.overflow320} px a 320 px`);
      return [
        p.path,
        `${kb(p.js)} kB${budgeted ? ` / ${BUDGETS.jsKb}` : ''}`,
        `${kb(p.css)} kB${budgeted ? ` / ${BUDGETS.cssKb}` : ''}`,
        `${kb(p.inlineCss)} kB`,
        `${kb(p.htmlBytes)} kB`,
        p.firebaseChunks.length ? 'SÍ' : 'no',
        p.thirdParty.length,
        p.consoleProblems.length,
        p.overflow320 > 0 ? `${p.overflow320} px` : 'no',
      ];
    });
    console.log('\nPublic pages: requests (Chromium, gzip as served)\n');
    console.log(table(pageHeaders, pageRows));
    report.push('## Public pages: requests (Chromium)', '', markdown(pageHeaders, pageRows), '');

    if (!skipLighthouse) {
      const lh = await runLighthouse(origin, runs);
      const lhHeaders = [
        'page',
        'Performance',
        'Accessibility',
        'Best Practices',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'SI',
        'runs: perf. / FCP / LCP',
      ];
      const lhRows = lh.map((r) => {
        const checks = [
          ['Performance', r.performance, BUDGETS.performance],
          ['Accessibility', r.accessibility, BUDGETS.accessibility],
          ['Best Practices', r.bestPractices, BUDGETS.bestPractices],
          ['SEO', r.seo, BUDGETS.seo],
        ];
        for (const [name, value, min] of checks) {
          if (value < min)
            failures.push(
              `${r.path}: Lighthouse ${name} ${value} < ${min} (auditorías: ${r.failing.join(', ')})`,
            );
        }
        const limits = [
          ['FCP', r.fcp, BUDGETS.fcpMs, ms],
          ['LCP', r.lcp, BUDGETS.lcpMs, ms],
          ['TBT', r.tbt, BUDGETS.tbtMs, ms],
          ['CLS', r.cls, BUDGETS.cls, (v) => v.toFixed(3)],
        ];
        for (const [name, value, max, show] of limits) {
          if (value > max) failures.push(`${r.path}: ${name} ${show(value)} > ${show(max)}`);
        }
        return [
          r.path,
          r.performance,
          r.accessibility,
          r.bestPractices,
          r.seo,
          ms(r.fcp),
          ms(r.lcp),
          ms(r.tbt),
          r.cls.toFixed(3),
          ms(r.si),
          r.runs.map((s) => `${s.performance} / ${ms(s.fcp)} / ${ms(s.lcp)}`).join('; '),
        ];
      });
      console.log(`\nLighthouse 12, mobile preset, median of ${runs} run(s) per metric\n`);
      console.log(table(lhHeaders, lhRows));
      for (const r of lh)
        if (r.failing.length) console.log(`  ${r.path}: audits below 1: ${r.failing.join(', ')}`);
      report.push(
        `## Lighthouse 12 (mobile preset, simulated throttling, median of ${runs} runs per metric)`,
        '',
        markdown(lhHeaders, lhRows),
        '',
      );
    }

    if (!skipSignedIn) {
      // Plain HTTP here: the production build talks to the emulators over http://127.0.0.1.
      const plain = await startHostingServer(hosting);
      let signedIn = [];
      try {
        signedIn = await inspectSignedIn(`http://127.0.0.1:${plain.address().port}`, publicDir);
      } catch (error) {
        console.error(String(error?.stack ?? error));
        failures.push(`páginas con sesión: no se pudieron medir (${String(error).split('\n')[0]})`);
      } finally {
        plain.close();
      }
      const signedHeaders = [
        'page',
        'signed in as',
        'JS (gzip)',
        'third-party req. (e.g. reCAPTCHA)',
        'largest scripts (kB gzip)',
      ];
      const signedRows = signedIn.map((p) => {
        if (p.js > BUDGETS.signedInJsKb * 1000)
          failures.push(`${p.path}: JS ${kb(p.js)} kB > ${BUDGETS.signedInJsKb} kB`);
        return [
          p.path,
          p.account,
          `${kb(p.js)} kB / ${BUDGETS.signedInJsKb}`,
          p.thirdParty.length,
          largest(p.scripts),
        ];
      });
      console.log('\nSigned-in pages on the local emulators (fresh load, gzip as served)\n');
      console.log(table(signedHeaders, signedRows));
      report.push(
        '## Signed-in pages (local emulators, fresh load with the HTTP cache off)',
        '',
        markdown(signedHeaders, signedRows),
        '',
      );
    }
  } finally {
    server.close();
  }

  if (reportFile) {
    const lines = [
      '# Public-site benchmark',
      '',
      `Measured by \`npm run bench:public\` (scripts/bench-public.mjs) on the production build (\`npm run build\`) of ` +
        `${revision()}, ${new Date().toISOString().slice(0, 10)}, served as firebase.json's "hosting" block says ` +
        `(cleanUrls, rewrites to /app-shell.html, 404.html, headers) with gzip over ${protocol}. Budgets: JS ≤ ` +
        `${BUDGETS.jsKb} kB and CSS ≤ ${BUDGETS.cssKb} kB gzip on / and /business-lines, no Firebase chunk, no ` +
        `third-party request; Lighthouse Performance ≥ ${BUDGETS.performance}, Accessibility, Best Practices and ` +
        `SEO 100, FCP ≤ ${BUDGETS.fcpMs} ms, LCP ≤ ${BUDGETS.lcpMs} ms, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ` +
        `${BUDGETS.cls}; JS ≤ ${BUDGETS.signedInJsKb} kB gzip on /auth, /main-user and /admin-dashboard. ` +
        'kB = 1000 bytes. "CSS" counts the stylesheets requested; the critical CSS inlined in each page ' +
        '(docs/decisions/0010-critical-css-and-public-budgets.md) is inside its HTML.',
      '',
      ...report,
      `Machine: ${cpus().length} CPU cores shared with other work (load average ${loadAtStart.toFixed(1)} at the ` +
        `start, ${loadavg()[0].toFixed(1)} when the report was written). Lighthouse's simulated metrics are ` +
        'computed from an unthrottled load on this machine, so they move with that load; the bench keeps the ' +
        'median of each metric and the last column lists every run.',
      '',
      failures.length
        ? `**Budget failures:**\n\n${failures.map((f) => `- ${f}`).join('\n')}\n`
        : 'All budgets pass.\n',
    ];
    writeFileSync(reportFile, lines.join('\n'));
    console.log(`\nReport written to ${reportFile}`);
  }

  if (failures.length) {
    console.error(`\nBudget failures:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nAll budgets pass.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
