/**
 * The one place that chooses the adapters, once per page (memoised).
 *
 * The choice is static: Vite replaces `import.meta.env.VITE_DATA_BACKEND` (documents) and
 * `VITE_FILE_BACKEND` (files; it follows documents when unset) with literals at build time, so the
 * unused branch (and its dynamic import) is dropped. A production build, which
 * env-schema forbids from using the browser store, therefore contains only the Firebase adapters.
 * Keep the comparison inline: moving it into a variable from another module defeats this.
 */
import type { DocumentStore, FileStore } from './ports';

let documents: Promise<DocumentStore> | undefined;
let files: Promise<FileStore> | undefined;

export function getDocumentStore(): Promise<DocumentStore> {
  documents ??= retryable(
    import.meta.env.VITE_DATA_BACKEND === 'browser'
      ? import('./browser/document-store').then((m) => m.openBrowserDocumentStore())
      : import('./firebase/document-store').then((m) => m.createFirestoreDocumentStore()),
    () => {
      documents = undefined;
    },
  );
  return documents;
}

export function getFileStore(): Promise<FileStore> {
  files ??= retryable(
    import.meta.env.VITE_FILE_BACKEND === 'browser' ||
      (!import.meta.env.VITE_FILE_BACKEND && import.meta.env.VITE_DATA_BACKEND === 'browser')
      ? import('./browser/file-store').then((m) => m.openBrowserFileStore())
      : import('./firebase/file-store').then((m) => m.createStorageFileStore()),
    () => {
      files = undefined;
    },
  );
  return files;
}

/** A failed load (e.g. a chunk that did not download) is forgotten, so the next call tries again. */
function retryable<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  return promise.catch((error: unknown) => {
    forget();
    throw error;
  });
}

/**
 * Tests only: make getDocumentStore()/getFileStore() resolve to the given stores (e.g. the browser
 * adapters over fake-indexeddb, see src/data/test-utils/browser-stores.ts). `null` forgets every
 * injected or loaded store. Stores not given keep their current choice.
 */
export function setStoresForTesting(
  stores: { documents?: DocumentStore; files?: FileStore } | null,
): void {
  if (stores === null) {
    documents = undefined;
    files = undefined;
    return;
  }
  if (stores.documents) documents = Promise.resolve(stores.documents);
  if (stores.files) files = Promise.resolve(stores.files);
}
