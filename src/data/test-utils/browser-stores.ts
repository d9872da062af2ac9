/**
 * For component and module tests: the real browser adapters over a fresh in-memory IndexedDB
 * (fake-indexeddb), installed as the app's stores.
 *
 *   beforeEach(() => installBrowserStoresForTesting());
 *   afterEach(() => setStoresForTesting(null));
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { DocumentStore } from '../ports';
import { openBrowserDocumentStore } from '../browser/document-store';
import { openBrowserFileStore, type BrowserFileStore } from '../browser/file-store';
import { setStoresForTesting } from '../store';

/** Replaces the global indexedDB with an empty one, so nothing leaks between tests. */
export function resetIndexedDbForTesting(): void {
  globalThis.indexedDB = new IDBFactory();
}

export async function installBrowserStoresForTesting(
  options: { seedDemoUsers?: boolean } = {},
): Promise<{ documents: DocumentStore; files: BrowserFileStore }> {
  resetIndexedDbForTesting();
  const documents = await openBrowserDocumentStore({
    seedDemoUsers: options.seedDemoUsers ?? false,
  });
  const files = await openBrowserFileStore();
  setStoresForTesting({ documents, files });
  return { documents, files };
}
