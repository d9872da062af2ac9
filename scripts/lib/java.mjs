// Detects the installed Java: the Firestore and Storage emulators need Java 21+.
import { spawnSync } from 'node:child_process';

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
