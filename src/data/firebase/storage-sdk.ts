/**
 * The Cloud Storage functions the file store uses (./file-store.ts), imported lazily through this
 * list so the bundler keeps only these (see ./firestore-sdk.ts).
 */
export {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
