/**
 * Photos of the rental clients' portal in file storage (docs/decisions/0033-client-portal-data.md;
 * docs/product.md, "Límites del servicio"): a counter's photo with a meter reading, at
 * meter_photos/{clientId}/{equipmentId}/{YYYY-MM} (one per device and month, replaced by a new upload of
 * the same month), and a fault's photo with a ticket, at ticket_photos/{clientId}/{equipmentId}/{ticketId}
 * (one per ticket, uploaded once after the ticket is stored with that path as its photoPath), and
 * a client reply's beside it, at ticket_photos/{clientId}/{equipmentId}/{ticketId}-{replyId}.
 * (the segment is the company's id) storage.rules accept only these names, from a member of the
 * company the device is rented to (administrador or usuario), as images up
 * to 5 MB; the caller checks type and size first (validateProfilePhoto) for its Spanish messages. The reading or ticket stores the path (never a
 * URL: firestore.rules accept only the exact path), and the pages open it with displayablePhoto.
 */
import { isMonthId } from '@/domain/client-portal';
import { withFiles } from '../../access';

function segment(value: string, what: string): string {
  if (value === '' || value.includes('/') || value === '.' || value === '..')
    throw new TypeError(`Invalid ${what} "${value}".`);
  return value;
}

/** Where the counter's photo of `equipmentId`'s reading of `month` is stored. */
export function meterPhotoPath(clientId: string, equipmentId: string, month: string): string {
  if (!isMonthId(month)) throw new TypeError(`Invalid month "${month}".`);
  return `meter_photos/${segment(clientId, 'client id')}/${segment(equipmentId, 'equipment id')}/${month}`;
}

/** Where the fault photo of the ticket `ticketId` is stored (the ticket's photoPath). */
export function ticketPhotoPath(clientId: string, equipmentId: string, ticketId: string): string {
  return `ticket_photos/${segment(clientId, 'client id')}/${segment(equipmentId, 'equipment id')}/${segment(ticketId, 'ticket id')}`;
}

/**
 * Where the photo of a client's reply `replyId` on the ticket `ticketId` is stored (the reply's
 * photoPath): beside the ticket's own, one per reply.
 */
export function replyPhotoPath(
  clientId: string,
  equipmentId: string,
  ticketId: string,
  replyId: string,
): string {
  return `${ticketPhotoPath(clientId, equipmentId, ticketId)}-${segment(replyId, 'reply id')}`;
}

const upload = async (path: string, file: File): Promise<string> => {
  await withFiles((store) => store.upload(path, file, file.type || 'application/octet-stream'));
  return path;
};

/** Uploads the counter's photo of this month's reading; resolves to its path (the reading's photoPath). */
export function uploadMeterPhoto(
  clientId: string,
  equipmentId: string,
  month: string,
  file: File,
): Promise<string> {
  return upload(meterPhotoPath(clientId, equipmentId, month), file);
}

/**
 * Uploads a fault report's photo for the ticket `ticketId`, already stored with this path as its
 * photoPath (storage.rules refuse it before, and refuse a second upload); resolves to the path.
 */
export function uploadTicketPhoto(
  clientId: string,
  equipmentId: string,
  ticketId: string,
  file: File,
): Promise<string> {
  return upload(ticketPhotoPath(clientId, equipmentId, ticketId), file);
}

/**
 * Uploads a client reply's photo, the reply already stored with this path as its photoPath
 * (storage.rules refuse it before); resolves to the path.
 */
export function uploadReplyPhoto(
  clientId: string,
  equipmentId: string,
  ticketId: string,
  replyId: string,
  file: File,
): Promise<string> {
  return upload(replyPhotoPath(clientId, equipmentId, ticketId, replyId), file);
}

/** A URL an `<img>` or a link can open for a stored photo's path, through the file store. */
export function displayablePhoto(path: string): Promise<string> {
  return withFiles((store) => store.resolve(path));
}
