/**
 * `npm --prefix functions run backfill-toner-requests [-- --dry-run]`: every open toner ticket
 * opened before one toner request per device and colour claims its free colours on its device's
 * equipment/{id}/tonerRequests/open: functions/src/maintenance/toner-requests.ts.
 *
 * Production: once, right after deploying the rules, functions and site of the toner marker,
 * with credentials of the project (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's application-default
 * login) and GCLOUD_PROJECT set. Locally: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080
 * GCLOUD_PROJECT=demo-tusocio against a running `npm start`. Safe to run again: a second run
 * writes nothing.
 */
import { adminFirestore } from '../src/firestore/admin.js';
import {
  backfillTonerRequests,
  listOpenTonerTickets,
  tonerRequestReportLines,
} from '../src/maintenance/toner-requests.js';
import { createFirestoreTonerMarkerStore } from '../src/service/toner-release.js';

const dryRun = process.argv.includes('--dry-run');
const { db } = await adminFirestore();
const count = await backfillTonerRequests(
  await listOpenTonerTickets(db),
  createFirestoreTonerMarkerStore(adminFirestore),
  { dryRun },
);
for (const line of tonerRequestReportLines(count, dryRun)) console.log(line);
