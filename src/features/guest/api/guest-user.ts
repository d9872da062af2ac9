/**
 * users/{uid} for the guest area: the document is ensured once, when the session starts: at
 * sign-in or registration (src/features/auth/api), or, for a session restored in a new page,
 * when the guest area first needs it (GuestUserProvider). Screens read it through its one reader
 * (src/hooks/use-account-doc.ts); pages, tools and the profile modal only update it.
 */
import type { User } from 'firebase/auth';
import { createUserDocument } from '@/data/users';
import type { UserDoc } from '@/domain/schemas/user';
import { authProviderOf, guestDisplayName } from '../utils/account';

export type GuestAccount = Pick<
  User,
  'uid' | 'email' | 'displayName' | 'photoURL' | 'providerData'
>;

/**
 * The session start of the guest area: users/{uid} exists afterwards (created with the defaults
 * when missing); resolves to the stored document.
 */
export function ensureGuestDocument(account: GuestAccount): Promise<UserDoc> {
  return createUserDocument(account.uid, {
    name: guestDisplayName(null, account),
    email: account.email ?? '',
    photoURL: account.photoURL ?? null,
    authProvider: authProviderOf(account),
  });
}
