#!/usr/bin/env node
// Public-site budget check on the production build (run `npm run build` first):
//   1. serves dist/ on 127.0.0.1 with gzip (Firebase Hosting's clean URLs and 404.html);
//   2. loads each public page in Debian's Chromium (Playwright) and records every request:
//      JS and CSS gzip bytes, Firebase SDK chunks, third-party hosts, console errors
//      (hydration mismatches), horizontal overflow at 320 px;
//   3. runs Lighthouse 12 (mobile preset, simulated throttling) on / and /business-lines and
//      keeps the median run by performance score.
// Prints a table and exits 1 when a budget fails.
//
// Options: --runs N (Lighthouse runs per page, default 3), --skip-lighthouse,
//          --report FILE (also write the figures as markdown, e.g. docs/bench-public.md).
/* global document, window -- page.evaluate callbacks run in the browser */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const DIST = resolve('dist');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Budgets (kB = 1000 bytes, gzip as served). */
export const BUDGETS = {
  jsKb: 125,
  cssKb: 25,
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};
const BUDGET_PAGES = ['/', '/business-lines'];
const CHECKED_PAGES = ['/', '/business-lines', '/aviso-de-privacidad', '/pagina-que-no-existe'];
/** Strings that only the Firebase SDK's own code contains. */
const FIREBASE_SIGNATURES = ['@firebase/app', 'FirebaseError', 'firebase-heartbeat'];

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Math.max(1, Number(option('--runs') ?? 3));
const skipLighthouse = args.includes('--skip-lighthouse');
const reportFile = option('--report');

// ---------------------------------------------------------------------------------------------
// 1. Static server: dist/ with gzip, clean URLs, SPA shell for signed-in routes, 404.html.
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
const SHELL_PREFIXES = ['/auth', '/main-user', '/admin-dashboard'];

function resolveFile(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = safe.endsWith('/') ? [join(safe, 'index.html')] : [safe, `${safe}.html`];
  for (const candidate of candidates) {
    const file = join(DIST, candidate);
    if (file.startsWith(DIST) && existsSync(file) && statSync(file).isFile())
      return { file, status: 200 };
  }
  if (SHELL_PREFIXES.some((p) => safe === p || safe.startsWith(`${p}/`))) {
    return { file: join(DIST, 'app-shell.html'), status: 200 };
  }
  return { file: join(DIST, '404.html'), status: 404 };
}

/** Bytes sent per URL path (after compression), for the budget table. */
const sent = new Map();

function startServer() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const { file, status } = resolveFile(url.pathname);
    const ext = extname(file);
    let body = readFileSync(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body, { level: 9 });
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    sent.set(url.pathname, body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

// ---------------------------------------------------------------------------------------------
// 2. Requests of each page in Chromium.
async function inspectPages(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const path of CHECKED_PAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const requests = [];
      const consoleProblems = [];
      page.on('request', (request) => requests.push(request));
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // The 404 page is served with status 404 on purpose; Chromium logs that for the document.
        const isDocument404 =
          message.location().url === origin + path && message.text().includes('404');
        if (!isDocument404) consoleProblems.push(message.text());
      });
      page.on('pageerror', (error) => consoleProblems.push(String(error)));
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      // Scroll through the page so lazy images and anything loaded on scroll are counted too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForLoadState('networkidle');

      let js = 0;
      let css = 0;
      const thirdParty = [];
      const firebaseChunks = [];
      for (const request of requests) {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') continue;
        if (url.origin !== origin) {
          thirdParty.push(request.url());
          continue;
        }
        const type = request.resourceType();
        const bytes = sent.get(url.pathname) ?? 0;
        if (type === 'script' || url.pathname.endsWith('.js')) {
          js += bytes;
          const source = readFileSync(join(DIST, url.pathname), 'utf8');
          if (FIREBASE_SIGNATURES.some((s) => source.includes(s)))
            firebaseChunks.push(url.pathname);
        } else if (type === 'stylesheet' || url.pathname.endsWith('.css')) {
          css += bytes;
        }
      }

      await page.setViewportSize({ width: 320, height: 640 });
      await page.waitForTimeout(200);
      const overflow320 = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      results.push({ path, js, css, thirdParty, firebaseChunks, consoleProblems, overflow320 });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse (mobile preset = the default config).
async function runLighthouse(origin) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const out = [];
  for (const path of BUDGET_PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const chrome = await launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
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
    samples.sort((a, b) => a.performance - b.performance);
    const median = samples[Math.floor(samples.length / 2)];
    out.push({ path, ...median, runs: samples.map((s) => s.performance) });
  }
  return out;
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

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('No existe dist/: ejecuta `npm run build` antes de `npm run bench:public`.');
    process.exit(2);
  }
  const server = await startServer();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const failures = [];
  try {
    const pages = await inspectPages(origin);
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
        p.firebaseChunks.length ? 'SÍ' : 'no',
        p.thirdParty.length,
        p.consoleProblems.length,
        p.overflow320 > 0 ? `${p.overflow320} px` : 'no',
      ];
    });
    const pageHeaders = [
      'page',
      'JS (gzip)',
      'CSS (gzip)',
      'Firebase',
      'third-party req.',
      'console errors',
      'overflow @320px',
    ];
    console.log('\nRequests (Chromium, gzip as served)\n');
    console.log(table(pageHeaders, pageRows));

    let lhHeaders = [];
    let lhRows = [];
    if (!skipLighthouse) {
      const lh = await runLighthouse(origin);
      lhHeaders = [
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
        `perf. runs`,
      ];
      lhRows = lh.map((r) => {
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
          r.runs.join(', '),
        ];
      });
      console.log(`\nLighthouse 12, mobile preset, median of ${runs} run(s)\n`);
      console.log(table(lhHeaders, lhRows));
      for (const r of lh)
        if (r.failing.length) console.log(`  ${r.path}: audits below 1: ${r.failing.join(', ')}`);
    }

    if (reportFile) {
      let revision = 'unknown commit';
      try {
        revision = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
          encoding: 'utf8',
        }).trim();
        const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
          encoding: 'utf8',
        }).trim();
        if (dirty) revision += ' plus uncommitted changes';
      } catch {
        // Not a git checkout: leave it unknown.
      }
      const lines = [
        '# Public-site benchmark',
        '',
        `Measured by \`npm run bench:public\` (scripts/bench-public.mjs) on the production build (\`npm run build\`) of ` +
          `${revision}, ${new Date().toISOString().slice(0, 10)}. Budgets: JS ≤ ${BUDGETS.jsKb} kB and CSS ≤ ${BUDGETS.cssKb} kB gzip on / and ` +
          `/business-lines, no Firebase chunk, no third-party request; Lighthouse Performance ≥ ${BUDGETS.performance}, ` +
          'Accessibility, Best Practices and SEO 100. kB = 1000 bytes, as served with gzip by a local static server.',
        '',
        '## Requests (Chromium)',
        '',
        markdown(pageHeaders, pageRows),
        '',
      ];
      if (lhRows.length) {
        lines.push(
          `## Lighthouse 12 (mobile preset, simulated throttling, median of ${runs} runs)`,
          '',
          markdown(lhHeaders, lhRows),
          '',
          `Machine: ${cpus().length} CPU cores shared with other work (load average ${loadavg()[0].toFixed(1)} when the ` +
            'report was written). Single Lighthouse runs vary with that load, which is why the bench keeps the median ' +
            'run; the "perf. runs" column lists every run.',
          '',
        );
      }
      lines.push(
        failures.length
          ? `**Budget failures:**\n\n${failures.map((f) => `- ${f}`).join('\n')}\n`
          : 'All budgets pass.\n',
      );
      writeFileSync(reportFile, lines.join('\n'));
      console.log(`\nReport written to ${reportFile}`);
    }
  } finally {
    server.close();
  }

  if (failures.length) {
    console.error(`\nBudget failures:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nAll budgets pass.');
}

await main();
