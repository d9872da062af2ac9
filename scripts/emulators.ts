// What this machine can run of the Java emulators (docs/decisions/0008 and 0017): a JDK 21+ (PATH,
// JAVA_HOME, the usual JVM folders) and the Firestore emulator (firebase-tools' own download, or
// gcloud's JAR through a wrapper JAR). Nothing is downloaded unless EMULATOR_DOWNLOADS=allow (a
// machine with internet: the GitHub workflow). Imported by `npm start`; run, it is
// `firebase emulators:exec` with all that found, for the emulator test suites:
//   tsx scripts/emulators.ts auth,firestore,storage "vitest run --project integration"
// Firestore and Storage are left out, said plainly, when their runtime is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_PROJECT_ID } from '../src/config/env-schema';
import { BUILD_CONFIG } from './hosting-config';

export const MIN_JAVA = 21;
export const JVM_ROOTS = ['/usr/lib/jvm', '/usr/local/lib/jvm', '/opt/java', '/opt/jdk'];
/** The project's own firebase-tools (every script runs from the repository's root). */
export const FIREBASE_BIN = join('node_modules', '.bin', 'firebase');
const GCLOUD = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const NO_FIRESTORE = 'el emulador de Firestore no está (ni el de firebase-tools ni el de gcloud)';
const NO_STORAGE =
  'el emulador de Storage necesita su runtime de reglas, una descarga que esta máquina no puede hacer';

/** `bin`: the folder of the `java` found (null for PATH's); `major`: the newest seen if too old. */
export type Java = { ok: boolean; bin: string | null; major: number | null; where: string | null };
export type Runtime = { ok: boolean; source?: string; reason?: string };

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort().reverse() : []);

/** `java -version` output to its major version: "17.0.15" -> 17, "1.8.0_392" -> 8, none -> null. */
export function parseJavaMajor(output: string): number | null {
  const match = /version\s+"(\d+)(?:\.(\d+))?[^"]*"/i.exec(output);
  if (!match) return null;
  return match[1] === '1' && match[2] ? Number(match[2]) : Number(match[1]);
}

/** The first Java 21+ on PATH, in JAVA_HOME, then in the JVM folders (newest name first). */
function findJava(env: NodeJS.ProcessEnv, roots: string[]): Java {
  const homes = [
    ...(env.JAVA_HOME ? [env.JAVA_HOME] : []),
    ...roots.flatMap((root) => list(root).map((name) => join(root, name))),
  ];
  const found = [
    { bin: null, where: 'PATH' },
    ...homes
      .filter((home) => existsSync(join(home, 'bin', 'java')))
      .map((where) => ({ bin: join(where, 'bin'), where })),
  ];
  let newest: number | null = null;
  for (const { bin, where } of found) {
    const java = spawnSync(bin ? join(bin, 'java') : 'java', ['-version'], {
      encoding: 'utf8',
      env: { PATH: env.PATH },
    });
    const major = java.status === 0 ? parseJavaMajor(`${java.stderr}${java.stdout}`) : null;
    if (major !== null && major >= MIN_JAVA) return { ok: true, bin, major, where };
    newest = Math.max(newest ?? 0, major ?? 0) || null;
  }
  return { ok: false, bin: null, major: newest, where: null };
}

/**
 * The Java, the Firestore and Storage emulators this machine can run, and the environment
 * firebase-tools needs for them: that JDK first on PATH and, for gcloud's JAR (no Main-Class, so
 * `java -jar` cannot start it), FIRESTORE_EMULATOR_BINARY_PATH naming a two-line wrapper JAR whose
 * manifest names the main class and puts gcloud's JAR on its class path.
 */
export function findJavaEmulators({
  env = process.env,
  roots = JVM_ROOTS,
  cache = join(homedir(), '.cache', 'firebase', 'emulators'),
  gcloudJar = join(GCLOUD, 'cloud-firestore-emulator.jar'),
  wrapperDir = join(tmpdir(), 'tusocio-firestore-emulator'),
} = {}) {
  const java = findJava(env, roots);
  const downloads = env.EMULATOR_DOWNLOADS === 'allow';
  const cached = (prefix: string) =>
    list(cache).find((f) => f.startsWith(prefix) && f.endsWith('.jar'));
  const out = {
    java,
    firestore: { ok: true } as Runtime,
    storage: { ok: true } as Runtime,
    env: {} as Record<string, string>,
  };
  if (!java.ok) {
    const reason = `${java.major ? `solo Java ${java.major}` : 'no hay Java'}; se necesita Java ${MIN_JAVA}+`;
    return { ...out, firestore: { ok: false, reason }, storage: { ok: false, reason } };
  }
  if (java.bin) out.env.PATH = `${java.bin}${delimiter}${env.PATH ?? ''}`;
  const ownJar = cached('cloud-firestore-emulator');
  if (env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(env.FIRESTORE_EMULATOR_BINARY_PATH)) {
    out.firestore.source = env.FIRESTORE_EMULATOR_BINARY_PATH;
  } else if (ownJar) {
    out.firestore.source = join(cache, ownJar);
  } else if (existsSync(gcloudJar)) {
    const manifest = join(wrapperDir, 'manifest.txt');
    const wrapper = join(wrapperDir, 'firestore-emulator-wrapper.jar');
    mkdirSync(wrapperDir, { recursive: true });
    writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN}\nClass-Path: ${gcloudJar}\n`);
    const jar = spawnSync(join(java.bin ?? '', 'jar'), ['cfm', wrapper, manifest], {
      encoding: 'utf8',
    });
    if (jar.status !== 0) throw new Error(`jar falló: ${jar.stderr || jar.error}`);
    out.env.FIRESTORE_EMULATOR_BINARY_PATH = wrapper;
    out.firestore.source = 'el emulador de gcloud';
  } else if (downloads) {
    out.firestore.source = 'descarga de firebase-tools';
  } else {
    out.firestore = { ok: false, reason: NO_FIRESTORE };
  }
  if (!downloads && !cached('cloud-storage-rules-runtime'))
    out.storage = { ok: false, reason: NO_STORAGE };
  return out;
}

/** `firebase emulators:exec` arguments: the demo project's emulators `only`, running `script`. */
export const emulatorsExec = (only: string[], script: string, options: string[] = []) => [
  ...['emulators:exec', '--project', DEMO_PROJECT_ID, '--only', only.join(',')],
  ...options,
  script,
];

/** One console line: which Java the emulators use and where it was found. */
export const describeJava = ({ major, where }: Java) =>
  where === 'PATH' ? `Java ${major} (PATH)` : `Java ${major} en ${where}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [names = '', script = ''] = process.argv.slice(2);
  const runtime = findJavaEmulators();
  if (runtime.java.ok) console.log(`${describeJava(runtime.java)} para los emuladores de Java.`);
  const only = names.split(',').filter((name) => {
    const { ok, reason } =
      name === 'firestore' || name === 'storage' ? runtime[name] : { ok: true };
    if (!ok) console.log(`Emulador ${name} omitido: ${reason}.`);
    return ok;
  });
  // Hosting serves dist/ with the headers its build wrote (the CSP: scripts/hosting-config.ts).
  const config = only.includes('hosting') ? ['--config', BUILD_CONFIG] : [];
  const args = emulatorsExec(only, script, config);
  const env = { ...process.env, ...runtime.env };
  process.exit(spawnSync(FIREBASE_BIN, args, { stdio: 'inherit', env }).status ?? 1);
}
