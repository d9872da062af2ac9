/**
 * App Check verification of the X-Firebase-AppCheck header, with replay protection: the site sends
 * a limited-use token with each request to our functions, and verifying it consumes it, so a
 * token copied out of one browser works for one request, not for an hour.
 */

export type AppCheckResult = 'valid' | 'invalid' | 'replayed';

export interface AppCheckVerifier {
  /** Verifies and consumes `token`. */
  verify(token: string): Promise<AppCheckResult>;
}

/** Uses firebase-admin's appCheck().verifyToken(token, {consume: true}); loaded on first use. */
export function createAdminAppCheckVerifier(): AppCheckVerifier {
  return {
    async verify(token) {
      const { getApps, initializeApp } = await import('firebase-admin/app');
      const { getAppCheck } = await import('firebase-admin/app-check');
      if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
      try {
        const result = await getAppCheck().verifyToken(token, { consume: true });
        return result.alreadyConsumed ? 'replayed' : 'valid';
      } catch {
        return 'invalid';
      }
    },
  };
}
