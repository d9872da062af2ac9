import { defineConfig } from 'vitest/config';

/** Runs inside `firebase emulators:exec --only functions` (npm run test:emulator). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/emulator/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
