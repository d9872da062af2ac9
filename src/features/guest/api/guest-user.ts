/**
 * users/{uid} as the guest area reads it. The document is ensured once, when the session starts:
 * at sign-in or registration (src/features/auth/api), or, for a session restored in a new page,
 * when the guest area first needs it (GuestUserProvider). Pages, tools and the profile modal only
 * read and update it.
 */
import type { User } from 'firebase/auth';
import { DataError } from '@/data/errors';
import { ensureUserDocument, getUser } from '@/data/users';
import type { UserDoc } from '@/domain/schemas/user';
import { authProviderOf, guestDisplayName } from '../utils/account';

export type GuestAccount = Pick<
  User,
  'uid' | 'email' | 'displayName' | 'photoURL' | 'providerData'
>;

/** The session start of the guest area: users/{uid} exists afterwards (created with the defaults). */
export function ensureGuestDocument(account: GuestAccount): Promise<void> {
  return ensureUserDocument(account.uid, {
    name: guestDisplayName(null, account),
    email: account.email ?? '',
    photoURL: account.photoURL ?? null,
    authProvider: authProviderOf(account),
  });
}

/** The user's document, read; a DataError 'not-found' when it does not exist. */
export async function loadGuestUser(uid: string): Promise<UserDoc> {
  const user = await getUser(uid);
  if (!user) throw new DataError('not-found', `users/${uid} does not exist.`);
  return user;
}
