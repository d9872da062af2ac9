/**
 * The signed-in account's verified e-mail on the dashboard (docs/product.md, Accounts):
 * - until the address is verified, the Auth user is read again when the dashboard opens and each
 *   time the window regains focus, so coming back from the verification link hides the banner
 *   without signing out;
 * - once it is (or for a Google account), and users/{uid} does not say so yet, the function
 *   confirmEmailVerified records it there (the only way the document gets it) and the document is
 *   read again through its one reader;
 * - "Reenviar correo de verificación" sends Firebase Auth's e-mail again (or finds it already
 *   verified), with a toast either way.
 */
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { User } from 'firebase/auth';
import { confirmEmailVerified } from '@/data/users';
import { readAuthError, AUTH_NETWORK_ERROR_MESSAGE } from '@/domain/auth-error-code';
import { readAccountDoc } from '@/hooks/use-account-doc';
import { hasVerifiedEmail, verificationLinkSettings } from '@/lib/email-verification';
import { useSession } from '@/lib/session';
import {
  VERIFY_EMAIL_DONE_MESSAGE,
  VERIFY_EMAIL_FAILED_MESSAGE,
  VERIFY_EMAIL_SESSION_ENDED_MESSAGE,
  VERIFY_EMAIL_TOO_MANY_MESSAGE,
  verifyEmailSentMessage,
} from '../messages';
import { useGuestUser } from './use-guest-user';

export interface EmailVerificationState {
  /** Show the banner: the address is not verified, as Auth said when asked on this visit. */
  showBanner: boolean;
  /** The address the link went to. */
  email: string;
  /** A resend is under way. */
  sending: boolean;
  resend(): void;
}

/** The Spanish toast for a failed sendEmailVerification. */
export function resendFailureMessage(error: unknown): string {
  switch (readAuthError(error).code.replace(/^auth\//, '')) {
    case 'too-many-requests':
      return VERIFY_EMAIL_TOO_MANY_MESSAGE;
    case 'network-request-failed':
      return AUTH_NETWORK_ERROR_MESSAGE;
    case 'user-token-expired':
    case 'user-disabled':
    case 'user-not-found':
    case 'requires-recent-login':
      return VERIFY_EMAIL_SESSION_ENDED_MESSAGE;
    default:
      return VERIFY_EMAIL_FAILED_MESSAGE;
  }
}

/** Reads the Auth user again; false when that failed (offline, session ended). */
function reloadUser(user: User): Promise<boolean> {
  return user.reload().then(
    () => true,
    () => false,
  );
}

// One call of the function per account at a time (the page may render the dashboard twice).
const confirming = new Set<string>();

export function useEmailVerification(): EmailVerificationState {
  const { user: account, store } = useSession();
  const { state } = useGuestUser();
  const uid = account?.uid ?? null;
  // The User object changes in place on reload(); the store's refresh() re-renders with it.
  const verified = account ? hasVerifiedEmail(account) : false;
  const [checkedUid, setCheckedUid] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!account || hasVerifiedEmail(account)) return;
    let active = true;
    const check = () => {
      if (hasVerifiedEmail(account)) return;
      void reloadUser(account).then(() => {
        if (!active) return;
        setCheckedUid(account.uid);
        if (hasVerifiedEmail(account)) {
          toast.success(VERIFY_EMAIL_DONE_MESSAGE, { id: 'email-verified' });
          store.refresh();
        }
      });
    };
    const checkWhenShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', checkWhenShown);
    return () => {
      active = false;
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', checkWhenShown);
    };
  }, [account, store]);

  const docReady = state.status === 'ready';
  const docSaysVerified = state.user?.emailVerified === true;
  useEffect(() => {
    if (!uid || !verified || !docReady || docSaysVerified || confirming.has(uid)) return;
    confirming.add(uid);
    confirmEmailVerified()
      .then((recorded) => (recorded ? readAccountDoc(uid, { fresh: true }) : null))
      // Not recorded now (offline, the function unavailable): the next visit asks again.
      .catch(() => null)
      .finally(() => confirming.delete(uid));
  }, [uid, verified, docReady, docSaysVerified]);

  const resend = useCallback(() => {
    if (!account || sending) return;
    setSending(true);
    void (async () => {
      try {
        // Verified meanwhile (in another tab, say): nothing to send.
        if ((await reloadUser(account)) && hasVerifiedEmail(account)) {
          toast.success(VERIFY_EMAIL_DONE_MESSAGE, { id: 'email-verified' });
          store.refresh();
          return;
        }
        const { sendEmailVerification } = await import('@/lib/auth-sdk');
        await sendEmailVerification(account, verificationLinkSettings());
        toast.success(verifyEmailSentMessage(account.email ?? ''));
      } catch (error) {
        toast.error(resendFailureMessage(error));
      } finally {
        setSending(false);
      }
    })();
  }, [account, sending, store]);

  return {
    showBanner: account !== null && !verified && checkedUid === account.uid,
    email: account?.email ?? '',
    sending,
    resend,
  };
}
