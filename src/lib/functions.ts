/**
 * Callable Cloud Functions (functions/src/index.ts `onCall`), e.g. "Reenviar aviso" on a lead's
 * page, called over their HTTP protocol with fetch: POST `{data}` to the function's URL in the
 * region of VITE_FUNCTIONS_REGION (locally, the Functions emulator: firebase.json,
 * EMULATOR_HOSTS), with the signed-in user's ID token and, where App Check is configured, its
 * token; the answer is `{result}` or `{error: {status, message}}`. The same requests the Firebase
 * Functions SDK makes, without its 3.3 kB (gzip) on every page that calls a function
 * (docs/decisions/0026-callable-functions-over-fetch.md).
 *
 * Every failure is a FunctionCallError with a Spanish message: the function's own (an HttpsError
 * thrown with a message, which our functions write in Spanish), else one for its code.
 */
import { env } from '@/config/env';
import { appCheckHeaders } from './app-check';
import { currentIdToken } from './firebase';
import { FUNCTION_ERROR_MESSAGES } from './function-messages';

export { FUNCTION_ERROR_MESSAGES } from './function-messages';

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

/** The canonical code of a callable's error status ("NOT_FOUND" -> "not-found"). */
function codeOfStatus(status: unknown): string | null {
  return typeof status === 'string' && /^[A-Z_]+$/.test(status)
    ? status.toLowerCase().replace(/_/g, '-')
    : null;
}

/** The code an HTTP status stands for when the answer names none (as the callable protocol maps them). */
function codeOfHttpStatus(status: number): string {
  const codes: Record<number, string> = {
    400: 'invalid-argument',
    401: 'unauthenticated',
    403: 'permission-denied',
    404: 'not-found',
    409: 'aborted',
    429: 'resource-exhausted',
    499: 'cancelled',
    500: 'internal',
    501: 'unimplemented',
    503: 'unavailable',
    504: 'deadline-exceeded',
  };
  return codes[status] ?? (status >= 200 && status < 300 ? 'internal' : 'unknown');
}

/** No message of the function's own: nothing, or a bare code name ("INTERNAL", "unavailable"). */
function isGeneric(text: string): boolean {
  return text === '' || /^[A-Za-z_-]+$/.test(text);
}

/** The Spanish message for a failed call: the function's own when it sent one, else its code's. */
export function functionErrorMessage(code: string, message = ''): string {
  if (!isGeneric(message.trim())) return message.trim();
  switch (code) {
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

/** As the Functions SDK: a call that has not answered after 70 s has failed. */
const CALL_TIMEOUT_MS = 70_000;

/**
 * Where the functions answer, without a function's name (the meter collector's `--servidor`):
 * locally the Functions emulator's project and region, else the region's cloudfunctions.net host.
 */
export function functionsBaseUrl(): string {
  const { functionsRegion: region, firebase, emulators } = env;
  return emulators
    ? `http://${emulators.functions}/${firebase.projectId}/${region}`
    : `https://${region}-${firebase.projectId}.cloudfunctions.net`;
}

const functionUrl = (name: string): string => `${functionsBaseUrl()}/${name}`;

const failure = (code: string, message?: string) =>
  new FunctionCallError(code, functionErrorMessage(code, message));

/**
 * Calls the callable function `name` with `data` and resolves to what it returned. Rejects with
 * a FunctionCallError (Spanish message) when the network fails or the function answers with an
 * error.
 */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  const [idToken, appCheck] = await Promise.all([
    currentIdToken().catch(() => null),
    appCheckHeaders(),
  ]);
  let response: Response;
  try {
    response = await fetch(functionUrl(name), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
        ...appCheck,
      },
      body: JSON.stringify({ data: data ?? null }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw failure(timedOut ? 'deadline-exceeded' : 'unavailable');
  }
  const body: unknown = await response.json().catch(() => null);
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok && 'result' in answer) return answer.result as Res;
  const error =
    typeof answer.error === 'object' && answer.error !== null
      ? (answer.error as { status?: unknown; message?: unknown })
      : {};
  throw failure(
    codeOfStatus(error.status) ?? codeOfHttpStatus(response.status),
    typeof error.message === 'string' ? error.message : '',
  );
}
