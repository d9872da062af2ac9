/**
 * DocumentStore on Cloud Firestore (docs/decisions/0002-firestore-lite.md): reads (get, list,
 * count) as the Lite SDK's own REST requests (./firestore-rest.ts), writes and transactions
 * through the Lite SDK (`firebase/firestore/lite`: REST, no realtime listeners, no offline cache),
 * which is imported on the first write: a page that only reads never downloads it
 * (docs/decisions/0040-room-on-signed-in-pages.md).
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore/lite';
import type * as Lite from './firestore-sdk';
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
import { DataError } from '../errors';
import { createRestReader, type RestReader } from './firestore-rest';
import { parseHostPort, type FirebaseAdapterOptions } from './options';

type LiteModule = typeof Lite;

/** Under contention a transaction retries; two tabs awarding points at once need only a few. */
const MAX_TRANSACTION_ATTEMPTS = 10;

const firestores = new WeakMap<FirebaseApp, Firestore>();

export async function createFirestoreDocumentStore(
  options: FirebaseAdapterOptions = {},
): Promise<DocumentStore> {
  const app = await (options.app ?? loadFirebaseApp());
  const emulator =
    options.emulatorHost === undefined ? (env.emulators?.firestore ?? null) : options.emulatorHost;
  const reader = createRestReader({
    app,
    emulatorHost: emulator,
    ...(options.mockUserToken ? { mockUserToken: options.mockUserToken } : {}),
  });

  let sdk: Promise<{ db: Firestore; lite: LiteModule }> | undefined;
  const writer = () => {
    sdk ??= import('./firestore-sdk').then(
      (lite) => ({ db: firestoreOf(app, lite, emulator, options.mockUserToken), lite }),
      (error: unknown) => {
        sdk = undefined;
        throw new DataError('unavailable', 'The Firestore SDK could not be loaded.', {
          cause: error,
        });
      },
    );
    return sdk;
  };
  return createStore(reader, writer);
}

function firestoreOf(
  app: FirebaseApp,
  lite: LiteModule,
  emulator: string | null,
  mockUserToken: string | undefined,
): Firestore {
  let db = firestores.get(app);
  if (!db) {
    db = lite.getFirestore(app);
    if (emulator) {
      const { host, port } = parseHostPort(emulator);
      lite.connectFirestoreEmulator(db, host, port, mockUserToken ? { mockUserToken } : {});
    }
    firestores.set(app, db);
  }
  return db;
}

function createStore(
  reader: RestReader,
  writer: () => Promise<{ db: Firestore; lite: LiteModule }>,
): DocumentStore {
  const checked = (collection: string, id?: string) => {
    assertPathSegment(collection, 'collection');
    if (id !== undefined) assertPathSegment(id, 'id');
  };
  const ref = (
    { db, lite }: { db: Firestore; lite: LiteModule },
    collection: string,
    id: string,
  ) => {
    checked(collection, id);
    return lite.doc(db, collection, id);
  };

  return {
    async get(collection, id) {
      checked(collection, id);
      return reader.get(collection, id);
    },

    async set(collection, id, data, options) {
      assertDocData(data, 'set');
      const sdk = await writer();
      await sdk.lite.setDoc(ref(sdk, collection, id), write(data, sdk.lite), {
        merge: options?.merge === true,
      });
    },

    async delete(collection, id) {
      checked(collection, id);
      const sdk = await writer();
      await sdk.lite.deleteDoc(ref(sdk, collection, id));
    },

    async add(collection, data) {
      assertDocData(data, 'add');
      checked(collection);
      const sdk = await writer();
      const created = await sdk.lite.addDoc(
        sdk.lite.collection(sdk.db, collection),
        write(data, sdk.lite),
      );
      return created.id;
    },

    async list(collection, options: ListOptions = {}) {
      checked(collection);
      if (options.startAfter && !options.orderBy) throw new TypeError('startAfter needs orderBy.');
      return reader.list(collection, options);
    },

    async count(collection, options = {}) {
      checked(collection);
      return reader.count(collection, options);
    },

    async update(collection, id, compute) {
      const sdk = await writer();
      const { lite } = sdk;
      const target = ref(sdk, collection, id);
      return lite.runTransaction(
        sdk.db,
        async (tx) => {
          const snapshot = await tx.get(target);
          const raw = snapshot.exists() ? snapshot.data() : null;
          const current = raw === null ? null : read(raw, lite);
          const next = compute(current);
          if (next === null) return current;
          assertDocData(next, 'update');
          lite.writeChanges(tx, target, keepStoredTimestamps(write(next, lite), raw, lite), raw);
          // What is stored afterwards; a SERVER_TIME in it reads as this client's clock.
          return read(toFirestore(stripUndefined(next), lite, new Date()) as DocData, lite);
        },
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
    },

    async updateAll(refs, compute) {
      const sdk = await writer();
      const { lite } = sdk;
      const targets = refs.map((r) => ref(sdk, r.collection, r.id));
      return lite.runTransaction(
        sdk.db,
        async (tx) => {
          const snapshots = await Promise.all(targets.map((target) => tx.get(target)));
          const raws = snapshots.map((s) => (s.exists() ? s.data() : null));
          const current = raws.map((raw) => (raw === null ? null : read(raw, lite)));
          const next = compute(current);
          if (next === null) return current;
          assertSameLength(next, refs.length);
          const now = new Date();
          return next.map((data, i) => {
            if (data === null) return current[i] ?? null;
            assertDocData(data, 'updateAll');
            const kept = keepStoredTimestamps(write(data, lite), raws[i], lite);
            lite.writeChanges(tx, targets[i]!, kept, raws[i] ?? null);
            return read(toFirestore(stripUndefined(data), lite, now) as DocData, lite);
          });
        },
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
    },
  };
}

const read = (data: DocData, lite: LiteModule): DocData => fromFirestore(data, lite) as DocData;
const write = (data: DocData, lite: LiteModule): DocData =>
  toFirestore(stripUndefined(data), lite) as DocData;

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
