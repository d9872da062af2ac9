/**
 * In-memory ServiceStore: clients, members (by uid), tickets, equipment and the marker documents in Maps, with the
 * Firestore query's semantics (`lastReadingMonth < month`, ordered by it then id, after a cursor)
 * and the same claim rule (decideDigestClaim) as the Firestore store.
 */
import { decideDigestClaim } from '../src/firestore/marker-claim.js';
import type { PendingServiceMail, ServiceDigestStore } from '../src/service/ceiling.js';
import type {
  ClientRecord,
  MailClaim,
  MemberRecord,
  MissingReadingDevice,
  NotifiedTarget,
  NotifiedVia,
  ServiceStore,
  TicketReplyPatch,
  UnnotifiedDocument,
  UserRecord,
} from '../src/service/store.js';
import { timeMillis } from '../src/firestore/time.js';

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
  /** "ticketId/replyId" -> the reply's data. */
  replies: Map<string, Data>;
  users: Map<string, UserRecord>;
  /** Transactions on tickets (updateTicket, updateTicketForReply) run so far. */
  ticketTransactions: number;
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
  const replies = new Map<string, Data>();
  const users = new Map<string, UserRecord>();
  const since = (value: unknown, from: Date) => (timeMillis(value) ?? -1) >= from.getTime();
  const byTime = (key: string) => (a: UnnotifiedDocument, b: UnnotifiedDocument) =>
    (timeMillis(a.data[key]) ?? 0) - (timeMillis(b.data[key]) ?? 0);
  const path = (collection: string, key: string) => `${collection}/${key}`;

  const store = {
    clients,
    members,
    tickets,
    equipment,
    markers,
    replies,
    users,
    ticketTransactions: 0,
    pages: 0,
    async getReply(ticketId: string, replyId: string) {
      return replies.get(`${ticketId}/${replyId}`) ?? null;
    },
    async getUser(uid: string) {
      return users.get(uid) ?? null;
    },
    // No await before the write: like a transaction, nothing interleaves.
    async updateTicket(ticketId: string, decide: (ticket: Data) => Data | null) {
      store.ticketTransactions += 1;
      const ticket = tickets.get(ticketId);
      if (!ticket) return null;
      const patch = decide({ ...ticket });
      if (patch) tickets.set(ticketId, { ...ticket, ...patch });
      return patch;
    },
    async updateTicketForReply(
      ticketId: string,
      replyId: string,
      decide: (ticket: Data, reply: Data) => TicketReplyPatch | null,
    ) {
      store.ticketTransactions += 1;
      const ticket = tickets.get(ticketId);
      const reply = replies.get(`${ticketId}/${replyId}`);
      if (!ticket || !reply) return null;
      const patch = decide({ ...ticket }, { ...reply });
      if (patch) {
        tickets.set(ticketId, { ...ticket, ...patch.ticket });
        replies.set(`${ticketId}/${replyId}`, { ...reply, ...patch.reply });
      }
      return patch;
    },
    async markNotified(target: NotifiedTarget, via: NotifiedVia) {
      const key = target.replyId ? `${target.ticketId}/${target.replyId}` : target.ticketId;
      const map = target.replyId ? replies : tickets;
      const doc = map.get(key);
      if (doc) map.set(key, { ...doc, notified: true, notifiedVia: via, notifiedAt: new Date() });
    },
    async listUnnotifiedTickets(from: Date, limit: number) {
      return [...tickets.entries()]
        .filter(([, t]) => t.notified === false && since(t.createdAt, from))
        .map(([ticketId, data]) => ({ ticketId, data }))
        .sort(byTime('createdAt'))
        .slice(0, limit);
    },
    async listUnnotifiedReplies(from: Date, limit: number) {
      return [...replies.entries()]
        .filter(([, r]) => r.notified === false && since(r.at, from))
        .map(([key, data]) => {
          const [ticketId = '', replyId = ''] = key.split('/');
          return { ticketId, replyId, data };
        })
        .sort(byTime('at'))
        .slice(0, limit);
    },
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

/**
 * The "waiting for the digest" state kept on the fake store's markers (like
 * service/firestore-digest.ts), with the client reply's id.
 */
export function fakeDigestStore(store: ReturnType<typeof fakeServiceStore>): ServiceDigestStore {
  let order = 0;
  return {
    async markPending(key, fields) {
      const path = `serviceMails/${key}`;
      const doc = store.markers.get(path) ?? {};
      delete doc.claimedAt;
      doc.fields = { ...fields, digestPending: true, pendingOrder: (order += 1) };
      store.markers.set(path, doc);
    },
    // As the Firestore store: new tickets first, then clients' replies, each in the order held.
    async listPending(limit) {
      const out: (PendingServiceMail & { order: number })[] = [];
      for (const [path, doc] of store.markers) {
        if (!doc.fields?.digestPending || doc.sentAt) continue;
        out.push({
          key: path.slice('serviceMails/'.length),
          kind: String(doc.fields.kind),
          ticketId: String(doc.fields.ticketId),
          ...(doc.fields.replyId ? { replyId: String(doc.fields.replyId) } : {}),
          pendingAtMs: 0,
          order: Number(doc.fields.pendingOrder),
        });
      }
      const rank = (mail: PendingServiceMail) => (mail.kind === 'service-ticket' ? 0 : 1);
      return out
        .sort((a, b) => rank(a) - rank(b) || a.order - b.order)
        .slice(0, limit)
        .map(({ order: _order, ...mail }) => mail);
    },
    async settle(keys, digestKey) {
      for (const key of keys) {
        const doc = store.markers.get(`serviceMails/${key}`);
        if (!doc) continue;
        doc.sentAt = new Date();
        doc.fields = { ...doc.fields, digestPending: false, via: 'digest', digestKey };
      }
    },
  };
}
