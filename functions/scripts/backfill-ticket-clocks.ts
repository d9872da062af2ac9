/**
 * `npm --prefix functions run backfill-ticket-clocks [-- --dry-run]`: gives each ticket stored
 * before service levels its clock (response and resolution hours, respondedAt, resolvedAt, dueAt)
 * and the other new keys (notified, openedBy, technician, visit):
 * functions/src/maintenance/ticket-clocks.ts (docs/decisions/0042-service-levels.md).
 *
 * Production: once, right after deploying the rules, indexes, functions and site of service
 * levels, with credentials of the project (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's
 * application-default login) and GCLOUD_PROJECT set. Locally: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080
 * GCLOUD_PROJECT=demo-tusocio against a running `npm start`. Safe to run again: a second run
 * writes nothing.
 */
import { adminFirestore } from '../src/firestore/admin.js';
import { backfillTicketClocks, ticketClockReportLine } from '../src/maintenance/ticket-clocks.js';

const dryRun = process.argv.includes('--dry-run');
const { db } = await adminFirestore();
console.log(ticketClockReportLine(await backfillTicketClocks(db, { dryRun }), dryRun));
