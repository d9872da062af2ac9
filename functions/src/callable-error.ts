/**
 * The refusal a callable handler throws: a code the callable client understands and a Spanish
 * message shown as it comes. runtime/callable.ts answers it as an HttpsError; anything else is
 * logged and answered with the function's own `internal` message.
 */
export type CallableErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'failed-precondition'
  | 'unavailable'
  | 'internal';

/** An admin's action refused: not signed in, not an admin, bad input, gone, or not now. */
export type AdminActionCode = Exclude<CallableErrorCode, 'unavailable' | 'internal'>;

export class CallableError<C extends CallableErrorCode = CallableErrorCode> extends Error {
  constructor(
    readonly code: C,
    message: string,
  ) {
    super(message);
    this.name = 'CallableError';
  }
}
