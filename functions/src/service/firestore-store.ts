/**
 * The rental clients' e-mails' store through firebase-admin (service/store.ts): clients/{clientId},
 * members (by uid, and a company's by clientId), tickets/{id}, equipment/{id} (the missing-readings query: `lastReadingMonth < month`, a
 * single-field index, paged by lastReadingMonth and document id) and the marker documents
 * serviceMails/{key} and meterReminders/{clientId}_{YYYY-MM}:
 *   claimedAt   a lease: one run is sending right now (younger than the lease time);
 *   sentAt      server time once the e-mail was accepted: never send it again;
 *   …           what the e-mail was about (ticket and reply ids; the client, month and devices).
 * Only the functions write the markers (firestore.rules: admins may read them).
 */
import type { MailClaim, MemberRecord, ServiceStore } from './store.js';
import type { FirestoreKit } from '../firestore/admin.js';
import { claimMarker, markMarkerSent, releaseMarker } from '../firestore/send-marker.js';
import { CLIENTS, EQUIPMENT, MEMBERS, TICKETS } from '../../../src/domain/collections.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

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
