/**
 * In-memory SalesDigestStore: users, leads and salesDigests in Maps, with the Firestore queries'
 * semantics (owner.uid, stage in OPEN_STAGES, `firstResponseAt == null` matching only a stored
 * null) and the same claim rule (decideDigestClaim) as the Firestore store.
 */
import { digestKey, OPEN_STAGES, type SalesDigestStore } from '../src/leads/sales-digest.js';
import { decideDigestClaim, type DigestClaim } from '../src/firestore/marker-claim.js';

export interface FakeUser {
  role?: string;
  sales?: boolean;
  email?: string;
  name?: string;
}

export interface FakeDigestDoc {
  uid: string;
  date: string;
  claimedAt?: Date;
  sentAt?: Date;
  leadIds?: string[];
}

type Data = Record<string, unknown>;

const ms = (value: unknown) => (value instanceof Date ? value.getTime() : null);
const ownerUid = (data: Data) =>
  typeof data.owner === 'object' && data.owner !== null
    ? (data.owner as { uid?: unknown }).uid
    : undefined;

export function fakeSalesDigestStore(): SalesDigestStore & {
  users: Map<string, FakeUser>;
  leads: Map<string, Data>;
  digests: Map<string, FakeDigestDoc>;
} {
  const users = new Map<string, FakeUser>();
  const leads = new Map<string, Data>();
  const digests = new Map<string, FakeDigestDoc>();

  function ownOpen(uid: string) {
    return [...leads.entries()].filter(
      ([, data]) =>
        ownerUid(data) === uid && (OPEN_STAGES as readonly unknown[]).includes(data.status),
    );
  }
  function page(rows: Array<[string, Data]>, field: string, limit: number) {
    return rows
      .sort(([, a], [, b]) => (ms(a[field]) ?? 0) - (ms(b[field]) ?? 0))
      .slice(0, limit)
      .map(([id, data]) => ({ id, data }));
  }

  return {
    users,
    leads,
    digests,
    async listSalesAdmins() {
      return [...users.entries()]
        .filter(([, user]) => user.role === 'admin' && user.sales === true)
        .map(([uid, user]) => ({ uid, email: user.email ?? '', name: user.name ?? '' }));
    },
    async listFollowUpsDue(uid, before, limit) {
      const rows = ownOpen(uid).filter(([, data]) => {
        const next = ms(data.nextActionAt);
        return next !== null && next < before.getTime();
      });
      return page(rows, 'nextActionAt', limit);
    },
    async listFirstResponsesLate(uid, now, limit) {
      const rows = ownOpen(uid).filter(([, data]) => {
        const due = ms(data.firstResponseDueAt);
        return data.firstResponseAt === null && due !== null && due <= now.getTime();
      });
      return page(rows, 'firstResponseDueAt', limit);
    },
    // No await before the decision: two concurrent claims cannot interleave (like a transaction).
    async claim(day, now, leaseMs): Promise<DigestClaim> {
      const doc = digests.get(digestKey(day));
      const decision = decideDigestClaim(
        doc
          ? { sent: doc.sentAt !== undefined, claimedAtMs: doc.claimedAt?.getTime() ?? null }
          : null,
        now.getTime(),
        leaseMs,
      );
      if (decision !== 'claim') return { kind: decision };
      digests.set(digestKey(day), { ...day, claimedAt: now });
      return { kind: 'claimed', claimedAt: now };
    },
    async markSent(day, leadIds) {
      const doc = digests.get(digestKey(day));
      if (!doc) throw new Error(`no digest ${digestKey(day)}`);
      doc.sentAt = new Date();
      doc.leadIds = leadIds;
      delete doc.claimedAt;
    },
    async release(day, claimedAt) {
      const doc = digests.get(digestKey(day));
      if (doc && !doc.sentAt && doc.claimedAt?.getTime() === claimedAt.getTime())
        digests.delete(digestKey(day));
    },
  };
}
