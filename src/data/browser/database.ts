/**
 * The local IndexedDB database behind the browser adapters (opened through `idb`). One database,
 * two object stores: documents keyed by [collection, id], files keyed by path.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DocData } from '../ports';

export const LOCAL_DATABASE_NAME = 'tusocio-local-data';
const VERSION = 1;

export interface StoredDocument {
  collection: string;
  id: string;
  data: DocData;
}

export interface StoredFile {
  path: string;
  contentType: string;
  /** The bytes, not a Blob: plain bytes survive every structured-clone implementation. */
  bytes: ArrayBuffer;
  size: number;
  /** ISO timestamp of the last upload to this path. */
  updated: string;
}

export interface LocalSchema extends DBSchema {
  documents: {
    key: [string, string];
    value: StoredDocument;
    indexes: { byCollection: string };
  };
  files: {
    key: string;
    value: StoredFile;
  };
}

export type LocalDatabase = IDBPDatabase<LocalSchema>;

/**
 * A lazily (re)opened connection. When another tab needs a newer schema version, this connection
 * closes itself and the next call reopens, so tabs never block each other's upgrades.
 */
export function localDatabaseConnection(
  name: string = LOCAL_DATABASE_NAME,
): () => Promise<LocalDatabase> {
  let connection: Promise<LocalDatabase> | undefined;
  const forget = () => {
    connection = undefined;
  };
  return () => {
    connection ??= openDB<LocalSchema>(name, VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) {
          const documents = db.createObjectStore('documents', { keyPath: ['collection', 'id'] });
          documents.createIndex('byCollection', 'collection');
          db.createObjectStore('files', { keyPath: 'path' });
        }
      },
      blocking() {
        void connection?.then((db) => db.close());
        forget();
      },
      terminated: forget,
    }).catch((error: unknown) => {
      forget();
      throw error;
    });
    return connection;
  };
}
