/**
 * src/styles/main.scss compiles only the parts of Bootstrap the site uses (budget: 20 kB gzip of
 * CSS on a public page, docs/decisions/0010-critical-css-and-public-budgets.md). This keeps that
 * trimming honest: every Bootstrap class written in a component (className strings, and the
 * btn-/alert-/navbar- class a react-bootstrap `variant` turns into) must exist in the built CSS.
 * When it fails, add the part back in src/styles/main.scss (its header lists what was left out).
 * Needs `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = 'dist';
/**
 * What renders only inside the desk's layout, which loads admin.scss: the admin feature, the
 * rental feature's desk pages, and the shared PagedTable and chart pieces (today used by the
 * desk alone: a page outside the desk that uses them must load Bootstrap's tables part too).
 */
const DESK_FILES = [
  join('features', 'admin'),
  join('features', 'rental', 'desk'),
  join('components', 'ui', 'paged-table.tsx'),
  join('components', 'charts'),
];
const BOOTSTRAP_CSS = 'node_modules/bootstrap/dist/css/bootstrap.css';

function classesIn(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return componentFiles(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

const literals = (code: string) =>
  [...code.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)].map((m) =>
    (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' '),
  );

/** Class names a component asks for: className strings and react-bootstrap variants. */
function requestedClasses(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/className=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})/g)) {
    const strings = match[1] !== undefined ? [match[1]] : literals(match[2] ?? '');
    for (const text of strings) found.push(...text.split(/\s+/).filter(Boolean));
  }
  for (const match of source.matchAll(/\svariant=(?:"([^"]*)"|\{([^}]*)\})/g)) {
    const tag = /<([A-Z][\w.]*)[^<]*$/.exec(source.slice(0, match.index))?.[1] ?? '';
    const prefix = /^(Button|Dropdown\.Toggle|DropdownToggle|ToggleButton)$/.test(tag)
      ? 'btn-'
      : tag === 'Alert'
        ? 'alert-'
        : tag === 'Navbar'
          ? 'navbar-'
          : null;
    if (!prefix) continue;
    const values = match[1] !== undefined ? [match[1]] : literals(match[2] ?? '');
    for (const value of values) if (/^[a-z][\w-]*$/.test(value)) found.push(prefix + value);
  }
  return found;
}

describe.skipIf(!existsSync(join(DIST, 'app-shell.html')))('Bootstrap classes used by src', () => {
  const bootstrap = classesIn(readFileSync(BOOTSTRAP_CSS, 'utf8'));
  const entryHref = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(
    readFileSync(join(DIST, 'app-shell.html'), 'utf8'),
  )?.[1];
  const cssFiles = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.css'));
  const entryCss = classesIn(readFileSync(join(DIST, entryHref ?? 'missing.css'), 'utf8'));
  const allCss = classesIn(
    cssFiles.map((file) => readFileSync(join(DIST, 'assets', file), 'utf8')).join('\n'),
  );

  it('finds the stylesheet of the entry', () => {
    expect(entryHref).toBeDefined();
  });

  it('every Bootstrap class a component uses is in the built CSS', () => {
    const missing: string[] = [];
    for (const file of componentFiles('src')) {
      // The admin area has a stylesheet of its own (src/features/admin/admin.scss), loaded by its
      // layout: it serves what renders only inside the desk.
      // So does a component that imports a stylesheet of its own (the portal's statement and its
      // tables, src/features/rental/portal/*.scss): it renders only once that sheet loaded.
      const source = readFileSync(file, 'utf8');
      const ownSheet = /^import '[^']+\.scss';$/m.test(source);
      const available =
        ownSheet || DESK_FILES.some((part) => file.includes(part)) ? allCss : entryCss;
      for (const name of requestedClasses(source)) {
        if (bootstrap.has(name) && !available.has(name)) missing.push(`${file}: ${name}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('reads classes and variants the way components write them', () => {
    expect(
      requestedClasses(
        `<div className="d-flex mb-md-0"><p className={ok ? 'text-success' : "text-danger"} />` +
          `<Button variant="outline-dark" onClick={() => go()}>x</Button>` +
          `<Button size="sm" variant={busy ? 'secondary' : 'primary'} /><Alert variant="info" />` +
          `<Form.Control type="text" /></div>`,
      ),
    ).toEqual([
      'd-flex',
      'mb-md-0',
      'text-success',
      'text-danger',
      'btn-outline-dark',
      'btn-secondary',
      'btn-primary',
      'alert-info',
    ]);
  });
});
