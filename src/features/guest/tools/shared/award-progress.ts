/**
 * Point awards from the tools. A thin layer over the guest progress API: when users/{uid} does
 * not exist yet (e.g. a tool opened by a direct link before anything created it), the document is
 * created with its defaults (docs/product.md, Points: "Defaults when missing") and the
 * award is tried once more, so the first use still pays.
 */
import type { User } from 'firebase/auth';
import type { OneTimeAchievement } from '@/domain/points';
import { loadGuestUser } from '../../api/guest-user';
import { awardAchievement, markResourceRead, type AwardResult } from '../../api/progress';

async function withUserDocument(
  user: User,
  award: () => Promise<AwardResult>,
): Promise<AwardResult> {
  const first = await award();
  if (first.user !== null) return first;
  await loadGuestUser(user);
  return award();
}

/** Sets a one-time achievement and pays its points once (see awardAchievement). */
export function awardToolAchievement(
  user: User,
  achievement: OneTimeAchievement,
): Promise<AwardResult> {
  return withUserDocument(user, () => awardAchievement(user.uid, achievement));
}

/** Marks a resource read and pays +5 once per id (see markResourceRead). */
export function markToolResourceRead(user: User, resourceId: string): Promise<AwardResult> {
  return withUserDocument(user, () => markResourceRead(user.uid, resourceId));
}
