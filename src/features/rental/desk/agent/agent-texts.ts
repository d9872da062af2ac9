/**
 * The desk's Spanish texts for the meter collector's card on the client page (agent-card.tsx;
 * what it loads when used has its own, agent-actions.tsx).
 */
export const AGENT_TEXT = {
  cardTitle: 'Lector automático',
  createCode: 'Código de instalación',
  creatingCode: 'Creando código…',
  sitesTitle: 'Lectores instalados',
  noSites: 'Esta empresa aún no instala el lector.',
  siteTitle: (when: string) => `Lector instalado el ${when}`,
  versionTerm: 'Versión',
  lastReportTerm: 'Último reporte',
  noReport: 'Aún no envía reportes',
  silent: 'Sin reportes desde hace 3 días',
  revoked: 'Revocado',
  revokedAt: (when: string) => `Revocado el ${when}`,
  revoke: 'Revocar',
  revokeLabel: (site: string) => `Revocar: ${site}`,
} as const;
