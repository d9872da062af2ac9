import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMULATOR_HOSTS } from '../src/config/env-schema';
import { findJavaEmulators, parseJavaMajor } from './emulators';

describe('parseJavaMajor', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment', 17],
    ['openjdk version "21.0.4" 2024-07-16 LTS', 21],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "22" 2024-03-19', 22],
    ['openjdk version "25-ea" 2025-09-16', 25],
  ])('reads the major version from %j', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });

  it('returns null when there is no version', () => {
    expect(parseJavaMajor('bash: java: command not found')).toBeNull();
    expect(parseJavaMajor('')).toBeNull();
  });
});

/** A fake JDK folder whose `java -version` prints `major` and whose `jar` writes its output file. */
function fakeJdk(root: string, name: string, major: number): string {
  const bin = join(root, name, 'bin');
  mkdirSync(bin, { recursive: true });
  const java = `#!/bin/sh\necho 'openjdk version "${major}.0.1" 2025-01-01' >&2\n`;
  writeFileSync(join(bin, 'java'), java, { mode: 0o755 });
  writeFileSync(join(bin, 'jar'), '#!/bin/sh\ncp "$3" "$2"\n', { mode: 0o755 });
  return bin;
}

describe('findJavaEmulators', () => {
  // PATH without any java, so only the folders given here count.
  const env = { PATH: '/nonexistent' };

  it('finds a JDK 21+ in the JVM folders and wraps gcloud Firestore JAR; Storage needs its runtime', () => {
    const dir = mkdtempSync(join(tmpdir(), 'java-test-'));
    fakeJdk(join(dir, 'jvm'), 'java-17', 17);
    const bin25 = fakeJdk(join(dir, 'jvm'), 'temurin-25', 25);
    const gcloudJar = join(dir, 'gcloud.jar');
    writeFileSync(gcloudJar, '');
    const found = findJavaEmulators({
      env,
      roots: [join(dir, 'jvm')],
      cache: join(dir, 'cache'),
      gcloudJar,
      wrapperDir: join(dir, 'wrapper'),
    });
    expect(found.java).toMatchObject({ ok: true, major: 25, bin: bin25 });
    expect(found.firestore).toEqual({ ok: true, source: 'el emulador de gcloud' });
    expect(found.env.PATH?.startsWith(`${bin25}:`)).toBe(true);
    const wrapper = found.env.FIRESTORE_EMULATOR_BINARY_PATH ?? '';
    expect(existsSync(wrapper)).toBe(true);
    expect(readFileSync(wrapper, 'utf8')).toContain(`Class-Path: ${gcloudJar}`);
    expect(found.storage.ok).toBe(false);
    expect(found.storage.reason).toMatch(/runtime de reglas/);
  });

  it("prefers firebase-tools' own downloads, Storage included", () => {
    const dir = mkdtempSync(join(tmpdir(), 'java-test-'));
    fakeJdk(join(dir, 'jvm'), 'jdk-21', 21);
    mkdirSync(join(dir, 'cache'));
    writeFileSync(join(dir, 'cache', 'cloud-firestore-emulator-v1.19.7.jar'), '');
    writeFileSync(join(dir, 'cache', 'cloud-storage-rules-runtime-v1.1.3.jar'), '');
    const found = findJavaEmulators({
      env,
      roots: [join(dir, 'jvm')],
      cache: join(dir, 'cache'),
      gcloudJar: join(dir, 'missing.jar'),
    });
    expect(found.firestore).toEqual({
      ok: true,
      source: join(dir, 'cache', 'cloud-firestore-emulator-v1.19.7.jar'),
    });
    expect(found.env.FIRESTORE_EMULATOR_BINARY_PATH).toBeUndefined();
    expect(found.storage).toEqual({ ok: true });
  });

  it('with only an old Java, nothing runs and the reason names the version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'java-test-'));
    fakeJdk(join(dir, 'jvm'), 'java-17', 17);
    const found = findJavaEmulators({ env, roots: [join(dir, 'jvm')], cache: dir, gcloudJar: dir });
    expect(found.java.ok).toBe(false);
    expect(found.firestore).toEqual({ ok: false, reason: 'solo Java 17; se necesita Java 21+' });
  });
});

describe('emulator hosts', () => {
  // firebase.json's "emulators" block sets the ports; the app (which cannot bundle firebase.json
  // into public pages) and the scripts (which import the app's EMULATOR_HOSTS) use the same ones.
  it('the app connects to the hosts firebase.json declares', () => {
    const emulators = JSON.parse(readFileSync('firebase.json', 'utf8')).emulators as Record<
      string,
      { host: string; port: number }
    >;
    for (const name of ['auth', 'functions', 'firestore', 'storage'] as const) {
      expect(EMULATOR_HOSTS[name], name).toBe(`${emulators[name]?.host}:${emulators[name]?.port}`);
    }
  });
});
