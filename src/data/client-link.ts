/**
 * Whether the signed-in user is a rental client: their clients/{uid} (docs/decisions/
 * 0033-client-portal-data.md), read on every guest page to show or hide the client's links. Kept
 * apart from ./client-portal.ts (the portal's and the desk's whole seam) so the guest pages' first
 * load carries only this read; it parses the document as that module's getClient does.
 */
import * as v from 'valibot';
import { CLIENTS_COLLECTION, ClientSchema, type ClientDoc } from '@/domain/schemas/client';
import { withDocuments } from './access';
import { isPlainObject } from './doc-values';

/** clients/{uid}: the user's link as a client, or null when they are not one. */
export async function readClientLink(uid: string): Promise<(ClientDoc & { uid: string }) | null> {
  const raw = await withDocuments((store) => store.get(CLIENTS_COLLECTION, uid));
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(ClientSchema, raw);
  return result.success ? { ...result.output, uid } : null;
}

/** The cache key (src/lib/query-cache.ts) of clients/{uid} (the guest pages, the portal). */
export const clientKey = (uid: string): string => `${CLIENTS_COLLECTION}/${uid}`;
