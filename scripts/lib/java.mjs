// Detects the installed Java: the Firestore and Storage emulators need Java 21+.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** { major: number | null, found: boolean, ok: boolean } for the `java` on PATH. */
export function detectJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15000 });
  if (result.error || result.status !== 0) return { found: false, major: null, ok: false };
  const major = parseJavaMajor(`${result.stderr ?? ''}\n${result.stdout ?? ''}`);
  return { found: true, major, ok: major !== null && major >= MIN_JAVA_MAJOR };
}

const JVM_DIR = '/usr/lib/jvm';
export const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Some machines have Java 17 on PATH but also a JDK 21+ under /usr/lib/jvm and gcloud's Firestore
 * emulator JAR (Debian package google-cloud-cli-firestore-emulator). That is enough to run the
 * Firestore emulator offline (not Storage: its rules runtime is a download). Returns
 * { javaHome, jar } when both are there, else null.
 */
export function findOfflineFirestoreRuntime({ jvmDir = JVM_DIR, jar = GCLOUD_FIRESTORE_JAR } = {}) {
  if (!existsSync(jar) || !existsSync(jvmDir)) return null;
  for (const name of readdirSync(jvmDir).sort().reverse()) {
    const javaHome = join(jvmDir, name);
    const java = join(javaHome, 'bin', 'java');
    if (!existsSync(java) || !existsSync(join(javaHome, 'bin', 'jar'))) continue;
    const result = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 15000 });
    const major = parseJavaMajor(`${result.stderr ?? ''}\n${result.stdout ?? ''}`);
    if (major !== null && major >= MIN_JAVA_MAJOR) return { javaHome, jar };
  }
  return null;
}

/**
 * gcloud's JAR has no Main-Class, so firebase-tools cannot `java -jar` it: write a tiny wrapper
 * JAR whose manifest names the emulator's main class and puts gcloud's JAR on its class path.
 * Point FIRESTORE_EMULATOR_BINARY_PATH at the returned path.
 */
export function writeFirestoreWrapperJar(runtime, dir) {
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'manifest.txt');
  writeFileSync(
    manifest,
    `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${runtime.jar}\n`,
  );
  const wrapper = join(dir, 'firestore-emulator-wrapper.jar');
  const result = spawnSync(join(runtime.javaHome, 'bin', 'jar'), ['cfm', wrapper, manifest], {
    encoding: 'utf8',
    timeout: 30000,
  });
  if (result.status !== 0) throw new Error(`jar falló: ${result.stderr || result.error}`);
  return wrapper;
}
