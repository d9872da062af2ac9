/**
 * How every per-collection module reaches the stores: one place that owns the errors. Whatever a
 * store throws (Firestore's and Storage's codes, IndexedDB's errors) leaves as a DataError; a store
 * whose code cannot be loaded (e.g. its chunk did not download) is a DataError of kind
 * 'unavailable'.
 */
import { toDataError } from './error-codes';
import { DataError } from './errors';
import type { DocumentStore, FileStore } from './ports';
import { getDocumentStore, getFileStore } from './store';

async function withStore<S, T>(
  open: () => Promise<S>,
  what: string,
  work: (store: S) => Promise<T>,
): Promise<T> {
  let store: S;
  try {
    store = await open();
  } catch (error) {
    throw new DataError('unavailable', `The ${what} store could not be loaded.`, { cause: error });
  }
  try {
    return await work(store);
  } catch (error) {
    throw toDataError(error);
  }
}

/** Runs `work` on the document store; any failure is a DataError. */
export function withDocuments<T>(work: (store: DocumentStore) => Promise<T>): Promise<T> {
  return withStore(getDocumentStore, 'document', work);
}

/** Runs `work` on the file store; any failure is a DataError. */
export function withFiles<T>(work: (store: FileStore) => Promise<T>): Promise<T> {
  return withStore(getFileStore, 'file', work);
}
