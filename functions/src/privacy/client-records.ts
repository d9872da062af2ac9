/**
 * A rental client's records in "Tus datos" (account.ts): what "Descargar mis datos" adds about the
 * portal, and what "Eliminar mi cuenta" does to it (docs/product.md, "Cuenta y privacidad"). The
 * company keeps its rental records (clients/{uid}, the devices, their readings, the tickets and
 * their replies) without the person's data:
 * - clients/{uid} keeps only the company's facts (company, leadId, linkedAt, linkedBy) and says
 *   `deleted: true` with `deletedAt` (server time): no e-mail, no name;
 * - every ticket of the uid loses `clientEmail` and its photo; every reading of the client's
 *   devices loses its photo; the files under meter_photos/{uid}/ and ticket_photos/{uid}/ are
 *   deleted (skipped, and logged, where there is no Storage: the local emulators);
 * - the e-mail markers about them (meterReminders/{uid}_*, serviceMails of their tickets and
 *   replies) and their ticket count (ticketQuotas/{uid}) are deleted.
 * With no e-mail left on clients/{uid} or the tickets, and `deleted` said, the meter reminder and
 * the reply e-mail send nothing to them (functions/src/service). Every step can run again.
 *
 * The logic is here, on a small port (PortalStore) that client-records-wiring.ts implements with
 * the Admin SDK and the unit tests fake.
 */
import type { Logger } from '../logger.js';

/** A stored document: its id and fields. */
export interface StoredDoc {
  id: string;
  data: Record<string, unknown>;
}

/** The fields of clients/{uid} the company keeps after the person deleted their account. */
export const KEPT_CLIENT_FIELDS = ['company', 'leadId', 'linkedAt', 'linkedBy'] as const;

/** The photo fields of a ticket or a reading (the file's path, or an older URL). */
export const PHOTO_FIELDS = ['photoPath', 'photoUrl'] as const;

export interface PortalStore {
  /** clients/{uid}, or null when the person is not a rental client. */
  getClient(uid: string): Promise<Record<string, unknown> | null>;
  /** equipment where clientUid == uid. */
  listEquipment(uid: string): Promise<StoredDoc[]>;
  /** equipment/{id}/readings, every month. */
  listReadings(equipmentId: string): Promise<StoredDoc[]>;
  /** tickets where clientUid == uid. */
  listTickets(uid: string): Promise<StoredDoc[]>;
  /** tickets/{id}/replies. */
  listReplies(ticketId: string): Promise<StoredDoc[]>;
  /**
   * Replaces clients/{uid} by `kept` plus `deleted: true` and `deletedAt` (server time; kept from
   * an earlier run when there is one).
   */
  anonymizeClient(uid: string, kept: Record<string, unknown>): Promise<void>;
  /** Removes these fields from the document at `path` ("tickets/abc"); nothing when it is gone. */
  removeFields(path: string, fields: readonly string[]): Promise<void>;
  /** The ids of meterReminders whose clientUid is uid (meterReminders/{uid}_{YYYY-MM}). */
  listReminderMarkers(uid: string): Promise<string[]>;
  /** Deletes the documents at these paths (missing ones are fine). */
  deleteDocuments(paths: readonly string[]): Promise<void>;
  /** Deletes every file under the prefix; 'skipped' where there is no Storage. */
  deletePrefix(prefix: string): Promise<'deleted' | 'skipped'>;
}

/** The Storage folders of a client's photos (storage.rules: meter and ticket photos). */
export function clientPhotoPrefixes(uid: string): string[] {
  if (uid === '' || uid.includes('/') || uid === '.' || uid === '..')
    throw new TypeError(`uid inválido "${uid}".`);
  return [`meter_photos/${uid}/`, `ticket_photos/${uid}/`];
}

/** serviceMails ids about a ticket (service/ticket-mail.ts ticketMailKey and replyMailKey). */
export function ticketMarkerIds(ticketId: string, replyIds: readonly string[]): string[] {
  return [`ticket-${ticketId}`, ...replyIds.map((replyId) => `reply-${ticketId}-${replyId}`)];
}

/** Whether clients/{uid} says its person deleted their account. */
export function isDeletedClient(data: Record<string, unknown> | null | undefined): boolean {
  return data?.deleted === true;
}

export interface ForgetClientReport {
  client: boolean;
  tickets: number;
  readings: number;
  markers: number;
  photos: 'deleted' | 'skipped' | 'none';
}

const hasAny = (data: Record<string, unknown>, fields: readonly string[]) =>
  fields.some((field) => field in data);

/**
 * Forgets the person in the company's rental records (see the module's comment). The client's
 * document is anonymised first, so no e-mail finds them while the rest runs. Nothing happens to
 * someone who never was a client.
 */
export async function forgetClient(
  uid: string,
  store: PortalStore,
  logger: Logger,
): Promise<ForgetClientReport> {
  const report: ForgetClientReport = {
    client: false,
    tickets: 0,
    readings: 0,
    markers: 0,
    photos: 'none',
  };
  const client = await store.getClient(uid);
  if (!client) return report;
  report.client = true;
  const kept = Object.fromEntries(
    KEPT_CLIENT_FIELDS.filter((field) => field in client).map((field) => [field, client[field]]),
  );
  await store.anonymizeClient(uid, kept);

  const markerPaths: string[] = [];
  for (const ticket of await store.listTickets(uid)) {
    if (hasAny(ticket.data, ['clientEmail', ...PHOTO_FIELDS])) {
      await store.removeFields(`tickets/${ticket.id}`, ['clientEmail', ...PHOTO_FIELDS]);
      report.tickets += 1;
    }
    const replies = await store.listReplies(ticket.id);
    markerPaths.push(
      ...ticketMarkerIds(
        ticket.id,
        replies.map((reply) => reply.id),
      ).map((id) => `serviceMails/${id}`),
    );
  }
  for (const device of await store.listEquipment(uid)) {
    for (const reading of await store.listReadings(device.id)) {
      if (!hasAny(reading.data, PHOTO_FIELDS)) continue;
      await store.removeFields(`equipment/${device.id}/readings/${reading.id}`, PHOTO_FIELDS);
      report.readings += 1;
    }
  }
  markerPaths.push(
    ...(await store.listReminderMarkers(uid)).map((id) => `meterReminders/${id}`),
    `ticketQuotas/${uid}`,
  );
  await store.deleteDocuments(markerPaths);
  report.markers = markerPaths.length;

  // Every file of the client's photos; a failure fails the deletion, whose retry tries again.
  let photos: 'deleted' | 'skipped' = 'deleted';
  for (const prefix of clientPhotoPrefixes(uid))
    if ((await store.deletePrefix(prefix)) === 'skipped') photos = 'skipped';
  report.photos = photos;
  logger.info('cuenta: registros de renta anonimizados', { uid, ...report });
  return report;
}

// ---------------------------------------------------------------------------------------------
// The export

/**
 * Keys that name or point at staff or at other people (never exported): who on staff changed,
 * linked, merged or corrected something, the lead's owner (a salesperson and their e-mail), the
 * other leads and accounts a lead may repeat, and internal notes.
 */
const STAFF_KEYS = new Set([
  'owner',
  'duplicateUserIds',
  'duplicateLeadIds',
  'latestNote',
  'notifyClaimedAt',
  'authorEmail',
  'technician',
  'technicianUid',
  'assignedTo',
]);

/**
 * A copy of `value` without staff data (STAFF_KEYS anywhere, and every `by`, `…By` or `…Uid`
 * field whose value is not the person's own uid: linkedBy, createdBy, statusChangedBy, mergedBy,
 * ownerChangedBy, anonymized.by, a correction's author, ownerUid, a staff reply's authorUid…).
 */
export function withoutStaffData(value: unknown, uid: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutStaffData(item, uid));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (STAFF_KEYS.has(key)) continue;
    if ((key === 'by' || /By$/.test(key) || /Uid$/.test(key)) && inner !== uid) continue;
    out[key] = withoutStaffData(inner, uid);
  }
  return out;
}

/** The author a reply shows in the export: the person themself, or the company. */
export const COMPANY_AUTHOR = 'La empresa';
export const OWN_AUTHOR = 'Tú';

export interface PortalExport {
  incluido: boolean;
  nota: string;
  cliente: unknown;
  equipos: unknown[];
  tickets: unknown[];
}

const NOT_A_CLIENT_NOTE = 'No eres cliente de renta: no hay equipos, lecturas ni tickets.';
const CLIENT_NOTE =
  'Tus datos como cliente de renta: tu registro de cliente, tus equipos con sus lecturas y tus tickets con sus respuestas. Las respuestas de la empresa aparecen a nombre de "La empresa".';

/**
 * The portal's part of "Descargar mis datos": the client record, the devices with their
 * readings, the tickets with their replies; `plain` turns Firestore values into JSON.
 */
export async function exportClientRecords(
  uid: string,
  store: PortalStore,
  plain: (value: unknown) => unknown,
): Promise<PortalExport> {
  const client = await store.getClient(uid);
  if (!client)
    return { incluido: false, nota: NOT_A_CLIENT_NOTE, cliente: null, equipos: [], tickets: [] };
  const clean = (data: Record<string, unknown>) =>
    withoutStaffData(plain(data), uid) as Record<string, unknown>;
  const [devices, tickets] = await Promise.all([store.listEquipment(uid), store.listTickets(uid)]);
  const equipos = await Promise.all(
    devices.map(async ({ id, data }) => ({
      id,
      ...clean(data),
      lecturas: (await store.listReadings(id)).map((reading) => ({
        id: reading.id,
        ...clean(reading.data),
      })),
    })),
  );
  const ticketList = await Promise.all(
    tickets.map(async ({ id, data }) => ({
      id,
      ...clean(data),
      respuestas: (await store.listReplies(id)).map((reply) => {
        const { authorUid, authorName: _name, ...rest } = reply.data;
        return {
          id: reply.id,
          ...clean(rest),
          autor: authorUid === uid ? OWN_AUTHOR : COMPANY_AUTHOR,
        };
      }),
    })),
  );
  return {
    incluido: true,
    nota: CLIENT_NOTE,
    cliente: clean(client),
    equipos,
    tickets: ticketList,
  };
}
