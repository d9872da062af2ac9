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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  let missing = 0;
  for (const file of ['package-lock.json', 'functions/package-lock.json']) {
    const lock = JSON.parse(readFileSync(file, 'utf8'));
    const added = completeLock(lock);
    missing += added.length;
    if (!added.length) continue;
    if (check)
      console.error(
        `${file}: faltan ${added.length} paquetes opcionales de otras plataformas (ejecuta node scripts/complete-lockfile.mjs)`,
      );
    else {
      writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
      console.log(`${file}: ${added.length} entradas opcionales de otras plataformas añadidas`);
    }
  }
  if (check && missing) process.exit(1);
}
