/**
 * Just enough of firebase-admin's Firestore for the two adapters in src/firestore/: documents in a
 * Map, transactions run one at a time (like Firestore's serializable transactions), the
 * serverTimestamp/delete sentinels and Timestamp. Lets the adapters' own code run in unit tests.
 */
import type { FirestoreKit } from '../src/firestore/admin.js';

const SERVER_TIMESTAMP = Symbol('serverTimestamp');
const DELETE = Symbol('delete');

export class FakeTimestamp {
  constructor(private readonly ms: number) {}
  static fromDate(date: Date) {
    return new FakeTimestamp(date.getTime());
  }
  static fromMillis(ms: number) {
    return new FakeTimestamp(ms);
  }
  toMillis() {
    return this.ms;
  }
  toDate() {
    return new Date(this.ms);
  }
}

type Data = Record<string, unknown>;

export interface FakeFirestore {
  kit: FirestoreKit;
  docs: Map<string, Data>;
  /** Transactions run so far (each counted once). */
  transactions: number;
}

export function fakeFirestore(now: () => Date = () => new Date()): FakeFirestore {
  const docs = new Map<string, Data>();
  let queue: Promise<unknown> = Promise.resolve();
  const state: FakeFirestore = { kit: undefined as unknown as FirestoreKit, docs, transactions: 0 };

  function apply(path: string, data: Data, merge: boolean) {
    const next: Data = merge ? { ...(docs.get(path) ?? {}) } : {};
    for (const [key, value] of Object.entries(data)) {
      if (value === DELETE) delete next[key];
      else next[key] = value === SERVER_TIMESTAMP ? FakeTimestamp.fromDate(now()) : value;
    }
    docs.set(path, next);
  }
  function update(path: string, data: Data) {
    if (!docs.has(path)) throw new Error(`NOT_FOUND: ${path}`);
    apply(path, data, true);
  }
  function snapshot(path: string) {
    const data = docs.get(path);
    return {
      exists: data !== undefined,
      get: (field: string) => data?.[field],
      data: () => (data === undefined ? undefined : { ...data }),
    };
  }
  function ref(path: string) {
    return { path, update: async (data: Data) => update(path, data) };
  }

  const db = {
    collection: (name: string) => ({ doc: (id: string) => ref(`${name}/${id}`) }),
    runTransaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T> {
      const tx = {
        get: async (r: { path: string }) => snapshot(r.path),
        set: (r: { path: string }, data: Data) => apply(r.path, data, false),
        update: (r: { path: string }, data: Data) => update(r.path, data),
        delete: (r: { path: string }) => docs.delete(r.path),
      };
      const result = queue.then(() => {
        state.transactions += 1;
        return fn(tx);
      });
      queue = result.catch(() => undefined);
      return result;
    },
  };
  state.kit = {
    db,
    FieldValue: { serverTimestamp: () => SERVER_TIMESTAMP, delete: () => DELETE },
    Timestamp: FakeTimestamp,
  } as unknown as FirestoreKit;
  return state;
}
