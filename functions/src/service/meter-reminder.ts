/**
 * The month's meter-reading reminder (scheduled as `sendMeterReminders`, every day at 9:00 Cancún,
 * functions.ts; in `npm start` a local timer runs the same job). From day 25 of the month in the
 * company's time (READING_DUE_DAY, the day the portal shows "Lecturas pendientes"), every rental
 * company (clients/{clientId}) with a device whose reading for the month is missing
 * (`lastReadingMonth < month`, read in pages) gets ONE e-mail listing those devices (model,
 * serial, area) and linking "Mis equipos". Before day 25 the job reads nothing and sends nothing.
 *
 * Who receives it: the company's members who send readings, its "Administrador de la cuenta" and
 * its "Usuario" members (members where clientId == X, read at send time), all in the one e-mail's
 * recipients; never "Facturación", never a removed member (their document is gone). A company
 * with none of them gets nothing (`skipped`).
 *
 * Once per company and month, however often the job runs (daily until the month ends, retries,
 * the local timer), with the sales digest's lease on meterReminders/{clientId}_{YYYY-MM}
 * (service/store.ts): sent -> skip; a live lease -> skip, reported `busy` (the scheduled function
 * then fails and is retried); a failed send clears the lease and is reported `failed`.
 * A company that sends every reading before the job runs gets nothing. On the 1st to 5th, when a
 * reading sent is still the month before's (src/domain/reading-month.ts), nothing new goes: that
 * month had its reminder from its 25th, and the current month is not asked for until its own. */
import { dayOfMonth, isMonthId, monthId } from '../../../src/domain/client-portal.js';
import { isReadingWindow } from '../../../src/domain/reading-month.js';
import { seesDevices, isMemberRole } from '../../../src/domain/company.js';
import { maskEmail, type Logger } from '../logger.js';
import { IncompleteRunError, requireComplete, sendEach } from '../mail/batch.js';
import { describeSendError, type Mailer } from '../mail/mailer.js';
import { isValidEmail } from '../validation.js';
import { DEFAULT_LEASE_MS } from '../leads/store.js';
import { buildMeterReminderEmail, type ReminderDevice } from './emails.js';
import {
  type DeviceCursor,
  type MemberRecord,
  type MissingReadingDevice,
  type ServiceStore,
} from './store.js';
import { METER_REMINDERS } from '../../../src/domain/collections.js';

/** Devices read per page. */
export const METER_REMINDER_PAGE_SIZE = 200;
/** At most this many pages per run (40,000 devices): a guard against a query that never ends. */
export const METER_REMINDER_MAX_PAGES = 200;

export interface MeterReminderDeps {
  store: ServiceStore;
  mailer: Mailer;
  /** Public site, no trailing slash. */
  siteUrl: string;
  /** Replies to the reminder go here (the first SERVICE_EMAILS address), when given. */
  replyTo?: string;
  clock: () => Date;
  logger: Logger;
  leaseMs?: number;
  pageSize?: number;
}

export interface MeterReminderReport {
  /** The month, "YYYY-MM" (Cancún time). */
  month: string;
  /** The day of the month (Cancún time). */
  day: number;
  /** Day ≥ 25: the job looked for missing readings. */
  due: boolean;
  /** Devices missing the month's reading. */
  devices: number;
  /** Companies with at least one of them. */
  clients: number;
  sent: number;
  /** Already reminded this month (an earlier run). */
  already: number;
  /** Another run held the lease. */
  busy: number;
  /**
   * A company with no administrator or user holding a valid e-mail, or one whose account was
   * deleted.
   */
  skipped: number;
  failed: number;
}

export type ReminderOutcome = 'sent' | 'already-sent' | 'in-progress' | 'no-email' | 'failed';

/** meterReminders/{clientId}_{YYYY-MM}: one per company and month. */
export function reminderKey(clientId: string, month: string): string {
  return `${clientId}_${month}`;
}

/**
 * Who receives the company's reminder: its administrators and users with a valid e-mail, each
 * address once, in a stable order (administrators first, then by address).
 */
export function reminderRecipients(members: readonly MemberRecord[]): MemberRecord[] {
  const seen = new Set<string>();
  return members
    .filter((m) => isMemberRole(m.role) && seesDevices(m.role))
    .map((m) => ({ ...m, email: m.email.trim().toLowerCase() }))
    .filter((m) => isValidEmail(m.email))
    .sort(
      (a, b) =>
        Number(b.role === 'administrador') - Number(a.role === 'administrador') ||
        a.email.localeCompare(b.email),
    )
    .filter((m) => (seen.has(m.email) ? false : (seen.add(m.email), true)));
}

/** Every device missing `month`'s reading, page by page. */
export async function listMissing(
  month: string,
  deps: MeterReminderDeps,
): Promise<MissingReadingDevice[]> {
  const size = deps.pageSize ?? METER_REMINDER_PAGE_SIZE;
  const devices: MissingReadingDevice[] = [];
  let after: DeviceCursor | null = null;
  for (let page = 0; page < METER_REMINDER_MAX_PAGES; page += 1) {
    const rows = await deps.store.listDevicesMissingReading(month, after, size);
    // Checked again here: a device whose reading arrived between pages is not listed.
    devices.push(...rows.filter((d) => d.clientId && d.lastReadingMonth < month));
    const last = rows.at(-1);
    if (rows.length < size || !last) return devices;
    after = { lastReadingMonth: last.lastReadingMonth, id: last.id };
  }
  deps.logger.warn(
    'lecturas: demasiados equipos sin lectura; se enviarán en la próxima ejecución',
    {
      month,
      devices: devices.length,
    },
  );
  return devices;
}

/** One company's reminder for `month`. */
export async function remindClient(
  clientId: string,
  devices: readonly MissingReadingDevice[],
  month: string,
  now: Date,
  deps: MeterReminderDeps,
): Promise<ReminderOutcome> {
  const key = reminderKey(clientId, month);
  const client = await deps.store.getClient(clientId);
  if (client?.deleted) {
    // The account was deleted: nothing goes to it (privacy/client-records.ts).
    deps.logger.info('lecturas: la cuenta del cliente se eliminó; sin recordatorio', {
      reminder: key,
    });
    return 'no-email';
  }
  // Read now, at send time: a member removed since yesterday gets nothing.
  const recipients = reminderRecipients(await deps.store.listMembers(clientId));
  if (recipients.length === 0) {
    deps.logger.warn(
      'lecturas: la empresa no tiene administrador ni usuarios con correo; sin recordatorio',
      {
        reminder: key,
      },
    );
    return 'no-email';
  }
  const to = recipients.map((m) => m.email);
  const claim = await deps.store.claim(METER_REMINDERS, key, now, deps.leaseMs ?? DEFAULT_LEASE_MS);
  if (claim.kind === 'already-sent') return 'already-sent';
  if (claim.kind === 'in-progress') {
    deps.logger.warn('lecturas: otra ejecución está enviando este recordatorio', { reminder: key });
    return 'in-progress';
  }

  const listed: ReminderDevice[] = [...devices]
    .sort((a, b) => a.model.localeCompare(b.model, 'es') || a.serial.localeCompare(b.serial, 'es'))
    .map(({ id, model, serial, area }) => ({ id, model, serial, area }));
  const message = buildMeterReminderEmail(listed, {
    siteUrl: deps.siteUrl,
    month,
    // One recipient is greeted by name; several read a plain "Hola:".
    name: recipients.length === 1 ? (recipients[0]?.name ?? '') : '',
  });
  try {
    await deps.mailer.send({
      kind: 'meter-reminder',
      to,
      ...(deps.replyTo ? { replyTo: deps.replyTo } : {}),
      ...message,
    });
  } catch (error) {
    deps.logger.error('lecturas: no se pudo enviar el recordatorio; se reintentará', {
      reminder: key,
      mailer: deps.mailer.name,
      recipients: to.map(maskEmail),
      ...describeSendError(error),
    });
    try {
      await deps.store.release(METER_REMINDERS, key, claim.claimedAt);
    } catch (releaseError) {
      deps.logger.error('lecturas: no se pudo liberar la reserva del recordatorio', {
        reminder: key,
        ...describeSendError(releaseError),
      });
    }
    return 'failed';
  }
  try {
    await deps.store.markSent(METER_REMINDERS, key, {
      clientId,
      month,
      recipients: recipients.map((m) => m.uid),
      equipmentIds: listed.map((device) => device.id),
    });
  } catch (error) {
    deps.logger.error('lecturas: recordatorio enviado, pero no se pudo registrar', {
      reminder: key,
      ...describeSendError(error),
    });
  }
  deps.logger.info('lecturas: recordatorio enviado', {
    reminder: key,
    mailer: deps.mailer.name,
    devices: listed.length,
    recipients: to.length,
  });
  return 'sent';
}

const COUNTERS: Record<ReminderOutcome, 'sent' | 'already' | 'busy' | 'skipped' | 'failed'> = {
  sent: 'sent',
  'already-sent': 'already',
  'in-progress': 'busy',
  'no-email': 'skipped',
  failed: 'failed',
};

/**
 * The reminders of `now`'s month (deps.clock() when not given): nothing before day 25; from it,
 * one e-mail per company with a device missing the month's reading. One company's failure does
 * not stop the others.
 */
export async function sendMeterReminders(
  deps: MeterReminderDeps,
  now: Date = deps.clock(),
): Promise<MeterReminderReport> {
  const month = monthId(now);
  const day = dayOfMonth(now);
  const report: MeterReminderReport = {
    month,
    day,
    due: isMonthId(month) && isReadingWindow(now, month),
    devices: 0,
    clients: 0,
    sent: 0,
    already: 0,
    busy: 0,
    skipped: 0,
    failed: 0,
  };
  if (!report.due) return report;

  const devices = await listMissing(month, deps);
  const byClient = new Map<string, MissingReadingDevice[]>();
  for (const device of devices) {
    const list = byClient.get(device.clientId) ?? [];
    list.push(device);
    byClient.set(device.clientId, list);
  }
  report.devices = devices.length;
  report.clients = byClient.size;
  await sendEach(
    byClient,
    ([clientId, own]) => remindClient(clientId, own, month, now, deps),
    ([clientId], error) =>
      deps.logger.error('lecturas: no se pudo preparar el recordatorio; se reintentará', {
        reminder: reminderKey(clientId, month),
        ...describeSendError(error),
      }),
    (outcome) => (report[COUNTERS[outcome]] += 1),
  );
  deps.logger.info('lecturas: recordatorios del mes', { ...report });
  return report;
}

/** Thrown by the scheduled function when some reminder is still owed, so the platform retries. */
export class MeterRemindersIncompleteError extends IncompleteRunError {
  constructor(report: MeterReminderReport) {
    super('MeterRemindersIncompleteError', 'Recordatorios de lectura incompletos', report);
  }
}

/** Throws MeterRemindersIncompleteError when a company's reminder failed or was left to another run. */
export function requireAllReminders(report: MeterReminderReport): MeterReminderReport {
  return requireComplete(report, MeterRemindersIncompleteError);
}
