/**
 * The Spanish texts of a rental client in the desk (issue 24): the client page, its equipment
 * form and readings (the ways to it, a won lead's page and Usuarios, are the admin feature's
 * CLIENT_ENTRY_TEXT). Kept apart from service-messages.ts: only the lazy chunks that show them
 * carry them, never the dashboard's first load (admin JS budget, docs/bench-public.md).
 */
export const CLIENT_PAGE_TEXT = {
  // The client's page
  pageTitle: 'Cliente',
  userNotFound: 'Usuario no encontrado',
  userNotFoundNote: 'No hay ningún usuario registrado con este identificador.',
  backToUsers: 'Volver a Usuarios',
  backToLead: 'Volver a la solicitud',
  accountTitle: 'Cuenta',
  nameTerm: 'Nombre',
  emailTerm: 'Correo',
  verifiedTerm: 'Correo verificado',
  verified: 'Sí',
  unverified: 'Cuenta sin verificar',
  noName: 'Sin nombre',
  deletedAccount: 'Cuenta eliminada',
  deletedNote:
    'La persona eliminó su cuenta: la empresa conserva sus equipos, lecturas y tickets sin sus datos personales, y ya no se le envían correos.',
  deletedAtTerm: 'Eliminada el',

  // "Vincular como cliente": to a new company, or to an existing one with a role
  contactEmail: 'Correo de contacto',
  contactName: 'Nombre del contacto',
  role: 'Rol',
  alreadyMember: 'Esa persona ya pertenece a una empresa.',
  linked: (who: string) => `${who} ya es cliente.`,

  // The company
  clientTitle: 'Empresa',
  companyTerm: 'Empresa',
  noCompany: 'Sin empresa',
  rfcTerm: 'RFC',
  noRfc: 'Sin RFC',
  roleTerm: 'Rol en la empresa',
  linkedAtTerm: 'Cliente desde',
  linkedByTerm: 'Vinculado por',
  leadTerm: 'Solicitud',
  viewLead: 'Ver la solicitud',

  // The company's members
  membersTitle: 'Miembros de la empresa',
  membersCaption: (company: string) => `Miembros de ${company}`,
  noMembers: 'La empresa aún no tiene miembros.',
  memberColumn: 'Persona',
  memberEmailColumn: 'Correo',
  memberRoleColumn: 'Rol',
  memberActionsColumn: 'Acciones',
  thisPerson: '(esta página)',
  roleOf: (who: string) => `Rol de ${who}`,
  saveRole: 'Cambiar rol',
  saveRoleOf: (who: string) => `Cambiar rol de ${who}`,
  roleChanged: (who: string, role: string) => `${who} ahora tiene el rol ${role}.`,
  remove: 'Quitar',
  removeOf: (who: string) => `Quitar a ${who}`,
  removeQuestion: (who: string, company: string) => `¿Quitar a ${who} de ${company}?`,
  removeNote:
    'Dejará de ver los equipos, las lecturas y los tickets de la empresa en cuanto confirmes. Lo que ya envió se queda en la empresa.',
  lastAdminNote: 'Es el único administrador de la cuenta: la empresa se quedará sin administrador.',
  removed: (who: string) => `${who} ya no es miembro de la empresa.`,
  memberDenied: 'No se pudo cambiar la membresía: la base de datos lo rechazó (no tienes permiso).',
  memberFailed: 'No se pudo cambiar la membresía. Intenta de nuevo.',
  memberGone: 'Esa persona ya no es miembro de la empresa.',
  addTitle: 'Agregar a una persona',
  addIntro:
    'Una cuenta registrada con el correo verificado. Para alguien sin cuenta, el administrador de la cuenta lo invita desde “Mi empresa”.',
  addEmail: 'Correo de la cuenta',
  add: 'Agregar a la empresa',
  adding: 'Agregando…',
  added: (who: string, role: string) => `${who} se agregó a la empresa como ${role}.`,
  noAccount: 'No hay ninguna cuenta registrada con ese correo.',
  unverifiedAccount:
    'Esa cuenta aún no ha verificado su correo: pídele que abra el enlace de verificación y vuelve a intentarlo.',
  confirmRemove: 'Quitar',

  // Equipment
  equipmentTitle: 'Equipos',
  noEquipment: 'Este cliente aún no tiene equipos registrados.',
  register: 'Registrar equipo',
  edit: 'Editar',
  cancel: 'Cancelar',
  // The equipment form's fields
  // A device
  serialLabel: (serial: string) => `Serie ${serial}`,
  typeTerm: 'Tipo',
  colorType: 'Color',
  bwType: 'Blanco y negro (B/N)',
  locationTerm: 'Ubicación',
  startDateTerm: 'Inicio del contrato',
  feeTerm: 'Renta mensual',
  feeNote: 'IVA incluido',
  includedTerm: 'Páginas incluidas al mes',
  extraTerm: 'Precio por página excedente',
  startCountersTerm: 'Contadores iniciales',
  lastReadingTerm: 'Última lectura',
  noReading: 'Sin lecturas todavía',
  bw: 'B/N',
  color: 'color',

  // Readings
  showReadings: 'Ver lecturas',
  hideReadings: 'Ocultar lecturas',
  readingsTitle: 'Lecturas',
  readingsCaption: (model: string, serial: string) => `Lecturas de ${model} (serie ${serial})`,
  noReadings: 'Este equipo aún no tiene lecturas.',
  monthColumn: 'Mes',
  counterBwColumn: 'Contador B/N',
  counterColorColumn: 'Contador color',
  pagesBwColumn: 'Páginas B/N del mes',
  pagesColorColumn: 'Páginas color del mes',
  photoColumn: 'Foto',
  viewPhoto: 'Ver foto',
  noPhoto: 'Sin foto',
  byColumn: 'Registró',
  byClient: 'El cliente',
  byDesk: 'La empresa',
  sourceColumn: 'Origen',
  // "Registrar lectura": a reading given by phone or e-mail, or taken by a technician
  recordReading: 'Registrar lectura',
  recordReadingTitle: (month: string) => `Registrar la lectura de ${month}`,
  recordReadingIntro:
    'Los contadores que el cliente dio por teléfono o correo, o que tomó un técnico. La lectura queda registrada a tu nombre y el cliente la ve en su cuenta. Solo hay una lectura al mes.',
  previousReading: (previous: string) => `Lectura anterior: ${previous}.`,
  saveReading: 'Guardar lectura',
  savingReading: 'Guardando…',
  readingRecorded: (month: string, model: string, serial: string) =>
    `Lectura de ${month} registrada: ${model} (serie ${serial}).`,
  readingAlreadyRecorded: (month: string, model: string, serial: string) =>
    `${model} (serie ${serial}) ya tiene la lectura de ${month}.`,
  readingDenied: 'No se pudo guardar la lectura: la base de datos lo rechazó (no tienes permiso).',
  readingFailed: 'No se pudo guardar la lectura. Intenta de nuevo.',

  // "Corregir lectura": a stored reading's counters, with a reason (the callable correctReading)
  correctReading: 'Corregir lectura',
  correctReadingTitle: (month: string) => `Corregir la lectura de ${month}`,
  correctReadingIntro:
    'La lectura conserva los valores anteriores, quién la corrigió, cuándo y por qué. El mes siguiente y el estimado del cliente se recalculan con los nuevos contadores.',
  correctionReason: 'Motivo de la corrección',
  correctionReasonMessage: 'Escribe el motivo de la corrección (de 3 a 500 caracteres).',
  aboveNextMessage: (next: string) =>
    `La lectura no puede ser mayor que la del mes siguiente (${next}).`,
  nextReading: (next: string) => `Lectura del mes siguiente: ${next}.`,
  saveCorrection: 'Guardar corrección',
  savingCorrection: 'Guardando…',
  readingCorrectedSaved: (month: string, model: string, serial: string) =>
    `Lectura de ${month} corregida: ${model} (serie ${serial}).`,
  corrected: 'corregida',

  // Service levels on the contract
  serviceTerm: 'Tiempos de servicio',
  serviceHours: (response: number, resolution: number) =>
    `Respuesta en ${response} h hábiles · solución en ${resolution} h hábiles`,

  // "Nuevo ticket" (a phone call) and "Terminar contrato": the buttons and what the device card
  // shows afterwards; the forms' own texts load with them (service-form-texts.ts).
  newTicket: 'Nuevo ticket',
  endContract: 'Terminar contrato',
  contractEnded: (date: string) => `Contrato terminado el ${date}`,
  contractEndedSaved: (model: string, serial: string) =>
    `Contrato de ${model} (serie ${serial}) terminado.`,
  finalCountersTerm: 'Contadores finales',
} as const;

/** "B/N 1,000 · color 200" (B/N only for a B/N device). */
export function counterPair(color: boolean, bw: string, colour: string): string {
  const T = CLIENT_PAGE_TEXT;
  return color ? `${T.bw} ${bw} · ${T.color} ${colour}` : `${T.bw} ${bw}`;
}
