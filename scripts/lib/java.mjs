// Finds what the Java emulators need: a JDK 21+ (PATH, JAVA_HOME, the usual JVM folders) and the
// Firestore emulator (firebase-tools' own download, or gcloud's JAR through a wrapper). One answer
// for `npm start` and `npm test` (docs/decisions/0008-real-firestore-emulator-everywhere.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export const MIN_JAVA_MAJOR = 21;

/**
 * The major version from `java -version` output (printed on stderr), e.g.
 * `openjdk version "17.0.15" 2025-04-15` -> 17, `java version "1.8.0_392"` -> 8, `"21"` -> 21.
 * Returns null when no version can be read.
 */
export function parseJavaMajor(output) {
  const match = /version\s+"(\d+)(?:\.(\d+))?[^"]*"/i.exec(output ?? '');
  if (!match) return null;
  const first = Number(match[1]);
  if (first === 1 && match[2] !== undefined) return Number(match[2]);
  return first;
}

function javaMajor(javaBin, env) {
  const result = spawnSync(javaBin, ['-version'], {
    encoding: 'utf8',
    timeout: 15000,
    env: { ...process.env, PATH: env.PATH ?? '' },
  });
  if (result.error || result.status !== 0) return null;
  return parseJavaMajor(`${result.stderr ?? ''}\n${result.stdout ?? ''}`);
}

/** Where a JDK is looked for, in order: PATH, JAVA_HOME, then each folder of the usual JVM roots. */
export const JVM_ROOTS = ['/usr/lib/jvm', '/usr/local/lib/jvm', '/opt/java', '/opt/jdk'];

/**
 * The first Java 21+ found, as { ok: true, bin: folder of `java` (null for PATH's), major, where }
 * or, when none qualifies, { ok: false, bin: null, major: the newest older one seen or null }.
 */
export function findJava({ env = process.env, roots = JVM_ROOTS } = {}) {
  const pathMajor = javaMajor('java', env);
  if (pathMajor !== null && pathMajor >= MIN_JAVA_MAJOR)
    return { ok: true, bin: null, major: pathMajor, where: 'PATH' };
  let newest = pathMajor;
  const homes = [];
  if (env.JAVA_HOME) homes.push(env.JAVA_HOME);
  for (const root of roots) {
    if (!existsSync(root)) continue;
    for (const name of readdirSync(root).sort().reverse()) homes.push(join(root, name));
  }
  for (const home of homes) {
    const java = join(home, 'bin', 'java');
    if (!existsSync(java)) continue;
    const major = javaMajor(java, env);
    if (major !== null && major >= MIN_JAVA_MAJOR)
      return { ok: true, bin: join(home, 'bin'), major, where: home };
    if (major !== null && (newest === null || major > newest)) newest = major;
  }
  return { ok: false, bin: null, major: newest, where: null };
}

/** firebase-tools keeps its emulator downloads here. */
export const FIREBASE_CACHE = join(homedir(), '.cache', 'firebase', 'emulators');
export const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function cached(prefix, cache) {
  if (!existsSync(cache)) return null;
  const name = readdirSync(cache)
    .filter((file) => file.startsWith(prefix) && file.endsWith('.jar'))
    .sort()
    .pop();
  return name ? join(cache, name) : null;
}

/**
 * gcloud's JAR has no Main-Class, so firebase-tools cannot `java -jar` it: write a tiny wrapper
 * JAR whose manifest names the emulator's main class and puts gcloud's JAR on its class path.
 */
export function writeFirestoreWrapperJar({ jarBin, jar, dir }) {
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'manifest.txt');
  writeFileSync(
    manifest,
    `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${jar}\n`,
  );
  const wrapper = join(dir, 'firestore-emulator-wrapper.jar');
  const result = spawnSync(jarBin, ['cfm', wrapper, manifest], {
    encoding: 'utf8',
    timeout: 30000,
  });
  if (result.status !== 0) throw new Error(`jar falló: ${result.stderr || result.error}`);
  return wrapper;
}

/**
 * What this machine can run of the Java emulators, and the environment firebase-tools needs for it:
 *   { java, firestore: { ok, source, reason }, storage: { ok, reason }, env }
 * `env` puts the JDK first on PATH and, for gcloud's JAR, sets FIRESTORE_EMULATOR_BINARY_PATH
 * (read by firebase-tools itself). Nothing is downloaded: an emulator counts only if its runtime is
 * already on the machine, unless EMULATOR_DOWNLOADS=allow (a machine with internet).
 */
export function findJavaEmulators({
  env = process.env,
  roots = JVM_ROOTS,
  cache = FIREBASE_CACHE,
  gcloudJar = GCLOUD_FIRESTORE_JAR,
  wrapperDir = join(tmpdir(), 'tusocio-firestore-emulator'),
} = {}) {
  const java = findJava({ env, roots });
  // A machine with internet (the GitHub workflow) may let firebase-tools download what is missing.
  const downloads = env.EMULATOR_DOWNLOADS === 'allow';
  /**
   * @type {{ java: ReturnType<typeof findJava>,
   *   firestore: { ok: boolean, source?: string, reason?: string },
   *   storage: { ok: boolean, reason?: string }, env: Record<string, string> }}
   */
  const out = { java, firestore: { ok: false }, storage: { ok: false }, env: {} };
  if (!java.ok) {
    const found = java.major === null ? 'no hay Java' : `solo Java ${java.major}`;
    out.firestore.reason = out.storage.reason = `${found}; se necesita Java ${MIN_JAVA_MAJOR}+`;
    return out;
  }
  if (java.bin) out.env.PATH = `${java.bin}${delimiter}${env.PATH ?? ''}`;

  const ownJar = cached('cloud-firestore-emulator', cache);
  if (env.FIRESTORE_EMULATOR_BINARY_PATH && existsSync(env.FIRESTORE_EMULATOR_BINARY_PATH)) {
    out.firestore = { ok: true, source: env.FIRESTORE_EMULATOR_BINARY_PATH };
  } else if (ownJar) {
    out.firestore = { ok: true, source: ownJar };
  } else if (existsSync(gcloudJar)) {
    const jarBin = java.bin ? join(java.bin, 'jar') : 'jar';
    const wrapper = writeFirestoreWrapperJar({ jarBin, jar: gcloudJar, dir: wrapperDir });
    out.env.FIRESTORE_EMULATOR_BINARY_PATH = wrapper;
    out.firestore = { ok: true, source: 'el emulador de gcloud' };
  } else if (downloads) {
    out.firestore = { ok: true, source: 'descarga de firebase-tools' };
  } else {
    out.firestore.reason =
      'el emulador de Firestore no está en la máquina (ni descargado por firebase-tools ni el de gcloud)';
  }

  if (downloads || cached('cloud-storage-rules-runtime', cache)) out.storage = { ok: true };
  else
    out.storage.reason =
      'el emulador de Storage necesita su runtime de reglas, una descarga que esta máquina no puede hacer';
  return out;
}

/** One line for the console: where Java was found. */
export function describeJava(java) {
  return java.where === 'PATH'
    ? `Java ${java.major} (PATH)`
    : `Java ${java.major} en ${java.where}`;
}
