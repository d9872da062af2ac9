/**
 * How a lead ended, asked when it moves to Ganado or Perdido: the contract's monthly value (MXN,
 * IVA included) and its equipment, or the reason it was lost. Stored on the lead with its stage
 * (`wonMonthlyMxn`, `wonEquipment`; `lostReason`, `lostDetail`); firestore.rules refuses a move to
 * either stage without them.
 */
export const LOST_REASONS = [
  'Precio',
  'Eligió otro proveedor',
  'Sin respuesta',
  'No califica',
  'Otro',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** The largest monthly value accepted (a typo guard, kept equal in firestore.rules). */
export const WON_MONTHLY_MAX_MXN = 10_000_000;
/** Longest equipment list or lost-reason detail (kept equal in firestore.rules). */
export const OUTCOME_TEXT_MAX = 500;

export type LeadOutcome =
  | { stage: 'Ganado'; monthlyMxn: number; equipment: string }
  | { stage: 'Perdido'; reason: LostReason; detail: string };

export const OUTCOME_MESSAGES = {
  monthlyInvalid: 'Escribe la renta mensual en pesos, con IVA incluido (por ejemplo, 4,500).',
  monthlyTooHigh: 'La renta mensual parece demasiado alta. Revisa la cantidad.',
  equipmentRequired: 'Escribe qué equipos incluye el contrato.',
  reasonRequired: 'Elige el motivo.',
  detailRequired: 'Explica el motivo en pocas palabras.',
  tooLong: `Escribe como máximo ${OUTCOME_TEXT_MAX} caracteres.`,
} as const;

/** "4,500", "$4500.50", "4 500" -> 4500 / 4500.5; null when it is not an amount above zero. */
export function parseMonthlyMxn(text: string): number | null {
  const cleaned = text.replace(/[$\s,]/g, '').replace(/MXN$/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 ? value : null;
}

export interface OutcomeDraft {
  monthly: string;
  equipment: string;
  reason: string;
  detail: string;
}

export type OutcomeErrors = Partial<Record<keyof OutcomeDraft, string>>;

/** The outcome a draft describes for `stage`, or the Spanish message of each field at fault. */
export function readOutcome(
  stage: 'Ganado' | 'Perdido',
  draft: OutcomeDraft,
): { outcome: LeadOutcome } | { errors: OutcomeErrors } {
  const errors: OutcomeErrors = {};
  if (stage === 'Ganado') {
    const monthlyMxn = parseMonthlyMxn(draft.monthly);
    const equipment = draft.equipment.trim();
    if (monthlyMxn === null) errors.monthly = OUTCOME_MESSAGES.monthlyInvalid;
    else if (monthlyMxn > WON_MONTHLY_MAX_MXN) errors.monthly = OUTCOME_MESSAGES.monthlyTooHigh;
    if (equipment === '') errors.equipment = OUTCOME_MESSAGES.equipmentRequired;
    else if (equipment.length > OUTCOME_TEXT_MAX) errors.equipment = OUTCOME_MESSAGES.tooLong;
    if (Object.keys(errors).length > 0 || monthlyMxn === null) return { errors };
    return { outcome: { stage, monthlyMxn, equipment } };
  }
  const reason = LOST_REASONS.find((r) => r === draft.reason);
  const detail = draft.detail.trim();
  if (!reason) errors.reason = OUTCOME_MESSAGES.reasonRequired;
  if (reason === 'Otro' && detail === '') errors.detail = OUTCOME_MESSAGES.detailRequired;
  else if (detail.length > OUTCOME_TEXT_MAX) errors.detail = OUTCOME_MESSAGES.tooLong;
  if (Object.keys(errors).length > 0 || !reason) return { errors };
  return { outcome: { stage, reason, detail } };
}

/** The lead's fields for an outcome. */
export function outcomeFields(outcome: LeadOutcome): Record<string, string | number> {
  return outcome.stage === 'Ganado'
    ? { wonMonthlyMxn: outcome.monthlyMxn, wonEquipment: outcome.equipment }
    : { lostReason: outcome.reason, lostDetail: outcome.detail };
}
