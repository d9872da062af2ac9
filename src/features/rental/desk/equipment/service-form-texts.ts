/**
 * The texts of the client page's two service forms, "Nuevo ticket" and "Terminar contrato",
 * loaded with those forms (they open on demand), apart from ./equipment-texts.ts, which the client
 * page loads at once.
 */
export const SERVICE_FORM_TEXT = {
  // "Nuevo ticket": the desk opens a ticket for the client (a phone call)
  newTicketTitle: 'Nuevo ticket',
  newTicketIntro:
    'Una solicitud que el cliente hizo por teléfono o correo: queda como suya, con el mismo tiempo de respuesta, y la ve en «Mis tickets».',
  deviceLabel: 'Equipo',
  pickDevice: 'Elige un equipo',
  kindLegend: 'Tipo de solicitud',
  kindToner: 'Solicitud de tóner',
  kindFault: 'Reporte de falla',
  tonerLegend: 'Colores de tóner',
  categoryLabel: 'Categoría de la falla',
  pickCategory: 'Elige una categoría',
  descriptionLabel: 'Descripción',
  noteLabel: 'Nota (opcional)',
  onBehalfLabel: 'A nombre de',
  pickMember: 'Elige un miembro',
  noMembersForTicket:
    'La empresa no tiene miembros: agrega uno antes de abrir un ticket a su nombre.',
  createTicket: 'Crear ticket',
  creatingTicket: 'Creando…',
  ticketCreated: 'Ticket creado.',
  viewTicket: 'Ver el ticket',
  closeNotice: 'Cerrar',
  ticketDenied: 'No se pudo crear el ticket: la base de datos lo rechazó (no tienes permiso).',
  ticketFailed: 'No se pudo crear el ticket. Tus datos siguen aquí; intenta de nuevo.',

  // "Terminar contrato"
  endContractTitle: 'Terminar contrato',
  endContractIntro:
    'El equipo deja de pedir lecturas y el cliente ya no puede abrir tickets de él. Los contadores finales no pueden ser menores que la última lectura.',
  endDate: 'Fecha de término',
  finalBw: 'Contador final B/N',
  finalColor: 'Contador final a color',
  floorHint: (floor: string) => `Última lectura: ${floor}.`,
  confirmEnd: (model: string, serial: string) =>
    `Confirmo que termina el contrato de ${model} (serie ${serial}).`,
  confirmEndMessage: 'Marca la confirmación para terminar el contrato.',
  saveEnd: 'Terminar contrato',
  savingEnd: 'Guardando…',
  endDenied: 'No se pudo terminar el contrato: la base de datos lo rechazó (no tienes permiso).',
  endFailed: 'No se pudo terminar el contrato. Intenta de nuevo.',
  endAlready: 'El contrato de este equipo ya estaba terminado.',
} as const;
