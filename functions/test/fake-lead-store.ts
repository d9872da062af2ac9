/** In-memory LeadNotificationStore: the same claim rule (decideClaim) on a Map of documents. */
import { decideClaim, type ClaimResult, type LeadNotificationStore } from '../src/leads/store.js';

export interface FakeLeadDoc {
  notifiedAt?: Date;
  notifyClaimedAt?: Date;
}

export function fakeLeadStore(
  ids: readonly string[] = [],
): LeadNotificationStore & { docs: Map<string, FakeLeadDoc> } {
  const docs = new Map<string, FakeLeadDoc>(ids.map((id) => [id, {}]));
  return {
    docs,
    // No await before the decision: two concurrent claims cannot interleave (like a transaction).
    async claim(id, now, leaseMs): Promise<ClaimResult> {
      const doc = docs.get(id);
      const decision = decideClaim(
        {
          exists: doc !== undefined,
          notified: doc?.notifiedAt !== undefined,
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
    async markNotified(id) {
      const doc = docs.get(id);
      if (!doc) throw new Error(`no document ${id}`);
      doc.notifiedAt = new Date();
      delete doc.notifyClaimedAt;
    },
    async release(id, claimedAt) {
      const doc = docs.get(id);
      if (doc?.notifyClaimedAt?.getTime() === claimedAt.getTime()) delete doc.notifyClaimedAt;
    },
  };
}
