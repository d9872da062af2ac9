/**
 * The rental clients' e-mails:
 * - `notifyServiceTicket` (Firestore, tickets/{id} created) and `notifyTicketReply` (Firestore,
 *   tickets/{id}/replies/{replyId} created): the client's new ticket to SERVICE_EMAILS, and the
 *   company's reply to the client, each exactly once (service/ticket-mail.ts); past
 *   SERVICE_EMAILS_PER_HOUR the new tickets wait for `sendServiceDigest`.
 * - `sendServiceDigest` (every 15 minutes): one `service-digest` per hour (service/digest.ts).
 * - `sendMeterReminders` (9:00 Cancún, daily): from day 25, one e-mail per client and month
 *   listing the devices still missing the month's meter reading (service/meter-reminder.ts).
 * `npm start` runs the scheduled ones from a local timer.
 */
import { MAIL_JOB, MAIL_TRIGGER } from '../runtime/options.js';
import { depsOnce, logged } from '../runtime/log.js';

import { onDocumentCreated } from 'firebase-functions/firestore';
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
import { createTicketMailDeps, runMeterReminders } from './wiring.js';

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
