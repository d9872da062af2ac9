/**
 * The month close (docs/decisions/0044-month-close.md):
 * - `recordMonthReading`, `closeMonth`, `reopenMonth` (callables, admins): the desk's
 *   "Cierre de mes": a missing reading typed or estimated, the close that writes each company's
 *   statement, and "Reabrir mes" with its reason (statements/close.ts, statements/record-reading.ts).
 * - `notifyStatement` (statements/{id} written): each statement version e-mailed once to the
 *   company's administrators and billing members (statements/statement-mail.ts).
 * - `stampTonerDelivery` (tickets/{id} updated) and `forecastToner` (equipment/{id} written): a
 *   resolved toner ticket's delivery kept on the device, and the day its toner runs out
 *   (statements/toner.ts).
 */
import { MAIL_TRIGGER } from '../runtime/options.js';
import { callable, uidOf } from '../runtime/callable.js';
import { depsOnce } from '../runtime/log.js';

import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/firestore';
import * as logger from 'firebase-functions/logger';

import { adminEmail, adminFirestore } from '../firestore/admin.js';
import { serviceMailBase } from '../service/wiring.js';
import { EQUIPMENT, STATEMENTS, TICKETS } from '../../../src/domain/collections.js';
import {
  CLOSE_MESSAGES,
  closeMonth as closeMonthOnce,
  reopenMonth as reopenMonthOnce,
  type MonthCloseDeps,
} from './close.js';
import { loadInvoiceKeys } from './config.js';
import { recordMonthReading as recordMonthReadingOnce } from './record-reading.js';
import { createFirestoreMonthCloseStore } from './firestore-close.js';
import { createFirestoreTonerStore } from './firestore-toner.js';
import {
  notifyStatement as notifyStatementOnce,
  versionOf,
  type StatementMailDeps,
} from './statement-mail.js';
import {
  forecastDeviceToner,
  isTonerResolved,
  planTonerEndsOn,
  stampTonerDelivery as stampTonerDeliveryOnce,
  type TonerDeps,
} from './toner.js';

function closeDeps(): MonthCloseDeps {
  return {
    store: createFirestoreMonthCloseStore(adminFirestore, logger),
    adminEmail,
    now: () => new Date(),
    invoiceKeys: loadInvoiceKeys(process.env, logger),
    logger,
  };
}

/** "Registrar lectura" / "Estimar": a missing reading of a month that ended. */
export const recordMonthReading = callable(
  {},
  { log: 'cierre: no se pudo guardar la lectura', message: CLOSE_MESSAGES.readingFailed },
  (request) => recordMonthReadingOnce(request.data, uidOf(request), closeDeps()),
);

/** "Cerrar mes": one statement per company, monthCloses/{month}. Large months take a while. */
export const closeMonth = callable(
  { timeoutSeconds: 300, memory: '512MiB' },
  { log: 'cierre: no se pudo cerrar el mes', message: CLOSE_MESSAGES.closeFailed },
  (request) => closeMonthOnce(request.data, uidOf(request), closeDeps()),
);

/** "Reabrir mes", with its reason. */
export const reopenMonth = callable(
  {},
  { log: 'cierre: no se pudo reabrir el mes', message: CLOSE_MESSAGES.reopenFailed },
  (request) => reopenMonthOnce(request.data, uidOf(request), closeDeps()),
);

const getStatementMailDeps = depsOnce('cierre', (): StatementMailDeps => {
  const { config, base } = serviceMailBase(process.env, logger);
  return {
    ...base,
    serviceEmails: config.serviceEmails,
    async statementVersion(id) {
      const { db } = await adminFirestore();
      return versionOf((await db.collection(STATEMENTS).doc(id).get()).data());
    },
  };
});

/**
 * A statement written at a new version, e-mailed once to the company's administrators and
 * billing members: the marker serviceMails/statement-{id}-v{version}. Retried.
 */
export const notifyStatement = onDocumentWritten(
  { ...MAIL_TRIGGER, document: `${STATEMENTS}/{id}` },
  async (event) => {
    const statementId = event.params.id;
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    // A rewrite at the same version (a retried close) sends nothing: no configuration read.
    if (versionOf(after) === null || versionOf(before) === versionOf(after)) return;
    const deps = getStatementMailDeps({ statementId });
    await notifyStatementOnce({ statementId, before, after, time: event.time }, deps);
  },
);

const tonerDeps = (): TonerDeps => ({
  store: createFirestoreTonerStore(adminFirestore),
  clock: () => new Date(),
  logger,
});

/** A toner ticket marked "Resuelto": the delivery stamped on its device (lastToner). Retried. */
export const stampTonerDelivery = onDocumentUpdated(
  { retry: true, maxInstances: 10, document: `${TICKETS}/{id}` },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!isTonerResolved(before, after)) return;
    await stampTonerDeliveryOnce({ ticketId: event.params.id, before, after }, tonerDeps());
  },
);

/** A device written: its tonerEndsOn recomputed and written when it differs. Retried. */
export const forecastToner = onDocumentWritten(
  { retry: true, maxInstances: 10, document: `${EQUIPMENT}/{id}` },
  async (event) => {
    const after = event.data?.after.data();
    if (!after || planTonerEndsOn(after) === null) return;
    await forecastDeviceToner(event.params.id, after, tonerDeps());
  },
);
