/**
 * The writes behind the service limits as the rules see them (src/data/rental/service/service-limits.ts,
 * client-replies.ts): a ticket with its client's ticketQuotas/{uid}, a client's reply with their
 * replyQuotas/{uid}, and a device with its serial's
 * equipmentSerials/{key}, each committed together (a batch; the app uses a transaction, which the
 * rules judge the same way). Used by tests/rules/service-limits.rules.test.ts and client-portal's.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { cancunDayId, serialKey } from '../../src/domain/service-limits';

type Db = ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>;
type Data = Record<string, unknown>;

/** Today in Cancún, as the rules compute it from the server's clock. */
export const today = (): string => cancunDayId(new Date());

/** A toner ticket's marker as createTicket writes it on a device with no open request. */
export const firstTonerMarker = (id: string, ticket: Data): Data | null =>
  ticket.kind === 'toner' && Array.isArray(ticket.tonerColors)
    ? {
        colors: Object.fromEntries(ticket.tonerColors.map((c) => [String(c), id])),
        lastTicketId: id,
      }
    : null;

/**
 * Creates tickets/{id} with `ticket`, and writes ticketQuotas/{quotaUid} (default: the ticket's
 * authorUid) as `quota` (default: the first ticket of today); quota null: the ticket alone. A
 * toner ticket also writes its device's equipment/{id}/tonerRequests/open as `marker` (default:
 * its colours, on a device with none open; null: none).
 */
export function commitTicket(
  db: Db,
  id: string,
  ticket: Data,
  quota: Data | null = { day: today(), count: 1, lastTicketId: id },
  quotaUid: string = String(ticket.authorUid),
  marker: Data | null = firstTonerMarker(id, ticket),
): Promise<void> {
  const write = db.batch();
  write.set(db.doc(`tickets/${id}`), ticket);
  if (quota) write.set(db.doc(`ticketQuotas/${quotaUid}`), quota);
  if (marker)
    write.set(db.doc(`equipment/${String(ticket.equipmentId)}/tonerRequests/open`), marker);
  return write.commit();
}

/**
 * Creates tickets/{ticketId}/replies/{replyId} with `reply`, and writes replyQuotas/{quotaUid}
 * (default: the reply's authorUid) as `quota` (default: the first reply of today); quota null:
 * the reply alone (as the desk writes its own).
 */
export function commitReply(
  db: Db,
  ticketId: string,
  replyId: string,
  reply: Data,
  quota: Data | null = { day: today(), count: 1, lastTicketId: ticketId, lastReplyId: replyId },
  quotaUid: string = String(reply.authorUid),
): Promise<void> {
  const write = db.batch();
  write.set(db.doc(`tickets/${ticketId}/replies/${replyId}`), reply);
  if (quota) write.set(db.doc(`replyQuotas/${quotaUid}`), quota);
  return write.commit();
}

/**
 * Writes equipment/{id} (`data` replaces it; `merge` for a partial change) and the serial
 * markers: `claim` (default: the device's serial's key) names this device; `release` names keys
 * set free (equipmentId null).
 */
export function commitDevice(
  db: Db,
  id: string,
  data: Data,
  options: { merge?: boolean; claim?: string | null; release?: string[] } = {},
): Promise<void> {
  const write = db.batch();
  const device = db.doc(`equipment/${id}`);
  if (options.merge) write.set(device, data, { merge: true });
  else write.set(device, data);
  const claim = options.claim === undefined ? serialKey(String(data.serial)) : options.claim;
  if (claim !== null) write.set(db.doc(`equipmentSerials/${claim}`), { equipmentId: id });
  for (const key of options.release ?? [])
    write.set(db.doc(`equipmentSerials/${key}`), { equipmentId: null });
  return write.commit();
}
