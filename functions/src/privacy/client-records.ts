/**
 * A rental client's records in "Tus datos" (account.ts): what "Descargar mis datos" adds about the
 * portal, and what "Eliminar mi cuenta" does to it (docs/product.md, "Cuenta y privacidad").
 * A person belongs to a company through members/{uid} (clients/{clientId}), and only through it,
 * as in firestore.rules: a founder removed from a company whose id is their uid (every migrated
 * company) gets nothing of it. The one exception is a client not migrated yet
 * (maintenance/migrate-companies.ts): clients/{uid} with no member, and no device or ticket
 * carrying its id as `clientId` (the migration writes the membership and renames `clientUid` to
 * `clientId` on every device and ticket); it counts as the person's alone.
 *
 * "Eliminar mi cuenta" of a member of a company that keeps other members: the tickets they opened
 * (authorUid) lose `clientEmail`, their photo and its file, and those tickets' e-mail markers; the
 * replies they wrote on any of the company's tickets lose their name and photo (and its file); the
 * company's contact e-mail and name are removed when they are the person's (the company founded
 * on their uid, or the same address); their ticket and reply counts (ticketQuotas/{uid}, replyQuotas/{uid}) are deleted; last,
 * their membership. The company, its devices, readings and the other members stay.
 *
 * When they were the company's last member, the whole company's records are kept without the
 * person, as for a one-person client:
 * - clients/{clientId} keeps only the company's facts (company, rfc, leadId, linkedAt, linkedBy)
 *   and says `deleted: true` with `deletedAt` (server time): no e-mail, no name. This goes first:
 *   from then on no e-mail of the company is sent (functions/src/service);
 * - every ticket of the company loses `clientEmail` and its photo, every reply its photo and the
 *   person's replies their name; every reading of its devices loses its photo; the files under
 *   meter_photos/{clientId}/ and ticket_photos/{clientId}/ are deleted (skipped, and logged,
 *   where there is no Storage: the local emulators);
 * - the e-mail markers about them (meterReminders/{clientId}_*, serviceMails of the tickets and
 *   replies) and the ticket and reply counts (ticketQuotas/{uid}, replyQuotas/{uid}) are deleted; last, the membership.
 * The membership goes last so that a call that fails half-way finds the company again when it is
 * retried; every step can run again.
 *
 * The logic is here, on a small port (PortalStore) that client-records-wiring.ts implements with
 * the Admin SDK and the unit tests fake; the export is client-export.ts.
 */
import { sameEmailAddress } from '../../../src/domain/verified-email.js';
import type { Logger } from '../logger.js';

/** A stored document: its id and fields. */
export interface StoredDoc {
  id: string;
  data: Record<string, unknown>;
}

/** The fields of clients/{clientId} the company keeps after its last person deleted their account. */
export const KEPT_CLIENT_FIELDS = ['company', 'rfc', 'leadId', 'linkedAt', 'linkedBy'] as const;

/** The person's fields on the company's document, removed when they are theirs. */
export const CONTACT_FIELDS = ['email', 'name'] as const;

/** The photo fields of a ticket or a reading (the file's path, or an older URL). */
export const PHOTO_FIELDS = ['photoPath', 'photoUrl'] as const;

export interface PortalStore {
  /** clients/{clientId}, or null. */
  getClient(clientId: string): Promise<Record<string, unknown> | null>;
  /** members/{uid}, or null when the person belongs to no company. */
  getMember(uid: string): Promise<Record<string, unknown> | null>;
  /** members where clientId == clientId. */
  listMembers(clientId: string): Promise<StoredDoc[]>;
  /** equipment where clientId == clientId. */
  listEquipment(clientId: string): Promise<StoredDoc[]>;
  /** equipment/{id}/readings, every month. */
  listReadings(equipmentId: string): Promise<StoredDoc[]>;
  /** tickets where clientId == clientId. */
  listTickets(clientId: string): Promise<StoredDoc[]>;
  /** tickets where authorUid == uid. */
  listAuthoredTickets(uid: string): Promise<StoredDoc[]>;
  /** tickets/{id}/replies. */
  listReplies(ticketId: string): Promise<StoredDoc[]>;
  /**
   * Replaces clients/{clientId} by `kept` plus `deleted: true` and `deletedAt` (server time; kept
   * from an earlier run when there is one).
   */
  anonymizeClient(clientId: string, kept: Record<string, unknown>): Promise<void>;
  /** Removes these fields from the document at `path` ("tickets/abc"); nothing when it is gone. */
  removeFields(path: string, fields: readonly string[]): Promise<void>;
  /** The ids of meterReminders of the company (meterReminders/{clientId}_{YYYY-MM}). */
  listReminderMarkers(clientId: string): Promise<string[]>;
  /** Deletes the documents at these paths (missing ones are fine). */
  deleteDocuments(paths: readonly string[]): Promise<void>;
  /** Deletes every file under the prefix; 'skipped' where there is no Storage. */
  deletePrefix(prefix: string): Promise<'deleted' | 'skipped'>;
  /** memberInvites where `field` == value (`email` is stored lowercase). */
  listInvites(field: 'email' | 'invitedBy' | 'acceptedBy', value: string): Promise<StoredDoc[]>;
  /** Cancels memberInvites/{id}: `revoked: true`, `revokedAt` (server time); nothing when gone. */
  revokeInvite(id: string): Promise<void>;
}

/** A path segment that cannot reach another folder. */
function segment(value: string, what: string): string {
  if (value === '' || value.includes('/') || value === '.' || value === '..')
    throw new TypeError(`${what} inválido "${value}".`);
  return value;
}

/** The Storage folders of a company's photos (storage.rules: meter and ticket photos). */
export function clientPhotoPrefixes(clientId: string): string[] {
  segment(clientId, 'uid');
  return [`meter_photos/${clientId}/`, `ticket_photos/${clientId}/`];
}

/** The Storage path of one ticket's photo: ticket_photos/{clientId}/{equipmentId}/{ticketId}. */
export function ticketPhotoPrefix(clientId: string, equipmentId: string, ticketId: string): string {
  return `ticket_photos/${segment(clientId, 'uid')}/${segment(equipmentId, 'equipo')}/${segment(ticketId, 'ticket')}`;
}

/** serviceMails ids about a ticket (service/ticket-mail.ts ticketMailKey and replyMailKey). */
export function ticketMarkerIds(ticketId: string, replyIds: readonly string[]): string[] {
  return [`ticket-${ticketId}`, ...replyIds.map((replyId) => `reply-${ticketId}-${replyId}`)];
}

/** Whether clients/{clientId} says its (last) person deleted their account. */
export function isDeletedClient(data: Record<string, unknown> | null | undefined): boolean {
  return data?.deleted === true;
}

export interface ForgetClientReport {
  client: boolean;
  /** members/{uid} was deleted. */
  membership: boolean;
  /** The company's records: kept for its other members, or anonymised (they were the last). */
  company: 'kept' | 'anonymized' | 'none';
  tickets: number;
  /** Replies that lost the person's name or a photo. */
  replies: number;
  readings: number;
  markers: number;
  photos: 'deleted' | 'skipped' | 'none';
}

const hasAny = (data: Record<string, unknown>, fields: readonly string[]) =>
  fields.some((field) => field in data);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The person's company: their membership's; else clients/{uid} only while it is a client not
 * migrated yet (see the module's comment). A founder removed from their company gets null.
 */
export async function companyOf(
  uid: string,
  store: PortalStore,
): Promise<{ clientId: string; membership: Record<string, unknown> | null } | null> {
  const membership = await store.getMember(uid);
  const clientId = text(membership?.clientId);
  if (membership && clientId) return { clientId, membership };
  if (!(await store.getClient(uid))) return null;
  return (await isMigrated(uid, store)) ? null : { clientId: uid, membership: null };
}

/**
 * Whether clients/{clientId} has been through the migration: it has a member, or a device or a
 * ticket under its id (`clientId`, which the migration writes in place of `clientUid`).
 */
async function isMigrated(clientId: string, store: PortalStore): Promise<boolean> {
  const [members, devices, tickets] = await Promise.all([
    store.listMembers(clientId),
    store.listEquipment(clientId),
    store.listTickets(clientId),
  ]);
  return members.length > 0 || devices.length > 0 || tickets.length > 0;
}

/** serviceMails paths of these tickets and their replies. */
async function ticketMarkerPaths(store: PortalStore, tickets: readonly StoredDoc[]) {
  const paths: string[] = [];
  for (const ticket of tickets) {
    const replies = await store.listReplies(ticket.id);
    paths.push(
      ...ticketMarkerIds(
        ticket.id,
        replies.map((reply) => reply.id),
      ).map((id) => `serviceMails/${id}`),
    );
  }
  return paths;
}

/**
 * Forgets the person in the company's rental records (see the module's comment). Their
 * membership goes first, so no e-mail finds them while the rest runs. Nothing happens to someone
 * who never was a client.
 */
export async function forgetClient(
  uid: string,
  store: PortalStore,
  logger: Logger,
): Promise<ForgetClientReport> {
  const report: ForgetClientReport = {
    client: false,
    membership: false,
    company: 'none',
    tickets: 0,
    replies: 0,
    readings: 0,
    markers: 0,
    photos: 'none',
  };
  const found = await companyOf(uid, store);
  if (!found) return report;
  const { clientId, membership } = found;
  report.client = true;
  const others = (await store.listMembers(clientId)).filter((member) => member.id !== uid);
  const client = await store.getClient(clientId);
  if (others.length > 0) {
    await forgetMember(uid, clientId, membership, client, store, report);
  } else {
    await forgetCompany(uid, clientId, client, store, report);
  }
  if (membership) {
    await store.deleteDocuments([`members/${uid}`]);
    report.membership = true;
  }
  logger.info('cuenta: registros de renta anonimizados', { uid, clientId, ...report });
  return report;
}

/** A client reply's photo in Storage: ticket_photos/{clientId}/{equipmentId}/{ticketId}-{replyId}. */
export function replyPhotoPrefix(
  clientId: string,
  equipmentId: string,
  ticketId: string,
  replyId: string,
): string {
  return `${ticketPhotoPrefix(clientId, equipmentId, ticketId)}-${segment(replyId, 'respuesta')}`;
}

/**
 * The replies on these tickets: the person's lose their name and photo; with `everyPhoto` (the
 * company's photos are all deleted) every other reply loses its photo too. With `deleteFiles`,
 * the person's reply photos are deleted one by one. Counts the replies changed.
 */
async function scrubReplies(
  uid: string,
  clientId: string,
  tickets: readonly StoredDoc[],
  store: PortalStore,
  { everyPhoto, deleteFiles }: { everyPhoto: boolean; deleteFiles: boolean },
): Promise<{ replies: number; photos: 'deleted' | 'skipped' | 'none' }> {
  let replies = 0;
  let photos: 'deleted' | 'skipped' | 'none' = 'none';
  for (const ticket of tickets) {
    const equipmentId = text(ticket.data.equipmentId);
    for (const reply of await store.listReplies(ticket.id)) {
      const own = reply.data.authorUid === uid;
      const fields = own ? ['authorName', ...PHOTO_FIELDS] : everyPhoto ? PHOTO_FIELDS : [];
      if (!hasAny(reply.data, fields)) continue;
      await store.removeFields(`tickets/${ticket.id}/replies/${reply.id}`, fields);
      replies += 1;
      if (own && deleteFiles && hasAny(reply.data, PHOTO_FIELDS) && equipmentId) {
        const done = await store.deletePrefix(
          replyPhotoPrefix(clientId, equipmentId, ticket.id, reply.id),
        );
        photos = photos === 'skipped' || done === 'skipped' ? 'skipped' : 'deleted';
      }
    }
  }
  return { replies, photos };
}

/** The company stays for its other members: only what is the person's goes. */
async function forgetMember(
  uid: string,
  clientId: string,
  membership: Record<string, unknown> | null,
  client: Record<string, unknown> | null,
  store: PortalStore,
  report: ForgetClientReport,
): Promise<void> {
  report.company = 'kept';
  const email = text(membership?.email);
  if (
    client &&
    hasAny(client, CONTACT_FIELDS) &&
    (clientId === uid || (email !== '' && sameEmailAddress(text(client.email), email)))
  )
    await store.removeFields(`clients/${clientId}`, CONTACT_FIELDS);

  const tickets = (await store.listAuthoredTickets(uid)).filter(
    (ticket) => text(ticket.data.clientId) === clientId,
  );
  let photos: 'deleted' | 'skipped' | 'none' = 'none';
  for (const ticket of tickets) {
    if (!hasAny(ticket.data, ['clientEmail', ...PHOTO_FIELDS])) continue;
    await store.removeFields(`tickets/${ticket.id}`, ['clientEmail', ...PHOTO_FIELDS]);
    report.tickets += 1;
    const equipmentId = text(ticket.data.equipmentId);
    if (hasAny(ticket.data, PHOTO_FIELDS) && equipmentId) {
      const done = await store.deletePrefix(ticketPhotoPrefix(clientId, equipmentId, ticket.id));
      photos = photos === 'skipped' || done === 'skipped' ? 'skipped' : 'deleted';
    }
  }
  // Their replies on any of the company's tickets (an administrator answers a colleague's).
  const replied = await scrubReplies(uid, clientId, await store.listTickets(clientId), store, {
    everyPhoto: false,
    deleteFiles: true,
  });
  report.replies = replied.replies;
  if (replied.photos !== 'none')
    photos = photos === 'skipped' || replied.photos === 'skipped' ? 'skipped' : 'deleted';
  const markerPaths = [
    ...(await ticketMarkerPaths(store, tickets)),
    `ticketQuotas/${uid}`,
    `replyQuotas/${uid}`,
  ];
  await store.deleteDocuments(markerPaths);
  report.markers = markerPaths.length;
  report.photos = photos;
}

/** The person was the company's last member: the company's records are kept without people. */
async function forgetCompany(
  uid: string,
  clientId: string,
  client: Record<string, unknown> | null,
  store: PortalStore,
  report: ForgetClientReport,
): Promise<void> {
  report.company = 'anonymized';
  if (client) {
    const kept = Object.fromEntries(
      KEPT_CLIENT_FIELDS.filter((field) => field in client).map((field) => [field, client[field]]),
    );
    await store.anonymizeClient(clientId, kept);
  }
  const tickets = await store.listTickets(clientId);
  for (const ticket of tickets) {
    if (!hasAny(ticket.data, ['clientEmail', ...PHOTO_FIELDS])) continue;
    await store.removeFields(`tickets/${ticket.id}`, ['clientEmail', ...PHOTO_FIELDS]);
    report.tickets += 1;
  }
  // The files go below with the company's folder.
  report.replies = (
    await scrubReplies(uid, clientId, tickets, store, { everyPhoto: true, deleteFiles: false })
  ).replies;
  for (const device of await store.listEquipment(clientId)) {
    for (const reading of await store.listReadings(device.id)) {
      if (!hasAny(reading.data, PHOTO_FIELDS)) continue;
      await store.removeFields(`equipment/${device.id}/readings/${reading.id}`, PHOTO_FIELDS);
      report.readings += 1;
    }
  }
  const markerPaths = [
    ...(await ticketMarkerPaths(store, tickets)),
    ...(await store.listReminderMarkers(clientId)).map((id) => `meterReminders/${id}`),
    `ticketQuotas/${uid}`,
    `replyQuotas/${uid}`,
  ];
  await store.deleteDocuments(markerPaths);
  report.markers = markerPaths.length;

  // Every file of the company's photos; a failure fails the deletion, whose retry tries again.
  let photos: 'deleted' | 'skipped' = 'deleted';
  for (const prefix of clientPhotoPrefixes(clientId))
    if ((await store.deletePrefix(prefix)) === 'skipped') photos = 'skipped';
  report.photos = photos;
}
