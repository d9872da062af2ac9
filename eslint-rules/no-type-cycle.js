/**
 * local/no-type-cycle: the circles that import-x/no-cycle does not see because one of their
 * links is a type-only import (`import type`, or braces holding only `type` names): import-x
 * skips those links, so a -> b (type) -> c -> a passes it. This rule follows every static import
 * and re-export, type-only ones included, and reports an import of the file being linted that
 * leads back to it through at least one type-only link (all-value circles are import-x's).
 *
 * It reads the other files' imports with a small scanner (relative paths and the app's `@/`
 * alias; packages are not followed; dynamic import() is not a link), cached for one lint run.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APP_SRC = join(ROOT, 'src');
const STATEMENT = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"\n]+)['"]/g;

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The file an import names, or null (a package, or nothing there). */
function resolveImport(spec, from) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else if (spec.startsWith('@/')) base = join(APP_SRC, spec.slice(2));
  else return null;
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    base,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find(isFile) ?? null;
}

/** True when the braces name only types: `{ type A, type B }`. */
function onlyTypes(clause) {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

const links = new Map();

/** A file's static imports and re-exports: [{ path, typeOnly }]. */
function linksOf(file) {
  let found = links.get(file);
  if (found) return found;
  found = [];
  links.set(file, found);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const match of text.matchAll(STATEMENT)) {
    const path = resolveImport(match[4], file);
    if (path) found.push({ path, typeOnly: Boolean(match[2]) || onlyTypes(match[3]) });
  }
  return found;
}

/** A way from `start` back to `target` with a type-only link on it (the first link `typed`). */
function typedWayBack(start, typed, target) {
  const seen = new Set();
  const queue = [[start, typed, [start]]];
  while (queue.length > 0) {
    const [file, sawType, way] = queue.shift();
    const key = `${file}\0${sawType}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const link of linksOf(file)) {
      const withType = sawType || link.typeOnly;
      if (link.path === target) {
        if (withType) return way;
        continue;
      }
      queue.push([link.path, withType, [...way, link.path]]);
    }
  }
  return null;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid circles of imports that pass through a type-only import.' },
    schema: [],
    messages: {
      cycle: 'Import circle through a type-only import: {{way}} -> this file.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const path = resolveImport(node.source.value, file);
      if (!path || path === file) return;
      const way = typedWayBack(path, isTypeOnly(node), file);
      if (way) {
        const shown = way.map((p) => p.slice(ROOT.length + 1)).join(' -> ');
        context.report({ node, messageId: 'cycle', data: { way: shown } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
