/**
 * In-memory ServiceStore: clients, members (by uid), tickets, equipment and the marker documents in Maps, with the
 * Firestore query's semantics (`lastReadingMonth < month`, ordered by it then id, after a cursor)
 * and the same claim rule (decideDigestClaim) as the Firestore store.
 */
import { decideDigestClaim } from '../src/firestore/marker-claim.js';
import type {
  ClientRecord,
  MailClaim,
  MemberRecord,
  MissingReadingDevice,
  ServiceStore,
} from '../src/service/store.js';

type Data = Record<string, unknown>;

export interface FakeMarker {
  claimedAt?: Date;
  sentAt?: Date;
  fields?: Data;
}

export interface FakeDevice {
  clientId: string;
  model: string;
  serial: string;
  location: { address: string; area: string };
  lastReadingMonth: string;
}

export function fakeServiceStore(): ServiceStore & {
  clients: Map<string, ClientRecord>;
  /** members/{uid} (the uid is the key; the record's own uid is set from it). */
  members: Map<string, Omit<MemberRecord, 'uid'>>;
  tickets: Map<string, Data>;
  equipment: Map<string, FakeDevice>;
  /** "collection/key" -> marker. */
  markers: Map<string, FakeMarker>;
  /** Pages read by listDevicesMissingReading. */
  pages: number;
} {
  const clients = new Map<string, ClientRecord>();
  const members = new Map<string, Omit<MemberRecord, 'uid'>>();
  const tickets = new Map<string, Data>();
  const equipment = new Map<string, FakeDevice>();
  const markers = new Map<string, FakeMarker>();
  const path = (collection: string, key: string) => `${collection}/${key}`;

  const store = {
    clients,
    members,
    tickets,
    equipment,
    markers,
    pages: 0,
    async getClient(uid: string) {
      return clients.get(uid) ?? null;
    },
    async getMember(uid: string): Promise<MemberRecord | null> {
      const member = members.get(uid);
      return member ? { uid, ...member } : null;
    },
    async listMembers(clientId: string): Promise<MemberRecord[]> {
      return [...members.entries()]
        .filter(([, m]) => m.clientId === clientId)
        .map(([uid, m]) => ({ uid, ...m }));
    },
    async getTicket(id: string) {
      return tickets.get(id) ?? null;
    },
    async getEquipmentLocation(id: string) {
      return equipment.get(id)?.location ?? null;
    },
    async listDevicesMissingReading(
      month: string,
      after: { lastReadingMonth: string; id: string } | null,
      limit: number,
    ): Promise<MissingReadingDevice[]> {
      store.pages += 1;
      return [...equipment.entries()]
        .filter(([, d]) => d.lastReadingMonth < month)
        .sort(([aId, a], [bId, b]) =>
          a.lastReadingMonth === b.lastReadingMonth
            ? aId < bId
              ? -1
              : 1
            : a.lastReadingMonth < b.lastReadingMonth
              ? -1
              : 1,
        )
        .filter(
          ([id, d]) =>
            !after ||
            d.lastReadingMonth > after.lastReadingMonth ||
            (d.lastReadingMonth === after.lastReadingMonth && id > after.id),
        )
        .slice(0, limit)
        .map(([id, d]) => ({
          id,
          clientId: d.clientId,
          model: d.model,
          serial: d.serial,
          area: d.location.area,
          lastReadingMonth: d.lastReadingMonth,
        }));
    },
    // No await before the decision: two concurrent claims cannot interleave (like a transaction).
    async claim(collection: string, key: string, now: Date, leaseMs: number): Promise<MailClaim> {
      const doc = markers.get(path(collection, key));
      const decision = decideDigestClaim(
        doc
          ? { sent: doc.sentAt !== undefined, claimedAtMs: doc.claimedAt?.getTime() ?? null }
          : null,
        now.getTime(),
        leaseMs,
      );
      if (decision !== 'claim') return { kind: decision };
      markers.set(path(collection, key), { claimedAt: now });
      return { kind: 'claimed', claimedAt: now };
    },
    async markSent(collection: string, key: string, fields: Data) {
      const doc = markers.get(path(collection, key));
      if (!doc) throw new Error(`no marker ${path(collection, key)}`);
      doc.sentAt = new Date();
      doc.fields = fields;
      delete doc.claimedAt;
    },
    async release(collection: string, key: string, claimedAt: Date) {
      const doc = markers.get(path(collection, key));
      if (doc && !doc.sentAt && doc.claimedAt?.getTime() === claimedAt.getTime())
        markers.delete(path(collection, key));
    },
  };
  return store;
}
