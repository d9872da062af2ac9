/** In-memory LeadNotificationStore: the same claim rule (decideClaim) on a Map of documents. */
import {
  decideClaim,
  type ClaimResult,
  type LeadNotificationStore,
  type NotifiedVia,
} from '../src/leads/store.js';

export interface FakeLeadDoc {
  /** The lead's fields as stored (the quote form's, status...). */
  data?: Record<string, unknown>;
  createdAt?: Date;
  notified?: boolean;
  notifiedAt?: Date;
  notifiedVia?: NotifiedVia;
  notifyClaimedAt?: Date;
}

export function fakeLeadStore(
  ids: readonly string[] = [],
): LeadNotificationStore & { docs: Map<string, FakeLeadDoc> } {
  const docs = new Map<string, FakeLeadDoc>(ids.map((id) => [id, {}]));
  return {
    docs,
    async get(id) {
      const doc = docs.get(id);
      return doc ? { ...(doc.data ?? {}), notified: doc.notified ?? false } : null;
    },
    async listUnnotified(since, limit) {
      return [...docs.entries()]
        .filter(
          ([, doc]) => doc.notified === false && (doc.createdAt?.getTime() ?? 0) >= since.getTime(),
        )
        .sort(([, a], [, b]) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0))
        .slice(0, limit)
        .map(([id, doc]) => ({ id, data: doc.data ?? {} }));
    },
    // No await before the decision: two concurrent claims cannot interleave (like a transaction).
    async claim(id, now, leaseMs): Promise<ClaimResult> {
      const doc = docs.get(id);
      const decision = decideClaim(
        {
          exists: doc !== undefined,
          notified: doc?.notified === true || doc?.notifiedAt !== undefined,
          claimedAtMs: doc?.notifyClaimedAt?.getTime() ?? null,
        },
        now.getTime(),
        leaseMs,
      );
      if (decision !== 'claim' || !doc)
        return { kind: decision === 'claim' ? 'missing' : decision };
      doc.notifyClaimedAt = now;
      return { kind: 'claimed', claimedAt: now };
    },
    async markNotified(id, via) {
      const doc = docs.get(id);
      if (!doc) throw new Error(`no document ${id}`);
      doc.notified = true;
      doc.notifiedVia = via;
      doc.notifiedAt = new Date();
      delete doc.notifyClaimedAt;
    },
    async release(id, claimedAt) {
      const doc = docs.get(id);
      if (doc?.notifyClaimedAt?.getTime() === claimedAt.getTime()) delete doc.notifyClaimedAt;
    },
  };
}
