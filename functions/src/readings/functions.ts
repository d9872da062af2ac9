/**
 * `correctReading` (callable, admins): "Corregir lectura" on a rental client's page, a stored meter
 * reading's counters with a reason, keeping the values before (readings/correct.ts).
 */
import { callable, uidOf } from '../runtime/callable.js';

import { adminEmail, adminFirestore } from '../firestore/admin.js';
import { CORRECTION_MESSAGES, correctReading as correctReadingOnce } from './correct.js';
import { createFirestoreReadingCorrectionStore } from './firestore-correction.js';

export const correctReading = callable(
  {},
  { log: 'readings: no se pudo corregir la lectura', message: CORRECTION_MESSAGES.failed },
  (request) =>
    correctReadingOnce(request.data, uidOf(request), {
      store: createFirestoreReadingCorrectionStore(adminFirestore),
      adminEmail,
      now: () => new Date(),
    }),
);
