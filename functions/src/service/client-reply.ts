/**
 * A client's reply on a ticket (tickets/{id}/replies/{replyId} with `fromClient: true`, written by
 * a member who sees the ticket; service/ticket-mail.ts `notifyTicketReply` hands it here):
 * 1. the ticket's clock, in one transaction with the reply (service/ticket-clock.ts): a ticket
 *    "Esperando al cliente" goes back to "En proceso" and its clock resumes; `dueAt` and
 *    `lastReplyAt` are written; the reply's `clockAppliedAt` makes it once only. The client never
 *    writes the ticket (firestore.rules): this is the only way a reply reopens it.
 * 2. the e-mail `client-reply`, once (marker serviceMails/reply-{ticketId}-{replyId}): to every
 *    SERVICE_EMAILS address and to the assigned technician (users/{technicianUid}.email, while
 *    that user is an admin), Reply-To the replying member's e-mail (while a member of the ticket's
 *    company). Like a new ticket it counts in the hourly ceiling of e-mails to the service address
 *    (service/ceiling.ts); past it the reply is listed in the hourly `service-digest` (to the
 *    service address only).
 * 3. the reply is `notified: true` once its e-mail went out or into the digest.
 */
import { isValidEmail } from '../validation.js';
import { holdForDigest } from './ceiling.js';
import { buildClientReplyEmail } from './client-reply-email.js';
import {
  markNotifiedAfter,
  readTicket,
  replyMailKey,
  sendOnce,
  text,
  type TicketMailDeps,
  type TicketMailOutcome,
} from './mail-core.js';
import { clientReplyPatch, type ClientReplyEffect } from './ticket-clock.js';

const normalized = (email: string) => email.trim().toLowerCase();

/** The assigned technician's e-mail, while they are an admin with a valid address; else null. */
async function technicianEmail(
  technicianUid: string,
  deps: TicketMailDeps,
): Promise<string | null> {
  if (!technicianUid) return null;
  const user = await deps.store.getUser(technicianUid);
  if (!user || user.role !== 'admin') return null;
  const email = normalized(user.email);
  return isValidEmail(email) ? email : null;
}

export async function notifyClientReply(
  event: { ticketId: string; replyId: string },
  data: Record<string, unknown>,
  deps: TicketMailDeps,
): Promise<TicketMailOutcome> {
  const { ticketId, replyId } = event;
  const log = { ticketId, replyId };
  const effect: ClientReplyEffect = { reopened: false };
  await deps.store.updateTicketForReply(ticketId, replyId, (ticket, reply) =>
    clientReplyPatch(ticket, reply, deps.clock(), effect),
  );
  if (effect.reopened)
    deps.logger.info('servicio: la respuesta del cliente reabrió el ticket', log);
  const stored = await deps.store.getTicket(ticketId);
  if (!stored) {
    deps.logger.warn('servicio: el ticket de la respuesta ya no existe; no se envía', log);
    return 'missing';
  }
  const clientId = text(stored.clientId);
  const authorUid = text(data.authorUid);
  const [record, member, technician] = await Promise.all([
    clientId ? deps.store.getClient(clientId) : Promise.resolve(null),
    authorUid ? deps.store.getMember(authorUid) : Promise.resolve(null),
    technicianEmail(text(stored.technicianUid), deps),
  ]);
  const memberEmail =
    member && clientId && member.clientId === clientId && !record?.deleted
      ? normalized(member.email)
      : '';
  const replyTo = isValidEmail(memberEmail) ? memberEmail : undefined;
  const to = [...new Set([...deps.serviceEmails, ...(technician ? [technician] : [])])];
  const email = buildClientReplyEmail(
    readTicket(ticketId, stored),
    {
      text: text(data.text),
      authorName: text(data.authorName),
      hasPhoto: text(data.photoPath) !== '',
    },
    {
      siteUrl: deps.siteUrl,
      email: replyTo ?? '',
      client: { name: member?.name ?? '', company: record?.company ?? '' },
      technicianName: text(stored.technicianName),
      reopened: effect.reopened,
    },
  );
  const key = replyMailKey(ticketId, replyId);
  const fields = { kind: 'client-reply', ticketId, replyId };
  const outcome = await sendOnce(
    key,
    () => deps.mailer.send({ kind: 'client-reply', to, ...(replyTo ? { replyTo } : {}), ...email }),
    fields,
    log,
    deps,
    () => holdForDigest(deps.ceiling, key, fields, deps.clock(), deps.logger),
  );
  if (outcome === 'sent') {
    deps.logger.info('servicio: respuesta del cliente enviada a servicio', {
      ...log,
      mailer: deps.mailer.name,
      recipients: to.length,
      technician: technician !== null,
    });
  }
  await markNotifiedAfter(outcome, { ticketId, replyId }, deps);
  return outcome;
}
