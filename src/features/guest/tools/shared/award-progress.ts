/**
 * Point awards from the tools: each waits until the guest area's session has its users/{uid}
 * (GuestUserProvider ensures it once, when the session starts), runs the transactional award of
 * ../../api/progress.ts, and hands the stored document to the account document's cache
 * (src/hooks/use-account-doc.ts): the header's points and the dashboard's progress change at once.
 * The tools never create the document.
 */
import { useMemo } from 'react';
import type { OneTimeAchievement } from '@/domain/points';
import { storeAccountDoc } from '@/hooks/use-account-doc';
import { awardAchievement, markResourceRead, type AwardResult } from '../../api/progress';
import { useGuestUser } from '../../hooks/use-guest-user';

export interface ToolAwards {
  /** Sets a one-time achievement and pays its points once (see awardAchievement). */
  achievement(uid: string, achievement: OneTimeAchievement): Promise<AwardResult>;
  /** Marks a resource read and pays +5 once per id (see markResourceRead). */
  resourceRead(uid: string, resourceId: string): Promise<AwardResult>;
}

function published(uid: string, result: AwardResult): AwardResult {
  if (result.user) storeAccountDoc(uid, result.user);
  return result;
}

export function useToolAwards(): ToolAwards {
  const { sessionReady } = useGuestUser();
  return useMemo(
    () => ({
      async achievement(uid, achievement) {
        await sessionReady();
        return published(uid, await awardAchievement(uid, achievement));
      },
      async resourceRead(uid, resourceId) {
        await sessionReady();
        return published(uid, await markResourceRead(uid, resourceId));
      },
    }),
    [sessionReady],
  );
}
