import { useEffect, useState } from 'react';
import { getUser } from '@/data/users';

export type RoleState = { status: 'loading' } | { status: 'ready'; isAdmin: boolean };

/** Reads users/{uid}.role. Any failure to read counts as "not admin". */
export function useUserRole(uid: string | null): RoleState {
  const [state, setState] = useState<{ uid: string | null; isAdmin: boolean } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    getUser(uid)
      .then((user) => !cancelled && setState({ uid, isAdmin: user?.role === 'admin' }))
      .catch(() => !cancelled && setState({ uid, isAdmin: false }));
    return () => {
      cancelled = true;
    };
  }, [uid]);
  if (!uid) return { status: 'ready', isAdmin: false };
  if (!state || state.uid !== uid) return { status: 'loading' };
  return { status: 'ready', isAdmin: state.isAdmin };
}
