/**
 * Where the arco function keeps a request: arcoRequests/{id}, as every public form keeps one
 * (forms/store.ts): the id is the one the form chose, so a retry finds the first attempt instead
 * of making a second request. The privacy address's e-mail is sent under a lease on the request.
 */
import { ARCO_FIELDS, type ArcoFormData } from '../../../src/domain/schemas/arco.js';
import type { PrivacyNoticeVersion } from '../../../src/domain/privacy.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { timeMillis } from '../firestore/time.js';
import { firestoreFormDocs, memoryFormDocs, type MemoryDocs } from '../forms/store.js';
import { ARCO_REQUESTS } from '../../../src/domain/collections.js';

/** What the handler stores: the form, the notice the person saw, and the times. */
export interface ArcoRecord {
  fields: ArcoFormData;
  privacyNoticeVersion: PrivacyNoticeVersion;
  /** The function's clock when it accepted the request (also when consent was given). */
  receivedAt: Date;
  /** src/domain/arco.ts arcoDueAt(receivedAt). */
  dueAt: Date;
}

export interface ArcoStore {
  /** The stored request (timestamps as they are stored), or null when there is none. */
  get(id: string): Promise<Record<string, unknown> | null>;
  /** Stores a new request; 'exists' when `id` was taken meanwhile (nothing written then). */
  create(id: string, record: ArcoRecord): Promise<'created' | 'exists'>;
  /** Records that the privacy address was e-mailed (and drops the lease). */
  markNotified(id: string, at: Date): Promise<void>;
  /**
   * Takes the e-mail's lease (`notifyClaimedAt`) unless it was sent ('notified'), another delivery
   * holds a live lease ('busy') or the request is gone ('notified': nothing to send). A
   * transaction: two deliveries of the same request cannot both send.
   */
  claimNotify(id: string, now: Date, leaseMs: number): Promise<'claimed' | 'notified' | 'busy'>;
  /** Drops the lease taken at `claimedAt` after a failed send, so a retry of the form sends it. */
  releaseNotify(id: string, claimedAt: Date): Promise<void>;
}

/** The claim rule shared by both stores (the lease of every once-only e-mail). */
export function decideNotifyClaim(
  doc: Record<string, unknown> | null,
  claimedAtMs: number | null,
  nowMs: number,
  leaseMs: number,
): 'claimed' | 'notified' | 'busy' {
  if (!doc || doc.notified === true) return 'notified';
  if (claimedAtMs !== null && nowMs - claimedAtMs < leaseMs) return 'busy';
  return 'claimed';
}

/** True when the stored request holds exactly this form and notice (a retry of the same form). */
export function sameArcoRequest(
  stored: Record<string, unknown>,
  fields: ArcoFormData,
  privacyNoticeVersion: string,
): boolean {
  return (
    ARCO_FIELDS.every((field) => stored[field] === fields[field]) &&
    stored.privacyNoticeVersion === privacyNoticeVersion
  );
}

/**
 * The stored document, with `time` turning a Date into what the store keeps (a Timestamp in
 * Firestore, an ISO string in memory): the fields, status Recibida, receivedAt, dueAt, the
 * notice's version with the time consent was given (the receipt), an empty response note, and
 * `notified: false` until the privacy address was e-mailed.
 */
export function arcoDocument<T>(record: ArcoRecord, time: (date: Date) => T) {
  return {
    ...record.fields,
    status: 'Recibida',
    receivedAt: time(record.receivedAt),
    dueAt: time(record.dueAt),
    privacyNoticeVersion: record.privacyNoticeVersion,
    privacyConsentAt: time(record.receivedAt),
    responseNote: '',
    notified: false,
  };
}

export function createFirestoreArcoStore(getKit: () => Promise<FirestoreKit>): ArcoStore {
  const docs = firestoreFormDocs(getKit, ARCO_REQUESTS);
  const { ref } = docs;
  return {
    get: docs.get,
    create: (id, record) =>
      docs.create(id, (kit) => arcoDocument(record, (date) => kit.Timestamp.fromDate(date))),
    async markNotified(id, at) {
      const { kit, doc } = await ref(id);
      await doc.update({
        notified: true,
        notifiedAt: kit.Timestamp.fromDate(at),
        notifyClaimedAt: kit.FieldValue.delete(),
      });
    },
    async claimNotify(id, now, leaseMs) {
      const { kit, doc } = await ref(id);
      return kit.db.runTransaction(async (tx) => {
        const snap = await tx.get(doc);
        const decision = decideNotifyClaim(
          snap.exists ? (snap.data() ?? {}) : null,
          timeMillis(snap.get('notifyClaimedAt')),
          now.getTime(),
          leaseMs,
        );
        if (decision === 'claimed')
          tx.update(doc, { notifyClaimedAt: kit.Timestamp.fromDate(now) });
        return decision;
      });
    },
    async releaseNotify(id, claimedAt) {
      const { kit, doc } = await ref(id);
      await kit.db.runTransaction(async (tx) => {
        const snap = await tx.get(doc);
        if (!snap.exists || snap.get('notified') === true) return;
        if (timeMillis(snap.get('notifyClaimedAt')) !== claimedAt.getTime()) return;
        tx.update(doc, { notifyClaimedAt: kit.FieldValue.delete() });
      });
    },
  };
}

/** In memory (tests, and an emulator without Firestore): times as ISO strings. */
export function createMemoryArcoStore(): ArcoStore & MemoryDocs {
  const memory = memoryFormDocs();
  const { docs } = memory;
  return {
    ...memory,
    create: (id, record) =>
      memory.put(
        id,
        arcoDocument(record, (date) => date.toISOString()),
      ),
    async markNotified(id, at) {
      const doc = docs.get(id);
      if (!doc) return;
      const { notifyClaimedAt: _lease, ...rest } = doc;
      docs.set(id, { ...rest, notified: true, notifiedAt: at.toISOString() });
    },
    // No await before the decision: two concurrent claims cannot interleave (like a transaction).
    async claimNotify(id, now, leaseMs) {
      const doc = docs.get(id) ?? null;
      const decision = decideNotifyClaim(
        doc,
        timeMillis(doc?.notifyClaimedAt),
        now.getTime(),
        leaseMs,
      );
      if (decision === 'claimed' && doc)
        docs.set(id, { ...doc, notifyClaimedAt: now.toISOString() });
      return decision;
    },
    async releaseNotify(id, claimedAt) {
      const doc = docs.get(id);
      if (!doc || doc.notified === true) return;
      if (timeMillis(doc.notifyClaimedAt) !== claimedAt.getTime()) return;
      const { notifyClaimedAt: _lease, ...rest } = doc;
      docs.set(id, rest);
    },
  };
}
