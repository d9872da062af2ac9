/**
 * Point awards from the tools: each waits until the guest area's session has its users/{uid}
 * (GuestUserProvider ensures it once, when the session starts), then runs the transactional award
 * of ../../api/progress.ts. The tools never create the document.
 */
import { useMemo } from 'react';
import type { OneTimeAchievement } from '@/domain/points';
import { awardAchievement, markResourceRead, type AwardResult } from '../../api/progress';
import { useGuestUser } from '../../hooks/use-guest-user';

export interface ToolAwards {
  /** Sets a one-time achievement and pays its points once (see awardAchievement). */
  achievement(uid: string, achievement: OneTimeAchievement): Promise<AwardResult>;
  /** Marks a resource read and pays +5 once per id (see markResourceRead). */
  resourceRead(uid: string, resourceId: string): Promise<AwardResult>;
}

export function useToolAwards(): ToolAwards {
  const { sessionReady } = useGuestUser();
  return useMemo(
    () => ({
      async achievement(uid, achievement) {
        await sessionReady();
        return awardAchievement(uid, achievement);
      },
      async resourceRead(uid, resourceId) {
        await sessionReady();
        return markResourceRead(uid, resourceId);
      },
    }),
    [sessionReady],
  );
}
