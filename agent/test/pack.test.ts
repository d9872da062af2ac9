/**
 * The archive handed to a client's IT person (`npm run pack:agent`, README): built and packed
 * from agent/ alone, so it holds the collector (its compiled dist/, README and package.json) and
 * nothing of the site.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('`npm run pack:agent` packs the collector alone', () => {
  const out = mkdtempSync(join(tmpdir(), 'tusocio-pack-'));
  try {
    const pack = spawnSync('npm', ['run', '-s', 'pack:agent', '--', '--pack-destination', out], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(pack.status, pack.stderr).toBe(0);
    expect(readdirSync(out)).toEqual(['tusocio-lector-1.0.0.tgz']);
    const list = spawnSync('tar', ['-tzf', join(out, 'tusocio-lector-1.0.0.tgz')], {
      encoding: 'utf8',
    });
    const files = list.stdout.trim().split('\n').sort();
    expect(files).toContain('package/dist/cli.js');
    expect(files).toContain('package/README.md');
    expect(files).toContain('package/package.json');
    expect(
      files.filter((f) => !/^package\/(dist\/[\w-]+\.js|README\.md|package\.json)$/.test(f)),
    ).toEqual([]);
    expect(files.length).toBeLessThan(30);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
