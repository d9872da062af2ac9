/**
 * What every once-only service e-mail shares (service/ticket-mail.ts, client-reply.ts,
 * visit-mail.ts): the dependencies, reading a ticket leniently, the marker keys, dropping events
 * too old or without data, the author's membership check, and `sendOnce`, the lease pattern of
 * the lead notification (leads/notify.ts) on a marker document (service/store.ts):
 * 1. claim the marker in a transaction: sent -> done, nothing sent; a live lease -> another
 *    delivery is sending: throw ServiceMailBusyError so the platform retries later;
 * 2. past the hourly ceiling (an e-mail to the service address), keep the marker for the digest;
 * 3. send; on failure clear the lease, log (ids and reason; addresses masked) and rethrow, so the
 *    platform retries;
 * 4. mark the marker sent.
 */
import type { Logger } from '../logger.js';
import { describeSendError, type Mailer } from '../mail/mailer.js';
import { isValidEmail } from '../validation.js';
import { DEFAULT_LEASE_MS } from '../leads/store.js';
import type { ClientFacts, TicketFacts } from './emails.js';
import type { ServiceCeiling } from './ceiling.js';
import type { NotifiedTarget, NotifiedVia, ServiceStore } from './store.js';
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

/** serviceMails/visit-{ticketId}-{scheduledAtMillis}: one e-mail per scheduling. */
export function visitMailKey(ticketId: string, scheduledAtMs: number): string {
  return `visit-${ticketId}-${scheduledAtMs}`;
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

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
    openedBy: data.openedBy === 'empresa' ? 'empresa' : 'cliente',
    openedByCollector: data.openedByCollector === true,
  };
}

function tooOld(time: string, deps: TicketMailDeps): boolean {
  const eventMs = Date.parse(time);
  const maxAge = deps.maxEventAgeMs ?? DEFAULT_MAX_EVENT_AGE_MS;
  return Number.isFinite(eventMs) && deps.clock().getTime() - eventMs > maxAge;
}

/** The event's data when it is one to act on; else, logged, why not ('too-old', 'no-data'). */
export function readEvent(
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

/**
 * Who may still read the ticket's news by e-mail: its author (`authorUid`) while a member of the
 * ticket's company (members/{authorUid} with that clientId, read now: a removed member gets
 * nothing), unless the company's account was deleted. Their membership's e-mail, else the
 * ticket's clientEmail. Null (logged with `what`) when nobody.
 */
export async function authorRecipient(
  stored: Record<string, unknown>,
  deps: TicketMailDeps,
  log: Record<string, unknown>,
  what: string,
): Promise<{ to: string; client: ClientFacts } | null> {
  const clientId = text(stored.clientId);
  const authorUid = text(stored.authorUid);
  const [record, author] = await Promise.all([
    clientId ? deps.store.getClient(clientId) : Promise.resolve(null),
    authorUid ? deps.store.getMember(authorUid) : Promise.resolve(null),
  ]);
  if (record?.deleted) {
    // The account was deleted (privacy/client-records.ts): nothing goes to it.
    deps.logger.info(`servicio: la cuenta del cliente se eliminó; no se envía ${what}`, log);
    return null;
  }
  if (!clientId || !author || author.clientId !== clientId) {
    // Removed from the company (or never a member of it): the ticket is not theirs to read.
    deps.logger.info('servicio: el autor ya no es miembro de la empresa; no se envía', log);
    return null;
  }
  const memberEmail = author.email.trim().toLowerCase();
  const fallback = text(stored.clientEmail).trim().toLowerCase();
  const to = isValidEmail(memberEmail) ? memberEmail : fallback;
  if (!isValidEmail(to)) {
    deps.logger.warn('servicio: el autor del ticket no tiene un correo válido; no se envía', log);
    return null;
  }
  return {
    to,
    client: { name: author.name || (record?.name ?? ''), company: record?.company ?? '' },
  };
}

/**
 * Claims `key`, sends, marks it sent. 'already-sent' when an earlier delivery sent it; throws
 * ServiceMailBusyError while another holds the lease, and the mailer's error after a failed send.
 * `hold` (the hourly ceiling) may keep the claimed marker for the digest instead: 'over-ceiling'.
 */
export async function sendOnce(
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

/**
 * The ticket's or reply's `notified` flag after `outcome`: true once the e-mail was sent (by this
 * delivery or an earlier one) or went into the hourly digest; other outcomes leave it false
 * ("Sin notificar" on the desk).
 */
export async function markNotifiedAfter(
  outcome: TicketMailOutcome,
  target: NotifiedTarget,
  deps: TicketMailDeps,
): Promise<void> {
  const via: NotifiedVia | null =
    outcome === 'sent' || outcome === 'already-sent'
      ? 'email'
      : outcome === 'over-ceiling'
        ? 'digest'
        : null;
  if (via) await deps.store.markNotified(target, via);
}
