/**
 * "Programar visita" e-mailed to the client (`visit-scheduled`): `notifyVisitScheduled`
 * (functions.ts, tickets/{id} updated) acts only when the ticket's `visit.scheduledAt` changed to
 * a new value (the desk scheduled or rescheduled a visit; any other change of the ticket sends
 * nothing). To the ticket's author while a member of its company, as the company's reply is
 * (service/mail-core.ts `authorRecipient`: never a removed member, never a deleted account),
 * Reply-To the first service address. Exactly once per scheduling: the marker
 * serviceMails/visit-{ticketId}-{scheduledAtMillis}. A delivery that arrives after the visit was
 * scheduled again sends nothing (`superseded`): the newer scheduling sends its own.
 */
import { maskEmail } from '../logger.js';
import { timeMillis } from '../firestore/time.js';
import {
  authorRecipient,
  readEvent,
  readTicket,
  sendOnce,
  text,
  visitMailKey,
  type TicketMailDeps,
  type TicketMailOutcome,
} from './mail-core.js';
import { buildVisitScheduledEmail } from './visit-email.js';

type Data = Record<string, unknown>;

export interface VisitEvent {
  ticketId: string;
  /** The ticket before and after the update. */
  before: Data | undefined;
  after: Data | undefined;
  /** The event's time (ISO). */
  time: string;
}

export type VisitMailOutcome = TicketMailOutcome | 'unchanged' | 'superseded';

export interface StoredVisit {
  date: string;
  start: string;
  end: string;
  address: string;
  scheduledAtMs: number;
}

/** The ticket's visit when it is a whole one with its scheduling time; else null. */
export function readVisit(ticket: Data | undefined): StoredVisit | null {
  const visit = ticket?.visit;
  if (typeof visit !== 'object' || visit === null) return null;
  const v = visit as Data;
  const scheduledAtMs = timeMillis(v.scheduledAt);
  const date = text(v.date);
  const start = text(v.start);
  const end = text(v.end);
  if (
    scheduledAtMs === null ||
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    !/^\d{2}:\d{2}$/.test(start) ||
    !/^\d{2}:\d{2}$/.test(end)
  )
    return null;
  return { date, start, end, address: text(v.address), scheduledAtMs };
}

export async function notifyVisitScheduled(
  event: VisitEvent,
  deps: TicketMailDeps,
): Promise<VisitMailOutcome> {
  const visit = readVisit(event.after);
  if (!visit) return 'unchanged';
  if (readVisit(event.before)?.scheduledAtMs === visit.scheduledAtMs) return 'unchanged';
  const log = { ticketId: event.ticketId, scheduledAt: visit.scheduledAtMs };
  const read = readEvent({ time: event.time, data: event.after }, deps, log, {
    tooOld: 'servicio: evento demasiado antiguo; no se envía la visita',
    noData: 'servicio: el evento no trae datos del ticket',
  });
  if ('outcome' in read) return read.outcome;
  const stored = await deps.store.getTicket(event.ticketId);
  if (!stored) {
    deps.logger.warn('servicio: el ticket de la visita ya no existe; no se envía', log);
    return 'missing';
  }
  const current = readVisit(stored);
  if (current?.scheduledAtMs !== visit.scheduledAtMs) {
    deps.logger.info('servicio: la visita se reprogramó o canceló; no se envía esta', log);
    return 'superseded';
  }
  const recipient = await authorRecipient(stored, deps, log, 'la visita');
  if (!recipient) return 'no-email';
  const { to, client } = recipient;
  const email = buildVisitScheduledEmail(
    readTicket(event.ticketId, stored),
    { ...current, technicianName: text(stored.technicianName) },
    { siteUrl: deps.siteUrl, client },
  );
  const replyTo = deps.serviceEmails[0];
  const outcome = await sendOnce(
    visitMailKey(event.ticketId, visit.scheduledAtMs),
    () =>
      deps.mailer.send({
        kind: 'visit-scheduled',
        to: [to],
        ...(replyTo ? { replyTo } : {}),
        ...email,
      }),
    { kind: 'visit-scheduled', ticketId: event.ticketId, scheduledAtMs: visit.scheduledAtMs },
    { ...log, client: maskEmail(to) },
    deps,
  );
  if (outcome === 'sent') {
    deps.logger.info('servicio: visita programada enviada al cliente', {
      ...log,
      mailer: deps.mailer.name,
    });
  }
  return outcome;
}
