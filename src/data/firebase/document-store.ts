/**
 * DocumentStore on Cloud Firestore through the Lite SDK (`firebase/firestore/lite`: REST, no
 * realtime listeners, no offline cache; docs/decisions/0002-firestore-lite.md). The SDK is
 * imported lazily, when the store is first created.
 */
import type { FirebaseApp } from 'firebase/app';
import type * as Lite from 'firebase/firestore/lite';
import type { Firestore, QueryConstraint } from 'firebase/firestore/lite';
import { env } from '@/config/env';
import { loadFirebaseApp } from '@/lib/firebase';
import type { DocData, DocumentStore, ListOptions } from '../ports';
import {
  assertDocData,
  assertPathSegment,
  isPlainObject,
  isServerTime,
  stripUndefined,
} from '../doc-values';
import { parseHostPort, type FirebaseAdapterOptions } from './options';

type LiteModule = typeof Lite;

/** Under contention a transaction retries; two tabs awarding points at once need only a few. */
const MAX_TRANSACTION_ATTEMPTS = 10;

const firestores = new WeakMap<FirebaseApp, Firestore>();

export async function createFirestoreDocumentStore(
  options: FirebaseAdapterOptions = {},
): Promise<DocumentStore> {
  const [app, lite] = await Promise.all([
    options.app ?? loadFirebaseApp(),
    import('firebase/firestore/lite'),
  ]);
  let db = firestores.get(app);
  if (!db) {
    db = lite.getFirestore(app);
    const emulator =
      options.emulatorHost === undefined
        ? (env.emulators?.firestore ?? null)
        : options.emulatorHost;
    if (emulator) {
      const { host, port } = parseHostPort(emulator);
      lite.connectFirestoreEmulator(
        db,
        host,
        port,
        options.mockUserToken ? { mockUserToken: options.mockUserToken } : {},
      );
    }
    firestores.set(app, db);
  }
  return createStore(db, lite);
}

function createStore(db: Firestore, lite: LiteModule): DocumentStore {
  const ref = (collection: string, id: string) => {
    assertPathSegment(collection, 'collection');
    assertPathSegment(id, 'id');
    return lite.doc(db, collection, id);
  };
  const collectionRef = (collection: string) => {
    assertPathSegment(collection, 'collection');
    return lite.collection(db, collection);
  };
  const read = (data: DocData): DocData => fromFirestore(data, lite) as DocData;
  const write = (data: DocData): DocData => toFirestore(stripUndefined(data), lite) as DocData;

  return {
    async get(collection, id) {
      const snapshot = await lite.getDoc(ref(collection, id));
      return snapshot.exists() ? read(snapshot.data()) : null;
    },

    async set(collection, id, data, options) {
      assertDocData(data, 'set');
      await lite.setDoc(ref(collection, id), write(data), {
        merge: options?.merge === true,
      });
    },

    async add(collection, data) {
      assertDocData(data, 'add');
      const created = await lite.addDoc(collectionRef(collection), write(data));
      return created.id;
    },

    async list(collection, options: ListOptions = {}) {
      const constraints: QueryConstraint[] = (options.where ?? []).map((w) =>
        lite.where(w.field, w.op, w.value),
      );
      if (options.orderBy) {
        const direction = options.orderBy.direction ?? 'asc';
        constraints.push(lite.orderBy(options.orderBy.field, direction));
        // Ties by document id, in the same direction: what a cursor needs to be exact.
        constraints.push(lite.orderBy(lite.documentId(), direction));
      } else if (options.startAfter) {
        throw new TypeError('startAfter needs orderBy.');
      }
      if (options.startAfter) {
        const { value, id } = options.startAfter;
        constraints.push(lite.startAfter(value, id));
      }
      if (options.limit !== undefined) constraints.push(lite.limit(options.limit));
      const snapshot = await lite.getDocs(lite.query(collectionRef(collection), ...constraints));
      const field = options.orderBy?.field;
      return snapshot.docs.map((d) => ({
        id: d.id,
        data: read(d.data()),
        // The raw value (a Timestamp keeps its nanoseconds), so the next page starts exactly here.
        ...(field ? { cursor: { id: d.id, value: d.get(field) as unknown } } : {}),
      }));
    },

    async count(collection, options = {}) {
      const constraints = (options.where ?? []).map((w) => lite.where(w.field, w.op, w.value));
      const snapshot = await lite.getCount(lite.query(collectionRef(collection), ...constraints));
      return snapshot.data().count;
    },

    async update(collection, id, compute) {
      const target = ref(collection, id);
      return lite.runTransaction(
        db,
        async (tx) => {
          const snapshot = await tx.get(target);
          const raw = snapshot.exists() ? snapshot.data() : null;
          const current = raw === null ? null : read(raw);
          const next = compute(current);
          if (next === null) return current;
          assertDocData(next, 'update');
          tx.set(target, keepStoredTimestamps(write(next), raw, lite) as DocData);
          // What is stored afterwards; a SERVER_TIME in it reads as this client's clock.
          return read(toFirestore(stripUndefined(next), lite, new Date()) as DocData);
        },
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
    },

    async updateAll(refs, compute) {
      const targets = refs.map((r) => ref(r.collection, r.id));
      return lite.runTransaction(
        db,
        async (tx) => {
          const snapshots = await Promise.all(targets.map((target) => tx.get(target)));
          const raws = snapshots.map((s) => (s.exists() ? s.data() : null));
          const current = raws.map((raw) => (raw === null ? null : read(raw)));
          const next = compute(current);
          if (next === null) return current;
          assertSameLength(next, refs.length);
          const now = new Date();
          return next.map((data, i) => {
            if (data === null) return current[i] ?? null;
            assertDocData(data, 'updateAll');
            tx.set(targets[i]!, keepStoredTimestamps(write(data), raws[i], lite) as DocData);
            return read(toFirestore(stripUndefined(data), lite, now) as DocData);
          });
        },
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
    },
  };
}

function assertSameLength(next: readonly unknown[], expected: number): void {
  if (!Array.isArray(next) || next.length !== expected)
    throw new TypeError(`updateAll: compute must return ${expected} entries (or null).`);
}

/** What Firestore stores: SERVER_TIME becomes serverTimestamp() (or `now`, for a local copy). */
function toFirestore(value: unknown, lite: LiteModule, now?: Date): unknown {
  if (isServerTime(value)) return now ?? lite.serverTimestamp();
  if (Array.isArray(value)) return value.map((item) => toFirestore(item, lite, now));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = toFirestore(item, lite, now);
    return out;
  }
  return value;
}

/**
 * `next` with every value the app read as a Timestamp's ISO string, and left unchanged, put back
 * as that Timestamp: an update writes back what it did not change exactly as it was stored (a
 * string would sort and filter differently, and the rules see it as a change, e.g. of createdAt).
 */
function keepStoredTimestamps(next: unknown, stored: unknown, lite: LiteModule): unknown {
  if (stored instanceof lite.Timestamp)
    return next === stored.toDate().toISOString() ? stored : next;
  if (Array.isArray(next) && Array.isArray(stored))
    return next.map((item, i) => keepStoredTimestamps(item, stored[i], lite));
  if (isPlainObject(next) && isPlainObject(stored)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(next))
      out[key] = keepStoredTimestamps(item, stored[key], lite);
    return out;
  }
  return next;
}

/** What the app reads: Firestore Timestamps (and Dates written as such) become ISO strings. */
function fromFirestore(value: unknown, lite: LiteModule): unknown {
  if (value instanceof lite.Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => fromFirestore(item, lite));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fromFirestore(item, lite);
    return out;
  }
  return value;
}
