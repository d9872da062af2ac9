/**
 * The ticket e-mails as pure, injected functions (functions.ts wires them to Firestore triggers
 * declared with retry: true; the retry sweep, service/retry.ts, runs them again):
 * - `notifyServiceTicket` (tickets/{id} created): the new toner request or fault report to every
 *   SERVICE_EMAILS address, Reply-To the client, linking the desk's ticket page;
 * - `notifyTicketReply` (tickets/{id}/replies/{replyId} created): a client's reply
 *   (`fromClient: true`) to the service desk and the technician (service/client-reply.ts); the
 *   company's reply to the person who opened the ticket (its `authorUid`), only while they are
 *   still a member of the ticket's company (members/{authorUid} with that clientId, read at send
 *   time): a removed member gets nothing. To their membership's e-mail (else the ticket's
 *   clientEmail), Reply-To the first service address, with the ticket's current status and a link
 *   to "Mis tickets".
 *
 * Exactly once per ticket and per reply, however often the event is delivered (service/mail-core.ts
 * `sendOnce`); events older than maxEventAgeMs (24 h) are dropped and logged, so a provider that
 * keeps failing is not retried forever (the sweep tries again for 7 days). Once the e-mail went
 * out (or into the hourly digest) the ticket or reply is `notified: true`; until then the desk
 * shows "Sin notificar".
 */
import { maskEmail } from '../logger.js';
import { isValidEmail } from '../validation.js';
import { buildServiceTicketEmail, buildTicketReplyEmail, type ClientFacts } from './emails.js';
import { holdForDigest } from './ceiling.js';
import { notifyClientReply } from './client-reply.js';
import {
  authorRecipient,
  markNotifiedAfter,
  readEvent,
  readTicket,
  replyMailKey,
  sendOnce,
  text,
  ticketMailKey,
  type TicketMailDeps,
  type TicketMailOutcome,
} from './mail-core.js';

export {
  DEFAULT_MAX_EVENT_AGE_MS,
  readTicket,
  replyMailKey,
  ServiceMailBusyError,
  ticketMailKey,
  type TicketMailDeps,
  type TicketMailOutcome,
} from './mail-core.js';

export interface TicketEvent {
  ticketId: string;
  /** The created ticket's data (undefined if the event carries none). */
  data: Record<string, unknown> | undefined;
  /** The event's time (ISO). */
  time: string;
}

export interface ReplyEvent {
  ticketId: string;
  replyId: string;
  /** The created reply's data. */
  data: Record<string, unknown> | undefined;
  time: string;
}

/** Who opened the ticket: the author's name (their membership, else the company's contact). */
async function clientFacts(
  clientId: string,
  authorUid: string,
  deps: TicketMailDeps,
): Promise<ClientFacts | null> {
  const [client, author] = await Promise.all([
    clientId ? deps.store.getClient(clientId) : Promise.resolve(null),
    authorUid ? deps.store.getMember(authorUid) : Promise.resolve(null),
  ]);
  if (!client && !author) return null;
  return { name: author?.name || client?.name || '', company: client?.company ?? '' };
}

/**
 * A new ticket, e-mailed to the service address(es) once; then the ticket is `notified: true`
 * (also when it went into the hourly digest, or an earlier delivery sent it).
 */
export async function notifyServiceTicket(
  event: TicketEvent,
  deps: TicketMailDeps,
): Promise<TicketMailOutcome> {
  const log = { ticketId: event.ticketId };
  const read = readEvent(event, deps, log, {
    tooOld: 'servicio: evento demasiado antiguo; no se envía el aviso',
    noData: 'servicio: el evento no trae datos del ticket',
  });
  if ('outcome' in read) return read.outcome;
  const ticket = readTicket(event.ticketId, read.data);
  const clientId = text(read.data.clientId);
  const equipmentId = text(read.data.equipmentId);
  const [client, location] = await Promise.all([
    clientFacts(clientId, text(read.data.authorUid), deps),
    equipmentId ? deps.store.getEquipmentLocation(equipmentId) : Promise.resolve(null),
  ]);
  const email = buildServiceTicketEmail(ticket, { siteUrl: deps.siteUrl, client, location });
  const replyTo = isValidEmail(ticket.clientEmail) ? ticket.clientEmail : undefined;
  const outcome = await sendOnce(
    ticketMailKey(event.ticketId),
    () =>
      deps.mailer.send({
        kind: 'service-ticket',
        to: [...deps.serviceEmails],
        ...(replyTo ? { replyTo } : {}),
        ...email,
      }),
    { kind: 'service-ticket', ticketId: event.ticketId },
    log,
    deps,
    () =>
      holdForDigest(
        deps.ceiling,
        ticketMailKey(event.ticketId),
        { kind: 'service-ticket', ticketId: event.ticketId },
        deps.clock(),
        deps.logger,
      ),
  );
  if (outcome === 'sent') {
    deps.logger.info('servicio: aviso de ticket enviado', {
      ...log,
      mailer: deps.mailer.name,
      recipients: deps.serviceEmails.length,
    });
  }
  await markNotifiedAfter(outcome, { ticketId: event.ticketId }, deps);
  return outcome;
}

/**
 * A reply on a ticket: a client's (`fromClient: true`) goes to the service desk and the
 * technician (service/client-reply.ts); the company's, once to the ticket's author while they are
 * a member of its company. Either way the reply is `notified: true` once sent.
 */
export async function notifyTicketReply(
  event: ReplyEvent,
  deps: TicketMailDeps,
): Promise<TicketMailOutcome> {
  const log = { ticketId: event.ticketId, replyId: event.replyId };
  const read = readEvent(event, deps, log, {
    tooOld: 'servicio: evento demasiado antiguo; no se envía la respuesta',
    noData: 'servicio: el evento no trae datos de la respuesta',
  });
  if ('outcome' in read) return read.outcome;
  if (read.data.fromClient === true) return notifyClientReply(event, read.data, deps);
  const stored = await deps.store.getTicket(event.ticketId);
  if (!stored) {
    deps.logger.warn('servicio: el ticket de la respuesta ya no existe; no se envía', log);
    return 'missing';
  }
  const recipient = await authorRecipient(stored, deps, log, 'la respuesta');
  if (!recipient) return 'no-email';
  const { to, client } = recipient;
  const email = buildTicketReplyEmail(
    readTicket(event.ticketId, stored),
    { text: text(read.data.text), authorName: text(read.data.authorName) },
    { siteUrl: deps.siteUrl, client },
  );
  const replyTo = deps.serviceEmails[0];
  const outcome = await sendOnce(
    replyMailKey(event.ticketId, event.replyId),
    () =>
      deps.mailer.send({
        kind: 'ticket-reply',
        to: [to],
        ...(replyTo ? { replyTo } : {}),
        ...email,
      }),
    { kind: 'ticket-reply', ticketId: event.ticketId, replyId: event.replyId },
    { ...log, client: maskEmail(to) },
    deps,
  );
  if (outcome === 'sent') {
    deps.logger.info('servicio: respuesta enviada al cliente', {
      ...log,
      mailer: deps.mailer.name,
    });
  }
  await markNotifiedAfter(outcome, { ticketId: event.ticketId, replyId: event.replyId }, deps);
  return outcome;
}
