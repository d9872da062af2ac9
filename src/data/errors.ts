/**
 * The one error the data layer throws: a few kinds that features map to their Spanish texts.
 * Firestore's and Storage's own codes ("permission-denied", "storage/unauthorized", ...) never
 * leave src/data.
 */
export type DataErrorKind =
  | 'denied'
  | 'unauthenticated'
  | 'unavailable'
  | 'timeout'
  | 'quota'
  | 'retry-limit'
  | 'canceled'
  | 'invalid'
  | 'not-found'
  | 'unknown';

export class DataError extends Error {
  readonly kind: DataErrorKind;

  constructor(kind: DataErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataError';
    this.kind = kind;
  }
}

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

/** The kind of any error, for features that show a text per kind. */
export function dataErrorKind(error: unknown): DataErrorKind {
  return toDataError(error).kind;
}
