import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Security rules tests (tests/rules): they talk to the Firestore and Storage emulators, so they
 * run inside `firebase emulators:exec --only firestore,storage` (npm run test:rules; Java 21+).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Every refused write also makes the Firestore SDK log a PERMISSION_DENIED warning: expected.
    onConsoleLog: (log) => (log.includes('PERMISSION_DENIED') ? false : undefined),
  },
});
