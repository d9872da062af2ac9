import { defineConfig } from 'vitest/config';

/** Handler, provider and config tests: no emulator, a fake Brevo server on 127.0.0.1. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: ['test/emulator/**', 'node_modules/**'],
    restoreMocks: true,
  },
});
