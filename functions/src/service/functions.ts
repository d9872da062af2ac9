/**
 * The rental clients' e-mails:
 * - `notifyServiceTicket` (Firestore, tickets/{id} created) and `notifyTicketReply` (Firestore,
 *   tickets/{id}/replies/{replyId} created): the client's new ticket to SERVICE_EMAILS, and the
 *   company's reply to the client, each exactly once (service/ticket-mail.ts); past
 *   SERVICE_EMAILS_PER_HOUR the new tickets wait for `sendServiceDigest`.
 * - `sendServiceDigest` (every 15 minutes): one `service-digest` per hour (service/digest.ts).
 * - `sendMeterReminders` (9:00 Cancún, daily): from day 25, one e-mail per client and month
 *   listing the devices still missing the month's meter reading (service/meter-reminder.ts).
 * - `startTicketClock` (tickets/{id} created): the new ticket's response due time, `dueAt`
 *   (service/ticket-clock.ts).
 * - `notifyVisitScheduled` (tickets/{id} updated): a visit scheduled, e-mailed to the client once
 *   per scheduling (service/visit-mail.ts).
 * - `releaseTonerRequest` (tickets/{id} updated): a resolved toner ticket frees its colours on
 *   the device's tonerRequests/open (service/toner-release.ts).
 * - `retryServiceMails` (every 15 minutes): tickets and replies still `notified: false` from the
 *   last 7 days, run again through their handlers (service/retry.ts).
 * `npm start` runs the scheduled ones from a local timer.
 */
import { MAIL_JOB, MAIL_TRIGGER } from '../runtime/options.js';
import { depsOnce, logged } from '../runtime/log.js';

import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/firestore';
import * as logger from 'firebase-functions/logger';
import { defineString } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/scheduler';

import { REPLIES, TICKETS } from '../../../src/domain/collections.js';
import { DEFAULT_SERVICE_EMAILS, SERVICE_EMAILS_ENV } from './config.js';
import { runServiceDigest } from './digest-wiring.js';
import { requireAllReminders } from './meter-reminder.js';
import {
  notifyServiceTicket as notifyServiceTicketOnce,
  notifyTicketReply as notifyTicketReplyOnce,
  type TicketMailDeps,
} from './ticket-mail.js';
import { startTicketClock as startTicketClockOnce } from './ticket-clock.js';
import {
  createFirestoreTonerMarkerStore,
  releaseTonerRequest as releaseTonerOnce,
} from './toner-release.js';
import { adminFirestore } from '../firestore/admin.js';
import { notifyVisitScheduled as notifyVisitScheduledOnce, readVisit } from './visit-mail.js';
import {
  createTicketClockDeps,
  createTicketMailDeps,
  runMeterReminders,
  runServiceMailRetry,
} from './wiring.js';

// Declared so `firebase deploy` asks for it; read back from process.env by the config reader.
defineString(SERVICE_EMAILS_ENV, {
  default: DEFAULT_SERVICE_EMAILS,
  description:
    'Correos de servicio que reciben cada solicitud de tóner y reporte de falla de los clientes, ' +
    'separados por comas. servicio@example.com es solo un EJEMPLO y se rechaza al desplegar.',
});

const getTicketMailDeps = depsOnce('servicio', (): TicketMailDeps =>
  createTicketMailDeps(process.env, logger),
);

/**
 * A rental client's new toner request or fault report, e-mailed to SERVICE_EMAILS (Reply-To the
 * client) exactly once: the marker serviceMails/ticket-{id} (service/ticket-mail.ts). Retried.
 */
export const notifyServiceTicket = onDocumentCreated(
  { ...MAIL_TRIGGER, document: `${TICKETS}/{id}` },
  async (event) => {
    const deps = getTicketMailDeps({ ticketId: event.params.id });
    await notifyServiceTicketOnce(
      { ticketId: event.params.id, data: event.data?.data(), time: event.time },
      deps,
    );
  },
);

/**
 * The e-mails to the service address held past SERVICE_EMAILS_PER_HOUR, listed in one
 * `service-digest` e-mail, at most one per clock hour (service/digest.ts).
 */
export const sendServiceDigest = onSchedule(
  { ...MAIL_JOB, schedule: 'every 15 minutes', retryCount: 0 },
  async () => {
    await runServiceDigest(process.env, logger);
  },
);

/**
 * The company's reply on a ticket, e-mailed to the ticket's author (while still a member) exactly once: the marker
 * serviceMails/reply-{ticketId}-{replyId} (service/ticket-mail.ts). Retried.
 */
export const notifyTicketReply = onDocumentCreated(
  { ...MAIL_TRIGGER, document: `${TICKETS}/{ticketId}/${REPLIES}/{replyId}` },
  async (event) => {
    const { ticketId, replyId } = event.params;
    const deps = getTicketMailDeps({ ticketId, replyId });
    await notifyTicketReplyOnce(
      { ticketId, replyId, data: event.data?.data(), time: event.time },
      deps,
    );
  },
);

/**
 * From day 25 (Cancún), one e-mail per company and month, to its administrators and users, listing
 * its devices still missing the month's meter reading (marker meterReminders/{clientId}_{YYYY-MM}). Daily, so a client whose device
 * is registered late in the month is still reminded; before day 25 the run reads nothing. A
 * reminder left unsent fails the run, so Cloud Scheduler retries it.
 */
export const sendMeterReminders = onSchedule({ ...MAIL_JOB, schedule: '0 9 * * *' }, async () => {
  const report = await logged('lecturas: no se pudieron ejecutar los recordatorios', () =>
    runMeterReminders(process.env, logger),
  );
  requireAllReminders(report);
});

/**
 * A new ticket's clock: `dueAt` = its response due time (4 business hours by default, the
 * device's contract's otherwise), in a transaction, once (service/ticket-clock.ts). Retried.
 */
export const startTicketClock = onDocumentCreated(
  { retry: true, maxInstances: 10, document: `${TICKETS}/{id}` },
  async (event) => {
    await startTicketClockOnce(event.params.id, createTicketClockDeps(logger));
  },
);

/**
 * A visit scheduled (or rescheduled) on a ticket, e-mailed to the ticket's author while a member,
 * once per scheduling: the marker serviceMails/visit-{ticketId}-{scheduledAtMillis}
 * (service/visit-mail.ts). Every other change of a ticket sends nothing. Retried.
 */
export const notifyVisitScheduled = onDocumentUpdated(
  { ...MAIL_TRIGGER, document: `${TICKETS}/{id}` },
  async (event) => {
    const ticketId = event.params.id;
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    // Most updates are not a scheduling: no configuration read, nothing logged.
    const scheduledAt = (data: Record<string, unknown> | undefined) =>
      readVisit(data)?.scheduledAtMs ?? null;
    if (scheduledAt(after) === null || scheduledAt(before) === scheduledAt(after)) return;
    const deps = getTicketMailDeps({ ticketId });
    await notifyVisitScheduledOnce({ ticketId, before, after, time: event.time }, deps);
  },
);

/**
 * A toner ticket resolved (open true -> false): its colours leave the device's
 * equipment/{id}/tonerRequests/open, so the next request of that colour may be opened; reopened,
 * it claims the colours still free (service/toner-release.ts). Retried; idempotent.
 */
export const releaseTonerRequest = onDocumentUpdated(
  { retry: true, maxInstances: 10, document: `${TICKETS}/{id}` },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (after?.kind !== 'toner' || before?.open === after.open) return;
    await releaseTonerOnce(
      { ticketId: event.params.id, before, after },
      createFirestoreTonerMarkerStore(adminFirestore),
    );
  },
);

/**
 * Every 15 minutes: tickets and replies still `notified: false` from the last 7 days, run again
 * through their once-only handlers; what still fails stays "Sin notificar" (service/retry.ts).
 */
export const retryServiceMails = onSchedule(
  { ...MAIL_JOB, schedule: 'every 15 minutes', retryCount: 0 },
  async () => {
    await logged('servicio: no se pudo ejecutar el reintento de correos', () =>
      runServiceMailRetry(process.env, logger),
    );
  },
);
