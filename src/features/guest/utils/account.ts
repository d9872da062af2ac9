/** Small readings of the signed-in account shared by the header, dashboard and profile screens. */
import type { User } from 'firebase/auth';
import type { AuthProvider } from '@/domain/schemas/user';

type NamedAccount = Pick<User, 'displayName' | 'email'>;

/** The name to greet: users/{uid}.name, else the Auth displayName, else the e-mail's local part. */
export function guestDisplayName(
  storedName: string | null | undefined,
  account: NamedAccount | null,
): string {
  const fromDoc = storedName?.trim();
  if (fromDoc) return fromDoc;
  const fromAuth = account?.displayName?.trim();
  if (fromAuth) return fromAuth;
  const local = account?.email?.split('@')[0]?.trim();
  return local || 'Invitado';
}

/** Up to two capital initials ("Ana María López" -> "AM"), for the avatar without a photo. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase('es-MX') || '?';
}

/** True for accounts that sign in with e-mail and password (they may reset the password). */
export function hasPasswordProvider(account: Pick<User, 'providerData'> | null): boolean {
  return account?.providerData.some((p) => p.providerId === 'password') ?? false;
}

/** The provider recorded on users/{uid} when the document has to be created. */
export function authProviderOf(account: Pick<User, 'providerData'>): AuthProvider {
  return account.providerData.some((p) => p.providerId === 'google.com') ? 'google' : 'password';
}
