/**
 * Plain-data helpers shared by both adapters and the per-collection modules. No Firebase, no IDB.
 */
import type { DocData } from './ports';

/** A plain object (`{}` literal or null-prototype), as opposed to arrays, Dates, Blobs, class instances. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
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

/** Throws unless `segment` is a valid collection name or document id (non-empty, no "/"). */
export function assertPathSegment(segment: string, what: 'collection' | 'id'): void {
  if (segment === '' || segment.includes('/') || segment === '.' || segment === '..') {
    throw new TypeError(`Invalid ${what} "${segment}": it must be non-empty and contain no "/".`);
  }
}
