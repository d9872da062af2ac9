/**
 * A meter collector's site as agentEnroll stores it (functions/src/agent/store.ts), for the tests
 * that read sites through the data seam: live, never reported, unless `extra` says otherwise.
 */
export function agentSiteDoc(
  clientId: string,
  enrolledAt: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    clientId,
    keyHash: 'a'.repeat(64),
    enrolledAt,
    codeCreatedBy: 'admin',
    agentVersion: '1.0.0',
    revokedAt: null,
    revokedBy: null,
    lastReportAt: null,
    lastReportVersion: null,
    ...extra,
  };
}
