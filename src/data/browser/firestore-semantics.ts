/**
 * Firestore's observable semantics, re-implemented for the browser store so both adapters pass
 * the same contract suite: set-with-merge, auto ids, query ordering.
 */
import type { DocData, ListedDoc, ListOptions, Where } from '../ports';
import { isPlainObject, isServerTime, stripUndefined } from '../doc-values';

/**
 * What a write stores: a deep copy without undefined values, with Dates as ISO strings (Firestore
 * stores a Date as a Timestamp, which the Firebase adapter reads back as an ISO string) and
 * SERVER_TIME as this write's time.
 */
export function normalizeForWrite(data: DocData): DocData {
  return datesToIso(stripUndefined(data), new Date().toISOString()) as DocData;
}

function datesToIso(value: unknown, now: string): unknown {
  if (value instanceof Date) return value.toISOString();
  if (isServerTime(value)) return now;
  if (Array.isArray(value)) return value.map((item) => datesToIso(item, now));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = datesToIso(item, now);
    return out;
  }
  return value;
}

/**
 * `set(..., { merge: true })`: every leaf of `incoming` is written at its field path; nested maps
 * merge field by field, anything else (arrays included) replaces. An empty map is a leaf (it
 * replaces), exactly as Firestore's field mask treats it.
 */
export function mergeDocData(existing: DocData | null, incoming: DocData): DocData {
  const out: DocData = { ...(existing ?? {}) };
  for (const [key, value] of Object.entries(incoming)) {
    const before = out[key];
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      out[key] = mergeDocData(isPlainObject(before) ? before : null, value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Firestore's cross-type order: null < booleans < numbers < strings < arrays < maps. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 5;
  if (Array.isArray(value)) return 9;
  return 10;
}

/** Compares strings by Unicode code point (= Firestore's UTF-8 byte order). */
export function compareStrings(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const ca = ia.next();
    const cb = ib.next();
    if (ca.done || cb.done) return ca.done && cb.done ? 0 : ca.done ? -1 : 1;
    const diff = (ca.value.codePointAt(0) ?? 0) - (cb.value.codePointAt(0) ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
}

export function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank < 0 ? -1 : 1;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a).sort(compareStrings);
    const kb = Object.keys(b).sort(compareStrings);
    for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
      const keyA = ka[i] ?? '';
      const keyB = kb[i] ?? '';
      const byKey = compareStrings(keyA, keyB);
      if (byKey !== 0) return byKey;
      const byValue = compareValues(a[keyA], b[keyB]);
      if (byValue !== 0) return byValue;
    }
    return ka.length === kb.length ? 0 : ka.length < kb.length ? -1 : 1;
  }
  return 0;
}

/** Throws like Firestore does for a limit that is not a positive integer, or a cursor without order. */
export function assertListOptions(options: ListOptions): void {
  const { limit, orderBy } = options;
  if (limit !== undefined && (!Number.isInteger(limit) || limit <= 0)) {
    throw new RangeError(`limit must be a positive integer, got ${String(limit)}.`);
  }
  if (orderBy && orderBy.field === '') throw new TypeError('orderBy needs a field name.');
  if (options.startAfter && !orderBy) throw new TypeError('startAfter needs orderBy.');
}

/** The value at a field path ("visit.date": a map's field), or `missing`. */
const MISSING = Symbol('missing');
function valueAt(data: DocData, field: string): unknown {
  let current: unknown = data;
  for (const key of field.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return MISSING;
    if (!Object.hasOwn(current, key)) return MISSING;
    current = (current as DocData)[key];
  }
  return current;
}

/**
 * Firestore's filter semantics: only values of the same type compare; a missing field never
 * matches; a dotted field ("visit.date") filters on a map's field.
 */
export function matchesWhere(data: DocData, filters: readonly Where[] = []): boolean {
  return filters.every(({ field, op, value }) => {
    const stored = valueAt(data, field);
    if (stored === MISSING) return false;
    // Dates are stored as ISO strings here (normalizeForWrite).
    if (value instanceof Date) value = value.toISOString();
    if (typeof stored !== typeof value) return false;
    const c = compareValues(stored, value);
    switch (op) {
      case '==':
        return c === 0;
      case '<':
        return c < 0;
      case '<=':
        return c <= 0;
      case '>':
        return c > 0;
      case '>=':
        return c >= 0;
    }
  });
}

/**
 * Firestore query results: without orderBy, by document id; with orderBy, documents lacking the
 * field are left out and ties are broken by id in the same direction; then the limit.
 */
export function applyListOptions(
  docs: Array<{ id: string; data: DocData }>,
  options: ListOptions,
): ListedDoc[] {
  const order = options.orderBy;
  const sign = order?.direction === 'desc' ? -1 : 1;
  const matching = docs.filter((d) => matchesWhere(d.data, options.where));
  const selected = order ? matching.filter((d) => Object.hasOwn(d.data, order.field)) : matching;
  const compare = (x: { id: string; value: unknown }, y: { id: string; value: unknown }) => {
    const byField = order ? compareValues(x.value, y.value) : 0;
    return sign * (byField !== 0 ? byField : compareStrings(x.id, y.id));
  };
  const at = (d: { id: string; data: DocData }) => ({
    id: d.id,
    value: order ? d.data[order.field] : undefined,
  });
  selected.sort((x, y) => compare(at(x), at(y)));
  const cursor = options.startAfter;
  const paged = cursor ? selected.filter((d) => compare(at(d), cursor) > 0) : selected;
  const page = options.limit === undefined ? paged : paged.slice(0, options.limit);
  return order ? page.map((d) => ({ ...d, cursor: at(d) })) : page;
}
