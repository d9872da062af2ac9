/**
 * Where a public form keeps what it stored: `{collection}/{id}`, written with the Admin SDK (the
 * rules let no browser create one). The id is the one the form chose for this filled form, so a
 * retry finds the first attempt instead of making a second request. Each form's store (quote/store.ts,
 * arco/store.ts) builds its document and adds what else it writes.
 */
import type { DocumentReference } from 'firebase-admin/firestore';

import type { FirestoreKit } from '../firestore/admin.js';

/** ALREADY_EXISTS (gRPC code 6): a create found the document there. */
function alreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 6;
}

/** The documents of `collection` in Firestore. */
export function firestoreFormDocs(getKit: () => Promise<FirestoreKit>, collection: string) {
  const ref = async (id: string): Promise<{ kit: FirestoreKit; doc: DocumentReference }> => {
    const kit = await getKit();
    return { kit, doc: kit.db.collection(collection).doc(id) };
  };
  return {
    ref,
    /** The stored document, or null when there is none under `id`. */
    async get(id: string): Promise<Record<string, unknown> | null> {
      const { doc } = await ref(id);
      const snap = await doc.get();
      return snap.exists ? (snap.data() ?? {}) : null;
    },
    /** Writes `data(kit)` under `id` unless it is taken ('exists': nothing written then). */
    async create(
      id: string,
      data: (kit: FirestoreKit) => Record<string, unknown>,
    ): Promise<'created' | 'exists'> {
      const { kit, doc } = await ref(id);
      try {
        await doc.create(data(kit));
        return 'created';
      } catch (error) {
        if (alreadyExists(error)) return 'exists';
        throw error;
      }
    },
  };
}

/** What a memory store shows a test: its documents by id. */
export interface MemoryDocs {
  docs: Map<string, Record<string, unknown>>;
}

/** The same in memory (tests, and an emulator without Firestore); `put` is `create`. */
export function memoryFormDocs() {
  const docs = new Map<string, Record<string, unknown>>();
  return {
    docs,
    async get(id: string): Promise<Record<string, unknown> | null> {
      return docs.get(id) ?? null;
    },
    async put(id: string, doc: Record<string, unknown>): Promise<'created' | 'exists'> {
      if (docs.has(id)) return 'exists';
      docs.set(id, doc);
      return 'created';
    },
  };
}
