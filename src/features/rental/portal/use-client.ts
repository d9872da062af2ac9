/**
 * The signed-in person's company and role (null: they belong to no company): members/{uid}, then
 * clients/{clientId}, read once and shared by the header's links, the dashboard's card, Mi Perfil
 * and the client pages (src/lib/query-cache.ts). Part of every guest page's code (ClientOnly), so
 * it reads through the small src/data/rental/company/client-link.ts.
 */
import { useEffect } from 'react';
import { clientKey, readClientLink, type ClientLink } from '@/data/rental/company/client-link';
import { isDataError } from '@/data/errors';
import { useQuery, type QueryResult } from '@/hooks/use-query';
import { fetchQuery, type QueryState } from '@/lib/query-cache';
import { useSession } from '@/lib/session';

export type { ClientLink };

export function useClient(): QueryResult<ClientLink | null> & { uid: string | null } {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const query = useQuery(uid ? clientKey(uid) : null, () =>
    uid ? readClientLink(uid) : Promise.resolve(null),
  );
  return { ...query, uid };
}

/**
 * When the rules refuse one of the company's reads (`state`), the membership may be gone (the
 * person was removed while the page was open): it is read again, and the client pages' gate then
 * shows the "not linked" message instead of a failed read.
 */
export function useRecheckWhenDenied(state: QueryState<unknown>): void {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const denied = state.status === 'error' && isDataError(state.error, 'denied');
  useEffect(() => {
    if (!denied || !uid) return;
    void fetchQuery(clientKey(uid), () => readClientLink(uid), { force: true }).catch(() => {});
  }, [denied, uid]);
}
