/**
 * The Spanish texts of the desk's Servicio section and a ticket's page, and their small display
 * helpers. Kept out of src/features/admin/messages.ts on purpose: that module is part of the admin page's first
 * load (admin JS budget), and these texts are only needed by the Servicio chunks.
 */
import { paths } from '@/config/paths';
import type { TicketStatus } from '@/domain/client-portal';
import type { Ticket } from '@/data/rental/client-portal';
import { sentence } from '@/domain/format';
import { formatServiceTime, type ClockState } from '@/domain/service-level';

/** `?vista=` of the Servicio section. */
export const SERVICE_VIEWS = [
  'abiertos',
  'resueltos',
  'fuera-de-tiempo',
  'visitas',
  'tiempos',
  'lecturas',
  'consumo',
  'cierre',
  'toner',
  'lectores',
] as const;
export type ServiceView = (typeof SERVICE_VIEWS)[number];

/** The URL parameters of the section. */
export const SERVICE_PARAMS = { view: 'vista', month: 'mes' } as const;

/** The link of a view of the section: /admin-dashboard?section=servicio&vista={view}. */
export function serviceViewPath(view: ServiceView): string {
  return `${paths.admin}?section=servicio&${SERVICE_PARAMS.view}=${view}`;
}

export function parseServiceView(value: string | null): ServiceView {
  return SERVICE_VIEWS.find((view) => view === value) ?? 'abiertos';
}

export const SERVICE_TEXT = {
  title: 'Servicio',
  intro:
    'Solicitudes de tóner y reportes de fallas de los clientes de renta, las lecturas de contadores que faltan este mes y el consumo mensual de cada equipo.',
  viewsLabel: 'Vistas de Servicio',
  views: {
    abiertos: 'Tickets abiertos',
    resueltos: 'Tickets resueltos',
    'fuera-de-tiempo': 'Fuera de tiempo',
    visitas: 'Visitas de hoy',
    tiempos: 'Tiempos de servicio',
    lecturas: 'Lecturas pendientes',
    consumo: 'Consumo mensual',
    cierre: 'Cierre de mes',
    toner: 'Tóner por agotarse',
    lectores: 'Lectores sin reportes',
  } satisfies Record<ServiceView, string>,

  // Tickets
  ticketsCaption: 'Tickets de servicio',
  ticketsPages: 'Páginas de tickets',
  noOpenTickets: 'No hay tickets abiertos.',
  noResolvedTickets: 'Todavía no hay tickets resueltos.',
  ticketsSummary: (view: 'abiertos' | 'resueltos', page: number, first: string, last: string) =>
    view === 'abiertos'
      ? `Página ${page}: tickets ${first}–${last} abiertos, del más antiguo al más reciente.`
      : `Página ${page}: tickets ${first}–${last} resueltos, del más reciente al más antiguo.`,
  noReply: 'Sin respuesta',
  serialPrefix: 'Serie',

  // Lecturas pendientes
  readingsCaption: 'Equipos sin la lectura del mes',
  readingsPages: 'Páginas de lecturas pendientes',
  readingsIntro: (month: string) =>
    `Equipos que todavía no tienen la lectura de ${month}, del que lleva más tiempo sin lectura al más reciente.`,
  noMissingReadings: (month: string) => `Todos los equipos tienen la lectura de ${month}.`,
  readingsSummary: (page: number, first: string, last: string) =>
    `Página ${page}: equipos ${first}–${last}.`,
  neverRead: 'Nunca',
  deletedAccount: 'Cuenta eliminada',

  // Consumo mensual
  monthLabel: 'Mes',
  usageCaption: 'Consumo mensual por equipo',
  usagePages: 'Páginas del consumo mensual',
  usageIntro:
    'Páginas del mes por equipo (lectura del mes menos la anterior), páginas excedentes sobre las incluidas en el contrato y el estimado del mes. Todos los precios incluyen IVA.',
  noEquipment: 'Todavía no hay equipos registrados.',
  usageSummary: (page: number, first: string, last: string, month: string) =>
    `Página ${page}: equipos ${first}–${last}, consumo de ${month}. El CSV incluye todos los equipos, no solo esta página.`,
  noReading: 'Sin lectura en este mes',
  downloadCsv: 'Descargar CSV',
  preparingCsv: 'Preparando CSV…',
  csvReady: (count: number) =>
    count === 1 ? 'CSV descargado: 1 equipo.' : `CSV descargado: ${count} equipos.`,
  csvTruncated: (limit: string) =>
    `El CSV incluye solo los primeros ${limit} equipos. Para el resto, pide un reporte a soporte.`,
  csvDenied: 'No tienes permiso para leer el consumo de los equipos.',
  csvFailed: 'No se pudo preparar el CSV. Intenta de nuevo.',

  // A ticket's page
  back: 'Volver a Servicio',
  notFound: 'No encontramos este ticket. Puede que el enlace esté incompleto.',
  ticketFacts: 'Datos del ticket',
  statusTitle: 'Estado del ticket',
  currentStatus: 'Estado actual',
  lastStatusChange: (when: string, who = '') =>
    sentence(`Último cambio de estado: ${when}${who ? `, por ${who}` : ''}`),
  neverChanged: 'El estado no ha cambiado desde que el cliente abrió el ticket.',
  statusSaved: (status: TicketStatus) => `El ticket quedó en estado ${status}.`,
  statusDenied: 'No tienes permiso para cambiar el estado de este ticket.',
  statusFailed: 'No se pudo cambiar el estado. Intenta de nuevo.',
  repliesTitle: 'Respuestas al cliente',
  repliesHint: 'El cliente ve estas respuestas en su portal y recibe cada una por correo.',
  noReplies: 'Todavía no hay respuestas.',
  replyLabel: 'Tu respuesta',
  replyHint: (name: string) => `El cliente la verá firmada por ${name}.`,
  sendReply: 'Enviar respuesta',
  sendingReply: 'Enviando…',
  closeAlert: 'Cerrar aviso',
  replySent: 'Respuesta enviada al cliente.',
  replyDenied: 'No tienes permiso para responder este ticket.',
  replyFailed: 'No se pudo enviar la respuesta. Tu texto sigue aquí; intenta de nuevo.',
  viewClient: 'Ver cliente y equipos',
  viewPhoto: 'Ver foto',
  defaultAuthor: 'Servicio técnico',

  // Service levels
  responseBy: (when: string) => `Respuesta antes de ${when}`,
  resolutionBy: (when: string) => `Solución antes de ${when}`,
  late: 'Fuera de tiempo',
  paused: 'En pausa',
  promiseTerm: 'Compromiso',
  unnotified: 'Sin notificar',
  unnotifiedHint: 'El correo todavía no sale; se reintenta cada 15 minutos.',
  dueColumn: 'Vence',
  openedByCompany: 'Abierto por la empresa',
  openedByCollector: 'Lector automático',
  fromClient: 'Cliente',
  clientPhoto: 'Ver foto del cliente',

  // Technician and visit
  technicianTitle: 'Técnico y visita',
  technicianTerm: 'Técnico',
  noTechnician: 'Sin técnico asignado.',
  assignTechnician: 'Asignar técnico',
  technicianLabel: 'Técnico',
  pickTechnician: 'Elige un técnico',
  noTechnicians: 'Todavía no hay técnicos. Márcalos en Usuarios con «Técnico».',
  saveTechnician: 'Guardar técnico',
  savingTechnician: 'Guardando…',
  cancel: 'Cancelar',
  technicianSaved: (name: string) => `Técnico asignado: ${name}.`,
  technicianDenied: 'No tienes permiso para asignar técnicos.',
  technicianFailed: 'No se pudo asignar el técnico. Intenta de nuevo.',
  scheduleVisit: 'Programar visita',
  needsTechnician: 'Asigna un técnico antes de programar la visita.',
  visitDate: 'Fecha',
  visitStart: 'Hora de inicio',
  visitEnd: 'Hora de fin',
  visitAddress: 'Dirección',
  visitPhone: 'Teléfono de contacto',
  saveVisit: 'Guardar visita',
  savingVisit: 'Guardando…',
  visitSaved: 'Visita programada. El cliente recibe un correo con la fecha.',
  visitDenied: 'No tienes permiso para programar visitas.',
  visitFailed: 'No se pudo programar la visita. Tus datos siguen aquí; intenta de nuevo.',
  visitAddressTerm: 'Dirección',
  visitPhoneTerm: 'Teléfono',
  noVisit: 'Sin visita programada.',

  // Fuera de tiempo
  overdueCaption: 'Tickets fuera de tiempo',
  noOverdue: 'No hay tickets fuera de tiempo.',
  overdueSummary: (page: number, first: string, last: string) =>
    `Página ${page}: tickets ${first}–${last} fuera de tiempo, del que venció primero al más reciente.`,

  // Visitas de hoy
  noVisitsToday: 'No tienes visitas programadas para hoy.',
  visitsIntro: (day: string) => `Tus visitas de hoy, ${day}, por hora de inicio.`,
  mapLink: 'Ver en el mapa',
  callLink: (phone: string) => `Llamar al ${phone}`,

  // Tiempos de servicio
  timesIntro:
    'Tickets creados en el mes, por técnico: cuántos se respondieron y resolvieron dentro del tiempo prometido, y la mediana en horas hábiles.',
  timesCaption: (month: string) => `Tiempos de servicio de ${month}`,
  noTicketsInMonth: (month: string) => `No hubo tickets en ${month}.`,
  timesTruncated: (limit: string) => `Se cuentan solo los primeros ${limit} tickets del mes.`,
  noTechnicianRow: 'Sin técnico',
  totalRow: 'Total',
  timesHead: [
    'Técnico',
    'Tickets',
    'Respondidos a tiempo',
    'Resueltos a tiempo',
    'Mediana de respuesta (h hábiles)',
    'Mediana de solución (h hábiles)',
  ],
  responseChart: 'Respondidos a tiempo, por técnico',
  resolutionChart: 'Resueltos a tiempo, por técnico',
  chartNote: 'Porcentaje de los tickets con el plazo ya cumplido o vencido.',
} as const;

/** The buttons of a ticket's status, by its current status: the next steps, and reopening. */
export const STATUS_ACTIONS: Record<
  TicketStatus,
  ReadonlyArray<{ to: TicketStatus; label: string }>
> = {
  Abierto: [
    { to: 'En proceso', label: 'Pasar a En proceso' },
    { to: 'Esperando refacción', label: 'Pasar a Esperando refacción' },
    { to: 'Esperando al cliente', label: 'Pasar a Esperando al cliente' },
    { to: 'Resuelto', label: 'Marcar como Resuelto' },
  ],
  'En proceso': [
    { to: 'Resuelto', label: 'Marcar como Resuelto' },
    { to: 'Esperando refacción', label: 'Pasar a Esperando refacción' },
    { to: 'Esperando al cliente', label: 'Pasar a Esperando al cliente' },
    { to: 'Abierto', label: 'Regresar a Abierto' },
  ],
  'Esperando refacción': [
    { to: 'En proceso', label: 'Regresar a En proceso' },
    { to: 'Esperando al cliente', label: 'Pasar a Esperando al cliente' },
    { to: 'Resuelto', label: 'Marcar como Resuelto' },
  ],
  'Esperando al cliente': [
    { to: 'En proceso', label: 'Regresar a En proceso' },
    { to: 'Esperando refacción', label: 'Pasar a Esperando refacción' },
    { to: 'Resuelto', label: 'Marcar como Resuelto' },
  ],
  Resuelto: [{ to: 'Abierto', label: 'Reabrir ticket' }],
};

/** Badge colours per status; the badge always carries the status's name. */
export const TICKET_STATUS_BADGE_CLASS: Record<TicketStatus, string> = {
  Abierto: 'text-bg-warning',
  'En proceso': 'text-bg-info',
  'Esperando refacción': 'text-bg-secondary',
  'Esperando al cliente': 'text-bg-secondary',
  Resuelto: 'text-bg-success',
};

/** A ticket (or reply) whose e-mail has not gone out this long after it was written shows it. */
export const UNNOTIFIED_AFTER_MS = 10 * 60_000;

/** Whether to show "Sin notificar": not notified, and written more than 10 minutes before `now`. */
export function isUnnotified(item: { notified: boolean; at: string }, now: Date): boolean {
  return !item.notified && now.getTime() - Date.parse(item.at) > UNNOTIFIED_AFTER_MS;
}

/** The desk's line of a ticket's clock: what is due (and whether it is late), or that it waits. */
export function deskPromise(state: ClockState): { text: string; late: boolean } | null {
  switch (state.phase) {
    case 'respuesta':
      return {
        text: SERVICE_TEXT.responseBy(formatServiceTime(state.responseDue)),
        late: state.late,
      };
    case 'solucion':
      return state.resolutionDue
        ? {
            text: SERVICE_TEXT.resolutionBy(formatServiceTime(state.resolutionDue)),
            late: state.late,
          }
        : null;
    case 'pausa':
      return { text: SERVICE_TEXT.paused, late: false };
    default:
      return null;
  }
}

/** "Solicitud de tóner" or "Reporte de falla": a ticket's title. */
export function ticketTitle(ticket: Pick<Ticket, 'kind'>): string {
  return ticket.kind === 'toner' ? 'Solicitud de tóner' : 'Reporte de falla';
}

/** "Tóner: Negro, Cian" or "Falla: Atasco de papel": what a ticket is about, in one line. */
export function ticketSubject(ticket: Pick<Ticket, 'kind' | 'tonerColors' | 'category'>): string {
  return ticket.kind === 'toner'
    ? `Tóner: ${ticket.tonerColors.join(', ') || 'sin color'}`
    : `Falla: ${ticket.category || 'Otro'}`;
}

/** How long ago `iso` was, from `now`: "hace 3 días", "hace 5 h", "hace menos de 1 h". */
export function ageText(iso: string, now: Date): string {
  const ms = now.getTime() - Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return 'hace menos de 1 h';
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'hace 1 día' : `hace ${days} días`;
}
