import { useCallback, useEffect, useState } from 'react';
import { listContactSubmissions, type ContactSubmissionWithId } from '@/data/contact-submissions';
import { listUsers, type UserWithId } from '@/data/users';
import { ADMIN_TEXT } from '../messages';

export type AdminData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; submissions: ContactSubmissionWithId[]; users: UserWithId[] };

function isPermissionDenied(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' && /permission-denied|unauthenticated/.test(code);
}

/**
 * The quote requests and the users (both admin-only reads: the rules refuse them to anyone else).
 * `reload` reads them again.
 */
export function useAdminData(): { data: AdminData; reload: () => void } {
  const [data, setData] = useState<AdminData>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setData({ status: 'loading' });
    Promise.all([listContactSubmissions(), listUsers()])
      .then(([submissions, users]) => {
        if (!cancelled) setData({ status: 'ready', submissions, users });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setData({
          status: 'error',
          message: isPermissionDenied(error) ? ADMIN_TEXT.permissionDenied : ADMIN_TEXT.loadFailed,
        });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, reload };
}
