/**
 * `npm start` as a developer runs it: the stack comes up with documents in the Firestore emulator
 * (where this machine can run it), and Ctrl-C (SIGINT) stops everything, the emulator's JVM
 * included. Run by `npm test` (vitest.stack.config.ts) while no other stack is up.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findJavaEmulators } from '../../scripts/emulators';
import { EMULATOR_HOSTS } from '../../src/config/env-schema';

const PORTS = {
  vite: 5173,
  auth: Number(EMULATOR_HOSTS.auth.split(':')[1]),
  firestore: Number(EMULATOR_HOSTS.firestore.split(':')[1]),
};

/** Pids of the Java processes running now. */
function javaPids(): Set<number> {
  const pids = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv0 = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')[0] ?? '';
      if (/(^|\/)java$/.test(argv0)) pids.add(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const runtime = findJavaEmulators();

describe('npm start', () => {
  it('starts with documents in the Firestore emulator and Ctrl-C leaves no Java process behind', async () => {
    const before = javaPids();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--ci'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    const deadline = Date.now() + 150_000;
    while (!output.includes('entorno local listo') && Date.now() < deadline) {
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(output, output).toContain('entorno local listo');
    if (runtime.firestore.ok) {
      expect(output).toContain('Documentos: emulador de Firestore con firestore.rules.');
      expect(await portOpen(PORTS.firestore)).toBe(true);
      const started = [...javaPids()].filter((pid) => !before.has(pid));
      expect(started.length).toBeGreaterThan(0);
    } else {
      expect(output).toContain('sin reglas de seguridad y sin compartir datos entre navegadores');
    }

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('Todo detenido.');
    const left = [...javaPids()].filter((pid) => !before.has(pid));
    expect(left, 'procesos de Java que siguen vivos').toEqual([]);
    expect(await portOpen(PORTS.firestore)).toBe(false);
    expect(await portOpen(PORTS.auth)).toBe(false);
    expect(await portOpen(PORTS.vite)).toBe(false);
  }, 240_000);
});
