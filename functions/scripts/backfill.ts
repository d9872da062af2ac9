/**
 * `npm --prefix functions run backfill [-- --dry-run]`: fills in what users and leads stored before
 * this round lack (search keys; a user's server-time createdAt): functions/src/maintenance/backfill.ts.
 *
 * Production: run with credentials of the project (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's
 * application-default login) and GCLOUD_PROJECT set. Locally: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080
 * GCLOUD_PROJECT=demo-tusocio against a running `npm start`.
 */
import { adminFirestore } from '../src/firestore/admin.js';
import { backfillDocuments } from '../src/maintenance/backfill.js';

const dryRun = process.argv.includes('--dry-run');
const { db } = await adminFirestore();
const counts = await backfillDocuments(db, { dryRun });
for (const [collection, { read, updated }] of Object.entries(counts)) {
  console.log(
    `${collection}: ${read} leídos, ${updated} ${dryRun ? 'por actualizar (sin escribir: --dry-run)' : 'actualizados'}`,
  );
}
