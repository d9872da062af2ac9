/** Profile photos in file storage: profile_pictures/{uid}/{timestamp}_{filename}. */
import { getFileStore } from './store';

const MAX_NAME_LENGTH = 100;

/** Keeps [a-zA-Z0-9._-] (other runs become "_"), trims leading dots, caps the length. */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .replace(/[^a-zA-Z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-MAX_NAME_LENGTH);
  return cleaned === '' ? 'foto' : cleaned;
}

/** Where a photo named `fileName` uploaded at `timestamp` (ms) by `uid` is stored. */
export function profilePhotoPath(uid: string, fileName: string, timestamp: number): string {
  if (uid === '' || uid.includes('/')) throw new TypeError(`Invalid uid "${uid}".`);
  return `profile_pictures/${uid}/${timestamp}_${sanitizeFileName(fileName)}`;
}

/**
 * Uploads the photo and resolves to its download URL. Checking type and size (images up to 5 MB)
 * is the caller's job, for its Spanish messages; storage.rules enforce the same server-side.
 */
export async function uploadProfilePhoto(uid: string, file: File): Promise<string> {
  const path = profilePhotoPath(uid, file.name, Date.now());
  return (await getFileStore()).upload(path, file, file.type || 'application/octet-stream');
}

/**
 * A URL an `<img>` can show for the photo URL stored on users/{uid} (a Storage download URL is
 * shown as is; a browser-store `local-file:` URL is read from this browser).
 */
export async function displayablePhotoUrl(photoURL: string): Promise<string> {
  if (isDisplayableUrl(photoURL)) return photoURL;
  return (await getFileStore()).resolve(photoURL);
}

/** True for a URL an `<img>` shows without help from the file store. */
export function isDisplayableUrl(url: string): boolean {
  return /^(https?|data|blob):/.test(url);
}
