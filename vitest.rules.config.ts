import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Security rules tests (tests/rules): they talk to the Firestore and Storage emulators, so they
 * run inside `firebase emulators:exec` (npm run test:rules; Java 21+). Storage's run only where
 * its emulator started (its rules runtime is a download some machines cannot make).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: [
      'tests/rules/firestore.rules.test.ts',
      ...(process.env.FIREBASE_STORAGE_EMULATOR_HOST ? ['tests/rules/storage.rules.test.ts'] : []),
    ],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Every refused write also makes the Firestore SDK log a PERMISSION_DENIED warning: expected.
    onConsoleLog: (log) => (log.includes('PERMISSION_DENIED') ? false : undefined),
  },
});
