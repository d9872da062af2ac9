/**
 * The Spanish texts of the desk's Servicio section and a ticket's page, and their small display
 * helpers. Kept out of ../messages.ts on purpose: that module is part of the admin page's first
 * load (admin JS budget), and these texts are only needed by the Servicio chunks.
 */
import { paths } from '@/config/paths';
import type { TicketStatus } from '@/domain/client-portal';
import type { Ticket } from '@/data/client-portal';

/** `?vista=` of the Servicio section. */
export const SERVICE_VIEWS = ['abiertos', 'resueltos', 'lecturas', 'consumo'] as const;
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
    lecturas: 'Lecturas pendientes',
    consumo: 'Consumo mensual',
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
  lastStatusChange: (when: string) => `Último cambio de estado: ${when}.`,
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
} as const;

/** The buttons of a ticket's status, by its current status: the next steps, and reopening. */
export const STATUS_ACTIONS: Record<
  TicketStatus,
  ReadonlyArray<{ to: TicketStatus; label: string }>
> = {
  Abierto: [
    { to: 'En proceso', label: 'Pasar a En proceso' },
    { to: 'Resuelto', label: 'Marcar como Resuelto' },
  ],
  'En proceso': [
    { to: 'Resuelto', label: 'Marcar como Resuelto' },
    { to: 'Abierto', label: 'Regresar a Abierto' },
  ],
  Resuelto: [{ to: 'Abierto', label: 'Reabrir ticket' }],
};

/** Badge colours per status; the badge always carries the status's name. */
export const TICKET_STATUS_BADGE_CLASS: Record<TicketStatus, string> = {
  Abierto: 'text-bg-warning',
  'En proceso': 'text-bg-info',
  Resuelto: 'text-bg-success',
};

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
