/**
 * The installed command as a user runs it: the `bin` entry, started as its own process, prints
 * the Spanish usage and exits 0, and exits 1 with a Spanish message when not installed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { tempHome } from './helpers.js';

const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

it('runs as a command: usage with --ayuda, exit 1 when not installed', () => {
  const home = tempHome();
  try {
    const env = { ...process.env, TUSOCIO_LECTOR_HOME: home.home };
    const help = spawnSync(tsx, [cli, '--ayuda'], { env, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Uso:');
    const read = spawnSync(tsx, [cli, 'leer', '--equipo', '127.0.0.1'], { env, encoding: 'utf8' });
    expect(read.status).toBe(1);
    expect(read.stderr).toMatch(
      /^\[\d{4}-\d\d-\d\dT[^\]]+\] ERROR: Este equipo no está instalado/m,
    );
  } finally {
    home.remove();
  }
});
