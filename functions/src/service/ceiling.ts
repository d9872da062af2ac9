/**
 * The hourly ceiling of e-mails to the service address (SERVICE_EMAILS_PER_HOUR, default 30),
 * like the leads' (LEAD_EMAILS_PER_HOUR): counters shared by every instance
 * (limits/shared-limiter.ts, limit `service-emails`), one for new tickets' e-mails
 * (`service-ticket`) and one for clients' replies (`client-reply`), each with that ceiling, so a
 * flood of replies never spends the e-mails of new tickets. Past it, the e-mail is not sent: its marker
 * (serviceMails/{key}) is kept as "waiting for the digest" (`digestPending: true`, with its kind
 * and ticket id, and reply id) and the scheduled digest (service/digest.ts) lists it in one `service-digest`
 * e-mail, at most one per clock hour. The ticket itself is stored either way: the desk lists it.
 */
import type { SharedRateLimiter } from '../limits/shared-limiter.js';
import type { Logger } from '../logger.js';

/** The limiter's key of new tickets' e-mails (and any other kind but a client's reply). */
export const SERVICE_CEILING_KEY = 'service-emails';
/** The limiter's key of clients' replies' e-mails: their own counter. */
export const SERVICE_REPLY_CEILING_KEY = 'service-replies';

/** An e-mail to the service address waiting for the hourly digest. */
export interface PendingServiceMail {
  /** serviceMails/{key} */
  key: string;
  /** The e-mail it replaces: 'service-ticket' or 'client-reply'. */
  kind: string;
  ticketId: string;
  /** The client's reply ('client-reply' only). */
  replyId?: string;
  /** When it went past the ceiling (ms; 0 when unknown). */
  pendingAtMs: number;
}

/** What a held e-mail was about: its kind, ticket and (a client's reply) reply. */
export interface PendingFields {
  kind: string;
  ticketId: string;
  replyId?: string;
}

/** The "waiting for the digest" state of serviceMails markers (service/firestore-digest.ts). */
export interface ServiceDigestStore {
  /**
   * The marker `key`, claimed by this run, now waits for the digest: `digestPending: true`,
   * `pendingAt` (server time), `kind`, `ticketId` (and `replyId`), the lease cleared.
   */
  markPending(key: string, fields: PendingFields): Promise<void>;
  /**
   * Markers waiting for the digest (unsent), at most `limit`: new tickets' first, then clients'
   * replies, each oldest first by when it was held (`pendingAt`, never by key: replies' markers
   * must not push new tickets out of the digest).
   */
  listPending(limit: number): Promise<PendingServiceMail[]>;
  /** The digest `digestKey` listed these markers: each is marked sent (via 'digest'). */
  settle(keys: readonly string[], digestKey: string): Promise<void>;
}

export interface ServiceCeiling {
  limiter: SharedRateLimiter;
  store: ServiceDigestStore;
}

/**
 * Counts one e-mail to the service address (in its kind's counter); past the ceiling, keeps the claimed marker `key` for
 * the digest and answers true (the caller sends nothing). No ceiling: always false.
 */
export async function holdForDigest(
  ceiling: ServiceCeiling | null | undefined,
  key: string,
  fields: PendingFields,
  now: Date,
  logger: Logger,
): Promise<boolean> {
  if (!ceiling) return false;
  const counter = fields.kind === 'client-reply' ? SERVICE_REPLY_CEILING_KEY : SERVICE_CEILING_KEY;
  const decision = await ceiling.limiter.consume(counter, now);
  if (decision.allowed) return false;
  await ceiling.store.markPending(key, fields);
  logger.warn('servicio: tope de correos por hora alcanzado; irá en el resumen horario', {
    ticketId: fields.ticketId,
    max: ceiling.limiter.options.max,
  });
  return true;
}
