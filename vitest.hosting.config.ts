import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The built site behind the Hosting emulator (tests/hosting): run `npm run build` first, then
 * inside `firebase emulators:exec --only hosting` (npm run test:hosting does both).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/hosting/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
