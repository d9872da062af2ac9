/** Saving a new profile photo: one path for Mi Perfil's card and the header's "Cambiar foto". */
import type { User } from 'firebase/auth';
import { uploadProfilePhoto } from '@/data/profile-photos';
import { mergeUser } from '@/data/users';

/**
 * Stores the file under profile_pictures/{uid}/ and records its URL on users/{uid} (the record
 * the avatar reads first). Auth copies photoURL into every ID token, so only a real (Storage)
 * http(s) URL goes into the Auth profile, never the browser store's data: URL.
 * Resolves to the photo's URL. The caller validates the file first (validateProfilePhoto).
 */
export async function saveProfilePhoto(account: User, file: File): Promise<string> {
  const photoURL = await uploadProfilePhoto(account.uid, file);
  if (/^https?:\/\//.test(photoURL)) {
    const { updateProfile } = await import('@/lib/auth-sdk');
    await updateProfile(account, { photoURL });
  }
  await mergeUser(account.uid, { photoURL });
  return photoURL;
}
