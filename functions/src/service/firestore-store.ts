/**
 * The rental clients' e-mails' store through firebase-admin (service/store.ts): clients/{clientId},
 * members (by uid, and a company's by clientId), users/{uid}, tickets/{id} (and their replies),
 * equipment/{id} (the missing-readings query: `lastReadingMonth < month`, a single-field index,
 * paged by lastReadingMonth and document id), the retry sweep's queries (tickets where notified ==
 * false and createdAt >= since; the replies' collection group where notified == false and at >=
 * since: composite indexes in firestore.indexes.json) and the marker documents
 * serviceMails/{key} and meterReminders/{clientId}_{YYYY-MM}:
 *   claimedAt   a lease: one run is sending right now (younger than the lease time);
 *   sentAt      server time once the e-mail was accepted: never send it again;
 *   …           what the e-mail was about (ticket and reply ids; the client, month and devices).
 * Only the functions write the markers (firestore.rules: admins may read them).
 */
import type { MailClaim, MemberRecord, ServiceStore } from './store.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { claimMarker, markMarkerSent, releaseMarker } from '../firestore/send-marker.js';
import {
  CLIENTS,
  EQUIPMENT,
  MEMBERS,
  REPLIES,
  TICKETS,
  USERS,
} from '../../../src/domain/collections.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Firestore's NOT_FOUND (an update of a document that is gone). */
const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 5;

function member(uid: string, data: Record<string, unknown>): MemberRecord {
  return {
    uid,
    clientId: text(data.clientId),
    role: text(data.role),
    email: text(data.email),
    name: text(data.name),
  };
}

export function createFirestoreServiceStore(getKit: () => Promise<FirestoreKit>): ServiceStore {
  async function marker(collection: string, key: string) {
    const kit = await getKit();
    return { kit, doc: kit.db.collection(collection).doc(key) };
  }

  return {
    async getClient(clientId) {
      const kit = await getKit();
      const snap = await kit.db.collection(CLIENTS).doc(clientId).get();
      if (!snap.exists) return null;
      return {
        email: text(snap.get('email')),
        name: text(snap.get('name')),
        company: text(snap.get('company')),
        deleted: snap.get('deleted') === true,
      };
    },
    async getMember(uid) {
      const kit = await getKit();
      const snap = await kit.db.collection(MEMBERS).doc(uid).get();
      return snap.exists ? member(snap.id, snap.data() ?? {}) : null;
    },
    async listMembers(clientId) {
      const kit = await getKit();
      const snap = await kit.db.collection(MEMBERS).where('clientId', '==', clientId).get();
      return snap.docs.map((doc) => member(doc.id, doc.data()));
    },
    async getTicket(id) {
      const kit = await getKit();
      const snap = await kit.db.collection(TICKETS).doc(id).get();
      return snap.exists ? (snap.data() ?? {}) : null;
    },
    async getEquipmentLocation(id) {
      const kit = await getKit();
      const snap = await kit.db.collection(EQUIPMENT).doc(id).get();
      if (!snap.exists) return null;
      const location = record(snap.get('location'));
      return { address: text(location.address), area: text(location.area) };
    },
    async listDevicesMissingReading(month, after, limit) {
      const kit = await getKit();
      let query = kit.db
        .collection(EQUIPMENT)
        .where('lastReadingMonth', '<', month)
        .orderBy('lastReadingMonth', 'asc')
        .orderBy('__name__', 'asc');
      if (after) query = query.startAfter(after.lastReadingMonth, after.id);
      const snap = await query.limit(limit).get();
      return snap.docs.map((doc) => ({
        id: doc.id,
        clientId: text(doc.get('clientId')),
        model: text(doc.get('model')),
        serial: text(doc.get('serial')),
        area: text(record(doc.get('location')).area),
        lastReadingMonth: text(doc.get('lastReadingMonth')),
      }));
    },
    async getReply(ticketId, replyId) {
      const kit = await getKit();
      const snap = await kit.db
        .collection(TICKETS)
        .doc(ticketId)
        .collection(REPLIES)
        .doc(replyId)
        .get();
      return snap.exists ? (snap.data() ?? {}) : null;
    },
    async getUser(uid) {
      const kit = await getKit();
      const snap = await kit.db.collection(USERS).doc(uid).get();
      if (!snap.exists) return null;
      return {
        email: text(snap.get('email')),
        role: text(snap.get('role')),
        technician: snap.get('technician') === true,
      };
    },
    async updateTicket(ticketId, decide) {
      const kit = await getKit();
      const ref = kit.db.collection(TICKETS).doc(ticketId);
      return kit.db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return null;
        const patch = decide(snap.data() ?? {});
        if (patch) tx.update(ref, patch);
        return patch;
      });
    },
    async updateTicketForReply(ticketId, replyId, decide) {
      const kit = await getKit();
      const ticketRef = kit.db.collection(TICKETS).doc(ticketId);
      const replyRef = ticketRef.collection(REPLIES).doc(replyId);
      return kit.db.runTransaction(async (tx) => {
        const [ticket, reply] = await Promise.all([tx.get(ticketRef), tx.get(replyRef)]);
        if (!ticket.exists || !reply.exists) return null;
        const patch = decide(ticket.data() ?? {}, reply.data() ?? {});
        if (patch) {
          tx.update(ticketRef, patch.ticket);
          tx.update(replyRef, patch.reply);
        }
        return patch;
      });
    },
    async markNotified(target, via) {
      const kit = await getKit();
      const ticketRef = kit.db.collection(TICKETS).doc(target.ticketId);
      const ref = target.replyId ? ticketRef.collection(REPLIES).doc(target.replyId) : ticketRef;
      try {
        await ref.update({
          notified: true,
          notifiedVia: via,
          notifiedAt: kit.FieldValue.serverTimestamp(),
        });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async listUnnotifiedTickets(since, limit) {
      const kit = await getKit();
      const snap = await kit.db
        .collection(TICKETS)
        .where('notified', '==', false)
        .where('createdAt', '>=', kit.Timestamp.fromDate(since))
        .orderBy('createdAt', 'asc')
        .limit(limit)
        .get();
      return snap.docs.map((doc) => ({ ticketId: doc.id, data: doc.data() }));
    },
    async listUnnotifiedReplies(since, limit) {
      const kit = await getKit();
      const snap = await kit.db
        .collectionGroup(REPLIES)
        .where('notified', '==', false)
        .where('at', '>=', kit.Timestamp.fromDate(since))
        .orderBy('at', 'asc')
        .limit(limit)
        .get();
      return snap.docs.flatMap((doc) => {
        const ticket = doc.ref.parent.parent;
        // Only tickets/{id}/replies/{id}: another collection named `replies` is not ours.
        if (!ticket || ticket.parent.id !== TICKETS) return [];
        return [{ ticketId: ticket.id, replyId: doc.id, data: doc.data() }];
      });
    },
    async claim(collection, key, now, leaseMs): Promise<MailClaim> {
      const { kit, doc } = await marker(collection, key);
      return claimMarker(kit, doc, now, leaseMs);
    },
    async markSent(collection, key, fields) {
      const { kit, doc } = await marker(collection, key);
      await markMarkerSent(kit, doc, fields);
    },
    async release(collection, key, claimedAt) {
      const { kit, doc } = await marker(collection, key);
      await releaseMarker(kit, doc, claimedAt);
    },
  };
}
