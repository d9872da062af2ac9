import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { SIGN_OUT_FAILED_MESSAGE, SIGN_OUT_SUCCESS_MESSAGE } from '@/domain/auth-errors';

/** The profile-modal dismissal flag, scoped per user (docs/product.md, Local storage). */
export function dismissedProfileModalKey(uid: string): string {
  return `dismissedProfileModal_${uid}`;
}

/**
 * Sign-out used by the guest header and the admin sidebar: signs out, removes the user's
 * profile-modal dismissal flag, shows the toast and goes to "/".
 */
export function useSignOut(): () => Promise<void> {
  const { store, user } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const [auth, { signOut }] = await Promise.all([store.auth(), import('firebase/auth')]);
      const uid = user?.uid ?? auth.currentUser?.uid;
      await signOut(auth);
      if (uid) localStorage.removeItem(dismissedProfileModalKey(uid));
      toast.success(SIGN_OUT_SUCCESS_MESSAGE);
      navigate(paths.home);
    } catch {
      toast.error(SIGN_OUT_FAILED_MESSAGE);
    }
  }, [store, user, navigate]);
}
