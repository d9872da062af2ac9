/**
 * The Spanish texts of the Servicio view "Tóner por agotarse" (./toner-alerts.tsx). Kept apart
 * from ./service-messages.ts: only this view's chunk (loaded when it opens) carries them.
 */
export const TONER_TEXT = {
  intro:
    'Equipos cuyo tóner se agota en los próximos 10 días, según las páginas que imprimen desde la última entrega. «Enviar tóner» abre el ticket de tóner a nombre del administrador de la empresa.',
  caption: 'Equipos con tóner por agotarse',
  head: { company: 'Empresa', device: 'Equipo', color: 'Tóner', ends: 'Se agota' },
  endsOn: (date: string) => `Se agota el ${date}`,
  none: 'Ningún equipo se queda sin tóner en los próximos 10 días.',
  send: 'Enviar tóner',
  sending: 'Abriendo ticket…',
  description: 'Envío preventivo de tóner.',
  opened: 'Ticket de tóner abierto.',
  viewTicket: 'Ver ticket',
  noAdministrator:
    'La empresa no tiene administrador. Agrega uno en la página del cliente y vuelve a intentar.',
  denied: 'No tienes permiso para abrir tickets.',
  failed: 'No se pudo abrir el ticket. Intenta de nuevo.',
} as const;
