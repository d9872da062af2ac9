/**
 * "Tus datos" in Mi Perfil: the calls behind "Descargar mis datos" and "Eliminar mi cuenta"
 * (the callable functions exportMyData and deleteMyAccount, functions/src/privacy/account.ts).
 * Loaded on the first click, so Mi Perfil carries none of this until it is used.
 */
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { forgetLocalProfilePhotos } from '@/data/profile-photos';
import { dismissedProfileModalKey } from '@/hooks/use-sign-out';
import { callFunction } from '@/lib/functions';
import { hasPasswordProvider } from '../utils/account';

/** What deleteMyAccount answers. */
export interface DeleteAccountResult {
  deleted: true;
  anonymizedLeads: number;
  keptWonLeads: number;
  /** Spanish, for the toast: the deletion and any Ganado leads kept. */
  message: string;
}

/** "mis-datos-tusocio-2026-06-01.json", with this browser's local date. */
export function myDataFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `mis-datos-tusocio-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.json`;
}

/** Has the browser save `data` as a JSON file named `name`. */
function saveJsonFile(name: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Asks the function for everything the site holds about the signed-in user and saves it as a
 * JSON file; resolves to the file's name. Rejects with a FunctionCallError (Spanish message).
 */
export async function downloadMyData(now: Date = new Date()): Promise<string> {
  const data = await callFunction<Record<string, never>, unknown>('exportMyData', {});
  const name = myDataFileName(now);
  saveJsonFile(name, data);
  return name;
}

/**
 * Confirms it is really the account's owner: the password for an e-mail account, Google's popup
 * otherwise. The new sign-in time is what the deletion function requires (at most 5 minutes old).
 * Rejects with Firebase Auth's error (auth/wrong-password, auth/popup-closed-by-user, ...).
 */
export async function reauthenticate(account: User, password: string | null): Promise<void> {
  if (hasPasswordProvider(account)) {
    const credential = EmailAuthProvider.credential(account.email ?? '', password ?? '');
    await reauthenticateWithCredential(account, credential);
    return;
  }
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  await reauthenticateWithPopup(account, provider);
}

/** Re-authenticates, then has the function delete the account and its data. */
export async function deleteMyAccount(
  account: User,
  password: string | null,
): Promise<DeleteAccountResult> {
  await reauthenticate(account, password);
  return callFunction<Record<string, never>, DeleteAccountResult>('deleteMyAccount', {});
}

/**
 * After the deletion: forgets what this browser kept for the account (photos of the local file
 * store, the profile-modal flag) and ends the session. A local leftover that cannot be removed
 * does not stop the sign-out.
 */
export async function finishAccountDeletion(auth: Auth, uid: string): Promise<void> {
  await forgetLocalProfilePhotos(uid).catch(() => undefined);
  try {
    localStorage.removeItem(dismissedProfileModalKey(uid));
  } catch {
    // Blocked storage: nothing was kept there either.
  }
  await signOut(auth);
}
