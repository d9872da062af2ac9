/**
 * "Anonimizar" on a lead's page (callable function `anonymizeLead`, functions.ts): an admin
 * anonymises one lead with a reason, through the one definition of an anonymised lead
 * (./anonymize.ts, which records who, when and why on the lead and in privacyLog). A lead in
 * Ganado is anonymised only when the page says `includeWon`, which it does once its confirmation
 * dialog has told the admin that the lead is Ganado; otherwise the answer asks for that
 * confirmation.
 */
import type { AnonymizeOutcome, AnonymizeRequest } from './anonymize.js';
import { CallableError } from '../callable-error.js';

/** Longest reason an admin may give (characters). */
export const ANONYMIZE_REASON_MAX_LENGTH = 500;

export const ANONYMIZE_MESSAGES = {
  done: 'Solicitud anonimizada.',
  already: 'Esta solicitud ya estaba anonimizada.',
  notSignedIn: 'Inicia sesión como administrador para anonimizar solicitudes.',
  notAdmin: 'Solo un administrador puede anonimizar solicitudes.',
  invalidId: 'Falta el identificador de la solicitud.',
  reasonRequired: 'Escribe el motivo de la anonimización.',
  reasonTooLong: `El motivo puede tener como máximo ${ANONYMIZE_REASON_MAX_LENGTH} caracteres.`,
  notFound: 'Esa solicitud no existe.',
  keptWon:
    'Esta solicitud está en Ganado: vuelve a abrir «Anonimizar» y confirma que también quieres anonimizarla.',
  failed: 'No se pudo anonimizar la solicitud. Intenta de nuevo.',
} as const;

export type AnonymizeErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'failed-precondition';

export class AnonymizeError extends CallableError<AnonymizeErrorCode> {
  constructor(code: AnonymizeErrorCode, message: string) {
    super(code, message);
    this.name = 'AnonymizeError';
  }
}

export interface AdminAnonymizeDeps {
  /** Whether users/{uid} says role == 'admin'. */
  isAdmin(uid: string): Promise<boolean>;
  /** ./anonymize.ts anonymizeLead on the Admin SDK. */
  anonymize(id: string, request: AnonymizeRequest): Promise<AnonymizeOutcome>;
  logger: { info(message: string, data?: Record<string, unknown>): void };
}

export interface AnonymizeAnswer {
  outcome: 'anonymized' | 'already';
  message: string;
}

export async function anonymizeLeadByAdmin(
  data: unknown,
  uid: string | null,
  deps: AdminAnonymizeDeps,
): Promise<AnonymizeAnswer> {
  if (!uid) throw new AnonymizeError('unauthenticated', ANONYMIZE_MESSAGES.notSignedIn);
  if (!(await deps.isAdmin(uid)))
    throw new AnonymizeError('permission-denied', ANONYMIZE_MESSAGES.notAdmin);
  const { id, reason, includeWon } = (data ?? {}) as {
    id?: unknown;
    reason?: unknown;
    includeWon?: unknown;
  };
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id))
    throw new AnonymizeError('invalid-argument', ANONYMIZE_MESSAGES.invalidId);
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (why === '') throw new AnonymizeError('invalid-argument', ANONYMIZE_MESSAGES.reasonRequired);
  if ([...why].length > ANONYMIZE_REASON_MAX_LENGTH)
    throw new AnonymizeError('invalid-argument', ANONYMIZE_MESSAGES.reasonTooLong);

  const outcome = await deps.anonymize(id, {
    cause: 'admin',
    by: uid,
    reason: why,
    includeWon: includeWon === true,
  });
  switch (outcome) {
    case 'missing':
      throw new AnonymizeError('not-found', ANONYMIZE_MESSAGES.notFound);
    case 'kept-won':
      throw new AnonymizeError('failed-precondition', ANONYMIZE_MESSAGES.keptWon);
    case 'already':
      return { outcome, message: ANONYMIZE_MESSAGES.already };
    case 'anonymized':
      deps.logger.info('privacy: solicitud anonimizada por un administrador', { leadId: id, uid });
      return { outcome, message: ANONYMIZE_MESSAGES.done };
  }
}
