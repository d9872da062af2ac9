import type { UserDoc } from '@/domain/schemas/user';
import { dismissedProfileModalKey } from '@/hooks/use-sign-out';

/** docs/product.md, Guest area: the profile modal opens by itself until completed or dismissed. */
export function shouldAutoOpenProfileModal(
  user: Pick<UserDoc, 'achievements'>,
  uid: string,
): boolean {
  if (user.achievements.profileCompleted) return false;
  return !readDismissed(uid);
}

/** "Omitir por ahora": remembered per user until sign-out (useSignOut removes it). */
export function dismissProfileModal(uid: string): void {
  try {
    localStorage.setItem(dismissedProfileModalKey(uid), 'true');
  } catch {
    // Storage blocked (private mode, quota): the modal simply asks again next time.
  }
}

function readDismissed(uid: string): boolean {
  try {
    return localStorage.getItem(dismissedProfileModalKey(uid)) !== null;
  } catch {
    return false;
  }
}
