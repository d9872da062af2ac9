/**
 * `npm --prefix functions run backfill [-- --dry-run]`: fills in what users and leads stored before
 * this round lack (search keys; a user's server-time createdAt) and clears a user's emailVerified
 * that Auth does not prove (a Google identity with another address): functions/src/maintenance/backfill.ts.
 * Then gives each device its serial marker (one device per serial number), reporting devices that
 * share a serial: functions/src/maintenance/serial-markers.ts. And gives each device whose last
 * reading fell behind a reading stored alone that reading: functions/src/maintenance/reading-floors.ts.
 *
 * Production: run with credentials of the project (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's
 * application-default login) and GCLOUD_PROJECT set. Locally: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080
 * FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 GCLOUD_PROJECT=demo-tusocio against a running `npm start`.
 * Safe to run again: a right document is not written.
 */
import { adminFirestore } from '../src/firestore/admin.js';
import { adminAccountLookup, backfillDocuments } from '../src/maintenance/backfill.js';
import { backfillSerialMarkers } from '../src/maintenance/serial-markers.js';
import { backfillReadingFloors } from '../src/maintenance/reading-floors.js';

const dryRun = process.argv.includes('--dry-run');
const { db } = await adminFirestore();
const counts = await backfillDocuments(db, { dryRun, accounts: await adminAccountLookup() });
for (const [collection, { read, updated, unverified }] of Object.entries(counts)) {
  console.log(
    `${collection}: ${read} leídos, ${updated} ${dryRun ? 'por actualizar (sin escribir: --dry-run)' : 'actualizados'}` +
      (unverified === undefined
        ? ''
        : `; ${unverified} con correo verificado que Auth no comprueba ${dryRun ? '(se quitaría la marca)' : '(marca quitada)'}`),
  );
}

// One device per serial number: each device's marker (functions/src/maintenance/serial-markers.ts).
const serials = await backfillSerialMarkers(db, { dryRun });
console.log(
  `equipmentSerials: ${serials.read} equipos leídos, ${serials.write.size} marcas ${dryRun ? 'por escribir (sin escribir: --dry-run)' : 'escritas'}`,
);
for (const { id, key, keptBy } of serials.duplicates)
  console.log(`  equipment/${id}: la serie ${key} ya es de equipment/${keptBy}; corrígela a mano.`);
for (const id of serials.unkeyed)
  console.log(`  equipment/${id}: su serie no tiene letras ni números; corrígela a mano.`);

// Each device's floor is its latest stored reading (functions/src/maintenance/reading-floors.ts).
const floors = await backfillReadingFloors(db, { dryRun });
console.log(
  `equipment (última lectura): ${floors.read} equipos leídos, ${floors.fixed.length} ${dryRun ? 'por corregir (sin escribir: --dry-run)' : 'corregidos'}`,
);
