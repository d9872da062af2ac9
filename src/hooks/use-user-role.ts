import { useAccountDoc } from './use-account-doc';
import { shownValue } from './use-query';

export type RoleState = { status: 'loading' } | { status: 'ready'; isAdmin: boolean };

/**
 * Reads users/{uid}.role (through the account document's one reader). Any failure to read counts
 * as "not admin".
 */
export function useUserRole(uid: string | null): RoleState {
  const { state } = useAccountDoc(uid);
  if (!uid) return { status: 'ready', isAdmin: false };
  if (state.status === 'error') return { status: 'ready', isAdmin: false };
  // A document being read again keeps its known role meanwhile (no loading flash).
  const user = shownValue(state);
  if (user === undefined) return { status: 'loading' };
  return { status: 'ready', isAdmin: user?.role === 'admin' };
}
