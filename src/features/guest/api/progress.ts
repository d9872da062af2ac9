/**
 * Point awards for the guest area: one transactional update per award, so each achievement and
 * each resource pays exactly once, even from two tabs or a double click.
 */
import type { UserDoc } from '@/domain/schemas/user';
import {
  awardAchievement as awardAchievementRule,
  markResourceRead as markResourceReadRule,
  type OneTimeAchievement,
} from '@/domain/points';
import { isResourceId } from '@/content/resource-ids';
import { updateUser } from '@/data/users';

export interface AwardResult {
  /** The stored document after the update (null when users/{uid} does not exist). */
  user: UserDoc | null;
  /** True when this call paid the points. */
  awarded: boolean;
}

async function applyAward(
  uid: string,
  rule: (user: UserDoc, nowIso: string) => { user: UserDoc; awarded: boolean },
): Promise<AwardResult> {
  const now = new Date().toISOString();
  let awarded = false;
  const user = await updateUser(uid, (current) => {
    // The transaction may re-run this under contention: only the last run's verdict counts.
    awarded = false;
    // updateUser hands the document already repaired by its schema (every default filled in).
    if (current === null) return null;
    const result = rule(current, now);
    awarded = result.awarded;
    return result.awarded ? result.user : null;
  });
  return { user, awarded };
}

export function awardAchievement(
  uid: string,
  achievement: OneTimeAchievement,
): Promise<AwardResult> {
  return applyAward(uid, (user, now) => awardAchievementRule(user, achievement, now));
}

export function markResourceRead(uid: string, resourceId: string): Promise<AwardResult> {
  if (!isResourceId(resourceId))
    return Promise.reject(new Error(`Recurso desconocido: ${resourceId}`));
  return applyAward(uid, (user, now) => markResourceReadRule(user, resourceId, now));
}
