import { defineConfig } from 'vitest/config';

/** tests/stack: `npm start` itself, started and stopped as a developer does (needs free ports). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/stack/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
  },
});
