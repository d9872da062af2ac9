/** App Check verification of the newsletter's X-Firebase-AppCheck header. */

export interface AppCheckVerifier {
  /** true when the token is a valid App Check token for this project. */
  verify(token: string): Promise<boolean>;
}

/** Uses firebase-admin's appCheck().verifyToken; the SDK is imported on first use only. */
export function createAdminAppCheckVerifier(): AppCheckVerifier {
  return {
    async verify(token) {
      const { getApps, initializeApp } = await import('firebase-admin/app');
      const { getAppCheck } = await import('firebase-admin/app-check');
      if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp();
      try {
        await getAppCheck().verifyToken(token);
        return true;
      } catch {
        return false;
      }
    },
  };
}
