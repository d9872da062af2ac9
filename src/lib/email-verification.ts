/**
 * The verified e-mail (docs/product.md, Accounts): registration sends Firebase Auth's verification
 * e-mail, whose link comes back to the guest dashboard; the dashboard asks until the address is
 * verified, then has users/{uid} say so through the function confirmEmailVerified
 * (src/data/users.ts). Shared by the auth and guest features.
 */
import type { ActionCodeSettings, User } from 'firebase/auth';
import { paths } from '@/config/paths';

/**
 * Whether the signed-in account's address is proven: verified through the link, or a Google
 * account (Google has verified it). The server decides the same way (functions/src/privacy).
 */
export function hasVerifiedEmail(user: Pick<User, 'emailVerified' | 'providerData'>): boolean {
  return (
    user.emailVerified === true ||
    user.providerData.some((provider) => provider.providerId === 'google.com')
  );
}

/** Where the verification link lands once opened: the guest dashboard, on this site's origin. */
export function verificationLinkSettings(): ActionCodeSettings {
  return { url: `${window.location.origin}${paths.guest.dashboard}` };
}
