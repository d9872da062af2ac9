/**
 * One-off, for documents written before this round's rules:
 * - search keys (emailKey, nameKey, and for leads companyKey: src/domain/search-keys.ts), so the
 *   desk's searches find them;
 * - a user's `createdAt` written by the browser as an ISO string (any date the client chose)
 *   becomes the document's own creation time on the server, as the rules now require of new
 *   accounts, so Usuarios sorts everyone by the server's clock.
 * - a user's `emailVerified` (and `emailVerifiedAt`) that Auth does not prove is cleared: accounts
 *   once marked verified by linking a Google identity with ANOTHER address (isEmailProven,
 *   src/domain/verified-email.ts), or whose Auth account is gone or holds another address.
 * New and rewritten documents are right already. Idempotent: a right document is not written.
 * Run it with `npm --prefix functions run backfill` (functions/README.md).
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { leadSearchKeys, userSearchKeys } from '../../../src/domain/search-keys.js';
import {
  isEmailProven,
  sameEmailAddress,
  type AccountIdentity,
} from '../../../src/domain/verified-email.js';
import { CONTACT_SUBMISSIONS, USERS } from '../../../src/domain/collections.js';

type Keyed = typeof USERS | typeof CONTACT_SUBMISSIONS;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The keys `data` should carry that it lacks or holds stale; null when it needs no write. */
export function searchKeysPatch(
  collection: Keyed,
  data: Record<string, unknown>,
): Record<string, string> | null {
  const keys: Record<string, string> =
    collection === USERS
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
  /** users only: documents whose emailVerified was cleared (Auth does not prove the address). */
  unverified?: number;
}

/**
 * The Auth records of these uids (at most 100 at a time), keyed by uid; a uid without an Auth
 * account is absent from the map.
 */
export type AccountLookup = (uids: readonly string[]) => Promise<Map<string, AccountIdentity>>;

/**
 * Whether users/{uid} says verified while Auth does not prove that same address (`account`: the
 * Auth record, null when there is none): then the flag and its time are to be cleared.
 */
export function needsUnverify(
  data: Record<string, unknown>,
  account: AccountIdentity | null,
): boolean {
  if (data.emailVerified !== true) return false;
  if (!account || !isEmailProven(account)) return true;
  return !sameEmailAddress(text(account.email), text(data.email));
}

/** The Admin SDK's Auth as an AccountLookup (getUsers takes at most 100 identifiers). */
export async function adminAccountLookup(): Promise<AccountLookup> {
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth();
  return async (uids) => {
    const found = new Map<string, AccountIdentity>();
    for (let i = 0; i < uids.length; i += 100) {
      const { users } = await auth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
      for (const user of users) found.set(user.uid, user);
    }
    return found;
  };
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
 * one batch per page. With `accounts`, users that say verified are checked against Auth. With
 * `dryRun`, counts what it would write and writes nothing.
 */
export async function backfillDocuments(
  db: Firestore,
  {
    pageSize = 300,
    dryRun = false,
    accounts,
  }: { pageSize?: number; dryRun?: boolean; accounts?: AccountLookup } = {},
): Promise<Record<Keyed, BackfillCount>> {
  const { FieldPath, FieldValue } = await import('firebase-admin/firestore');
  const result = {} as Record<Keyed, BackfillCount>;
  for (const collection of [USERS, CONTACT_SUBMISSIONS] as const) {
    const count: BackfillCount = {
      read: 0,
      updated: 0,
      ...(collection === USERS && accounts ? { unverified: 0 } : {}),
    };
    let after: string | null = null;
    for (;;) {
      let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
      if (after !== null) query = query.startAfter(after);
      const page = await query.get();
      if (page.empty) break;
      const batch = db.batch();
      let writes = 0;
      const verified =
        collection === USERS && accounts
          ? page.docs.filter((doc) => doc.get('emailVerified') === true).map((doc) => doc.id)
          : [];
      const records = verified.length > 0 && accounts ? await accounts(verified) : new Map();
      for (const doc of page.docs) {
        count.read += 1;
        const data = doc.data();
        const keys = searchKeysPatch(collection, data);
        const created = collection === USERS ? createdAtPatch(data, doc.createTime) : null;
        const unverify =
          verified.includes(doc.id) && needsUnverify(data, records.get(doc.id) ?? null)
            ? { emailVerified: FieldValue.delete(), emailVerifiedAt: FieldValue.delete() }
            : null;
        if (unverify && count.unverified !== undefined) count.unverified += 1;
        if (!keys && !created && !unverify) continue;
        const patch = { ...keys, ...created, ...unverify };
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
