/**
 * "Fusionar en esta" on a lead's page (callable function `mergeLeads`, functions.ts): an admin keeps
 * one lead and merges a possible duplicate into it. In one transaction (firestore/lead-merge-
 * store.ts) the merged lead's activities move to the kept one, the kept one gets a note saying
 * so (and the later latest activity), and the merged one is marked `mergedInto` (out of
 * "Vencidas" and "Para hoy"). A transaction writes at most 500 documents, so that first one
 * moves up to MERGE_NOTES_CHUNK activities and further transactions move the rest, a chunk at a
 * time, until none is left. Only admins; a lead already merged elsewhere is refused; merging
 * the same pair again moves whatever an interrupted merge left behind, and otherwise changes
 * nothing.
 */
import type { Logger } from '../logger.js';
import { CallableError, type AdminActionCode } from '../callable-error.js';

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

export type MergeErrorCode = AdminActionCode;

export class MergeError extends CallableError<MergeErrorCode> {
  constructor(code: MergeErrorCode, message: string) {
    super(code, message);
    this.name = 'MergeError';
  }
}

export type MergeResult =
  | { kind: 'merged'; moved: number }
  | { kind: 'already' }
  | { kind: 'missing' }
  | { kind: 'merged-elsewhere' };

/** Activities moved per transaction (each is a create and a delete; 500 writes at most). */
export const MERGE_NOTES_CHUNK = 240;

export interface LeadMergeStore {
  /**
   * The merge itself as one transaction (see the module's comment), moving the first
   * MERGE_NOTES_CHUNK activities; its note counts every activity of the merged lead.
   */
  merge(keepId: string, mergeId: string, by: { uid: string; email: string }): Promise<MergeResult>;
  /**
   * Moves up to `limit` activities still on the lead merged into `keepId` (one transaction);
   * how many moved (0 when none is left, or when mergeId is not merged into keepId).
   */
  moveNotes(keepId: string, mergeId: string, limit: number): Promise<number>;
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
  if (result.kind === 'merged' || result.kind === 'already') {
    // The rest of the activities, a chunk per transaction; a retry finishes what was left.
    let rest = 0;
    for (;;) {
      const moved = await deps.mergeStore.moveNotes(keepId, mergeId, MERGE_NOTES_CHUNK);
      rest += moved;
      if (moved === 0) break;
    }
    if (result.kind === 'already' && rest > 0) {
      deps.logger.info('leads: fusión terminada en un reintento', { keepId, mergeId, moved: rest });
      return { merged: true, moved: rest, message: MERGE_MESSAGES.merged(rest) };
    }
    if (result.kind === 'merged') result.moved += rest;
  }
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
