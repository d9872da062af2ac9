#!/usr/bin/env node
/**
 * The npm registry reachable here serves only the platform binaries this machine can use
 * (linux x64/arm64), so `npm install` writes a package-lock.json that lacks the other platforms'
 * optional packages (rollup, unrs-resolver, ...) and `npm ci` then refuses the lock as "not in
 * sync". This script adds those missing optional entries, tagged with their os/cpu/libc, so `npm ci`
 * accepts the lock and skips them on every platform they do not match (nothing is fetched).
 *
 * Run it after any `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
 * `--check` exits 1 when entries are missing (used by the unit test and CI).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'win32',
  'netbsd',
  'sunos',
  'aix',
];
const CPU = {
  'arm-eabi': 'arm',
  'arm-gnueabihf': 'arm',
  'arm-musleabihf': 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  arm: 'arm',
  wasm32: 'wasm32',
};

/** os/cpu/libc from a platform package name such as @rollup/rollup-linux-arm64-musl. */
export function platformOf(name) {
  const base = name.split('/').pop();
  const parts = base.split('-');
  const osIndex = parts.findIndex((p) => OS.includes(p));
  if (osIndex < 0) return null;
  const rest = parts.slice(osIndex + 1);
  const tag = rest.join('-');
  const cpuKey = Object.keys(CPU)
    .sort((a, b) => b.length - a.length)
    .find((k) => tag === k || tag.startsWith(`${k}-`));
  if (!cpuKey) return null;
  const entry = { os: [parts[osIndex]], cpu: [CPU[cpuKey]] };
  if (parts[osIndex] === 'linux') {
    if (/musl/.test(tag)) entry.libc = ['musl'];
    else if (/gnu/.test(tag)) entry.libc = ['glibc'];
  }
  return entry;
}

export function completeLock(lock) {
  const packages = lock.packages ?? {};
  const added = [];
  for (const [path, meta] of Object.entries(packages)) {
    for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
      const target = `node_modules/${dep}`;
      const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
      if (packages[target] || packages[nested]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      packages[target] = {
        version,
        ...(meta.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${dep}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = ['package-lock.json', 'functions/package-lock.json'];
  let missing = 0;
  for (const file of files) {
    let lock;
    try {
      lock = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    const added = completeLock(lock);
    missing += added.length;
    if (process.argv.includes('--check')) {
      if (added.length)
        console.error(
          `${file}: faltan ${added.length} paquetes opcionales de otras plataformas (ejecuta node scripts/complete-lockfile.mjs)`,
        );
    } else if (added.length) {
      writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
      console.log(`${file}: ${added.length} entradas opcionales de otras plataformas añadidas`);
    }
  }
  if (process.argv.includes('--check') && missing) process.exit(1);
}
