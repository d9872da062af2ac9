/**
 * FileStore on IndexedDB, for local runs without the Storage emulator.
 *
 * The bytes are kept under their path (a new upload to the same path replaces them), and upload
 * resolves to `local-file:<path>`: short, so it fits in a Firestore document next to the emulator's
 * rules. `resolve` turns it into a `data:` URL of the stored bytes, which works in `<img src>` and
 * survives reloads and new tabs of this browser (docs/decisions/0008-real-firestore-emulator-everywhere.md).
 */
import type { FileStore } from '../ports';
import { localDatabaseConnection, LOCAL_DATABASE_NAME, type StoredFile } from './database';

/** Prefix of the URLs this store hands out. */
export const LOCAL_FILE_SCHEME = 'local-file:';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

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
      return `${LOCAL_FILE_SCHEME}${path}`;
    },
    async resolve(url) {
      // A stored path (no scheme) is this store's file too.
      const path = url.startsWith(LOCAL_FILE_SCHEME)
        ? url.slice(LOCAL_FILE_SCHEME.length)
        : HAS_SCHEME.test(url)
          ? null
          : url;
      if (path === null) return url;
      const stored = await (await database()).get('files', path);
      if (!stored) throw new Error(`No file is stored at "${url}" in this browser.`);
      return toDataUrl(stored.bytes, stored.contentType);
    },
    async read(path) {
      return (await (await database()).get('files', path)) ?? null;
    },
    async forgetFolder(prefix) {
      if (!prefix.endsWith('/')) throw new TypeError(`Invalid folder "${prefix}".`);
      assertFilePath(`${prefix}x`);
      // Every path that starts with the prefix: keys from the prefix up to prefix + U+FFFF.
      await (await database()).delete('files', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
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
