// Child processes with prefixed output and clean, group-wide shutdown.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const COLORS = { cyan: 36, magenta: 35, yellow: 33, green: 32, blue: 34, red: 31, gray: 90 };

export function paint(text, color) {
  return useColor && COLORS[color] ? `\x1b[${COLORS[color]}m${text}\x1b[0m` : text;
}

function pipeLines(stream, out, prefix, onLine) {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => {
    out.write(`${prefix} ${line}\n`);
    onLine?.(line);
  });
}

/**
 * Starts a child in its OWN process group (detached) so that a terminal Ctrl-C reaches only
 * start.mjs, which then stops each child exactly once (the emulators treat a second SIGINT as
 * "stop now, skip the export"). Every output line is prefixed with `[name]` and passed to `onLine`.
 *
 * @returns {{ name: string, pid: number | undefined, child: import('node:child_process').ChildProcess,
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null, error?: Error }>, isRunning: () => boolean }}
 */
export function startProcess({
  name,
  command,
  args = [],
  env = process.env,
  cwd,
  color = 'gray',
  onLine,
}) {
  const prefix = paint(`[${name}]`, color);
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let done = false;
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      if (done) return;
      done = true;
      process.stderr.write(`${prefix} no se pudo ejecutar "${command}": ${error.message}\n`);
      resolve({ code: 127, signal: null, error });
    });
    child.once('exit', (code, signal) => {
      if (done) return;
      done = true;
      resolve({ code, signal });
    });
  });
  if (child.stdout) pipeLines(child.stdout, process.stdout, prefix, onLine);
  if (child.stderr) pipeLines(child.stderr, process.stderr, prefix, onLine);
  return { name, pid: child.pid, child, exited, isRunning: () => !done };
}

/** Runs a command to completion with prefixed output; resolves its exit code (1 when killed). */
export async function runProcess(options, registry) {
  const handle = startProcess(options);
  registry?.add(handle);
  const { code } = await handle.exited;
  registry?.delete(handle);
  return code ?? 1;
}

function signalSafely(target, signal) {
  try {
    process.kill(target, signal);
    return true;
  } catch (error) {
    if (error.code === 'ESRCH') return false;
    throw error;
  }
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Stops a child: sends `signal` to the process itself (`target: 'process'`, used for the
 * emulators, which stop their own sub-processes and export data) or to its whole group
 * (`target: 'group'`). After `timeoutMs` the group gets SIGKILL. Once the child is gone, any
 * process left in its group is killed too, so nothing is orphaned.
 */
export async function stopProcess(
  handle,
  { signal = 'SIGTERM', target = 'group', timeoutMs = 10000 } = {},
) {
  const { pid } = handle;
  if (pid === undefined) return handle.exited;
  if (handle.isRunning()) {
    signalSafely(target === 'group' ? -pid : pid, signal);
    const finished = await Promise.race([
      handle.exited.then(() => true),
      wait(timeoutMs).then(() => false),
    ]);
    if (!finished) {
      process.stderr.write(
        `${paint(`[${handle.name}]`, 'red')} no terminó en ${timeoutMs / 1000} s: se fuerza la salida (SIGKILL).\n`,
      );
      signalSafely(-pid, 'SIGKILL');
      signalSafely(pid, 'SIGKILL');
    }
  }
  // Leftovers in the child's process group (e.g. function workers) must not outlive it.
  signalSafely(-pid, 'SIGKILL');
  return handle.exited;
}

/** Kills stray processes by pid (e.g. emulator JVMs, which firebase-tools starts in their own group). */
export async function killPids(pids, timeoutMs = 5000) {
  const alive = pids.filter((pid) => signalSafely(pid, 0));
  if (alive.length === 0) return;
  alive.forEach((pid) => signalSafely(pid, 'SIGTERM'));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && alive.some((pid) => signalSafely(pid, 0))) await wait(200);
  alive.forEach((pid) => signalSafely(pid, 'SIGKILL'));
}
