#!/usr/bin/env node
// `npm test`: every test suite in order, streaming their output. A failing suite does not stop
// the run; the summary at the end lists each suite and the exit code is non-zero if any failed.
//   npm test                    unit, functions, integration (emulators), browser tests
//   npm test -- --skip-e2e      everything except the browser tests (quick local run)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeJava, findJavaEmulators } from './lib/java.mjs';
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

/** What this machine runs of the Java emulators (java.mjs), found once for every suite. */
const runtime = findJavaEmulators();
const javaEnv = { ...process.env, ...runtime.env };
console.log(
  runtime.java.ok
    ? `${describeJava(runtime.java)}. Firestore: ${runtime.firestore.ok ? runtime.firestore.source : runtime.firestore.reason}. Storage: ${runtime.storage.ok ? 'sí' : runtime.storage.reason}.`
    : `Sin emuladores de Java: ${runtime.firestore.reason}.`,
);

async function emulatorPortsFree({ firestore = false, storage = false } = {}) {
  const busy = await findBusyPorts(
    neededPorts({
      withFirestore: firestore,
      withStorage: storage,
      withFunctions: functionsPackage !== null,
      withVite: false,
    }),
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

await suite('Integración con emuladores (Auth, Functions, Firestore)', async () => {
  const prepared = await prepareFunctions();
  if (prepared) return { status: 'failed', note: prepared };
  const firestore = runtime.firestore.ok;
  const storage = firestore && runtime.storage.ok;
  const busy = await emulatorPortsFree({ firestore, storage });
  if (busy) return { status: 'failed', note: busy };
  const only = [
    'auth',
    ...(functionsPackage ? ['functions'] : []),
    ...(firestore ? ['firestore'] : []),
    ...(storage ? ['storage'] : []),
  ];
  const vitest = `${JSON.stringify(bin('vitest'))} run --config vitest.integration.config.ts`;
  const code = await run(
    FIREBASE_BIN,
    ['emulators:exec', '--project', PROJECT_ID, '--only', only.join(','), vitest],
    javaEnv,
  );
  const outcome = codeOutcome(code, `firebase emulators:exec --only ${only.join(',')}`);
  if (outcome.status === 'passed' && !storage)
    outcome.note = firestore
      ? `contrato del adaptador de Storage no ejecutado: ${runtime.storage.reason}`
      : `sin Firestore ni Storage: ${runtime.firestore.reason}`;
  return outcome;
});

await suite('Reglas de seguridad (npm run test:rules)', async () => {
  if (!runtime.firestore.ok)
    return { status: 'skipped', note: `${runtime.firestore.reason} (corren en el CI de GitHub)` };
  const storage = runtime.storage.ok;
  const busy = await findBusyPorts([
    { name: 'Firestore', port: PORTS.firestore },
    ...(storage ? [{ name: 'Storage', port: PORTS.storage }] : []),
    { name: 'Emulator Hub', port: PORTS.hub },
    { name: 'Logging', port: PORTS.logging },
  ]);
  if (busy.length > 0) {
    describeBusyPorts(busy).forEach((line) => console.error(line));
    return { status: 'failed', note: `puertos ocupados: ${busy.map((b) => b.port).join(', ')}` };
  }
  if (!storage) console.log(`Reglas de Storage OMITIDAS: ${runtime.storage.reason}.`);
  const vitest = `${JSON.stringify(bin('vitest'))} run --config vitest.rules.config.ts`;
  const only = storage ? 'firestore,storage' : 'firestore';
  const outcome = codeOutcome(
    await run(
      FIREBASE_BIN,
      ['emulators:exec', '--project', PROJECT_ID, '--only', only, vitest],
      javaEnv,
    ),
    `firebase emulators:exec --only ${only}`,
  );
  if (outcome.status === 'passed' && !storage) outcome.note = 'solo Firestore; Storage omitido';
  return outcome;
});

if (functionsPackage?.scripts?.['test:emulator']) {
  await suite('Functions en el emulador (npm --prefix functions run test:emulator)', async () => {
    const busy = await emulatorPortsFree();
    if (busy) return { status: 'failed', note: busy };
    return codeOutcome(
      await run('npm', ['--prefix', 'functions', 'run', 'test:emulator']),
      'test:emulator',
    );
  });
}

await suite('Arranque y parada de npm start (tests/stack)', async () =>
  codeOutcome(
    await run(bin('vitest'), ['run', '--config', 'vitest.stack.config.ts']),
    'vitest run --config vitest.stack.config.ts',
  ),
);

await suite('Navegador (Playwright, arranca node scripts/start.mjs --ci)', async () => {
  if (options['skip-e2e']) return { status: 'skipped', note: '--skip-e2e' };
  return codeOutcome(await run(bin('playwright'), ['test']), 'playwright test');
});

console.log(`\n${formatSummary(results, (Date.now() - startedAt) / 1000)}`);
const failed = results.filter((r) => r.status === 'failed').length;
process.exit(interrupted ? 130 : failed > 0 ? 1 : 0);
