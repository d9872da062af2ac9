/** How the admin area tells a refused read or write (the security rules) from any other failure. */

/** True for Firestore's refusals: 'permission-denied' or 'unauthenticated' (with or without a prefix). */
export function isPermissionDenied(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' && /permission-denied|unauthenticated/.test(code);
}

/** `messages.denied` for a refusal, `messages.failed` for anything else. */
export function failureMessage(
  error: unknown,
  messages: { denied: string; failed: string },
): string {
  return isPermissionDenied(error) ? messages.denied : messages.failed;
}
