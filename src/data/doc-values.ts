/**
 * Plain-data helpers shared by both adapters and the per-collection modules. No Firebase, no IDB.
 */
import { isPlainObject } from '@/domain/schemas/plain';
import type { DocData } from './ports';

export { autoId } from '@/lib/auto-id';
export { isPlainObject } from '@/domain/schemas/plain';

/** The value of SERVER_TIME: a class instance, so no plain-data helper mistakes it for a map. */
class ServerTime {
  readonly serverTime = true;
}

/**
 * Stands for "the time the database commits this write" in set/add/update data (Firestore's
 * serverTimestamp(); the browser store writes its clock). Read back as an ISO string.
 */
export const SERVER_TIME: unknown = Object.freeze(new ServerTime());

export function isServerTime(value: unknown): boolean {
  return value instanceof ServerTime;
}

/**
 * A deep copy without `undefined` values (Firestore rejects them): object keys holding undefined
 * are dropped, undefined array items are removed. Other values are kept as they are.
 */
export function stripUndefined<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(strip);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) out[key] = strip(item);
    }
    return out;
  }
  return value;
}

/** Structural equality for plain document data (objects, arrays, primitives). */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => isDeepEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a);
    if (keysA.length !== Object.keys(b).length) return false;
    return keysA.every((key) => Object.hasOwn(b, key) && isDeepEqual(a[key], b[key]));
  }
  return false;
}

/** Narrows a value to document data (a plain object) or throws: what every write accepts. */
export function assertDocData(value: unknown, what: string): asserts value is DocData {
  if (!isPlainObject(value)) throw new TypeError(`${what}: document data must be a plain object.`);
}

/**
 * Throws unless `segment` is a valid document id (non-empty, no "/") or collection path: a name,
 * or a subcollection path "parent/{id}/name" (an odd number of such segments).
 */
export function assertPathSegment(segment: string, what: 'collection' | 'id'): void {
  const parts = what === 'collection' ? segment.split('/') : [segment];
  if (
    parts.length % 2 === 0 ||
    parts.some((part) => part === '' || part.includes('/') || part === '.' || part === '..')
  ) {
    throw new TypeError(`Invalid ${what} "${segment}": it must be non-empty and contain no "/".`);
  }
}
