/**
 * The verified e-mail (docs/product.md, Accounts): registration sends Firebase Auth's verification
 * e-mail, whose link comes back to the guest dashboard; the dashboard asks until the address is
 * verified, then has users/{uid} say so through the function confirmEmailVerified
 * (src/data/users.ts). Shared by the auth and guest features.
 */
import type { ActionCodeSettings, User } from 'firebase/auth';
import { paths } from '@/config/paths';
import { isEmailProven } from '@/domain/verified-email';

/**
 * Whether the signed-in account's own address is proven: verified through the link, or a Google
 * identity with that same address (src/domain/verified-email.ts; the server decides with the same
 * function). A Google identity with another address proves nothing.
 */
export function hasVerifiedEmail(
  user: Pick<User, 'email' | 'emailVerified' | 'providerData'>,
): boolean {
  return isEmailProven(user);
}

/** Where the verification link lands once opened: the guest dashboard, on this site's origin. */
export function verificationLinkSettings(): ActionCodeSettings {
  return { url: `${window.location.origin}${paths.guest.dashboard}` };
}
