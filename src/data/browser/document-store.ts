/**
 * DocumentStore on IndexedDB (through `idb`), for local runs without the Firestore emulator.
 * Same observable semantics as the Firestore adapter (src/data/contract): merge deep-merges maps,
 * add makes 20-character ids, list orders like a Firestore query, and update reads and writes in
 * ONE readwrite transaction. IndexedDB runs overlapping readwrite transactions on the same store
 * one after another (across tabs too), so concurrent updates never lose each other's changes.
 */
import type { DocData, DocumentStore, ListOptions } from '../ports';
import { assertDocData, assertPathSegment, autoId } from '../doc-values';
import { demoUserDocs } from '../user-doc';
import { localDatabaseConnection, LOCAL_DATABASE_NAME, type LocalDatabase } from './database';
import {
  applyListOptions,
  assertListOptions,
  matchesWhere,
  mergeDocData,
  normalizeForWrite,
} from './firestore-semantics';

export interface BrowserDocumentStoreOptions {
  /** IndexedDB database name (default: the app's local database). */
  databaseName?: string;
  /** Create the demo users' documents when missing (default true). Never overwrites. */
  seedDemoUsers?: boolean;
}

export async function openBrowserDocumentStore(
  options: BrowserDocumentStoreOptions = {},
): Promise<DocumentStore> {
  const database = localDatabaseConnection(options.databaseName ?? LOCAL_DATABASE_NAME);
  if (options.seedDemoUsers ?? true) await seedDemoUsers(await database());
  return createStore(database);
}

function checkRef(collection: string, id?: string): void {
  assertPathSegment(collection, 'collection');
  if (id !== undefined) assertPathSegment(id, 'id');
}

/** Creates users/{uid} for each demo account that has no document yet, in one transaction. */
async function seedDemoUsers(db: LocalDatabase): Promise<void> {
  const tx = db.transaction('documents', 'readwrite');
  for (const { uid, doc } of demoUserDocs(new Date().toISOString())) {
    const existing = await tx.store.get(['users', uid]);
    if (!existing)
      await tx.store.put({ collection: 'users', id: uid, data: normalizeForWrite({ ...doc }) });
  }
  await tx.done;
}

function createStore(database: () => Promise<LocalDatabase>): DocumentStore {
  return {
    async get(collection, id) {
      checkRef(collection, id);
      const record = await (await database()).get('documents', [collection, id]);
      return record?.data ?? null;
    },

    async set(collection, id, data, options) {
      checkRef(collection, id);
      assertDocData(data, 'set');
      const clean = normalizeForWrite(data);
      const db = await database();
      if (!options?.merge) {
        await db.put('documents', { collection, id, data: clean });
        return;
      }
      const tx = db.transaction('documents', 'readwrite');
      const existing = await tx.store.get([collection, id]);
      await tx.store.put({ collection, id, data: mergeDocData(existing?.data ?? null, clean) });
      await tx.done;
    },

    async delete(collection, id) {
      checkRef(collection, id);
      await (await database()).delete('documents', [collection, id]);
    },

    async add(collection, data) {
      checkRef(collection);
      assertDocData(data, 'add');
      const id = autoId();
      // `add` (not `put`) fails instead of overwriting should an id ever repeat.
      await (await database()).add('documents', { collection, id, data: normalizeForWrite(data) });
      return id;
    },

    async list(collection, options: ListOptions = {}) {
      checkRef(collection);
      assertListOptions(options);
      const records = await (
        await database()
      ).getAllFromIndex('documents', 'byCollection', collection);
      return applyListOptions(
        records.map((r) => ({ id: r.id, data: r.data })),
        options,
      );
    },

    async count(collection, options = {}) {
      checkRef(collection);
      const records = await (
        await database()
      ).getAllFromIndex('documents', 'byCollection', collection);
      return records.filter((r) => matchesWhere(r.data, options.where)).length;
    },

    async update(collection, id, compute) {
      checkRef(collection, id);
      const tx = (await database()).transaction('documents', 'readwrite');
      // If anything below throws, the transaction aborts and nothing is written.
      tx.done.catch(() => undefined);
      try {
        const record = await tx.store.get([collection, id]);
        const current: DocData | null = record?.data ?? null;
        const next = compute(current);
        if (next === null) {
          await tx.done;
          return current;
        }
        assertDocData(next, 'update');
        const clean = normalizeForWrite(next);
        await tx.store.put({ collection, id, data: clean });
        await tx.done;
        return clean;
      } catch (error) {
        abortQuietly(tx);
        throw error;
      }
    },

    async updateAll(refs, compute) {
      for (const r of refs) checkRef(r.collection, r.id);
      const tx = (await database()).transaction('documents', 'readwrite');
      tx.done.catch(() => undefined);
      try {
        const current: (DocData | null)[] = [];
        for (const r of refs)
          current.push((await tx.store.get([r.collection, r.id]))?.data ?? null);
        const next = compute(current);
        if (next === null) {
          await tx.done;
          return current;
        }
        if (!Array.isArray(next) || next.length !== refs.length)
          throw new TypeError(`updateAll: compute must return ${refs.length} entries (or null).`);
        const stored: (DocData | null)[] = [];
        for (const [i, data] of next.entries()) {
          if (data === null) {
            stored.push(current[i] ?? null);
            continue;
          }
          assertDocData(data, 'updateAll');
          const clean = normalizeForWrite(data);
          const { collection, id } = refs[i]!;
          await tx.store.put({ collection, id, data: clean });
          stored.push(clean);
        }
        await tx.done;
        return stored;
      } catch (error) {
        abortQuietly(tx);
        throw error;
      }
    },
  };
}

function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // Already finished or aborted.
  }
}
