/**
 * A rental client's photo as a reading or a ticket stores it: the path of the project's own file
 * (meter_photos/{clientId}/{equipmentId}/{YYYY-MM}, ticket_photos/{clientId}/{equipmentId}/{ticketId};
 * src/data/client-files.ts), never a link. firestore.rules accept only that exact path; the pages
 * turn it into a URL through the file store. Documents written before kept `photoUrl`, the
 * store's URL: read back, it counts only when it names one of those paths (a download URL of
 * Cloud Storage or the browser store's local-file: URL); any other link is dropped.
 */

/** A stored document as read back: its own photo's path only (never `photoUrl`). */
export type WithOwnPhoto<T> = Omit<T, 'photoUrl' | 'photoPath'> & { photoPath?: string };

const SEGMENT = '[^/?#]+';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path a stored `photoUrl` of the file stores names, or null (a foreign link). */
export function pathOfStoredUrl(url: string): string | null {
  if (url.startsWith('local-file:')) return url.slice('local-file:'.length);
  // Cloud Storage's download URLs (and its emulator's): …/v0/b/{bucket}/o/{encoded path}?…
  const match = /^https?:\/\/[^/]+\/v0\/b\/[^/]+\/o\/([^?#/]+)(?:[?#].*)?$/.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The stored photo's path when it is one of `folder`'s fixed places: `photoPath`, or else a
 * legacy `photoUrl` naming such a path; undefined otherwise. `owner` and `equipmentId` pin those
 * segments when known, `name` the last one.
 */
export function ownPhotoPath(
  stored: { photoPath?: unknown; photoUrl?: unknown },
  folder: 'meter_photos' | 'ticket_photos',
  pin: { owner?: string; equipmentId?: string; name?: string } = {},
): string | undefined {
  const candidate =
    typeof stored.photoPath === 'string'
      ? stored.photoPath
      : typeof stored.photoUrl === 'string'
        ? pathOfStoredUrl(stored.photoUrl)
        : null;
  if (candidate === null) return undefined;
  const part = (value: string | undefined) => (value === undefined ? SEGMENT : escape(value));
  const pattern = new RegExp(
    `^${folder}/${part(pin.owner)}/${part(pin.equipmentId)}/${part(pin.name)}$`,
  );
  const segments = candidate.split('/');
  return pattern.test(candidate) && !segments.some((s) => s === '.' || s === '..')
    ? candidate
    : undefined;
}
