import { useAccountDoc } from './use-account-doc';

export type RoleState = { status: 'loading' } | { status: 'ready'; isAdmin: boolean };

/**
 * Reads users/{uid}.role (through the account document's one reader). Any failure to read counts
 * as "not admin".
 */
export function useUserRole(uid: string | null): RoleState {
  const { state } = useAccountDoc(uid);
  if (!uid) return { status: 'ready', isAdmin: false };
  if (state.status === 'error') return { status: 'ready', isAdmin: false };
  if (state.status !== 'ready') return { status: 'loading' };
  return { status: 'ready', isAdmin: state.value?.role === 'admin' };
}
