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
import { assertDocData, assertPathSegment, isPlainObject, stripUndefined } from '../doc-values';
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

  return {
    async get(collection, id) {
      const snapshot = await lite.getDoc(ref(collection, id));
      return snapshot.exists() ? read(snapshot.data()) : null;
    },

    async set(collection, id, data, options) {
      assertDocData(data, 'set');
      await lite.setDoc(ref(collection, id), stripUndefined(data), {
        merge: options?.merge === true,
      });
    },

    async add(collection, data) {
      assertDocData(data, 'add');
      const created = await lite.addDoc(collectionRef(collection), stripUndefined(data));
      return created.id;
    },

    async list(collection, options: ListOptions = {}) {
      const constraints: QueryConstraint[] = [];
      if (options.orderBy)
        constraints.push(lite.orderBy(options.orderBy.field, options.orderBy.direction ?? 'asc'));
      if (options.limit !== undefined) constraints.push(lite.limit(options.limit));
      const snapshot = await lite.getDocs(lite.query(collectionRef(collection), ...constraints));
      return snapshot.docs.map((d) => ({ id: d.id, data: read(d.data()) }));
    },

    async update(collection, id, compute) {
      const target = ref(collection, id);
      return lite.runTransaction(
        db,
        async (tx) => {
          const snapshot = await tx.get(target);
          const current = snapshot.exists() ? read(snapshot.data()) : null;
          const next = compute(current);
          if (next === null) return current;
          assertDocData(next, 'update');
          const clean = stripUndefined(next);
          tx.set(target, clean);
          return read(clean);
        },
        { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
      );
    },
  };
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
