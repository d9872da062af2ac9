/**
 * Photos of the rental clients' portal in file storage (docs/decisions/0033-client-portal-data.md):
 * a counter's photo with a meter reading, at meter_photos/{uid}/{equipmentId}/{YYYY-MM} (one per
 * device and month, replaced by a new upload of the same month), and a fault's photo with a
 * ticket, at ticket_photos/{uid}/{equipmentId}/{time}. storage.rules accept only these names,
 * from their owner, as images up to 5 MB; the caller checks type and size first
 * (validateProfilePhoto) for its Spanish messages.
 */
import { isMonthId } from '@/domain/client-portal';
import { withFiles } from './access';

function segment(value: string, what: string): string {
  if (value === '' || value.includes('/') || value === '.' || value === '..')
    throw new TypeError(`Invalid ${what} "${value}".`);
  return value;
}

/** Where the counter's photo of `equipmentId`'s reading of `month` is stored. */
export function meterPhotoPath(uid: string, equipmentId: string, month: string): string {
  if (!isMonthId(month)) throw new TypeError(`Invalid month "${month}".`);
  return `meter_photos/${segment(uid, 'uid')}/${segment(equipmentId, 'equipment id')}/${month}`;
}

/** Where a fault's photo taken at `at` is stored (the time in milliseconds names it). */
export function ticketPhotoPath(uid: string, equipmentId: string, at: Date): string {
  return `ticket_photos/${segment(uid, 'uid')}/${segment(equipmentId, 'equipment id')}/${String(at.getTime())}`;
}

const upload = (path: string, file: File) =>
  withFiles((store) => store.upload(path, file, file.type || 'application/octet-stream'));

/** Uploads the counter's photo of this month's reading; resolves to its stored URL. */
export function uploadMeterPhoto(
  uid: string,
  equipmentId: string,
  month: string,
  file: File,
): Promise<string> {
  return upload(meterPhotoPath(uid, equipmentId, month), file);
}

/** Uploads a fault report's photo; resolves to its stored URL. */
export function uploadTicketPhoto(
  uid: string,
  equipmentId: string,
  file: File,
  at: Date = new Date(),
): Promise<string> {
  return upload(ticketPhotoPath(uid, equipmentId, at), file);
}

/** A URL an `<img>` or a link can open for a stored photo URL. */
export function displayableFileUrl(url: string): Promise<string> {
  if (/^(https?|data|blob):/.test(url)) return Promise.resolve(url);
  return withFiles((store) => store.resolve(url));
}
