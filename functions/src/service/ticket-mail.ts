/**
 * The two ticket e-mails as pure, injected functions (functions.ts wires them to Firestore triggers
 * declared with retry: true):
 * - `notifyServiceTicket` (tickets/{id} created): the new toner request or fault report to every
 *   SERVICE_EMAILS address, Reply-To the client, linking the desk's ticket page;
 * - `notifyTicketReply` (tickets/{id}/replies/{replyId} created): the reply to the person who
 *   opened the ticket (its `authorUid`), only while they are still a member of the ticket's
 *   company (members/{authorUid} with that clientId, read at send time): a removed member gets
 *   nothing. To their membership's e-mail (else the ticket's clientEmail), Reply-To the first
 *   service address, with the ticket's current status and a link to "Mis tickets".
 *
 * Exactly once per ticket and per reply, however often the event is delivered, with the lease
 * pattern of the lead notification (leads/notify.ts) on a marker document (service/store.ts):
 * 1. events older than maxEventAgeMs (24 h) are dropped and logged, so a provider that keeps
 *    failing is not retried forever;
 * 2. claim the marker in a transaction: sent -> done, nothing sent; a live lease -> another
 *    delivery is sending: throw ServiceMailBusyError so the platform retries later;
 * 3. send; on failure clear the lease, log (ids and reason; addresses masked) and rethrow, so the
 *    platform retries;
 * 4. mark the marker sent.
 */
import { maskEmail, type Logger } from '../logger.js';
import { describeSendError, type Mailer } from '../mail/mailer.js';
import { isValidEmail } from '../validation.js';
import { DEFAULT_LEASE_MS } from '../leads/store.js';
import {
  buildServiceTicketEmail,
  buildTicketReplyEmail,
  type ClientFacts,
  type TicketFacts,
} from './emails.js';
import { holdForDigest, type ServiceCeiling } from './ceiling.js';
import type { ServiceStore } from './store.js';
import { SERVICE_MAILS } from '../../../src/domain/collections.js';

export const DEFAULT_MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;

export interface TicketMailDeps {
  store: ServiceStore;
  mailer: Mailer;
  /** SERVICE_EMAILS: who receives new tickets; the first is the clients' Reply-To. */
  serviceEmails: readonly string[];
  /** Public site, no trailing slash. */
  siteUrl: string;
  clock: () => Date;
  logger: Logger;
  leaseMs?: number;
  maxEventAgeMs?: number;
  /**
   * E-mails to the service address per hour (SERVICE_EMAILS_PER_HOUR, service/ceiling.ts); past
   * it they wait for the hourly digest. Null or absent: no ceiling.
   */
  ceiling?: ServiceCeiling | null;
}

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

export type TicketMailOutcome =
  'sent' | 'already-sent' | 'too-old' | 'no-data' | 'missing' | 'no-email' | 'over-ceiling';

/** Thrown when another delivery of the same event holds the lease; the platform retries. */
export class ServiceMailBusyError extends Error {
  constructor(key: string) {
    super(`Otra entrega está enviando el correo ${key}; se reintentará.`);
    this.name = 'ServiceMailBusyError';
  }
}

/** serviceMails/ticket-{ticketId} (Firestore auto ids hold no '-'). */
export function ticketMailKey(ticketId: string): string {
  return `ticket-${ticketId}`;
}

/** serviceMails/reply-{ticketId}-{replyId} */
export function replyMailKey(ticketId: string, replyId: string): string {
  return `reply-${ticketId}-${replyId}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A ticket's fields as the e-mails use them, read leniently ('' or [] for what is missing). */
export function readTicket(id: string, data: Record<string, unknown>): TicketFacts {
  const equipment =
    typeof data.equipment === 'object' && data.equipment !== null
      ? (data.equipment as Record<string, unknown>)
      : {};
  return {
    id,
    kind: data.kind === 'toner' ? 'toner' : 'falla',
    tonerColors: Array.isArray(data.tonerColors)
      ? data.tonerColors.filter((c): c is string => typeof c === 'string')
      : [],
    category: text(data.category),
    description: text(data.description),
    photoUrl: text(data.photoUrl),
    photoPath: text(data.photoPath),
    status: text(data.status),
    clientEmail: text(data.clientEmail).trim().toLowerCase(),
    model: text(equipment.model),
    serial: text(equipment.serial),
  };
}

function tooOld(time: string, deps: TicketMailDeps): boolean {
  const eventMs = Date.parse(time);
  const maxAge = deps.maxEventAgeMs ?? DEFAULT_MAX_EVENT_AGE_MS;
  return Number.isFinite(eventMs) && deps.clock().getTime() - eventMs > maxAge;
}

/** The event's data when it is one to act on; else, logged, why not ('too-old', 'no-data'). */
function readEvent(
  event: { time: string; data: Record<string, unknown> | undefined },
  deps: TicketMailDeps,
  log: Record<string, unknown>,
  texts: { tooOld: string; noData: string },
): { data: Record<string, unknown> } | { outcome: 'too-old' | 'no-data' } {
  if (tooOld(event.time, deps)) {
    deps.logger.error(texts.tooOld, { ...log, eventTime: event.time });
    return { outcome: 'too-old' };
  }
  if (!event.data) {
    deps.logger.warn(texts.noData, log);
    return { outcome: 'no-data' };
  }
  return { data: event.data };
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
 * Claims `key`, sends, marks it sent. 'already-sent' when an earlier delivery sent it; throws
 * ServiceMailBusyError while another holds the lease, and the mailer's error after a failed send.
 * `hold` (the hourly ceiling) may keep the claimed marker for the digest instead: 'over-ceiling'.
 */
async function sendOnce(
  key: string,
  send: () => Promise<void>,
  sentFields: Record<string, unknown>,
  log: Record<string, unknown>,
  deps: TicketMailDeps,
  hold?: () => Promise<boolean>,
): Promise<'sent' | 'already-sent' | 'over-ceiling'> {
  const claim = await deps.store.claim(
    SERVICE_MAILS,
    key,
    deps.clock(),
    deps.leaseMs ?? DEFAULT_LEASE_MS,
  );
  if (claim.kind === 'already-sent') {
    deps.logger.info('servicio: el correo ya se había enviado', log);
    return 'already-sent';
  }
  if (claim.kind === 'in-progress') {
    deps.logger.warn('servicio: otra entrega está enviando este correo', log);
    throw new ServiceMailBusyError(key);
  }
  if (hold) {
    let held: boolean;
    try {
      held = await hold();
    } catch (error) {
      await deps.store.release(SERVICE_MAILS, key, claim.claimedAt).catch(() => {});
      throw error;
    }
    if (held) return 'over-ceiling';
  }
  try {
    await send();
  } catch (error) {
    deps.logger.error('servicio: no se pudo enviar el correo; se reintentará', {
      ...log,
      mailer: deps.mailer.name,
      ...describeSendError(error),
    });
    try {
      await deps.store.release(SERVICE_MAILS, key, claim.claimedAt);
    } catch (releaseError) {
      deps.logger.error('servicio: no se pudo liberar la reserva del correo', {
        ...log,
        ...describeSendError(releaseError),
      });
    }
    throw error;
  }
  try {
    await deps.store.markSent(SERVICE_MAILS, key, sentFields);
  } catch (error) {
    // Sent: a retry must not send it again while the lease lives; logged for a person to see.
    deps.logger.error('servicio: correo enviado, pero no se pudo registrar', {
      ...log,
      ...describeSendError(error),
    });
  }
  return 'sent';
}

/** A new ticket, e-mailed to the service address(es) once. */
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
  return outcome;
}

/** A reply on a ticket, e-mailed once to its author while they are a member of its company. */
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
  const stored = await deps.store.getTicket(event.ticketId);
  if (!stored) {
    deps.logger.warn('servicio: el ticket de la respuesta ya no existe; no se envía', log);
    return 'missing';
  }
  const ticket = readTicket(event.ticketId, stored);
  const clientId = text(stored.clientId);
  const authorUid = text(stored.authorUid);
  const [record, author] = await Promise.all([
    clientId ? deps.store.getClient(clientId) : Promise.resolve(null),
    authorUid ? deps.store.getMember(authorUid) : Promise.resolve(null),
  ]);
  if (record?.deleted) {
    // The account was deleted (privacy/client-records.ts): nothing goes to it.
    deps.logger.info('servicio: la cuenta del cliente se eliminó; no se envía la respuesta', log);
    return 'no-email';
  }
  if (!clientId || !author || author.clientId !== clientId) {
    // Removed from the company (or never a member of it): the reply is not theirs to read.
    deps.logger.info('servicio: el autor ya no es miembro de la empresa; no se envía', log);
    return 'no-email';
  }
  const memberEmail = author.email.trim().toLowerCase();
  const to = isValidEmail(memberEmail) ? memberEmail : ticket.clientEmail;
  if (!isValidEmail(to)) {
    deps.logger.warn('servicio: el autor del ticket no tiene un correo válido; no se envía', log);
    return 'no-email';
  }
  const client = { name: author.name || (record?.name ?? ''), company: record?.company ?? '' };
  const email = buildTicketReplyEmail(
    ticket,
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
  return outcome;
}
