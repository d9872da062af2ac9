/**
 * Firestore's, Storage's and IndexedDB's own error codes, and the DataError kind each one is
 * (src/data/errors.ts). The only place in the project that knows those codes.
 */
import { DataError, type DataErrorKind } from './errors';

const KINDS: Record<string, DataErrorKind> = {
  // Firestore
  'permission-denied': 'denied',
  unauthenticated: 'unauthenticated',
  unavailable: 'unavailable',
  'deadline-exceeded': 'timeout',
  'resource-exhausted': 'quota',
  'invalid-argument': 'invalid',
  'failed-precondition': 'invalid',
  'not-found': 'not-found',
  cancelled: 'canceled',
  // Storage
  'storage/unauthorized': 'denied',
  'storage/unauthenticated': 'unauthenticated',
  'storage/quota-exceeded': 'quota',
  'storage/retry-limit-exceeded': 'retry-limit',
  'storage/canceled': 'canceled',
  'storage/invalid-url': 'invalid',
  'storage/invalid-argument': 'invalid',
  'storage/object-not-found': 'not-found',
  'storage/unknown': 'unknown',
  // Browser storage (IndexedDB)
  QuotaExceededError: 'quota',
};

/** The DataError for anything a store threw (a DataError is returned as it is). */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const code =
    typeof error === 'object' && error !== null
      ? ((error as { code?: unknown }).code ?? (error as { name?: unknown }).name)
      : undefined;
  const key = typeof code === 'string' ? code.replace(/^firestore\//, '') : '';
  const message = error instanceof Error ? error.message : String(error);
  return new DataError(KINDS[key] ?? 'unknown', message, { cause: error });
}
