/**
 * users/{uid}: the one module that reads user documents for the screens (the signed-in account's
 * for the admin guard's role check, the guest header, dashboard, profile and tools; other users'
 * for the desk's "changed by" e-mails), through the shared cache
 * (src/lib/query-cache.ts, docs/decisions/0024-one-way-to-load-data.md). Every write that returns
 * the stored document hands it to storeAccountDoc, so the header's points, the dashboard's
 * progress and a tool's state change together, with no second read.
 */
import { getUser } from '@/data/users';
import type { UserDoc } from '@/domain/schemas/user';
import { fetchQuery, getQueryState, setQueryData } from '@/lib/query-cache';
import { useQuery, type QueryResult } from './use-query';

export const accountDocKey = (uid: string) => `users/${uid}`;

const read = (uid: string) => () => getUser(uid);

/** users/{uid} of `uid` (null while there is no session; value null when it does not exist). */
export function useAccountDoc(uid: string | null): QueryResult<UserDoc | null> {
  return useQuery(uid === null ? null : accountDocKey(uid), read(uid ?? ''));
}

/** The document as known, or read now (`fresh`: read again whatever is known). */
export function readAccountDoc(uid: string, { fresh = false } = {}): Promise<UserDoc | null> {
  return fetchQuery(accountDocKey(uid), read(uid), { force: fresh });
}

/** What a write stored: every screen showing the document shows it at once. */
export function storeAccountDoc(uid: string, user: UserDoc): void {
  setQueryData<UserDoc | null>(accountDocKey(uid), user);
}

/** The document as known now, without reading. */
export function knownAccountDoc(uid: string): UserDoc | null {
  const state = getQueryState<UserDoc | null>(accountDocKey(uid));
  return 'value' in state ? (state.value ?? null) : null;
}
