/**
 * The Firestore Lite functions the document store writes with (./document-store.ts; it reads
 * without the SDK, ./firestore-rest.ts). It imports this module lazily, not
 * 'firebase/firestore/lite' itself: a dynamic import whose result is passed around (as in `Promise.all([…, import('firebase/firestore/lite')])`) makes the bundler keep the
 * whole SDK; through this list it keeps only what is named here (as src/lib/auth-sdk.ts does for
 * Auth).
 */
export {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
} from 'firebase/firestore/lite';
export { writeChanges } from './tx-writes';
