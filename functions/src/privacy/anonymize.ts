/**
 * Anonymising a lead (contactSubmissions/{id}): the one place that decides what "anonymised"
 * means, used by account deletion, an admin's "Anonimizar" on a lead's page and the retention
 * job. The person's name, e-mail, phone and message are replaced; the search keys that repeat
 * them go, and so do the internal notes about the person (subcollection `notes` and the
 * `latestNote` copy), the other leads and accounts it may repeat (`duplicateLeadIds`,
 * `duplicateUserIds`: they point at the same person), the ad click ids of its attribution
 * (`gclid`, `fbclid`: they identify one visit) and the free text of a loss (`lostDetail`); what
 * is left (company, state, service, quantity, stage, dates) says nothing about a
 * person and keeps the desk's figures. Each anonymisation is recorded on the lead (`anonymized`:
 * when, by whom, why) and in `privacyLog`, which admins read.
 *
 * A lead in Ganado is a contract's record: account deletion leaves it as it is (the law lets a
 * company keep data a contract needs) unless `includeWon` is set, as for an admin's explicit act.
 */
import type { FirestoreKit } from '../firestore/admin.js';
import { CONTACT_SUBMISSIONS, NOTES, PRIVACY_LOG } from '../../../src/domain/collections.js';

/** What replaces the person's data on an anonymised lead. */
export const ANONYMIZED_LEAD_FIELDS = {
  fullName: 'Datos anonimizados',
  corporateEmail: '',
  phone: '',
  message: '',
} as const;

/**
 * Fields that repeat or point at the person (search keys, possible duplicates, a loss's free
 * text) and go with it.
 */
const DERIVED_PERSONAL_FIELDS = [
  'emailKey',
  'nameKey',
  'latestNote',
  'duplicateLeadIds',
  'duplicateUserIds',
  'lostDetail',
] as const;

/** The attribution's keys that identify one visit (an ad click), cleared from both touches. */
const CLICK_ID_KEYS = ['gclid', 'fbclid'] as const;

/**
 * The lead's attribution without click ids (null when there is none, or nothing to change):
 * pure, so the tests check it directly.
 */
export function attributionWithoutClickIds(attribution: unknown): Record<string, unknown> | null {
  if (typeof attribution !== 'object' || attribution === null) return null;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [touchName, touch] of Object.entries(attribution as Record<string, unknown>)) {
    if (typeof touch !== 'object' || touch === null) {
      out[touchName] = touch;
      continue;
    }
    const kept = { ...(touch as Record<string, unknown>) };
    for (const key of CLICK_ID_KEYS)
      if (key in kept) {
        delete kept[key];
        changed = true;
      }
    out[touchName] = kept;
  }
  return changed ? out : null;
}

/**
 * The update that clears what points at the person, beyond the replaced fields: for a lead
 * anonymised now, and for one anonymised before these fields were cleared (nothing when clean).
 */
export function leftoverPersonalFields(
  data: Record<string, unknown>,
  deleteValue: unknown,
): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const field of DERIVED_PERSONAL_FIELDS) if (field in data) update[field] = deleteValue;
  const attribution = attributionWithoutClickIds(data.attribution);
  if (attribution) update.attribution = attribution;
  return update;
}

/** Why a lead was anonymised, as recorded on it and in privacyLog. */
export type AnonymizeCause = 'account-deleted' | 'retention' | 'admin' | 'arco';

export interface AnonymizeRequest {
  cause: AnonymizeCause;
  /** The admin's or the deleted user's uid; 'sistema' for the retention job. */
  by: string;
  /** Free text (an admin's reason); '' when the cause says it all. */
  reason: string;
  /** Anonymise a Ganado lead too (an admin's explicit act); account deletion keeps it. */
  includeWon?: boolean;
}

export type AnonymizeOutcome = 'anonymized' | 'already' | 'kept-won' | 'missing';

/** Anonymises one lead in a transaction (idempotent: a second call answers 'already'). */
export async function anonymizeLead(
  kit: FirestoreKit,
  id: string,
  request: AnonymizeRequest,
): Promise<AnonymizeOutcome> {
  const ref = kit.db.collection(CONTACT_SUBMISSIONS).doc(id);
  const logRef = kit.db.collection(PRIVACY_LOG).doc();
  const outcome = await kit.db.runTransaction(async (tx): Promise<AnonymizeOutcome> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 'missing';
    const leftovers = leftoverPersonalFields(snap.data() ?? {}, kit.FieldValue.delete());
    if (snap.get('anonymized') != null) {
      if (Object.keys(leftovers).length > 0) tx.update(ref, leftovers);
      return 'already';
    }
    if (snap.get('status') === 'Ganado' && !request.includeWon) return 'kept-won';
    const record = {
      at: kit.FieldValue.serverTimestamp(),
      by: request.by,
      cause: request.cause,
      reason: request.reason,
    };
    tx.update(ref, {
      ...ANONYMIZED_LEAD_FIELDS,
      ...leftovers,
      latestNote: kit.FieldValue.delete(),
      anonymized: record,
    });
    tx.set(logRef, { action: 'anonymize-lead', leadId: id, ...record });
    return 'anonymized';
  });
  if (outcome === 'anonymized' || outcome === 'already') await deleteNotes(kit, id);
  return outcome;
}

/** The lead's internal notes, deleted in batches (after the lead itself is anonymised). */
async function deleteNotes(kit: FirestoreKit, id: string): Promise<void> {
  const notes = kit.db.collection(CONTACT_SUBMISSIONS).doc(id).collection(NOTES);
  for (;;) {
    const page = await notes.limit(400).get();
    if (page.empty) return;
    const batch = kit.db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}
