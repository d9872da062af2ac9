/**
 * The profile modal's data operations: read customers/{uid} to prefill the form, and save it
 * (customer record, name on users/{uid}, the one-time profileCompleted achievement). Failures are
 * the data layer's DataErrors (kind 'unavailable' when the data service cannot be loaded).
 */
import type { CustomerDoc } from '@/domain/schemas/customer';
import type { UserDoc } from '@/domain/schemas/user';
import type { ProfileFormData } from '@/domain/profile-form';
import { getCustomer, saveCustomer } from '@/data/customers';
import { mergeUser } from '@/data/users';
import { readAccountDoc } from '@/hooks/use-account-doc';
import type { GuestAccount } from './guest-user';
import { awardAchievement } from './progress';

/** customers/{uid}, or null when the user never saved the form. */
/** The cache key of customers/{uid} (src/hooks/use-query.ts). */
export const customerProfileKey = (uid: string) => `customers/${uid}`;

export function loadCustomerProfile(uid: string): Promise<CustomerDoc | null> {
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
 * users/{uid} exists already (the session ensured it). Rejects when the customer record or the
 * name could not be written.
 */
export async function saveProfile(
  account: GuestAccount,
  data: ProfileFormData,
): Promise<SaveProfileResult> {
  const uid = account.uid;
  await saveCustomer(uid, { userId: uid, email: account.email ?? '', ...data });
  await mergeUser(uid, { name: data.fullName });
  try {
    const { user } = await awardAchievement(uid, 'profileCompleted');
    return { user, progressSaved: true };
  } catch {
    return {
      user: await readAccountDoc(uid, { fresh: true }).catch(() => null),
      progressSaved: false,
    };
  }
}
