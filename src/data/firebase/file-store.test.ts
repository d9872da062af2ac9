import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { DEMO_PROJECT_ID } from '@/config/env-schema';
import { describeFileStoreContract } from '../contract/file-store.contract';
import { createStorageFileStore } from './file-store';

// Set by `firebase emulators:exec --only storage` (needs Java 21+).
const emulatorHost = (import.meta.env.FIREBASE_STORAGE_EMULATOR_HOST as string | undefined) ?? null;
const SKIP_REASON =
  'Storage emulator not running (needs Java 21+): Firebase adapter contract skipped';
if (!emulatorHost) console.info(SKIP_REASON);

const apps: FirebaseApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describeFileStoreContract(
  `Cloud Storage adapter (emulator at ${emulatorHost ?? 'n/a'})`,
  {
    async open() {
      const app = initializeApp(
        {
          projectId: DEMO_PROJECT_ID,
          apiKey: 'demo-api-key',
          storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
        },
        `storage-contract-${apps.length + 1}`,
      );
      apps.push(app);
      // 'owner' makes the emulator skip security rules: this suite checks the adapter, not the rules.
      return createStorageFileStore({ app, emulatorHost, mockUserToken: 'owner' });
    },
  },
  emulatorHost ? null : SKIP_REASON,
);
