#!/usr/bin/env node
// `npm test`: every test suite in order, streaming their output. A failing suite does not stop
// the run; the summary at the end lists each suite and the exit code is non-zero if any failed.
//   npm test                    unit, functions, integration (emulators), browser tests
//   npm test -- --skip-e2e      everything except the browser tests (quick local run)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { detectJava, findOfflineFirestoreRuntime, writeFirestoreWrapperJar } from './lib/java.mjs';
import { describeBusyPorts, findBusyPorts } from './lib/ports.mjs';
import {
  FIREBASE_BIN,
  FUNCTIONS_DIR,
  neededPorts,
  PORTS,
  PROJECT_ID,
  readFunctionsPackage,
  ROOT,
} from './lib/stack.mjs';
import { formatSummary } from './lib/test-summary.mjs';

let options;
try {
  ({ values: options } = parseArgs({
    args: process.argv.slice(2),
    options: {
      'skip-e2e': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  }));
} catch (error) {
  console.error(`${error.message}\nUso: npm test [-- --skip-e2e]`);
  process.exit(2);
}
if (options.help) {
  console.log(
    'Uso: npm test [-- --skip-e2e]\n  --skip-e2e  omite las pruebas de navegador (Playwright)',
  );
  process.exit(0);
}

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const results = [];
let interrupted = false;
let current = null;
process.on('SIGINT', () => {
  // The child got the terminal's Ctrl-C too; stop after it ends instead of starting the next suite.
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
  current?.kill('SIGTERM');
});

function banner(text) {
  console.log(`\n${'='.repeat(78)}\n== ${text}\n${'='.repeat(78)}`);
}

/** Runs a command with inherited output; resolves its exit code. */
function run(command, args, env = process.env) {
  console.log(
    `$ ${[command, ...args].map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}`,
  );
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    current = child;
    child.once('error', (error) => {
      console.error(`No se pudo ejecutar ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).finally(() => {
    current = null;
  });
}

/** A suite: `body` resolves { status: 'passed'|'failed'|'skipped', note }. */
async function suite(name, body) {
  if (interrupted) {
    results.push({ name, status: 'skipped', note: 'interrumpido (Ctrl-C)', seconds: 0 });
    return;
  }
  banner(name);
  const started = Date.now();
  let outcome;
  try {
    outcome = await body();
  } catch (error) {
    outcome = { status: 'failed', note: error instanceof Error ? error.message : String(error) };
  }
  const seconds = (Date.now() - started) / 1000;
  if (outcome.status === 'skipped') console.log(`Omitida: ${outcome.note}`);
  results.push({ name, ...outcome, seconds });
}

const codeOutcome = (code, what) =>
  code === 0
    ? { status: 'passed', note: '' }
    : { status: 'failed', note: `${what} salió con código ${code}` };

const functionsPackage = readFunctionsPackage();
let functionsReady = null;
/** Installs (if needed) and builds functions once; resolves an error message or ''. */
function prepareFunctions() {
  functionsReady ??= (async () => {
    if (!functionsPackage) return '';
    if (!existsSync(join(FUNCTIONS_DIR, 'node_modules'))) {
      const code = await run('npm', [
        '--prefix',
        'functions',
        'install',
        '--no-audit',
        '--no-fund',
      ]);
      if (code !== 0) return `npm --prefix functions install salió con código ${code}`;
    }
    if (functionsPackage.scripts?.build) {
      const code = await run('npm', ['--prefix', 'functions', 'run', 'build']);
      if (code !== 0) return `npm --prefix functions run build salió con código ${code}`;
    }
    return '';
  })();
  return functionsReady;
}

async function emulatorPortsFree(withJavaEmulators) {
  const busy = await findBusyPorts(
    neededPorts({ withJavaEmulators, withFunctions: functionsPackage !== null, withVite: false }),
  );
  if (busy.length === 0) return '';
  describeBusyPorts(busy).forEach((line) => console.error(line));
  return `puertos ocupados: ${busy.map((b) => b.port).join(', ')} (¿hay un "npm start" en marcha?)`;
}

const startedAt = Date.now();

await suite('Unitarias y de componentes (vitest)', async () =>
  codeOutcome(await run(bin('vitest'), ['run']), 'vitest run'),
);

await suite('Sitio compilado en el emulador de Hosting (build + tests/hosting)', async () => {
  const busy = await findBusyPorts([
    { name: 'Hosting', port: PORTS.hosting },
    { name: 'Emulator Hub', port: PORTS.hub },
    { name: 'Logging', port: PORTS.logging },
  ]);
  if (busy.length > 0) {
    describeBusyPorts(busy).forEach((line) => console.error(line));
    return { status: 'failed', note: `puertos ocupados: ${busy.map((b) => b.port).join(', ')}` };
  }
  const built = await run('npm', ['run', 'build']);
  if (built !== 0) return codeOutcome(built, 'npm run build');
  const vitest = `${JSON.stringify(bin('vitest'))} run --config vitest.hosting.config.ts`;
  return codeOutcome(
    await run(FIREBASE_BIN, [
      'emulators:exec',
      '--project',
      PROJECT_ID,
      '--only',
      'hosting',
      vitest,
    ]),
    'firebase emulators:exec --only hosting',
  );
});

await suite('Functions: handlers (npm --prefix functions test)', async () => {
  if (!functionsPackage)
    return { status: 'skipped', note: 'functions/package.json no existe todavía' };
  if (!functionsPackage.scripts?.test)
    return { status: 'skipped', note: 'functions/package.json no tiene script "test"' };
  const prepared = await prepareFunctions();
  if (prepared) return { status: 'failed', note: prepared };
  return codeOutcome(
    await run('npm', ['--prefix', 'functions', 'test']),
    'npm --prefix functions test',
  );
});

await suite('Integración con emuladores (Auth + Functions)', async () => {
  const prepared = await prepareFunctions();
  if (prepared) return { status: 'failed', note: prepared };
  const java = detectJava();
  const busy = await emulatorPortsFree(java.ok);
  if (busy) return { status: 'failed', note: busy };
  const only = [
    'auth',
    ...(functionsPackage ? ['functions'] : []),
    ...(java.ok ? ['firestore', 'storage'] : []),
  ];
  const vitest = `${JSON.stringify(bin('vitest'))} run --config vitest.integration.config.ts`;
  const code = await run(FIREBASE_BIN, [
    'emulators:exec',
    '--project',
    PROJECT_ID,
    '--only',
    only.join(','),
    vitest,
  ]);
  const outcome = codeOutcome(code, `firebase emulators:exec --only ${only.join(',')}`);
  if (!java.ok && outcome.status === 'passed')
    outcome.note = 'sin Firestore/Storage (Java 21+ no encontrado)';
  return outcome;
});

/**
 * Java 17 on PATH, but a JDK 21+ and gcloud's Firestore emulator JAR on the machine: run the
 * Firestore rules tests for real; the Storage ones need a download and are skipped, said plainly.
 */
async function runFirestoreRulesOffline(runtime, found) {
  const busy = await findBusyPorts([
    { name: 'Firestore', port: PORTS.firestore },
    { name: 'Emulator Hub', port: PORTS.hub },
    { name: 'Logging', port: PORTS.logging },
  ]);
  if (busy.length > 0) {
    describeBusyPorts(busy).forEach((line) => console.error(line));
    return { status: 'failed', note: `puertos ocupados: ${busy.map((b) => b.port).join(', ')}` };
  }
  const wrapper = writeFirestoreWrapperJar(
    runtime,
    mkdtempSync(join(tmpdir(), 'firestore-emulator-')),
  );
  console.log(
    `${found} en PATH; se usa ${runtime.javaHome} con el emulador de Firestore de gcloud. ` +
      'Reglas de Storage OMITIDAS: su emulador necesita una descarga que esta máquina no puede hacer.',
  );
  const vitest = `${JSON.stringify(bin('vitest'))} run --config vitest.rules.config.ts tests/rules/firestore.rules.test.ts`;
  const outcome = codeOutcome(
    await run(
      FIREBASE_BIN,
      ['emulators:exec', '--project', PROJECT_ID, '--only', 'firestore', vitest],
      {
        ...process.env,
        PATH: `${join(runtime.javaHome, 'bin')}:${process.env.PATH ?? ''}`,
        FIRESTORE_EMULATOR_BINARY_PATH: wrapper,
      },
    ),
    'firebase emulators:exec --only firestore',
  );
  if (outcome.status === 'passed')
    outcome.note = 'solo Firestore; Storage omitido (sin emulador offline)';
  return outcome;
}

await suite('Reglas de seguridad (Firestore + Storage, npm run test:rules)', async () => {
  const java = detectJava();
  if (!java.ok) {
    const found = java.found ? `Java ${java.major ?? 'de versión desconocida'}` : 'no hay Java';
    const offline = findOfflineFirestoreRuntime();
    if (!offline) {
      return {
        status: 'skipped',
        note: `${found}: los emuladores de Firestore y Storage necesitan Java 21+ (corren en el CI con Java 21)`,
      };
    }
    return runFirestoreRulesOffline(offline, found);
  }
  const busy = await findBusyPorts([
    { name: 'Firestore', port: PORTS.firestore },
    { name: 'Storage', port: PORTS.storage },
    { name: 'Emulator Hub', port: PORTS.hub },
    { name: 'Logging', port: PORTS.logging },
  ]);
  if (busy.length > 0) {
    describeBusyPorts(busy).forEach((line) => console.error(line));
    return { status: 'failed', note: `puertos ocupados: ${busy.map((b) => b.port).join(', ')}` };
  }
  const vitest = `${JSON.stringify(bin('vitest'))} run --config vitest.rules.config.ts`;
  return codeOutcome(
    await run(FIREBASE_BIN, [
      'emulators:exec',
      '--project',
      PROJECT_ID,
      '--only',
      'firestore,storage',
      vitest,
    ]),
    'firebase emulators:exec --only firestore,storage',
  );
});

if (functionsPackage?.scripts?.['test:emulator']) {
  await suite('Functions en el emulador (npm --prefix functions run test:emulator)', async () => {
    const busy = await emulatorPortsFree(false);
    if (busy) return { status: 'failed', note: busy };
    return codeOutcome(
      await run('npm', ['--prefix', 'functions', 'run', 'test:emulator']),
      'test:emulator',
    );
  });
}

await suite('Navegador (Playwright, arranca node scripts/start.mjs --ci)', async () => {
  if (options['skip-e2e']) return { status: 'skipped', note: '--skip-e2e' };
  return codeOutcome(await run(bin('playwright'), ['test']), 'playwright test');
});

console.log(`\n${formatSummary(results, (Date.now() - startedAt) / 1000)}`);
const failed = results.filter((r) => r.status === 'failed').length;
process.exit(interrupted ? 130 : failed > 0 ? 1 : 0);
