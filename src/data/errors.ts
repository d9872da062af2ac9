/**
 * The one error the data layer throws: a few kinds that features map to their Spanish texts.
 * Firestore's and Storage's own codes never leave src/data: every per-collection function runs
 * through ./access.ts, which turns whatever a store threw into a DataError (./error-codes.ts).
 * This module holds no code table, so a public page may import it for next to nothing.
 */
export type DataErrorKind =
  /** The security rules refused the read or write. */
  | 'denied'
  /** The request carried no (valid) sign-in. */
  | 'unauthenticated'
  /** The data service cannot be reached, or its code could not be loaded. */
  | 'unavailable'
  | 'timeout'
  | 'quota'
  | 'retry-limit'
  | 'canceled'
  /** The data was refused as malformed (or broke a precondition). */
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

/** The kind of any error, for features that show a text per kind ('unknown' for non-DataErrors). */
export function dataErrorKind(error: unknown): DataErrorKind {
  return error instanceof DataError ? error.kind : 'unknown';
}

/** True for a DataError of one of `kinds`. */
export function isDataError(error: unknown, ...kinds: DataErrorKind[]): error is DataError {
  return error instanceof DataError && kinds.includes(error.kind);
}
