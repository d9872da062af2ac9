#!/usr/bin/env node
// `firebase emulators:exec` with what this machine can run of the Java emulators (lib/java.mjs):
//   node scripts/with-emulators.mjs auth,functions,firestore "vitest run --config ..."
// Firestore/Storage are dropped (said plainly) when their runtime is missing; the JDK 21+ found is
// put first on PATH and gcloud's Firestore JAR is wrapped, so firebase-tools downloads nothing.
import { spawn } from 'node:child_process';
import { describeJava, findJavaEmulators } from './lib/java.mjs';
import { FIREBASE_BIN, PROJECT_ID, ROOT } from './lib/stack.mjs';

const [list, command] = process.argv.slice(2);
if (!list || !command) {
  console.error('Uso: node scripts/with-emulators.mjs auth,functions,firestore "comando"');
  process.exit(2);
}
const runtime = findJavaEmulators();
const only = list.split(',').filter((name) => {
  if (name !== 'firestore' && name !== 'storage') return true;
  const { ok, reason } = runtime[name];
  if (!ok)
    console.log(
      `Emulador de ${name === 'firestore' ? 'Firestore' : 'Storage'} omitido: ${reason}.`,
    );
  return ok;
});
if (runtime.java.ok) console.log(`${describeJava(runtime.java)} para los emuladores de Java.`);
const child = spawn(
  FIREBASE_BIN,
  ['emulators:exec', '--project', PROJECT_ID, '--only', only.join(','), command],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...runtime.env } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
