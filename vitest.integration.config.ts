import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Tests that talk to the running emulators; run inside `firebase emulators:exec` (npm test, or
 * npm run test:integration). The Firebase adapters' contract runs against each emulator that
 * emulators:exec started (it sets FIRESTORE_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST).
 */
const adapterContracts = [
  ...(process.env.FIRESTORE_EMULATOR_HOST ? ['src/data/firebase/document-store.test.ts'] : []),
  ...(process.env.FIREBASE_STORAGE_EMULATOR_HOST ? ['src/data/firebase/file-store.test.ts'] : []),
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['tests/integration/**/*.test.{ts,tsx}', ...adapterContracts],
    setupFiles: ['./tests/setup/unit.ts'],
    fileParallelism: false,
    testTimeout: 20000,
    hookTimeout: 20000,
  },
});
