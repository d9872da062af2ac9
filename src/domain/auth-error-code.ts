/** What every Auth flow needs to tell an error: its code, and the texts of a lost connection. */

export const AUTH_NETWORK_ERROR_MESSAGE =
  'Problema de conexión a la red. Por favor, verifica tu internet.';

/** Reads `code` and `message` from whatever was thrown (FirebaseError or anything else). */
export function readAuthError(error: unknown): { code: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : '',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { code: '', message: typeof error === 'string' ? error : '' };
}
