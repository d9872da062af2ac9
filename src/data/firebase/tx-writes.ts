/**
 * How a transaction of the document store (./document-store.ts update and updateAll) writes a
 * computed document: only what changed (docs/decisions/0043-transactions-write-changed-keys.md).
 * Loaded with the Firestore SDK (./firestore-sdk.ts re-exports it), so pages that only read carry
 * none of it.
 */
import {
  deleteField,
  FieldPath,
  Timestamp,
  type Transaction as LiteTransaction,
  type DocumentReference,
} from 'firebase/firestore/lite';
import { isPlainObject } from '../doc-values';
import type { DocData } from '../ports';

type Transaction = LiteTransaction;
type Target = DocumentReference;

/**
 * Writes `next` in the transaction as a change of `stored`: a new document is set whole; an
 * existing one gets only the top-level keys whose value differs (a key `next` lacks is deleted),
 * and nothing when none does. So the security rules judge this write as the change it makes to
 * the document as stored when it commits: a key another client changed meanwhile (a reply's
 * lastReplyAt, a function's `notified`) is not written back stale, the rules do not refuse it as
 * a change this writer may not make, and the commit's read check makes the transaction run again
 * on the newer document (docs/decisions/0043-transactions-write-changed-keys.md).
 */
export function writeChanges(
  tx: Transaction,
  target: Target,
  next: unknown,
  stored: DocData | null,
): void {
  const data = next as DocData;
  if (stored === null) {
    tx.set(target, data);
    return;
  }
  const changes: unknown[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (!sameStoredValue(value, stored[key])) changes.push(new FieldPath(key), value);
  }
  for (const key of Object.keys(stored)) {
    if (!(key in data)) changes.push(new FieldPath(key), deleteField());
  }
  if (changes.length === 0) return;
  const [field, value, ...more] = changes as [FieldPath, unknown];
  tx.update(target, field, value, ...more);
}

/** Whether a value to write equals the stored one (Timestamps by instant; sentinels never). */
function sameStoredValue(next: unknown, stored: unknown): boolean {
  if (next instanceof Timestamp || stored instanceof Timestamp)
    return next instanceof Timestamp && stored instanceof Timestamp && next.isEqual(stored);
  if (Array.isArray(next) || Array.isArray(stored))
    return (
      Array.isArray(next) &&
      Array.isArray(stored) &&
      next.length === stored.length &&
      next.every((item, i) => sameStoredValue(item, stored[i]))
    );
  if (isPlainObject(next) && isPlainObject(stored)) {
    const keys = Object.keys(next);
    return (
      keys.length === Object.keys(stored).length &&
      keys.every((key) => key in stored && sameStoredValue(next[key], stored[key]))
    );
  }
  return Object.is(next, stored);
}
