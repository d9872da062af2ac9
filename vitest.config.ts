import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Vitest projects (docs/decisions/0015-process-and-test-orchestration.md):
 * - unit: domain, data seam (browser adapters on a fake IndexedDB), screens, scripts, the lint
 *   config's import boundaries (eslint.config.test.ts), the rules' counter bound; no emulator.
 *   `npm run test:unit` runs it; `npx vitest run` runs it and the agent project.
 * - hosting, integration, rules: they talk to the emulators, so they exist only inside
 *   `firebase emulators:exec` (which sets FIREBASE_EMULATOR_HUB): `npm run test:emulators` runs the
 *   three in one emulator session (build first: hosting serves dist/), one project after another.
 * `npm start` itself is tested by vitest.stack.config.ts, outside any emulator session.
 * - agent: the meter collector (agent/, its own package) against an SNMP simulator and a fake
 *   server, all on 127.0.0.1; no emulator. `npm --prefix agent test` runs it.
 */
const { FIREBASE_EMULATOR_HUB, FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST } =
  process.env;
const jsdom = { globals: true, environment: 'jsdom', setupFiles: ['./tests/setup/unit.ts'] };
const timeouts = (ms: number) => ({ testTimeout: ms, hookTimeout: ms });

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Every refused write also makes the Firestore SDK log a PERMISSION_DENIED warning: expected.
    onConsoleLog: (log, _type, entity) =>
      entity?.project.name === 'rules' && log.includes('PERMISSION_DENIED') ? false : undefined,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          ...jsdom,
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,mjs}',
            'eslint.config.test.ts',
            // The rules' counter bound against the domain's (reads the files: no emulator).
            'tests/rules/*.unit.test.ts',
          ],
          // The Firebase adapters' contract needs the emulators: the integration project runs it.
          exclude: ['src/data/firebase/*-store.test.ts', '**/node_modules/**'],
          css: false,
          // After-each hooks in the order they were registered: the shared one (unmount, clear the
          // read cache) runs before a test file's own, so a read still settling never reaches the
          // default store a file's afterEach puts back.
          sequence: { hooks: 'list' },
          restoreMocks: true,
          // Above tests/setup/unit.ts's 5 s wait for findBy*/waitFor, so a missing element is
          // reported as such rather than as a test timeout.
          testTimeout: 15_000,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'agent',
          environment: 'node',
          include: ['agent/test/**/*.test.ts'],
          // The files bind UDP ports and scan 127.0.0.0/28: one at a time keeps them apart.
          fileParallelism: false,
          ...timeouts(20_000),
        },
      },
      ...(FIREBASE_EMULATOR_HUB
        ? [
            {
              extends: true as const,
              test: {
                name: 'hosting',
                environment: 'node',
                include: ['tests/hosting/**/*.test.ts'],
                testTimeout: 20_000,
              },
            },
            {
              extends: true as const,
              test: {
                name: 'integration',
                ...jsdom,
                ...timeouts(20_000),
                fileParallelism: false,
                // The Firebase adapters' contract runs against each emulator that was started.
                include: [
                  'tests/integration/**/*.test.{ts,tsx}',
                  ...(FIRESTORE_EMULATOR_HOST ? ['src/data/firebase/document-store.test.ts'] : []),
                  ...(FIREBASE_STORAGE_EMULATOR_HOST
                    ? ['src/data/firebase/file-store.test.ts']
                    : []),
                ],
                sequence: { groupOrder: 1 },
              },
            },
            {
              extends: true as const,
              test: {
                name: 'rules',
                environment: 'node',
                ...timeouts(30_000),
                fileParallelism: false,
                include: [
                  ...(FIRESTORE_EMULATOR_HOST
                    ? [
                        'tests/rules/firestore.rules.test.ts',
                        'tests/rules/lead-stats.rules.test.ts',
                        'tests/rules/users-sales.rules.test.ts',
                        'tests/rules/client-portal.rules.test.ts',
                        'tests/rules/readings-atomic.rules.test.ts',
                        'tests/rules/service-mail.rules.test.ts',
                        'tests/rules/service-limits.rules.test.ts',
                        'tests/rules/reply-limits.rules.test.ts',
                        'tests/rules/person-leaves.rules.test.ts',
                        'tests/rules/company-accounts.rules.test.ts',
                        'tests/rules/member-invite-cancel.rules.test.ts',
                        'tests/rules/service-levels.rules.test.ts',
                        'tests/rules/ticket-writes.rules.test.ts',
                        'tests/rules/month-close.rules.test.ts',
                        'tests/rules/agent.rules.test.ts',
                        'tests/rules/toner-requests.rules.test.ts',
                      ]
                    : []),
                  ...(FIREBASE_STORAGE_EMULATOR_HOST ? ['tests/rules/storage.rules.test.ts'] : []),
                ],
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
    ],
  },
});
