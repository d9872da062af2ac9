/** How a view tells a refused read or write (the security rules) from any other failure. */
import { isDataError } from './errors';

/** True for the data layer's refusals: kind 'denied' or 'unauthenticated'. */
export function isPermissionDenied(error: unknown): boolean {
  return isDataError(error, 'denied', 'unauthenticated');
}

/** `messages.denied` for a refusal, `messages.failed` for anything else. */
export function failureMessage(
  error: unknown,
  messages: { denied: string; failed: string },
): string {
  return isPermissionDenied(error) ? messages.denied : messages.failed;
}
