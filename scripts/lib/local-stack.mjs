// `npm start -- --ci` (scripts/start.ts) as a child of a benchmark: started, awaited until the
// whole stack answers (its "entorno local listo" box), and stopped with SIGINT. Used by
// bench:public, bench:admin and bench:start. Plain JavaScript, so that .mjs scripts can import it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STACK_TIMEOUT_MS = 300_000;
const BUSY_RETRIES = 5;
const BUSY_WAIT_MS = 60_000;

/** Starts the stack; resolves the child (with `output`, all it printed) once it is ready. */
function startStackOnce() {
  return new Promise((resolveStack, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--ci'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    child.output = '';
    const timer = setTimeout(() => {
      child.kill('SIGINT');
      reject(
        new Error(`npm start no estuvo listo en ${STACK_TIMEOUT_MS / 1000} s.\n${child.output}`),
      );
    }, STACK_TIMEOUT_MS);
    const onData = (chunk) => {
      child.output += chunk.toString();
      if (child.output.includes('entorno local listo')) {
        clearTimeout(timer);
        resolveStack(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const error = new Error(`npm start terminó (código ${code}).\n${child.output.slice(-2000)}`);
      error.busy = /in use|en uso|EADDRINUSE|port taken|is not open/i.test(child.output);
      reject(error);
    });
  });
}

/** The stack, waiting for another engineer's run to free its ports (a minute at a time). */
export async function startStack() {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await startStackOnce();
    } catch (error) {
      if (!error.busy || attempt >= BUSY_RETRIES) throw error;
      console.log(`Puertos del entorno local ocupados; nuevo intento en ${BUSY_WAIT_MS / 1000} s…`);
      await new Promise((r) => setTimeout(r, BUSY_WAIT_MS));
    }
  }
}

export function stopStack(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGINT');
  });
}
