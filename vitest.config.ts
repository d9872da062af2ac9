import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    // The Firebase adapters' contract needs the emulators: vitest.integration.config.ts runs it.
    exclude: ['src/data/firebase/*-store.test.ts', '**/node_modules/**'],
    setupFiles: ['./tests/setup/unit.ts'],
    css: false,
    restoreMocks: true,
  },
});
