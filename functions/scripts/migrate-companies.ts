/**
 * `npm --prefix functions run migrate-companies [-- --dry-run]`: turns each rental client of one
 * person (clients/{uid}) into a company with that person as its "Administrador de la cuenta"
 * (members/{uid}), and renames `clientUid` to `clientId` on devices and tickets (tickets also get
 * `authorUid`): functions/src/maintenance/migrate-companies.ts
 * (docs/decisions/0041-company-accounts.md).
 *
 * Production: once, right after deploying the rules, indexes, functions and site of company
 * accounts, with credentials of the project (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's
 * application-default login) and GCLOUD_PROJECT set. Locally: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080
 * GCLOUD_PROJECT=demo-tusocio against a running `npm start`. Safe to run again: a second run
 * writes nothing.
 */
import { adminFirestore } from '../src/firestore/admin.js';
import { migrateCompanies, migrationReportLines } from '../src/maintenance/migrate-companies.js';

const dryRun = process.argv.includes('--dry-run');
const { db } = await adminFirestore();
const report = await migrateCompanies(db, { dryRun });
for (const line of migrationReportLines(report, dryRun)) console.log(line);
