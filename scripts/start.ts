// `npm start`: the whole local site in one terminal (docs/decisions/0004, 0008 and 0015).
// firebase-tools' `emulators:exec` starts the emulators (importing and exporting .emulator-data),
// waits until they are ready, runs scripts/site.ts (seed, Vite, the ready box) and stops them all
// once it ends. Ctrl-C here closes site.ts's stdin, so everything stops once and in order.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { describeJava, emulatorsExec, findJavaEmulators, FIREBASE_BIN } from './emulators';
import { DATA_DIR, persistArgs, resetData } from './emulator-data';

const USAGE = `Uso: npm start [-- opciones]
  --reset          borra .emulator-data antes de arrancar (cuentas y datos desde cero)
  --ci             arranque limpio para pruebas: no importa ni exporta .emulator-data (también con CI=true)
  --browser-store  guarda documentos y fotos en el navegador aunque haya Java 21+
  --no-demo        arranca sin el negocio de demostración (solo las cuentas admin e invitado)`;
const DATA = DATA_DIR;
const SITE = 'node --import tsx scripts/site.ts';
const say = (line: string) => console.log(`[start] ${line}`);
function fail(line: string): never {
  console.error(`[start] ${line}`);
  process.exit(1);
}

const FLAGS = ['reset', 'ci', 'browser-store', 'no-demo', 'help'] as const;
let flags: Partial<Record<(typeof FLAGS)[number], boolean>>;
try {
  const options = Object.fromEntries(FLAGS.map((flag) => [flag, { type: 'boolean' as const }]));
  flags = parseArgs({ options }).values as typeof flags;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const ci = flags.ci || !['', 'false', '0'].includes((process.env.CI ?? '').trim().toLowerCase());
const browserStore = Boolean(flags['browser-store']);

const runtime = browserStore ? null : findJavaEmulators();
const firestore = Boolean(runtime?.firestore.ok);
const storage = firestore && Boolean(runtime?.storage.ok);
const why = (reason = 'no hay emulador') => (browserStore ? '--browser-store' : reason);
if (runtime?.java.ok) say(`${describeJava(runtime.java)}; Firestore: ${runtime.firestore.source}.`);
say(
  `Documentos: ${firestore ? 'emulador de Firestore con firestore.rules' : `navegador (IndexedDB), porque ${why(runtime?.firestore.reason)}: sin reglas de seguridad y sin compartir datos entre navegadores`}. ` +
    `Fotos: ${storage ? 'emulador de Storage con storage.rules' : `navegador (IndexedDB), porque ${why(runtime?.storage.reason)}`}.`,
);

// firebase-tools checks its own ports before starting anything; Vite's is checked here, so that a
// busy one is said now rather than once the emulators run.
const viteBusy = await new Promise((resolve) => {
  const server = createServer().once('error', () => resolve(true));
  server.listen(5173, 'localhost', () => server.close(() => resolve(false)));
});
if (viteBusy)
  fail('El puerto 5173 (Vite) ya está en uso: ¿otro "npm start"? (ss -ltnp | grep :5173)');

// The emulators' export has a folder of its own (scripts/emulator-data.ts), so the mail outbox
// and the newsletter list beside it survive the export that replaces that folder on exit.
if (flags.reset && resetData(DATA))
  say(
    `--reset: ${DATA}/ borrado (también el buzón local y la lista); los emuladores arrancan vacíos.`,
  );
const persist = persistArgs(ci, DATA);
if (ci) say('Modo CI: los emuladores arrancan vacíos y no se exportan datos al salir.');
else if (persist.includes('--import')) {
  say(`Cargando los datos guardados en ${DATA}/ (npm start -- --reset para empezar de cero).`);
}

const install = existsSync('functions/node_modules')
  ? []
  : [['install', '--no-audit', '--no-fund']];
for (const step of [...install, ['run', 'build']]) {
  say(`npm --prefix functions ${step.join(' ')}`);
  if (spawnSync('npm', ['--prefix', 'functions', ...step], { stdio: 'inherit' }).status !== 0)
    fail(`"npm --prefix functions ${step.join(' ')}" falló.`);
}

const only = [
  'auth',
  'functions',
  ...(firestore ? ['firestore'] : []),
  ...(storage ? ['storage'] : []),
];
const args = emulatorsExec(only, SITE, persist);
say(`firebase ${args.slice(0, -1).join(' ')} "${SITE}"`);
// In a process group of its own: a terminal's Ctrl-C reaches only this process, which stops the
// rest once (firebase-tools takes a second SIGINT as "stop now, skip the export").
const firebase = spawn(FIREBASE_BIN, args, {
  detached: true,
  stdio: ['pipe', 'inherit', 'inherit'],
  env: {
    ...process.env,
    ...runtime?.env,
    VITE_DATA_BACKEND: firestore ? 'firebase' : 'browser',
    VITE_FILE_BACKEND: storage ? 'firebase' : 'browser',
    START_DATA_DIR: ci ? '' : DATA,
    START_DEMO: flags['no-demo'] ? '0' : '1',
  },
});

let stoppingSince = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!stoppingSince) {
      stoppingSince = Date.now();
      say(`${signal} recibido: deteniendo Vite y los emuladores (Ctrl-C otra vez para forzar)…`);
      firebase.stdin.end();
    } else if (Date.now() - stoppingSince > 2000) {
      // npm forwards the terminal's Ctrl-C too: only a later one forces the exit.
      console.error('[start] Salida forzada: sin esperar a que se exporten los datos.');
      process.kill(-(firebase.pid ?? 0), 'SIGKILL');
      process.exit(130);
    }
  });
}
firebase.once('exit', (code, signal) => {
  if (code === 0 && !ci) say(`Datos guardados en ${DATA}/ (se cargan en el próximo "npm start").`);
  say(
    code === 0 ? 'Todo detenido.' : `Detenido por un error (código ${code ?? signal}, ver arriba).`,
  );
  process.exit(code ?? 1);
});
