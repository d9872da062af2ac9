/** The lead intake (owner, clock, duplicates) on contactSubmissions/{id}, through firebase-admin. */
import type { Duplicates, IntakeOutcome, LeadIntakeStore, SalesAdmin } from './intake.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { CONTACT_SUBMISSIONS, USERS } from '../../../src/domain/collections.js';

/** The rotation's memory: who was given the last lead. */
export const LEAD_ROTATION_DOC = 'leadRotation/sales';
/** At most this many links of each kind on a possible duplicate. */
const MAX_DUPLICATES = 5;

function ownerOf(value: unknown): SalesAdmin | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uid, email } = value as Record<string, unknown>;
  return typeof uid === 'string' && typeof email === 'string' ? { uid, email } : null;
}

function dateOf(value: unknown): Date | null {
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const toDate = (value as { toDate: unknown }).toDate;
    if (typeof toDate === 'function') return (toDate as () => Date).call(value);
  }
  return null;
}

export function createFirestoreLeadIntakeStore(
  getKit: () => Promise<FirestoreKit>,
): LeadIntakeStore {
  return {
    async listSalesAdmins() {
      const { db } = await getKit();
      const snap = await db
        .collection(USERS)
        .where('role', '==', 'admin')
        .where('sales', '==', true)
        .get();
      return snap.docs
        .map((d) => ({ uid: d.id, email: String(d.get('email') ?? '') }))
        .filter((admin) => admin.email !== '')
        .sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
    },

    async findDuplicates(id, emailKey, phone): Promise<Duplicates> {
      const { db } = await getKit();
      const leads = db.collection(CONTACT_SUBMISSIONS);
      const [byEmail, byPhone, users] = await Promise.all([
        emailKey
          ? leads
              .where('emailKey', '==', emailKey)
              .limit(MAX_DUPLICATES + 1)
              .get()
          : null,
        phone
          ? leads
              .where('phone', '==', phone)
              .limit(MAX_DUPLICATES + 1)
              .get()
          : null,
        emailKey
          ? db.collection(USERS).where('emailKey', '==', emailKey).limit(MAX_DUPLICATES).get()
          : null,
      ]);
      const leadIds = [...(byEmail?.docs ?? []), ...(byPhone?.docs ?? [])]
        .filter((d) => d.id !== id && d.get('mergedInto') == null)
        .map((d) => d.id);
      return {
        leadIds: [...new Set(leadIds)].sort().slice(0, MAX_DUPLICATES),
        userIds: (users?.docs ?? []).map((d) => d.id).sort(),
      };
    },

    async assign(id, plan): Promise<IntakeOutcome> {
      const kit = await getKit();
      const lead = kit.db.collection(CONTACT_SUBMISSIONS).doc(id);
      const rotation = kit.db.doc(LEAD_ROTATION_DOC);
      return kit.db.runTransaction(async (tx): Promise<IntakeOutcome> => {
        const [snap, last] = await Promise.all([tx.get(lead), tx.get(rotation)]);
        if (!snap.exists) return { assigned: false, owner: null, firstResponseDueAt: null };
        if (snap.get('intakeAt') != null) {
          return {
            assigned: false,
            owner: ownerOf(snap.get('owner')),
            firstResponseDueAt: dateOf(snap.get('firstResponseDueAt')),
          };
        }
        // What the lead already carries (seeded, imported, or written by an older version) is
        // kept: the intake only fills in what is missing.
        const existingOwner = ownerOf(snap.get('owner'));
        const existingDue = dateOf(snap.get('firstResponseDueAt'));
        const lastUid = last.exists ? (last.get('lastOwnerUid') as string | null) : null;
        const decided = plan(typeof lastUid === 'string' ? lastUid : null);
        const anonymized = snap.get('anonymized') != null;
        const owner = existingOwner ?? decided.owner;
        const due = existingDue ?? decided.firstResponseDueAt;
        tx.update(lead, {
          // ownerUid and awaitingResponse: top-level copies the desk's filters query by.
          ...(owner ? { owner, ownerUid: owner.uid } : {}),
          firstResponseDueAt: kit.Timestamp.fromDate(due),
          ...(snap.get('firstResponseAt') == null
            ? { firstResponseAt: null, awaitingResponse: true }
            : {}),
          // A lead anonymised before its intake ran keeps no link to other people's records.
          ...(anonymized
            ? {}
            : {
                duplicateLeadIds: decided.duplicates.leadIds,
                duplicateUserIds: decided.duplicates.userIds,
              }),
          intakeAt: kit.FieldValue.serverTimestamp(),
        });
        if (!existingOwner && decided.owner) {
          tx.set(rotation, {
            lastOwnerUid: decided.owner.uid,
            updatedAt: kit.FieldValue.serverTimestamp(),
          });
        }
        return { assigned: true, owner, firstResponseDueAt: due };
      });
    },
  };
}
