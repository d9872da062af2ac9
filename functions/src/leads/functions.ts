/**
 * The lead functions:
 * - `notifyLead` (Firestore, contactSubmissions/{id} created): gives the lead an owner in turn,
 *   starts its first-response clock and marks possible duplicates (leads/intake.ts), then e-mails
 *   the owner (the other sales addresses copied), exactly once, within an hourly ceiling
 *   (leads/notify.ts).
 * - `sweepLeadNotifications` (every 15 minutes): retries what was not sent, sends the hourly
 *   digest (leads/sweep.ts). In the emulator, `npm start` runs it from a local timer.
 * - `resendLeadNotification` (callable, admins): "Reenviar aviso" (leads/resend.ts).
 * - `mergeLeads` (callable, admins): "Fusionar en esta" on a possible duplicate (leads/merge.ts).
 * - `countLead` (Firestore, every write of contactSubmissions/{id}): the dashboard's counters
 *   (leads/stats.ts; docs/decisions/0031-dashboard-charts.md).
 * - `sendSalesDigest` (8:00 Cancún, Monday to Friday): each sales admin's morning e-mail of their
 *   leads due today (leads/sales-digest.ts). `npm start` runs it from a local timer.
 */
import { MAIL_JOB, MAIL_TRIGGER, secrets } from '../runtime/options.js';
import { callable, uidOf } from '../runtime/callable.js';
import { depsOnce, logged } from '../runtime/log.js';

import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/firestore';
import * as logger from 'firebase-functions/logger';
import { defineString } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/scheduler';

import { CONTACT_SUBMISSIONS } from '../../../src/domain/collections.js';
import { adminEmail, adminFirestore } from '../firestore/admin.js';
import { createFirestoreLeadMergeStore } from './firestore-merge.js';
import { createFirestoreLeadStatsStore } from './firestore-stats.js';
import { DEFAULT_SALES_EMAILS, SALES_EMAILS_ENV } from './config.js';
import { MERGE_MESSAGES, mergeLeads as mergeLeadsOnce } from './merge.js';
import { notifyLead as notifyLeadOnce } from './notify.js';
import {
  RESEND_MESSAGES,
  resendLeadNotification as resendOnce,
  type ResendDeps,
} from './resend.js';
import { requireAllDigests } from './sales-digest.js';
import { runSalesDigest } from './sales-digest-wiring.js';
import { countLead as countLeadOnce } from './stats.js';
import { sweepLeadNotifications as sweepOnce, type SweepDeps } from './sweep.js';
import { createLeadDeps } from './wiring.js';

// Declared so `firebase deploy` asks for it; read back from process.env by the config reader.
defineString(SALES_EMAILS_ENV, {
  default: DEFAULT_SALES_EMAILS,
  description:
    'Correos de ventas que reciben cada solicitud de cotización, separados por comas. ' +
    'ventas@example.com es solo un EJEMPLO y se rechaza al desplegar.',
});

const LEAD_DOCUMENT = `${CONTACT_SUBMISSIONS}/{id}`;

const getLeadDeps = depsOnce('leads', (): SweepDeps & ResendDeps =>
  createLeadDeps(process.env, logger),
);

export const notifyLead = onDocumentCreated(
  { ...MAIL_TRIGGER, document: LEAD_DOCUMENT },
  async (event) => {
    const deps = getLeadDeps({ submissionId: event.params.id });
    await notifyLeadOnce({ id: event.params.id, data: event.data?.data(), time: event.time }, deps);
  },
);

/** Leads sales was not told about (provider down, hourly ceiling): retried, digested. */
export const sweepLeadNotifications = onSchedule(
  {
    schedule: 'every 15 minutes',
    timeZone: 'America/Cancun',
    secrets,
    timeoutSeconds: 300,
    retryCount: 0,
  },
  async () => {
    await sweepOnce(getLeadDeps({ job: 'sweepLeadNotifications' }));
  },
);

/** "Reenviar aviso" on a lead's page (admins only). */
export const resendLeadNotification = callable(
  { secrets },
  { log: 'leads: no se pudo reenviar el aviso', message: RESEND_MESSAGES.failed },
  (request) =>
    resendOnce(request.data, uidOf(request), getLeadDeps({ job: 'resendLeadNotification' })),
);

/**
 * "Fusionar en esta" (admins): the duplicate's activities move to the kept lead, which is
 * marked merged (leads/merge.ts).
 */
export const mergeLeads = callable(
  {},
  { log: 'leads: no se pudieron fusionar las solicitudes', message: MERGE_MESSAGES.failed },
  (request) =>
    mergeLeadsOnce(request.data, uidOf(request), {
      mergeStore: createFirestoreLeadMergeStore(adminFirestore),
      adminEmail,
      logger,
    }),
);

/**
 * The dashboard's counters: the lead's summary in leadStats/week-YYYY-MM-DD, rewritten from the
 * lead as it is now on every write (leads/stats.ts). Idempotent, so retried.
 */
export const countLead = onDocumentWritten(
  { document: LEAD_DOCUMENT, retry: true, maxInstances: 10 },
  async (event) => {
    await countLeadOnce(
      { id: event.params.id, before: event.data?.before.data(), time: event.time },
      { store: createFirestoreLeadStatsStore(adminFirestore), logger, clock: () => new Date() },
    );
  },
);

/**
 * Each sales admin's morning e-mail: their open leads with a follow-up due today or overdue and
 * first answers past due, once per admin and day (leads/sales-digest.ts). A digest left unsent
 * fails the run, so Cloud Scheduler retries it (after the 2-minute lease); those already sent are
 * not sent again. In the emulator, `npm start` runs it from a local timer.
 */
export const sendSalesDigest = onSchedule({ ...MAIL_JOB, schedule: '0 8 * * 1-5' }, async () => {
  const report = await logged('ventas: no se pudo ejecutar el resumen diario', () =>
    runSalesDigest(process.env, logger),
  );
  requireAllDigests(report);
});
