import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { DEMO_PROJECT_ID } from '@/config/env-schema';
import { takeConsoleProblems } from '../../../tests/setup/unit';
import { describeDocumentStoreContract } from '../contract/document-store.contract';
import { createFirestoreDocumentStore } from './document-store';

// Set by `firebase emulators:exec --only firestore` (needs Java 21+).
const emulatorHost = (import.meta.env.FIRESTORE_EMULATOR_HOST as string | undefined) ?? null;
const SKIP_REASON =
  'Firestore emulator not running (needs Java 21+): Firebase adapter contract skipped';
if (!emulatorHost) console.info(SKIP_REASON);

const apps: FirebaseApp[] = [];
let appCount = 0;

/** A separate Firebase app per client, so store and peer are two independent SDK instances. */
function newClient() {
  appCount += 1;
  const app = initializeApp(
    { projectId: DEMO_PROJECT_ID, apiKey: 'demo-api-key' },
    `firestore-contract-${appCount}`,
  );
  apps.push(app);
  // 'owner' makes the emulator skip security rules: this suite checks the adapter, not the rules.
  return createFirestoreDocumentStore({ app, emulatorHost, mockUserToken: 'owner' });
}

// Under contention the SDK logs each aborted commit it is about to retry (console.warn). Those
// retries are how the transaction stays correct, so they are expected; anything else still fails.
const RETRIED_COMMIT =
  /RPC 'Commit' \S+ failed with error:[\s\S]*code: '(aborted|failed-precondition)'/;
afterEach(() => {
  const unexpected = takeConsoleProblems().filter((problem) => !RETRIED_COMMIT.test(problem));
  if (unexpected.length > 0)
    throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describeDocumentStoreContract(
  `Firestore Lite adapter (emulator at ${emulatorHost ?? 'n/a'})`,
  {
    async open() {
      const [store, peer] = await Promise.all([newClient(), newClient()]);
      return { store, peer };
    },
  },
  emulatorHost ? null : SKIP_REASON,
);
