#!/usr/bin/env node
// `npm start`: the Firebase emulators + the Vite dev server in one terminal (docs/decisions/0004).
//   npm start                 emulators (data kept in .emulator-data) + http://localhost:5173
//   npm start -- --reset      the same, starting from empty emulator data
//   npm start -- --ci         clean start for browser tests: no import, no export (also CI=true)
//   npm start -- --browser-store   documents and photos in the browser even with Java 21+
// Ctrl-C stops everything: the emulators get one SIGINT (they export their data) and are awaited.
import { existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describeJava, findJavaEmulators } from './lib/java.mjs';
import { describeBusyPorts, findBusyPorts } from './lib/ports.mjs';
import { killPids, paint, runProcess, startProcess, stopProcess } from './lib/processes.mjs';
import { describeStores, parseStartArgs, planStart, START_USAGE } from './lib/start-plan.mjs';
import {
  DATA_DIR,
  EMULATOR_HOST,
  FIREBASE_BIN,
  FUNCTIONS_DIR,
  hasEmulatorExport,
  neededPorts,
  PORTS,
  ROOT,
  readFunctionsPackage,
  SITE_URL,
  VITE_BIN,
} from './lib/stack.mjs';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { seedDemoData, waitForAuthEmulator } from './seed.mjs';

const EMULATORS_READY_TIMEOUT_MS = 180000;
const VITE_READY_TIMEOUT_MS = 60000;
const say = (message) => console.log(`${paint('[start]', 'green')} ${message}`);
const fail = (message) => console.error(`${paint('[start]', 'red')} ${message}`);

let options;
try {
  options = parseStartArgs(process.argv.slice(2));
} catch (error) {
  fail(error.message);
  process.exit(2);
}
if (options.help) {
  console.log(START_USAGE);
  process.exit(0);
}

/** Children still running (long-lived ones and one-off builds), for shutdown. */
const running = new Set();
let stopping = false;
let firstSignalAt = 0;
let emulatorJvmPids = [];
let firebase;
let vite;
let plan;

function launch(spec) {
  if (stopping) return null;
  const handle = startProcess(spec);
  running.add(handle);
  handle.exited.then(() => running.delete(handle));
  return handle;
}

async function shutdown(exitCode, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) say(reason);
  const stops = [];
  const exportExpected = Boolean(plan?.persist && firebase?.isRunning());
  for (const handle of running) {
    if (handle === firebase) {
      // One SIGINT to firebase-tools itself: it exports (unless --ci) and stops its emulators.
      stops.push(
        stopProcess(handle, {
          signal: 'SIGINT',
          target: 'process',
          timeoutMs: plan?.persist ? 60000 : 20000,
        }),
      );
    } else {
      stops.push(stopProcess(handle, { signal: 'SIGTERM', target: 'group', timeoutMs: 8000 }));
    }
  }
  await Promise.all(stops);
  await killPids(emulatorJvmPids);
  if (exportExpected && (await firebase.exited).code === 0 && hasEmulatorExport()) {
    say(
      `Datos de los emuladores guardados en ${relative(ROOT, DATA_DIR)}/ (se cargan en el próximo "npm start").`,
    );
  }
  say(exitCode === 0 ? 'Todo detenido.' : 'Detenido por un error (ver arriba).');
  process.exit(exitCode);
}

function onSignal(signal) {
  const now = Date.now();
  if (!stopping) {
    firstSignalAt = now;
    void shutdown(
      0,
      `${signal} recibido: deteniendo Vite y los emuladores (pulsa Ctrl-C otra vez para forzar)…`,
    );
    return;
  }
  // npm forwards the terminal's Ctrl-C too: ignore the duplicate that arrives right away.
  if (now - firstSignalAt < 2000) return;
  fail('Salida forzada: se terminan todos los procesos sin esperar la exportación de datos.');
  for (const handle of running) {
    if (handle.pid === undefined) continue;
    for (const target of [-handle.pid, handle.pid]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  for (const pid of emulatorJvmPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exit(130);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);

/** Resolves when `check()` is true; rejects when `alive()` turns false or on timeout. */
async function waitFor(what, check, { alive, timeoutMs }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return new Promise(() => {}); // shutdown() exits the process
    if (await check()) return undefined;
    if (!alive()) throw new Error(`${what}: el proceso terminó antes de estar listo.`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what}: no estuvo listo en ${timeoutMs / 1000} s.`);
}

async function prepareFunctions(functionsPackage) {
  if (!existsSync(join(FUNCTIONS_DIR, 'node_modules'))) {
    say('functions/node_modules no existe: npm --prefix functions install');
    const code = await runProcess(
      {
        name: 'functions',
        command: 'npm',
        args: ['--prefix', 'functions', 'install', '--no-audit', '--no-fund'],
        cwd: ROOT,
        color: 'yellow',
      },
      running,
    );
    if (code !== 0) throw new Error(`"npm --prefix functions install" falló (código ${code}).`);
  }
  if (functionsPackage.scripts?.build) {
    say('Compilando functions: npm --prefix functions run build');
    const code = await runProcess(
      {
        name: 'functions',
        command: 'npm',
        args: ['--prefix', 'functions', 'run', 'build'],
        cwd: ROOT,
        color: 'yellow',
      },
      running,
    );
    if (code !== 0) throw new Error(`"npm --prefix functions run build" falló (código ${code}).`);
  }
}

/** The emulator JVMs run in their own process group; remember their pids to be sure they stop. */
async function rememberEmulatorPids() {
  try {
    const response = await fetch(`http://${EMULATOR_HOST}:${PORTS.hub}/emulators`, {
      signal: AbortSignal.timeout(3000),
    });
    const info = await response.json();
    emulatorJvmPids = Object.values(info)
      .map((entry) => entry?.pid)
      .filter((pid) => Number.isInteger(pid) && pid !== firebase?.pid);
  } catch {
    emulatorJvmPids = [];
  }
}

function printBox(lines) {
  const width = Math.max(...lines.map((line) => line.length));
  const top = `┌${'─'.repeat(width + 2)}┐`;
  const bottom = `└${'─'.repeat(width + 2)}┘`;
  console.log(
    ['', top, ...lines.map((line) => `│ ${line.padEnd(width)} │`), bottom, ''].join('\n'),
  );
}

async function main() {
  const runtime = options.browserStore ? null : findJavaEmulators();
  const functionsPackage = readFunctionsPackage();
  plan = planStart({
    options,
    runtime,
    hasFunctions: functionsPackage !== null,
    hasExport: hasEmulatorExport(),
    dataDir: relative(ROOT, DATA_DIR),
  });

  if (runtime?.java.ok)
    say(
      `${describeJava(runtime.java)}; Firestore: ${runtime.firestore.source ?? runtime.firestore.reason}.`,
    );
  say(describeStores(plan, runtime, { browserStore: options.browserStore }));
  if (!functionsPackage) {
    say('functions/package.json aún no existe: se arranca sin el emulador de Functions.');
  }

  const busy = await findBusyPorts(
    neededPorts({
      withFirestore: plan.emulators.includes('firestore'),
      withStorage: plan.emulators.includes('storage'),
      withFunctions: functionsPackage !== null,
    }),
  );
  if (busy.length > 0) {
    for (const line of describeBusyPorts(busy)) fail(line);
    process.exit(1);
  }

  if (plan.deleteDataFirst && existsSync(DATA_DIR)) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    say(`--reset: ${relative(ROOT, DATA_DIR)}/ borrado; los emuladores arrancan vacíos.`);
  }
  if (options.ci) say('Modo CI: los emuladores arrancan vacíos y no se exportan datos al salir.');
  else if (plan.importData)
    say(
      `Cargando los datos guardados en ${relative(ROOT, DATA_DIR)}/ (npm start -- --reset para empezar de cero).`,
    );

  if (functionsPackage) await prepareFunctions(functionsPackage);
  if (stopping) return;

  let emulatorsReady = false;
  say(`firebase ${plan.firebaseArgs.join(' ')}`);
  firebase = launch({
    name: 'emuladores',
    command: FIREBASE_BIN,
    args: plan.firebaseArgs,
    cwd: ROOT,
    color: 'cyan',
    env: { ...process.env, ...runtime?.env },
    onLine: (line) => {
      if (/All emulators ready/i.test(line)) emulatorsReady = true;
    },
  });
  if (!firebase) return;
  firebase.exited.then(({ code, signal }) => {
    if (!stopping)
      void shutdown(1, `Los emuladores terminaron inesperadamente (código ${code ?? signal}).`);
  });

  await waitForAuthEmulator({
    timeoutMs: EMULATORS_READY_TIMEOUT_MS,
    isAlive: () => firebase.isRunning(),
  });
  await waitFor('Emuladores', async () => emulatorsReady, {
    alive: () => firebase.isRunning(),
    timeoutMs: EMULATORS_READY_TIMEOUT_MS,
  });
  await rememberEmulatorPids();

  const seeded = await seedDemoData({ firestore: plan.documents === 'firebase' });
  for (const line of seeded) say(`Semilla: ${line}`);
  if (stopping) return;

  vite = launch({
    name: 'vite',
    command: process.execPath,
    args: [VITE_BIN],
    cwd: ROOT,
    color: 'magenta',
    env: { ...process.env, VITE_DATA_BACKEND: plan.documents, VITE_FILE_BACKEND: plan.files },
  });
  if (!vite) return;
  vite.exited.then(({ code, signal }) => {
    if (!stopping) void shutdown(1, `Vite terminó inesperadamente (código ${code ?? signal}).`);
  });
  await waitFor(
    'Vite',
    async () => {
      try {
        const response = await fetch(SITE_URL, { signal: AbortSignal.timeout(2000) });
        return response.ok;
      } catch {
        return false;
      }
    },
    { alive: () => vite.isRunning(), timeoutMs: VITE_READY_TIMEOUT_MS },
  );

  const ports = [`Auth ${EMULATOR_HOST}:${PORTS.auth}`];
  if (plan.emulators.includes('functions'))
    ports.push(`Functions ${EMULATOR_HOST}:${PORTS.functions}`);
  if (plan.emulators.includes('firestore'))
    ports.push(`Firestore ${EMULATOR_HOST}:${PORTS.firestore}`);
  if (plan.emulators.includes('storage')) ports.push(`Storage ${EMULATOR_HOST}:${PORTS.storage}`);
  const { admin, guest } = DEMO_ACCOUNTS;
  const row = (label, value) => `${label.padEnd(17)}${value}`;
  printBox([
    'Tu Socio Ideal: entorno local listo',
    '',
    row('Sitio:', SITE_URL),
    row('Emuladores:', ports.join(' · ')),
    row('', `(hub ${EMULATOR_HOST}:${PORTS.hub}, proyecto demo-tusocio)`),
    row(
      'Documentos:',
      plan.documents === 'firebase'
        ? 'emulador de Firestore (con firestore.rules)'
        : 'navegador (IndexedDB)',
    ),
    row('Fotos:', plan.files === 'firebase' ? 'emulador de Storage' : 'navegador (IndexedDB)'),
    row('App Check:', 'inactivo en local (los emuladores no comprueban tokens)'),
    row('Cuenta admin:', `${admin.email} / ${admin.password}`),
    row('Cuenta invitado:', `${guest.email} / ${guest.password}`),
    row(
      'Persistencia:',
      options.ci
        ? 'desactivada (modo CI)'
        : `${relative(ROOT, DATA_DIR)}/ (empezar de cero: npm start -- --reset)`,
    ),
    row('Detener:', 'Ctrl-C'),
  ]);
}

main().catch((error) => {
  if (stopping) return;
  fail(error instanceof Error ? error.message : String(error));
  void shutdown(1);
});
