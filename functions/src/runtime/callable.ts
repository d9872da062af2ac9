/**
 * One callable function around a handler: the handler's refusals (CallableError: a code and a
 * Spanish message) reach the caller as they are; anything else is logged under `failure.log` and
 * answered with `internal` and the function's own `failure.message`, never a stack trace.
 */
import {
  HttpsError,
  onCall,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';

import { CallableError } from '../callable-error.js';
import { CALLABLE } from './options.js';
import { errorText } from './log.js';

export interface CallableFailure {
  /** Logged with the error when the handler fails unexpectedly. */
  log: string;
  /** What the caller reads then. */
  message: string;
}

export function callable<T>(
  options: CallableOptions,
  failure: CallableFailure,
  run: (request: CallableRequest) => Promise<T>,
) {
  return onCall({ ...CALLABLE, ...options }, async (request) => {
    try {
      return await run(request);
    } catch (error) {
      if (error instanceof CallableError) throw new HttpsError(error.code, error.message);
      logger.error(failure.log, { error: errorText(error) });
      throw new HttpsError('internal', failure.message);
    }
  });
}

/** The caller's uid, or null when signed out. */
export function uidOf(request: CallableRequest): string | null {
  return request.auth?.uid ?? null;
}
