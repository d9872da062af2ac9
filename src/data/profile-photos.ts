/**
 * Profile photos in file storage: one per user, at profile_pictures/{uid}/foto-de-perfil. Each
 * upload replaces the previous photo, so uploads never pile up (storage.rules accept only that
 * exact name).
 */
import { withFiles } from './access';

/** The name of every user's photo object, inside profile_pictures/{uid}/. */
export const PROFILE_PHOTO_NAME = 'foto-de-perfil';

/** Where the photo of `uid` is stored. */
export function profilePhotoPath(uid: string): string {
  if (uid === '' || uid.includes('/') || uid === '.' || uid === '..')
    throw new TypeError(`Invalid uid "${uid}".`);
  return `profile_pictures/${uid}/${PROFILE_PHOTO_NAME}`;
}

/**
 * Uploads the photo (replacing the previous one) and resolves to its URL. Checking type and size
 * (images up to 5 MB) is the caller's job, for its Spanish messages; storage.rules enforce the
 * same server-side.
 *
 * The path never changes. A Storage download URL still changes with every upload (each upload
 * gets a new download token), but the browser store's `local-file:` URL is the path itself, so
 * that one gets the upload time as a fragment (`#v=...`): the stored photoURL changes with each
 * upload and the avatars load the new picture. displayablePhotoUrl drops the fragment before
 * asking the store.
 */
export async function uploadProfilePhoto(uid: string, file: File): Promise<string> {
  const url = await withFiles((store) =>
    store.upload(profilePhotoPath(uid), file, file.type || 'application/octet-stream'),
  );
  return isDisplayableUrl(url) ? url : `${withoutFragment(url)}#v=${Date.now()}`;
}

/**
 * Forgets the photos this browser keeps for `uid` (the browser store's copies, after the account
 * was deleted). With Cloud Storage there is nothing kept here: the server deleted the objects.
 */
export async function forgetLocalProfilePhotos(uid: string): Promise<void> {
  const folder = profilePhotoPath(uid).slice(0, -PROFILE_PHOTO_NAME.length);
  await withFiles(async (store) => {
    await store.forgetFolder?.(folder);
  });
}

/**
 * A URL an `<img>` can show for the photo URL stored on users/{uid} (a Storage download URL is
 * shown as is; a browser-store `local-file:` URL is read from this browser).
 */
export async function displayablePhotoUrl(photoURL: string): Promise<string> {
  if (isDisplayableUrl(photoURL)) return photoURL;
  return withFiles((store) => store.resolve(withoutFragment(photoURL)));
}

/** True for a URL an `<img>` shows without help from the file store. */
export function isDisplayableUrl(url: string): boolean {
  return /^(https?|data|blob):/.test(url);
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
