/**
 * "Reenviar aviso" on a lead's page: an admin has the lead e-mailed to sales now (callable
 * function `resendLeadNotification`, functions.ts). Only admins (their users document says role
 * admin); the same lease as every other send, so it never goes twice; past the hourly ceiling
 * too, because a person asked for it.
 */
import { ProviderError } from '../provider-error.js';
import { LeadNotificationBusyError, notifyLead, type NotifyLeadDeps } from './notify.js';
import { CallableError, type AdminActionCode } from '../callable-error.js';

export const RESEND_MESSAGES = {
  sent: 'Aviso enviado a ventas.',
  notSignedIn: 'Inicia sesión como administrador para reenviar avisos.',
  notAdmin: 'Solo un administrador puede reenviar avisos.',
  invalid: 'Falta el identificador de la solicitud.',
  notFound: 'Esa solicitud no existe.',
  alreadyNotified: 'Esta solicitud ya se notificó a ventas.',
  busy: 'Otro envío de este aviso está en curso. Revisa de nuevo en un minuto.',
  failed: 'No se pudo enviar el aviso. Se reintentará automáticamente.',
} as const;

export type ResendErrorCode = AdminActionCode | 'unavailable';

export class ResendError extends CallableError<ResendErrorCode> {
  constructor(code: ResendErrorCode, message: string) {
    super(code, message);
    this.name = 'ResendError';
  }
}

export interface ResendDeps extends NotifyLeadDeps {
  /** Whether users/{uid} says role == 'admin'. */
  isAdmin(uid: string): Promise<boolean>;
}

export async function resendLeadNotification(
  data: unknown,
  uid: string | null,
  deps: ResendDeps,
): Promise<{ sent: true; message: string }> {
  if (!uid) throw new ResendError('unauthenticated', RESEND_MESSAGES.notSignedIn);
  if (!(await deps.isAdmin(uid)))
    throw new ResendError('permission-denied', RESEND_MESSAGES.notAdmin);
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(id))
    throw new ResendError('invalid-argument', RESEND_MESSAGES.invalid);
  const doc = await deps.store.get(id);
  if (!doc) throw new ResendError('not-found', RESEND_MESSAGES.notFound);
  let outcome;
  try {
    outcome = await notifyLead({ id, data: doc, time: deps.clock().toISOString() }, deps, {
      ignoreAge: true,
      ignoreCeiling: true,
    });
  } catch (error) {
    if (error instanceof LeadNotificationBusyError)
      throw new ResendError('unavailable', RESEND_MESSAGES.busy);
    if (error instanceof ProviderError)
      throw new ResendError('unavailable', RESEND_MESSAGES.failed);
    throw error;
  }
  if (outcome === 'already-notified')
    throw new ResendError('failed-precondition', RESEND_MESSAGES.alreadyNotified);
  if (outcome === 'missing') throw new ResendError('not-found', RESEND_MESSAGES.notFound);
  deps.logger.info('leads: aviso reenviado por un administrador', { submissionId: id, uid });
  return { sent: true, message: RESEND_MESSAGES.sent };
}
