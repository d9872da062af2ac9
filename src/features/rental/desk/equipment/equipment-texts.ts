/**
 * The Spanish texts of the client page's "Equipos" card (./client-equipment.tsx): each device, its
 * contract and service times, and the buttons that open its forms (whose own texts load with them:
 * ./equipment-form-texts.ts, ./service-form-texts.ts).
 */
export const EQUIPMENT_TEXT = {
  // Equipment
  equipmentTitle: 'Equipos',
  noEquipment: 'Este cliente aún no tiene equipos registrados.',
  register: 'Registrar equipo',
  edit: 'Editar',
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

  // Its readings (the table and the form: ../readings/reading-texts.ts)
  showReadings: 'Ver lecturas',
  hideReadings: 'Ocultar lecturas',
  readingsTitle: 'Lecturas',
  recordReading: 'Registrar lectura',

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
