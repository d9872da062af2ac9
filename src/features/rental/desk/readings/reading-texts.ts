/**
 * The Spanish texts of a device's readings in the desk: the readings table, "Registrar lectura"
 * and "Corregir lectura" (also the month close's reading form, ../service/month-close/).
 */
export const READING_TEXT = {
  bw: 'B/N',
  color: 'color',

  // Readings
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
  correctionsLabel: 'Correcciones',
  correctionLine: (before: string, by: string, at: string, reason: string) =>
    `Antes: ${before}. Corrigió ${by} el ${at}, motivo: ${reason}`,
} as const;

/** "B/N 1,000 · color 200" (B/N only for a B/N device). */
export function counterPair(color: boolean, bw: string, colour: string): string {
  const T = READING_TEXT;
  return color ? `${T.bw} ${bw} · ${T.color} ${colour}` : `${T.bw} ${bw}`;
}
