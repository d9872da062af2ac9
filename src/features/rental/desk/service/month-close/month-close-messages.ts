/**
 * The Spanish texts of the Servicio view "Cierre de mes" (docs/decisions/0044-month-close.md).
 * Kept apart from ../service-messages.ts: only this view's chunks (loaded when it opens) carry
 * them.
 */
export const CLOSE_TEXT = {
  intro:
    'Cada equipo en renta del mes con su lectura y de dónde vino. Registra o estima las que faltan y cierra el mes: cada empresa recibe su estado de cuenta por correo.',
  monthLabel: 'Mes',
  stateTerm: 'Estado del mes',
  open: 'Abierto',
  closed: (version: number) => `Cerrado (versión ${String(version)})`,
  reopened: 'Reabierto',
  devicesCaption: (month: string) => `Equipos del cierre de ${month}`,
  head: {
    company: 'Empresa',
    device: 'Equipo',
    reading: 'Lectura (B/N · color)',
    source: 'Origen',
  },
  actions: 'Acciones',
  serial: (serial: string) => `Serie ${serial}`,
  noDevices: (month: string) => `No hubo equipos en renta en ${month}.`,
  noReading: 'Sin lectura',
  recordReading: 'Registrar lectura',
  estimate: 'Estimar',
  estimating: 'Estimando…',
  forDevice: (model: string, serial: string) => ` de ${model} (serie ${serial})`,
  readingFor: (model: string, serial: string) => `Equipo: ${model} (serie ${serial}).`,
  summary: (withReading: number, total: number) =>
    `${String(withReading)} de ${String(total)} equipos con lectura.`,

  closeMonth: 'Cerrar mes',
  closing: 'Cerrando…',
  reopenMonth: 'Reabrir mes',
  reopenTitle: (month: string) => `Reabrir ${month}`,
  reopenIntro:
    'Los estados de cuenta se quedan como están hasta que vuelvas a cerrar el mes; el nuevo cierre escribe una nueva versión y guarda la anterior.',
  reopenReason: 'Motivo de la reapertura',
  reopenReasonMessage: 'Escribe el motivo de la reapertura (de 3 a 500 caracteres).',
  reopening: 'Reabriendo…',
  reopenings: 'Reaperturas',
  reopeningLine: (when: string, who: string, reason: string) =>
    `${when} · reabrió ${who}: ${reason}`,

  statementsCaption: (month: string) => `Estados de cuenta de ${month}`,
  statementsHead: { company: 'Empresa', rfc: 'RFC', total: 'Total' },
  noRfc: 'Sin RFC',
  statementsTotal: 'Total del mes',
  download: 'Descargar para facturación',
  csv: 'CSV',
  json: 'JSON',
  downloaded: (file: string) => `Descargado: ${file}.`,
  downloadHint:
    'Una línea por concepto con el RFC, las claves SAT de producto o servicio y de unidad, la cantidad, el precio unitario sin IVA, el IVA y el total: lo que importa el sistema de facturación (CFDI 4.0).',
} as const;
