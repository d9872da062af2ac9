/**
 * Spanish texts of the rental clients' portal (/main-user/mis-equipos, a device's page,
 * /main-user/mis-tickets). The page and form names are fixed by the product's decisions:
 * "Mis equipos", "Capturar lectura", "Solicitar tóner", "Reportar una falla"; the ticket statuses
 * come from src/domain/client-portal.ts.
 */

import { CLIENT_LINK_TEXT } from './link-texts';

export const PORTAL_TEXT = {
  // "Mis equipos", "Mis tickets" and the dashboard card's title and text.
  ...CLIENT_LINK_TEXT,
  captureReading: 'Capturar lectura',
  requestToner: 'Solicitar tóner',
  reportFault: 'Reportar una falla',
  seeEquipment: 'Ver mis equipos',
  checkingClient: 'Revisando tu cuenta de cliente…',
  clientLoadFailed: 'No pudimos revisar tu cuenta de cliente.',
  notClientTitle: 'Esta sección es para clientes de renta',
  notClientText:
    'Tu cuenta todavía no está vinculada como cliente de renta de equipos. Si ya rentas un equipo con nosotros, o quieres hacerlo, contacta a nuestro equipo de ventas para que vinculen tu cuenta.',
  contactSales: 'Contactar a ventas',
  backToPanel: 'Volver a mi panel',
  notForRoleTitle: 'Esta sección no es para tu rol',
  notForRoleText: (role: string) =>
    `Tu rol en la empresa es «${role}» y no incluye esta sección. Estas son las que puedes usar:`,
  retry: 'Reintentar',

  readingMissing: 'Falta la lectura de este mes',
  /** "Terminar contrato" ended the device's rental (the desk). */
  contractEnded: (date: string) => `Contrato terminado el ${date}`,
  contractEndedNote:
    'La renta de este equipo terminó: ya no recibe lecturas ni solicitudes nuevas. Sus lecturas y tickets siguen aquí.',
  readingDone: 'Lectura de este mes capturada',
  openDevice: 'Ver equipo',

  loadingDevice: 'Cargando el equipo…',
  deviceLoadFailed: 'No pudimos cargar este equipo.',
  deviceNotFound: 'No encontramos este equipo entre los tuyos.',
  backToEquipment: 'Volver a Mis equipos',

  contract: 'Contrato',
  location: 'Ubicación',
  lastReading: 'Última lectura',
  noReadingYet: 'Sin lecturas todavía',
  startCounters: 'Contadores al instalar',
  readingsHistory: 'Historial de lecturas',
  loadingReadings: 'Cargando las lecturas…',
  readingsLoadFailed: 'No pudimos cargar las lecturas.',
  noReadings: 'Aún no hay lecturas de este equipo.',

  readingHelp: (previous: string) => `Lectura anterior: ${previous}.`,
  counterPhoto: 'Foto del contador (opcional)',
  photoHelp: 'JPEG, PNG, WebP o GIF de hasta 5 MB.',
  sendReading: 'Enviar lectura',
  sendingReading: 'Enviando lectura…',
  readingSaved: '¡Listo! Guardamos la lectura de este mes.',
  readingAlreadyThisMonth: 'Este equipo ya tiene la lectura de este mes.',
  readingFailed: 'No se pudo guardar la lectura. Intenta de nuevo.',
  photoFailed: 'No se pudo subir la foto. Intenta de nuevo o envía sin foto.',
  thisMonthReading: (month: string) => `Lectura de ${month}`,
  readingPhotoLink: 'Ver la foto del contador',

  tonerIntro: 'Elige los colores de tóner que necesitas.',
  tonerColors: 'Colores de tóner',
  tonerNote: 'Nota (opcional)',
  sendToner: 'Enviar solicitud',
  tonerSent: 'Recibimos tu solicitud de tóner. Te avisaremos cuando vaya en camino.',

  faultCategory: 'Tipo de falla',
  chooseCategory: 'Elige una opción',
  faultDescription: 'Describe la falla',
  faultPhoto: 'Foto de la falla (opcional)',
  sendFault: 'Enviar reporte',
  faultSent: 'Recibimos tu reporte. Un técnico lo revisará pronto.',
  /** The ticket is stored, but its photo's upload failed (the photo is uploaded after the ticket). */
  faultSentPhotoFailed:
    'Recibimos tu reporte, pero no se pudo subir la foto. Si la necesitamos, te la pediremos.',

  sending: 'Enviando…',
  ticketFailed: 'No se pudo enviar. Intenta de nuevo.',

  deviceTickets: 'Tickets de este equipo',
  loadingTickets: 'Cargando tus tickets…',
  ticketsLoadFailed: 'No pudimos cargar tus tickets.',
  noDeviceTickets: 'Este equipo no tiene tickets.',
  /** Who opened a ticket, in the administrator's list. */
  openedBy: 'Abierto por',
  kindToner: 'Solicitud de tóner',
  kindFault: 'Reporte de falla',
  colors: 'Colores',
  category: 'Tipo',
  note: 'Nota',
  description: 'Descripción',
  openedOn: 'Abierto el',
  loadingReplies: 'Cargando las respuestas…',
  // The thread's own words (its heading, names, photo link): ./components/ticket-thread.tsx.
  loadingReplyForm: 'Abriendo el formulario…',
  faultPhotoLink: 'Ver la foto',

  /** The technician the desk assigned to a ticket. */
  technician: (name: string) => `Técnico: ${name}`,

  // "Responder": the client's reply on an open ticket.
  respond: 'Responder',
} as const;

/** The shared LoadStatus's words for one of the portal's reads: what it loads and what failed. */
export function loadTexts(loading: string, failed: string) {
  return { loading, loadFailed: failed, permissionDenied: failed, retry: PORTAL_TEXT.retry };
}
