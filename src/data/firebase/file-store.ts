/**
 * FileStore on Cloud Storage for Firebase (`firebase/storage`, imported lazily): uploadBytes, then
 * the object's download URL.
 */
import type { FirebaseApp } from 'firebase/app';
import type { FirebaseStorage } from 'firebase/storage';
import { env } from '@/config/env';
import { loadFirebaseApp } from '@/lib/firebase';
import type { FileStore } from '../ports';
import { parseHostPort, type FirebaseAdapterOptions } from './options';

const storages = new WeakMap<FirebaseApp, FirebaseStorage>();

export async function createStorageFileStore(
  options: FirebaseAdapterOptions = {},
): Promise<FileStore> {
  const [app, sdk] = await Promise.all([options.app ?? loadFirebaseApp(), import('./storage-sdk')]);
  let storage = storages.get(app);
  if (!storage) {
    storage = sdk.getStorage(app);
    const emulator =
      options.emulatorHost === undefined ? (env.emulators?.storage ?? null) : options.emulatorHost;
    if (emulator) {
      const { host, port } = parseHostPort(emulator);
      sdk.connectStorageEmulator(
        storage,
        host,
        port,
        options.mockUserToken ? { mockUserToken: options.mockUserToken } : {},
      );
    }
    storages.set(app, storage);
  }
  const bucket = storage;
  return {
    async upload(path, blob, contentType) {
      const target = sdk.ref(bucket, path);
      await sdk.uploadBytes(target, blob, { contentType });
      return sdk.getDownloadURL(target);
    },
    // A stored path (no scheme) becomes its download URL; a URL is already displayable.
    resolve: async (url) =>
      /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : sdk.getDownloadURL(sdk.ref(bucket, url)),
  };
}
