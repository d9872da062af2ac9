/**
 * The Spanish messages of a failed callable function (./functions.ts functionErrorMessage), in a
 * module of their own: a page that only words a failure (the agent card's, the correction's)
 * does not download the callable client with them.
 */
export const FUNCTION_ERROR_MESSAGES = {
  connection: 'No hubo conexión con el servidor. Revisa tu conexión e intenta de nuevo.',
  unauthenticated: 'Tu sesión terminó. Inicia sesión de nuevo e intenta otra vez.',
  denied: 'No tienes permiso para hacer esto.',
  tooMany: 'Demasiados intentos seguidos. Espera un momento e intenta de nuevo.',
  failed: 'No se pudo completar la acción. Intenta de nuevo.',
} as const;
