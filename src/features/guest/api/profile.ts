/**
 * The profile modal's data operations: read customers/{uid} to prefill the form, and save it
 * (customer record, name on users/{uid}, the one-time profileCompleted achievement).
 */
import type { CustomerDoc, UserDoc } from '@/domain/entities';
import type { ProfileFormData } from '@/domain/validation';
import { getCustomer, saveCustomer } from '@/data/customers';
import { getDocumentStore } from '@/data/store';
import { createUserDocument, getUser, mergeUser } from '@/data/users';
import { authProviderOf } from '../utils/account';
import type { GuestAccount } from './guest-user';
import { awardAchievement } from './progress';

/** The document store could not be loaded (e.g. its code chunk failed to download). */
export class DataServiceUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Data service unavailable', { cause });
    this.name = 'DataServiceUnavailableError';
  }
}

async function requireDataService(): Promise<void> {
  try {
    await getDocumentStore();
  } catch (error) {
    throw new DataServiceUnavailableError(error);
  }
}

/** customers/{uid}, or null when the user never saved the form. */
export async function loadCustomerProfile(uid: string): Promise<CustomerDoc | null> {
  await requireDataService();
  return getCustomer(uid);
}

export interface SaveProfileResult {
  /** users/{uid} after the save (null only if it could not be read back). */
  user: UserDoc | null;
  /** False when the data was saved but the achievement could not be recorded. */
  progressSaved: boolean;
}

/**
 * Saves the profile: merges customers/{uid} (userId, email, the five fields, updatedAt), writes the
 * name on users/{uid} and awards profileCompleted (+20, once; it also sets profileCompleted).
 * Rejects when the customer record or the name could not be written.
 */
export async function saveProfile(
  account: GuestAccount,
  data: ProfileFormData,
): Promise<SaveProfileResult> {
  await requireDataService();
  const uid = account.uid;
  const email = account.email ?? '';
  // Normally created on the dashboard already; without it the achievement could not be paid.
  await createUserDocument(uid, {
    name: data.fullName,
    email,
    photoURL: account.photoURL ?? null,
    authProvider: authProviderOf(account),
  });
  await saveCustomer(uid, { userId: uid, email, ...data });
  await mergeUser(uid, { name: data.fullName });
  try {
    const { user } = await awardAchievement(uid, 'profileCompleted');
    return { user, progressSaved: true };
  } catch {
    return { user: await getUser(uid).catch(() => null), progressSaved: false };
  }
}
