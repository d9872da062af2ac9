/**
 * The desk's Spanish texts for the meter collector's card on the client page (agent-card.tsx;
 * what it loads when used has its own, agent-actions.tsx).
 */
export const AGENT_TEXT = {
  cardTitle: 'Lector automático',
  intro:
    'El lector se instala en una computadora de la red del cliente, lee los contadores y el tóner de sus impresoras y los envía una vez al día.',
  createCode: 'Código de instalación',
  creatingCode: 'Creando código…',
  createFailed: 'No se pudo crear el código. Revisa tu conexión e intenta de nuevo.',
  sitesTitle: 'Lectores instalados',
  noSites: 'Esta empresa aún no instala el lector.',
  loading: 'Cargando lectores…',
  loadFailed: 'No se pudieron cargar los lectores. Intenta de nuevo.',
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
