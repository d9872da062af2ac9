// Pure planning for `npm start`: options -> which emulators, which data flags, which backend.
import { parseArgs } from 'node:util';
import { isCiEnv, PROJECT_ID } from './stack.mjs';

export const START_USAGE = `Uso: npm start [-- opciones]
  --reset          borra .emulator-data antes de arrancar (cuentas y datos de los emuladores desde cero)
  --ci             arranque limpio para pruebas: no importa ni exporta .emulator-data (también con CI=true)
  --browser-store  guarda documentos y fotos en el navegador aunque haya Java 21+
  --help           muestra esta ayuda`;

/** Parses start.mjs's flags; throws with the usage text on an unknown flag. */
export function parseStartArgs(argv, env = process.env) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        reset: { type: 'boolean', default: false },
        ci: { type: 'boolean', default: false },
        'browser-store': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${error.message}\n${START_USAGE}`);
  }
  return {
    reset: values.reset,
    ci: values.ci || isCiEnv(env),
    browserStore: values['browser-store'],
    help: values.help,
  };
}

/**
 * What to run:
 * - emulators: auth always; functions when the functions codebase exists; firestore when the
 *   machine can run it (`runtime.firestore.ok`, see java.mjs) and storage when its runtime is there,
 *   unless --browser-store;
 * - documents / files for Vite (VITE_DATA_BACKEND / VITE_FILE_BACKEND): 'firebase' when their
 *   emulator runs, else 'browser' (IndexedDB);
 * - persistence: import the previous export (if any) and export on exit, except in CI mode.
 */
export function planStart({ options, runtime, hasFunctions, hasExport, dataDir }) {
  const firestore = Boolean(runtime?.firestore?.ok) && !options.browserStore;
  const storage = firestore && Boolean(runtime?.storage?.ok);
  const emulators = [
    'auth',
    ...(hasFunctions ? ['functions'] : []),
    ...(firestore ? ['firestore'] : []),
    ...(storage ? ['storage'] : []),
  ];
  const persist = !options.ci;
  const importData = persist && !options.reset && hasExport;
  const firebaseArgs = ['emulators:start', '--project', PROJECT_ID, '--only', emulators.join(',')];
  if (importData) firebaseArgs.push('--import', dataDir);
  if (persist) firebaseArgs.push('--export-on-exit', dataDir);
  return {
    emulators,
    documents: firestore ? 'firebase' : 'browser',
    files: storage ? 'firebase' : 'browser',
    persist,
    importData,
    deleteDataFirst: options.reset,
    firebaseArgs,
  };
}

/**
 * The console line that says where documents and photos are kept, and why. `runtime` is
 * findJavaEmulators()'s answer (null with --browser-store).
 */
export function describeStores(plan, runtime, { browserStore = false } = {}) {
  const why = (what) => (browserStore ? '--browser-store' : what);
  const documents =
    plan.documents === 'firebase'
      ? 'emulador de Firestore con firestore.rules'
      : `navegador (IndexedDB), porque ${why(runtime?.firestore?.reason ?? 'no hay emulador')}: sin reglas de seguridad y sin compartir datos entre navegadores`;
  const files =
    plan.files === 'firebase'
      ? 'emulador de Storage con storage.rules'
      : `navegador (IndexedDB), porque ${why(runtime?.storage?.reason ?? 'no hay emulador de Storage')}`;
  return `Documentos: ${documents}. Fotos: ${files}.`;
}
