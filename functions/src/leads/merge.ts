/**
 * "Fusionar en esta" on a lead's page (callable function `mergeLeads`, index.ts): an admin keeps
 * one lead and merges a possible duplicate into it. In one transaction (firestore/lead-merge-
 * store.ts) the merged lead's activities move to the kept one, the kept one gets a note saying
 * so (and the later latest activity), and the merged one is marked `mergedInto` (out of
 * "Vencidas" and "Para hoy"). Only admins; a lead already merged elsewhere is refused; merging
 * the same pair again changes nothing.
 */
import type { Logger } from '../logger.js';

export const MERGE_MESSAGES = {
  merged: (moved: number) =>
    moved === 1
      ? 'Solicitudes fusionadas: se movió 1 actividad.'
      : `Solicitudes fusionadas: se movieron ${moved} actividades.`,
  already: 'Esas solicitudes ya estaban fusionadas.',
  notSignedIn: 'Inicia sesión como administrador para fusionar solicitudes.',
  notAdmin: 'Solo un administrador puede fusionar solicitudes.',
  invalid: 'Indica dos solicitudes distintas para fusionar.',
  notFound: 'Alguna de las dos solicitudes no existe.',
  mergedElsewhere: 'Una de las dos solicitudes ya se fusionó con otra.',
  failed: 'No se pudieron fusionar las solicitudes. Intenta de nuevo.',
} as const;

export type MergeErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'failed-precondition';

export class MergeError extends Error {
  constructor(
    readonly code: MergeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MergeError';
  }
}

export type MergeResult =
  | { kind: 'merged'; moved: number }
  | { kind: 'already' }
  | { kind: 'missing' }
  | { kind: 'merged-elsewhere' };

export interface LeadMergeStore {
  /** The whole merge as one transaction (see the module's comment). */
  merge(keepId: string, mergeId: string, by: { uid: string; email: string }): Promise<MergeResult>;
}

export interface MergeDeps {
  mergeStore: LeadMergeStore;
  /** Whether users/{uid} says role == 'admin'; the admin's e-mail signs the note. */
  adminEmail(uid: string): Promise<string | null>;
  logger: Logger;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

export async function mergeLeads(
  data: unknown,
  uid: string | null,
  deps: MergeDeps,
): Promise<{ merged: true; moved: number; message: string }> {
  if (!uid) throw new MergeError('unauthenticated', MERGE_MESSAGES.notSignedIn);
  const email = await deps.adminEmail(uid);
  if (email === null) throw new MergeError('permission-denied', MERGE_MESSAGES.notAdmin);
  const { keepId, mergeId } = (data ?? {}) as { keepId?: unknown; mergeId?: unknown };
  if (
    typeof keepId !== 'string' ||
    typeof mergeId !== 'string' ||
    !ID.test(keepId) ||
    !ID.test(mergeId) ||
    keepId === mergeId
  )
    throw new MergeError('invalid-argument', MERGE_MESSAGES.invalid);

  const result = await deps.mergeStore.merge(keepId, mergeId, { uid, email });
  switch (result.kind) {
    case 'missing':
      throw new MergeError('not-found', MERGE_MESSAGES.notFound);
    case 'merged-elsewhere':
      throw new MergeError('failed-precondition', MERGE_MESSAGES.mergedElsewhere);
    case 'already':
      return { merged: true, moved: 0, message: MERGE_MESSAGES.already };
    case 'merged':
      deps.logger.info('leads: solicitudes fusionadas', {
        keepId,
        mergeId,
        moved: result.moved,
        by: uid,
      });
      return { merged: true, moved: result.moved, message: MERGE_MESSAGES.merged(result.moved) };
  }
}
