/**
 * The signed-in user's clients/{uid} (null: not a client), one read shared by the header's links,
 * the dashboard's card, Mi Perfil and the client pages (src/lib/query-cache.ts). Part of every
 * guest page's code (ClientOnly), so it reads through the small src/data/client-link.ts.
 */
import type { Client } from '@/data/client-portal';
import { clientKey, readClientLink } from '@/data/client-link';
import { useQuery, type QueryResult } from '@/hooks/use-query';
import { useSession } from '@/lib/session';

export function useClient(): QueryResult<Client | null> & { uid: string | null } {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const query = useQuery(uid ? clientKey(uid) : null, () =>
    uid ? readClientLink(uid) : Promise.resolve(null),
  );
  return { ...query, uid };
}
