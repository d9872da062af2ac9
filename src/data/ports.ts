/**
 * The two ports of the data seam (docs/decisions/0001-data-seam-and-browser-store.md). Feature code never sees
 * these directly: it calls the typed per-collection modules in src/data/*.ts.
 */
export type DocData = Record<string, unknown>;

export type WhereOp = '==' | '<' | '<=' | '>' | '>=';

/** One filter on a top-level field, Firestore's way (documents lacking the field never match). */
export interface Where {
  field: string;
  op: WhereOp;
  /** A Date compares with dates stored by either store (SERVER_TIME, Date values). */
  value: string | number | boolean | Date;
}

/** A listed document; `cursor` (with orderBy) is what `startAfter` takes to list the next page. */
export interface ListedDoc {
  id: string;
  data: DocData;
  cursor?: PageCursor;
}

/** Opaque: the store's own value of the orderBy field (exact, e.g. a Firestore Timestamp) and the id. */
export interface PageCursor {
  id: string;
  value: unknown;
}

export interface ListOptions {
  where?: Where[];
  orderBy?: { field: string; direction?: 'asc' | 'desc' };
  limit?: number;
  /** List from just after this document (the `cursor` of a listed one; ties are ordered by id). */
  startAfter?: PageCursor;
}

/** One document of a multi-document transaction (`DocumentStore.updateAll`). */
export interface DocRef {
  collection: string;
  id: string;
}

export interface DocumentStore {
  /** The document, or null when it does not exist. */
  get(collection: string, id: string): Promise<DocData | null>;
  /** Writes the document; with merge, nested maps merge field by field (Firestore semantics). */
  set(collection: string, id: string, data: DocData, options?: { merge?: boolean }): Promise<void>;
  /** Adds a document with a generated id and returns the id. */
  add(collection: string, data: DocData): Promise<string>;
  /** Deletes the document (nothing happens when it does not exist). */
  delete(collection: string, id: string): Promise<void>;
  list(collection: string, options?: ListOptions): Promise<ListedDoc[]>;
  /** How many documents match, counted by the database (Firestore's count aggregation). */
  count(collection: string, options?: { where?: Where[] }): Promise<number>;
  /**
   * Transactional read-compute-write. `compute` is synchronous and pure (it may run more than
   * once under contention); returning null writes nothing. Resolves to what is stored afterwards.
   * Two concurrent updates never lose each other's changes.
   */
  update(
    collection: string,
    id: string,
    compute: (current: DocData | null) => DocData | null,
  ): Promise<DocData | null>;
  /**
   * Transactional read-compute-write across several documents: reads `refs`; `compute` returns the
   * next data for each ref in the same order (null leaves that document unchanged), or null to write
   * nothing. Every write commits together or none does (a Firestore transaction, retried under
   * contention). Resolves to what is stored afterwards, per ref.
   */
  updateAll(
    refs: readonly DocRef[],
    compute: (current: (DocData | null)[]) => (DocData | null)[] | null,
  ): Promise<(DocData | null)[]>;
}

export interface FileStore {
  /**
   * Stores the blob at `path` and resolves to its stored URL: short enough to keep in a document
   * (at most 2,048 characters), and turned into one an `<img>` can show by `resolve`.
   */
  upload(path: string, blob: Blob, contentType: string): Promise<string>;
  /**
   * A URL the browser can display for a stored URL (the same URL when it already is one), or for
   * a stored file's path (e.g. "ticket_photos/…": its download URL).
   */
  resolve(url: string): Promise<string>;
  /**
   * Removes every file this browser keeps under the folder `prefix` (e.g. after the account was
   * deleted). Only the browser store has such copies; Cloud Storage's objects are deleted by the
   * server (functions/src/privacy), so its adapter has no such method.
   */
  forgetFolder?(prefix: string): Promise<void>;
}
