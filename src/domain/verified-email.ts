/**
 * Whether an account's own e-mail address is proven (docs/product.md, Accounts): Firebase Auth
 * says it is verified (the link was opened), or one of the account's Google identities carries
 * that same address (Google has verified it). Linking a Google identity with ANOTHER address
 * proves nothing about the account's own one.
 *
 * Pure and shared: the page (src/lib/email-verification.ts) and every server path
 * (functions/src/privacy: confirmEmailVerified, "Tus datos", the backfill) decide with it.
 */

/** One identity linked to the account, as Auth lists it (providerData). */
export interface LinkedIdentity {
  providerId: string;
  email?: string | null;
}

/** The account as Auth gives it: its address, Auth's own flag and its linked identities. */
export interface AccountIdentity {
  email?: string | null;
  emailVerified?: boolean | null;
  providerData?: readonly LinkedIdentity[] | null;
}

export const GOOGLE_PROVIDER_ID = 'google.com';

/** Two addresses are the same one: trimmed and compared without case. */
export function sameEmailAddress(a: string, b: string): boolean {
  const left = a.trim().toLowerCase();
  return left !== '' && left === b.trim().toLowerCase();
}

/** The account's own address is proven (see the module's comment). */
export function isEmailProven(account: AccountIdentity): boolean {
  const email = typeof account.email === 'string' ? account.email : '';
  if (email.trim() === '') return false;
  if (account.emailVerified === true) return true;
  return (account.providerData ?? []).some(
    (identity) =>
      identity.providerId === GOOGLE_PROVIDER_ID &&
      typeof identity.email === 'string' &&
      sameEmailAddress(identity.email, email),
  );
}
