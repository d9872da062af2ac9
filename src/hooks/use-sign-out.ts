import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** The profile-modal dismissal flag, scoped per user (docs/product.md, Local storage). */
export function dismissedProfileModalKey(uid: string): string {
  return `dismissedProfileModal_${uid}`;
}

// Its texts (docs/product.md, Guest area), here with the one hook that shows them: the guest and
// admin areas then load no other account text to sign out.
export const SIGN_OUT_SUCCESS_MESSAGE = 'Sesión cerrada correctamente';
export const SIGN_OUT_FAILED_MESSAGE = 'Error al cerrar sesión. Intenta de nuevo.';

/**
 * Sign-out used by the guest header and the admin sidebar: signs out, removes the user's
 * profile-modal dismissal flag, shows the toast and goes to "/".
 */
export function useSignOut(): () => Promise<void> {
  const { store, user } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const [auth, { signOut }] = await Promise.all([store.auth(), import('@/lib/auth-sdk')]);
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
