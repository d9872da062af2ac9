/**
 * The Firebase Auth functions the app loads on demand. Code that imports Auth lazily imports this
 * module, not 'firebase/auth' itself: a dynamic import whose result is passed around (as in
 * `Promise.all([…, import('firebase/auth')])`) makes the bundler keep the whole SDK (about 36 kB
 * gzip); through this list it keeps only what is named here.
 */
export {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signOut,
  updateProfile,
} from 'firebase/auth';
