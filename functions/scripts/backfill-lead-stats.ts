/**
 * `cd functions && ../node_modules/.bin/tsx scripts/backfill-lead-stats.ts`: counts every stored
 * lead in the dashboard's counters (leadStats/{weekId}; the leads stored before the `countLead`
 * trigger existed), through the trigger's own transaction (functions/src/leads/stats.ts).
 * Running it again writes the same entries.
 *
 * Production: run with credentials of the project (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's
 * application-default login) and GCLOUD_PROJECT set. Locally: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080
 * GCLOUD_PROJECT=demo-tusocio against a running `npm start`.
 */
import { adminFirestore } from '../src/firestore/admin.js';
import { createFirestoreLeadStatsStore } from '../src/leads/firestore-stats.js';
import type { Logger } from '../src/logger.js';
import { backfillLeadStats } from '../src/leads/stats.js';

const logger: Logger = {
  info: (message, data) => console.log(message, data ?? ''),
  warn: (message, data) => console.warn(message, data ?? ''),
  error: (message, data) => console.error(message, data ?? ''),
};
const report = await backfillLeadStats({
  store: createFirestoreLeadStatsStore(adminFirestore),
  logger,
});
console.log(
  `contactSubmissions: ${report.read} leídas, ${report.counted} contadas, ${report.skipped} sin createdAt`,
);
