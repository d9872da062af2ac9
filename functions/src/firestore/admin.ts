/**
 * firebase-admin's Firestore, loaded on first use only (the HTTP function's other paths and the
 * unit tests never load the SDK). In the emulator, FIRESTORE_EMULATOR_HOST (set by firebase-tools)
 * points the SDK at the local Firestore emulator.
 */
import type { FieldValue, Firestore, Timestamp } from 'firebase-admin/firestore';
import { USERS } from '../../../src/domain/collections.js';

export interface FirestoreKit {
  db: Firestore;
  FieldValue: typeof FieldValue;
  Timestamp: typeof Timestamp;
}

let kit: Promise<FirestoreKit> | undefined;

async function load(): Promise<FirestoreKit> {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const firestore = await import('firebase-admin/firestore');
  // The default app specifically: the Functions emulator may already hold apps of its own.
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
  return {
    db: firestore.getFirestore(),
    FieldValue: firestore.FieldValue,
    Timestamp: firestore.Timestamp,
  };
}

export function adminFirestore(): Promise<FirestoreKit> {
  kit ??= load().catch((error: unknown) => {
    kit = undefined;
    throw error;
  });
  return kit;
}

/**
 * The e-mail on users/{uid} when that document says role 'admin' ('' when it has none); null for
 * anyone else. What the admins' callable functions check before acting.
 */
export async function adminEmail(uid: string): Promise<string | null> {
  const { db } = await adminFirestore();
  const snap = await db.collection(USERS).doc(uid).get();
  return snap.exists && snap.get('role') === 'admin' ? String(snap.get('email') ?? '') : null;
}
