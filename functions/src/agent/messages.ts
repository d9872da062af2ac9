import { READING_MESSAGES } from '../../../src/domain/readings/decision.js';

/** The collector's functions' Spanish texts (agentEnroll, agentReport, the desk's callables). */
export const AGENT_MESSAGES = {
  // createAgentCode / revokeAgentSite (callables, admins)
  codeCreated: 'Código creado. Es válido por 24 horas y se usa una sola vez.',
  siteRevoked: 'Lector revocado.',
  notSignedIn: 'Inicia sesión como administrador.',
  notAdmin: 'Solo un administrador puede hacer esto.',
  invalidClient: 'Indica el cliente.',
  clientNotFound: 'Ese cliente no existe.',
  invalidSite: 'Indica el lector.',
  siteNotFound: 'Ese lector no existe.',
  codeFailed: 'No se pudo crear el código. Intenta de nuevo.',
  revokeFailed: 'No se pudo revocar el lector. Intenta de nuevo.',
  // agentEnroll
  enrolled: 'Lector instalado.',
  codeInvalid: 'El código de instalación no es válido o ya se usó.',
  codeExpired: 'El código de instalación venció. Pide uno nuevo a Tu Socio Ideal.',
  enrollBody: 'Envía el código de instalación y la versión del lector.',
  // agentReport
  keyInvalid: 'Clave del lector no válida.',
  siteRevokedRefused: 'Este lector fue revocado.',
  reportBody: 'El reporte no tiene la forma esperada.',
  // both
  methodNotAllowed: 'Método no permitido. Usa POST.',
  unsupportedMediaType: 'El contenido debe ser JSON (Content-Type: application/json).',
  tooMany: 'Demasiadas solicitudes. Intenta más tarde.',
  unavailable: 'El servicio no está disponible por ahora. Intenta más tarde.',
  // per printer
  notOurDevice: 'Ese número de serie no es de un equipo de tu empresa.',
  /** A counter gone backwards: the reading decision's text (src/domain/readings/decision.ts). */
  belowFloor: READING_MESSAGES.belowLastReading,
  /** A colour device whose colour counter the collector could not read (no reading is stored). */
  colorUnread: (device: { model: string; serial: string }) =>
    `El lector no pudo leer el contador a color de ${device.model.trim() || 'el equipo'}${device.serial.trim() ? `, serie ${device.serial.trim()}` : ''}; no se guardó la lectura.`,
  noneAccepted: 'No se aceptó ninguna impresora del reporte.',
  received: (accepted: number, total: number) =>
    total === 0
      ? 'Reporte recibido (sin impresoras).'
      : `Reporte recibido: ${accepted} de ${total} ${total === 1 ? 'impresora aceptada' : 'impresoras aceptadas'}.`,
  tonerDescription: (color: string, percent: number) =>
    `Pedido automático: el lector reporta tóner ${color} al ${percent} %.`,
} as const;
