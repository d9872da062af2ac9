/**
 * The hourly digest to the service address (`service-digest`): the e-mails held past the hour's
 * ceiling (service/ceiling.ts) listed in one e-mail instead of one each. Scheduled every 15
 * minutes (functions.ts `sendServiceDigest`; `npm start` runs it from a local timer); at most one per
 * clock hour, through the marker serviceMails/digest-{YYYY-MM-DDTHH} (UTC hour) with the same
 * lease as every other service e-mail: a failed send releases it and a later run of the same hour
 * tries again; once sent, what waits goes out in the next hour's digest.
 * The digested markers are then marked sent (via 'digest'): never e-mailed again; and the tickets
 * and client replies they stood for `notified: true` (via 'digest'). A client's reply is listed
 * as "Respuesta del cliente en …" with its text.
 */
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { hourDigest } from '../mail/hour-digest.js';
import { formatCancunTime, oneLine } from '../mail/mailer.js';
import { DEFAULT_LEASE_MS } from '../leads/store.js';
import type { PendingServiceMail, ServiceDigestStore } from './ceiling.js';
import { deskTicketLink, deviceLabel, ticketKindLabel } from './emails.js';
import type { ServiceStore } from './store.js';
import { readTicket } from './ticket-mail.js';
import { SERVICE_MAILS } from '../../../src/domain/collections.js';

export const SERVICE_DIGEST_BATCH = 200;

export interface ServiceDigestDeps {
  store: ServiceStore;
  digestStore: ServiceDigestStore;
  mailer: Mailer;
  serviceEmails: readonly string[];
  siteUrl: string;
  /** SERVICE_EMAILS_PER_HOUR, for the digest's first line. */
  emailsPerHour: number;
  clock: () => Date;
  logger: Logger;
  leaseMs?: number;
}

export interface ServiceDigestReport {
  /** Listed in the digest sent by this run. */
  digested: number;
  /** Still waiting (this hour's digest already went out, or another run is sending it). */
  waiting: number;
}

/** serviceMails/digest-2026-11-27T21 (the UTC clock hour). */
export function serviceDigestKey(now: Date): string {
  return `digest-${now.toISOString().slice(0, 13)}`;
}

export interface DigestItem {
  ticketId: string;
  /** The held e-mail's kind: 'service-ticket' (a new ticket) or 'client-reply'. */
  kind?: string;
  /** A client's reply's text ('client-reply'), listed instead of the ticket's description. */
  replyText?: string;
  /** The ticket's document, or null when it is gone. */
  ticket: Record<string, unknown> | null;
  client: { name: string; company: string } | null;
  pendingAtMs: number;
}

export function buildServiceDigest(
  items: readonly DigestItem[],
  siteUrl: string,
  ceiling: number,
): { subject: string; text: string } {
  const lines = items.map((item, index) => {
    const link = `   Ver y responder: ${deskTicketLink(siteUrl, item.ticketId)}`;
    if (!item.ticket) return [`${index + 1}. (el ticket ya no existe)`, link].join('\n');
    const ticket = readTicket(item.ticketId, item.ticket);
    const name = oneLine(item.client?.name ?? '');
    const company = oneLine(item.client?.company ?? '');
    const who = [name, company ? `(${company})` : ''].filter(Boolean).join(' ');
    const email = oneLine(ticket.clientEmail);
    const client = who ? (email ? `${who} <${email}>` : who) : email || '(no indicado)';
    const isReply = item.kind === 'client-reply';
    const description = oneLine(isReply ? (item.replyText ?? '') : ticket.description);
    const what = isReply ? 'Respuesta del cliente en ' : '';
    return [
      `${index + 1}. ${what}${oneLine(ticketKindLabel(ticket))}: ${deviceLabel(ticket.model, ticket.serial)}`,
      `   Cliente: ${client}`,
      ...(description ? [`   ${isReply ? 'Respuesta' : 'Descripción'}: ${description}`] : []),
      ...(item.pendingAtMs ? [`   Recibida: ${formatCancunTime(new Date(item.pendingAtMs))}`] : []),
      link,
    ].join('\n');
  });
  return hourDigest(lines, ceiling, {
    singular: 'solicitud de servicio',
    plural: 'solicitudes de servicio',
    deskSection: 'Servicio',
  });
}

/**
 * The tickets and client replies the digest listed are notified (via 'digest'). Usually already
 * so (marked when they were held); this covers a hold whose flag was not written. The digest went
 * out either way: a failure is logged, not thrown.
 */
async function markListedNotified(pending: readonly PendingServiceMail[], deps: ServiceDigestDeps) {
  for (const mail of pending) {
    const replyId = mail.kind === 'client-reply' ? mail.replyId : undefined;
    if (mail.kind !== 'service-ticket' && !replyId) continue;
    try {
      await deps.store.markNotified(
        { ticketId: mail.ticketId, ...(replyId ? { replyId } : {}) },
        'digest',
      );
    } catch (error) {
      deps.logger.error('servicio: resumen enviado, pero no se pudo marcar como notificado', {
        ticketId: mail.ticketId,
        reason: error instanceof Error ? error.name : 'unknown',
      });
    }
  }
}

/** One run: the waiting e-mails in this hour's digest, unless it already went out. */
export async function sendServiceDigest(deps: ServiceDigestDeps): Promise<ServiceDigestReport> {
  const pending = await deps.digestStore.listPending(SERVICE_DIGEST_BATCH);
  if (pending.length === 0) return { digested: 0, waiting: 0 };
  const now = deps.clock();
  const key = serviceDigestKey(now);
  const claim = await deps.store.claim(SERVICE_MAILS, key, now, deps.leaseMs ?? DEFAULT_LEASE_MS);
  if (claim.kind !== 'claimed') {
    deps.logger.info('servicio: el resumen de esta hora ya salió; el resto espera al siguiente', {
      waiting: pending.length,
    });
    return { digested: 0, waiting: pending.length };
  }
  const items: DigestItem[] = [];
  for (const mail of pending) {
    const ticket = await deps.store.getTicket(mail.ticketId);
    const clientId = typeof ticket?.clientId === 'string' ? ticket.clientId : '';
    const client = clientId ? await deps.store.getClient(clientId) : null;
    const reply =
      mail.kind === 'client-reply' && mail.replyId
        ? await deps.store.getReply(mail.ticketId, mail.replyId)
        : null;
    items.push({
      ticketId: mail.ticketId,
      kind: mail.kind,
      ...(reply && typeof reply.text === 'string' ? { replyText: reply.text } : {}),
      ticket,
      client,
      pendingAtMs: mail.pendingAtMs,
    });
  }
  const digest = buildServiceDigest(items, deps.siteUrl, deps.emailsPerHour);
  try {
    await deps.mailer.send({ kind: 'service-digest', to: [...deps.serviceEmails], ...digest });
  } catch (error) {
    deps.logger.error('servicio: no se pudo enviar el resumen horario; se reintentará', {
      waiting: pending.length,
      mailer: deps.mailer.name,
      reason: error instanceof Error ? error.name : 'unknown',
    });
    await deps.store.release(SERVICE_MAILS, key, claim.claimedAt);
    throw error;
  }
  const keys = pending.map((mail) => mail.key);
  await deps.store.markSent(SERVICE_MAILS, key, {
    kind: 'service-digest',
    ticketIds: pending.map((mail) => mail.ticketId),
  });
  await deps.digestStore.settle(keys, key);
  await markListedNotified(pending, deps);
  deps.logger.info('servicio: resumen horario enviado', {
    digested: pending.length,
    mailer: deps.mailer.name,
  });
  return { digested: pending.length, waiting: 0 };
}
