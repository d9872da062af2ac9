/** The Spanish text for whatever stopped "Eliminar mi cuenta" or "Descargar mis datos". */
import {
  AUTH_NETWORK_ERROR_MESSAGE,
  GOOGLE_POPUP_CANCELLED_MESSAGE,
  GOOGLE_POPUP_CLOSED_MESSAGE,
  readAuthError,
  SIGN_IN_TOO_MANY_REQUESTS_MESSAGE,
} from '@/domain/auth-errors';
import { FunctionCallError, FUNCTION_ERROR_MESSAGES } from '@/lib/functions';
import {
  DELETE_ACCOUNT_GOOGLE_MISMATCH_MESSAGE,
  DELETE_ACCOUNT_POPUP_BLOCKED_MESSAGE,
  DELETE_ACCOUNT_REAUTH_FAILED_MESSAGE,
  DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
} from '../my-data-messages';

const REAUTH: Record<string, string> = {
  'auth/wrong-password': DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
  'auth/invalid-credential': DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
  'auth/invalid-login-credentials': DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
  'auth/missing-password': DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
  'auth/too-many-requests': SIGN_IN_TOO_MANY_REQUESTS_MESSAGE,
  'auth/network-request-failed': AUTH_NETWORK_ERROR_MESSAGE,
  'auth/popup-closed-by-user': GOOGLE_POPUP_CLOSED_MESSAGE,
  'auth/cancelled-popup-request': GOOGLE_POPUP_CANCELLED_MESSAGE,
  'auth/popup-blocked': DELETE_ACCOUNT_POPUP_BLOCKED_MESSAGE,
  'auth/user-mismatch': DELETE_ACCOUNT_GOOGLE_MISMATCH_MESSAGE,
};

/**
 * A failed call of a function gives its own Spanish message; a failed re-authentication the text
 * for its Auth code; anything else a generic one that says nothing was deleted.
 */
export function myDataErrorMessage(error: unknown): string {
  if (error instanceof FunctionCallError) return error.message;
  const { code } = readAuthError(error);
  if (code.startsWith('auth/'))
    return Object.hasOwn(REAUTH, code) ? REAUTH[code]! : DELETE_ACCOUNT_REAUTH_FAILED_MESSAGE;
  return FUNCTION_ERROR_MESSAGES.failed;
}
