/** users/{uid} as the guest area reads it: a missing document is created with the defaults first. */
import type { User } from 'firebase/auth';
import type { UserDoc } from '@/domain/entities';
import { createUserDocument, getUser } from '@/data/users';
import { authProviderOf, guestDisplayName } from '../utils/account';

export type GuestAccount = Pick<
  User,
  'uid' | 'email' | 'displayName' | 'photoURL' | 'providerData'
>;

/** The user's document; when there is none yet it is created (guest, score 0, no achievements). */
export async function loadGuestUser(account: GuestAccount): Promise<UserDoc> {
  const stored = await getUser(account.uid);
  if (stored) return stored;
  return createUserDocument(account.uid, {
    name: guestDisplayName(null, account),
    email: account.email ?? '',
    photoURL: account.photoURL ?? null,
    authProvider: authProviderOf(account),
  });
}
