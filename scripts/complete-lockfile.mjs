#!/usr/bin/env node
/**
 * The npm registry reachable here serves only the platform binaries this machine can use, so
 * `npm install` writes a package-lock.json without the other platforms' optional packages (rollup,
 * unrs-resolver, ...) and `npm ci` elsewhere refuses the lock as "not in sync". This adds those
 * entries, tagged with their os/cpu/libc, so `npm ci` accepts the lock and skips them on every
 * platform they do not match (nothing is fetched). Plain JavaScript: CI runs it before installing.
 *
 * Run it after any `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
 * `--check` exits 1 when entries are missing (CI runs it; decision 0017 says why it is kept).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const PLATFORM =
  /(?:^|-)(android|darwin|freebsd|linux|openbsd|openharmony|win32|netbsd|sunos|aix)-(arm64|x64|ia32|loong64|ppc64|riscv64|s390x|wasm32|arm)(?:-|$)(.*)/;

/** os/cpu/libc from a platform package name such as @rollup/rollup-linux-arm64-musl. */
export function platformOf(name) {
  const match = PLATFORM.exec(name.split('/').pop() ?? '');
  if (!match) return null;
  const [, os, cpu, rest] = match;
  const libc =
    os !== 'linux' ? null : /musl/.test(rest) ? 'musl' : /gnu/.test(rest) ? 'glibc' : null;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

/** Adds the missing optional platform packages to `lock`; returns them as name@version. */
export function completeLock(lock) {
  const packages = lock.packages ?? {};
  const added = [];
  for (const [path, meta] of Object.entries(packages)) {
    for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
      const target = `node_modules/${dep}`;
      const platform = platformOf(dep);
      if (packages[target] || packages[`${path ? `${path}/` : ''}${target}`] || !platform) continue;
      packages[target] = {
        version,
        ...(meta.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${dep}@${version}`);
    }
  }
  const order = ([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1);
  lock.packages = Object.fromEntries(Object.entries(packages).sort(order));
  return added;
}

const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

/**
 * The root entry's facts that `npm install` copies from package.json (an install script, the
 * license): when the lock lacks them, every install rewrites it and leaves the tree dirty. Sets
 * them on `lock` and returns the keys that differed.
 */
export function syncRootEntry(lock, manifest) {
  const root = lock.packages?.[''];
  if (!root) return [];
  const want = {
    hasInstallScript: INSTALL_SCRIPTS.some((name) => manifest.scripts?.[name]) || undefined,
    license: manifest.license,
  };
  const changed = Object.keys(want).filter((key) => root[key] !== want[key]);
  if (!changed.length) return [];
  // npm's order: name, version, then these, then the rest.
  const rest = Object.fromEntries(
    Object.entries(root).filter(
      ([key]) => !['name', 'version', ...Object.keys(want)].includes(key),
    ),
  );
  const set = Object.fromEntries(Object.entries(want).filter(([, value]) => value !== undefined));
  lock.packages[''] = { name: root.name, version: root.version, ...set, ...rest };
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  let missing = 0;
  for (const dir of ['.', 'functions', 'agent']) {
    const file = dir === '.' ? 'package-lock.json' : `${dir}/package-lock.json`;
    const lock = JSON.parse(readFileSync(file, 'utf8'));
    const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
    const added = completeLock(lock);
    const drift = syncRootEntry(lock, manifest);
    missing += added.length + drift.length;
    if (!added.length && !drift.length) continue;
    if (check) {
      if (added.length)
        console.error(
          `${file}: faltan ${added.length} paquetes opcionales de otras plataformas (ejecuta node scripts/complete-lockfile.mjs)`,
        );
      if (drift.length)
        console.error(
          `${file}: ${drift.join(', ')} no coincide con package.json; npm install lo reescribiría (ejecuta node scripts/complete-lockfile.mjs)`,
        );
    } else {
      writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
      console.log(
        `${file}: ${added.length} entradas opcionales de otras plataformas añadidas${drift.length ? `; ${drift.join(', ')} como en package.json` : ''}`,
      );
    }
  }
  if (check && missing) process.exit(1);
}
