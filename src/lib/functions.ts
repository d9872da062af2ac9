/**
 * Callable Cloud Functions (functions/src/index.ts `onCall`), e.g. "Reenviar aviso" on a lead's
 * page. firebase/functions loads on the first call, with the app of loadFirebaseApp (App Check
 * first: the SDK attaches its token, and the signed-in user's ID token), the region of
 * VITE_FUNCTIONS_REGION and, locally, the Functions emulator (firebase.json, EMULATOR_HOSTS).
 *
 * Every failure is a FunctionCallError with a Spanish message: the function's own (an HttpsError
 * thrown with a message, which our functions write in Spanish), else one for its code.
 */
import type * as FunctionsSdk from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import { env } from '@/config/env';
import { loadFirebaseApp } from './firebase';

export const FUNCTION_ERROR_MESSAGES = {
  connection: 'No hubo conexión con el servidor. Revisa tu conexión e intenta de nuevo.',
  unauthenticated: 'Tu sesión terminó. Inicia sesión de nuevo e intenta otra vez.',
  denied: 'No tienes permiso para hacer esto.',
  tooMany: 'Demasiados intentos seguidos. Espera un momento e intenta de nuevo.',
  failed: 'No se pudo completar la acción. Intenta de nuevo.',
} as const;

/** A failed call: `code` is the callable's code ('unavailable', 'not-found', ...). */
export class FunctionCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

/** The SDK's FunctionsError, told by its code ("functions/not-found") without importing it. */
function functionsErrorOf(error: unknown): { code: string; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code.startsWith('functions/')) return null;
  return {
    code: code.slice('functions/'.length),
    message: typeof message === 'string' ? message : '',
  };
}

/**
 * The SDK writes a server's answer as "<message> [<HTTP status>]"; without a message from the
 * function it puts the code ("internal [500]", "INTERNAL [500]" for an uncaught error) or
 * "Backend error status: …" there, and status 0 means the request never got an answer.
 */
function parse(message: string): { text: string; status: number | null } {
  const match = /^([\s\S]*?)\s*\[(\d{1,3})\]$/.exec(message);
  return match
    ? { text: match[1]!.trim(), status: Number(match[2]) }
    : { text: message, status: null };
}

/** No message of the function's own: nothing, a bare code name, or the SDK's English default. */
function isGeneric(text: string): boolean {
  return (
    text === '' || /^[A-Za-z_-]+$/.test(text) || /^(unknown )?backend error status/i.test(text)
  );
}

/** The Spanish message for a failed call (the function's own when it sent one). */
export function functionErrorMessage(error: unknown): string {
  const failure = functionsErrorOf(error);
  if (!failure) return FUNCTION_ERROR_MESSAGES.failed;
  const { text, status } = parse(failure.message);
  if (status === 0) return FUNCTION_ERROR_MESSAGES.connection;
  if (status !== null && !isGeneric(text)) return text;
  switch (failure.code) {
    case 'unavailable':
    case 'deadline-exceeded':
      return FUNCTION_ERROR_MESSAGES.connection;
    case 'unauthenticated':
      return FUNCTION_ERROR_MESSAGES.unauthenticated;
    case 'permission-denied':
      return FUNCTION_ERROR_MESSAGES.denied;
    case 'resource-exhausted':
      return FUNCTION_ERROR_MESSAGES.tooMany;
    default:
      return FUNCTION_ERROR_MESSAGES.failed;
  }
}

let functionsPromise: Promise<{ functions: Functions; sdk: typeof FunctionsSdk }> | undefined;

function loadFunctions() {
  if (functionsPromise) return functionsPromise;
  const loading = Promise.all([loadFirebaseApp(), import('firebase/functions')]).then(
    ([app, sdk]) => {
      const functions = sdk.getFunctions(app, env.functionsRegion);
      if (env.emulators) {
        const at = env.emulators.functions.lastIndexOf(':');
        sdk.connectFunctionsEmulator(
          functions,
          env.emulators.functions.slice(0, at),
          Number(env.emulators.functions.slice(at + 1)),
        );
      }
      return { functions, sdk };
    },
  );
  functionsPromise = loading;
  // A chunk that could not load is tried again on the next call.
  loading.catch(() => {
    if (functionsPromise === loading) functionsPromise = undefined;
  });
  return loading;
}

/**
 * Calls the callable function `name` with `data` and resolves to what it returned. Rejects with
 * a FunctionCallError (Spanish message) when the SDK cannot load, the network fails or the
 * function answers with an error.
 */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  let loaded;
  try {
    loaded = await loadFunctions();
  } catch {
    throw new FunctionCallError('unavailable', FUNCTION_ERROR_MESSAGES.connection);
  }
  try {
    const result = await loaded.sdk.httpsCallable<Req, Res>(loaded.functions, name)(data);
    return result.data;
  } catch (error) {
    throw new FunctionCallError(
      functionsErrorOf(error)?.code ?? 'unknown',
      functionErrorMessage(error),
    );
  }
}
