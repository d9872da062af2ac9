/**
 * FileStore on IndexedDB, for local runs without the Storage emulator.
 *
 * The bytes are kept under their path (a new upload to the same path replaces them), and upload
 * resolves to a `data:` URL of those bytes. A data: URL is self-contained: it works in
 * `<img src>`, survives reloads and new tabs, and needs no resolver or service worker. The cost is
 * size (about 4/3 of the file, so at most ~6.7 MB for the 5 MB photo limit), acceptable for a local
 * store (docs/decisions/0001-data-seam-and-browser-store.md).
 */
import type { FileStore } from '../ports';
import { localDatabaseConnection, LOCAL_DATABASE_NAME, type StoredFile } from './database';

export interface BrowserFileStore extends FileStore {
  /** What is stored at `path`, or null. */
  read(path: string): Promise<StoredFile | null>;
}

export interface BrowserFileStoreOptions {
  /** IndexedDB database name (default: the app's local database). */
  databaseName?: string;
}

export async function openBrowserFileStore(
  options: BrowserFileStoreOptions = {},
): Promise<BrowserFileStore> {
  const database = localDatabaseConnection(options.databaseName ?? LOCAL_DATABASE_NAME);
  await database();
  return {
    async upload(path, blob, contentType) {
      assertFilePath(path);
      const type = safeContentType(contentType);
      const bytes = await readBlobBytes(blob);
      const file: StoredFile = {
        path,
        contentType: type,
        bytes,
        size: bytes.byteLength,
        updated: new Date().toISOString(),
      };
      await (await database()).put('files', file);
      return toDataUrl(bytes, type);
    },
    async read(path) {
      return (await (await database()).get('files', path)) ?? null;
    },
  };
}

function assertFilePath(path: string): void {
  if (
    path === '' ||
    path.startsWith('/') ||
    path.split('/').some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw new TypeError(`Invalid file path "${path}".`);
  }
}

/** A MIME type safe to put in a data: URL; anything else becomes application/octet-stream. */
export function safeContentType(contentType: string): string {
  const type = contentType.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(type)
    ? type
    : 'application/octet-stream';
}

/** The blob's bytes; FileReader where Blob#arrayBuffer is missing (older engines, jsdom). */
export function readBlobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = reader.result;
      // Copy into this realm's ArrayBuffer (jsdom's FileReader may answer from another realm).
      if (result !== null && typeof result !== 'string')
        resolve(new Uint8Array(result).slice().buffer);
      else reject(new TypeError('FileReader did not return bytes.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

export function toDataUrl(bytes: ArrayBuffer, contentType: string): string {
  const view = new Uint8Array(bytes);
  const chunks: string[] = [];
  const CHUNK = 0x8000;
  for (let i = 0; i < view.length; i += CHUNK) {
    chunks.push(String.fromCharCode(...view.subarray(i, i + CHUNK)));
  }
  return `data:${contentType};base64,${btoa(chunks.join(''))}`;
}
