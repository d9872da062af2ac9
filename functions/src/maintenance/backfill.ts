/**
 * One-off, for documents written before this round's rules:
 * - search keys (emailKey, nameKey, and for leads companyKey: src/domain/search-keys.ts), so the
 *   desk's searches find them;
 * - a user's `createdAt` written by the browser as an ISO string (any date the client chose)
 *   becomes the document's own creation time on the server, as the rules now require of new
 *   accounts, so Usuarios sorts everyone by the server's clock.
 * New and rewritten documents are right already. Idempotent: a right document is not written.
 * Run it with `npm --prefix functions run backfill` (functions/README.md).
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { leadSearchKeys, userSearchKeys } from '../../../src/domain/search-keys.js';
import { CONTACT_SUBMISSIONS_COLLECTION } from '../leads/store.js';

export const USERS_COLLECTION = 'users';
type Keyed = typeof USERS_COLLECTION | typeof CONTACT_SUBMISSIONS_COLLECTION;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The keys `data` should carry that it lacks or holds stale; null when it needs no write. */
export function searchKeysPatch(
  collection: Keyed,
  data: Record<string, unknown>,
): Record<string, string> | null {
  const keys: Record<string, string> =
    collection === USERS_COLLECTION
      ? { ...userSearchKeys({ email: text(data.email), name: text(data.name) }) }
      : {
          ...leadSearchKeys({
            corporateEmail: text(data.corporateEmail),
            fullName: text(data.fullName),
            company: text(data.company),
          }),
        };
  const stale = Object.entries(keys).filter(([field, value]) => data[field] !== value);
  return stale.length === 0 ? null : Object.fromEntries(stale);
}

export interface BackfillCount {
  read: number;
  updated: number;
}

/** A user's createdAt that the client chose (a string): the server's creation time instead. */
export function createdAtPatch(
  data: Record<string, unknown>,
  createTime: Timestamp,
): { createdAt: Timestamp } | null {
  return typeof data.createdAt === 'string' ? { createdAt: createTime } : null;
}

/**
 * Reads each collection in pages of `pageSize` (by document id) and writes what is missing in
 * one batch per page. With `dryRun`, counts what it would write and writes nothing.
 */
export async function backfillDocuments(
  db: Firestore,
  { pageSize = 300, dryRun = false }: { pageSize?: number; dryRun?: boolean } = {},
): Promise<Record<Keyed, BackfillCount>> {
  const { FieldPath } = await import('firebase-admin/firestore');
  const result = {} as Record<Keyed, BackfillCount>;
  for (const collection of [USERS_COLLECTION, CONTACT_SUBMISSIONS_COLLECTION] as const) {
    const count: BackfillCount = { read: 0, updated: 0 };
    let after: string | null = null;
    for (;;) {
      let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
      if (after !== null) query = query.startAfter(after);
      const page = await query.get();
      if (page.empty) break;
      const batch = db.batch();
      let writes = 0;
      for (const doc of page.docs) {
        count.read += 1;
        const data = doc.data();
        const keys = searchKeysPatch(collection, data);
        const created =
          collection === USERS_COLLECTION ? createdAtPatch(data, doc.createTime) : null;
        if (!keys && !created) continue;
        const patch = { ...keys, ...created };
        count.updated += 1;
        writes += 1;
        batch.update(doc.ref, patch);
      }
      if (writes > 0 && !dryRun) await batch.commit();
      after = page.docs.at(-1)?.id ?? null;
      if (page.size < pageSize) break;
    }
    result[collection] = count;
  }
  return result;
}
