/**
 * PortalStore (client-records.ts) on the Admin SDK: clients/{clientId}, members (by uid and by
 * company), equipment and tickets by clientId, tickets by authorUid, their readings and replies,
 * the e-mail markers, the company invitations (memberInvites), and Cloud Storage. In the emulator
 * without a Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST unset, the usual case here) the
 * photos are not deleted: it logs that and goes on, as the profile photo does (account-wiring.ts).
 */
import type { QuerySnapshot } from 'firebase-admin/firestore';

import { isEmulator, read, type Env } from '../env.js';
import { adminFirestore } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import type { StoredDoc } from './client-records.js';
import type { PortalStore } from './client-records.js';
import {
  CLIENTS,
  EQUIPMENT,
  MEMBER_INVITES,
  MEMBERS,
  METER_REMINDERS,
  READINGS,
  REPLIES,
  TICKETS,
} from '../../../src/domain/collections.js';

/** Documents per batch (Firestore allows 500 writes in one). */
const BATCH_SIZE = 400;

export function createPortalStore(env: Env, logger: Logger): PortalStore {
  const docs = (snap: QuerySnapshot): StoredDoc[] =>
    snap.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  return {
    async getClient(clientId) {
      const { db } = await adminFirestore();
      const snap = await db.collection(CLIENTS).doc(clientId).get();
      return snap.exists ? (snap.data() ?? {}) : null;
    },
    async getMember(uid) {
      const { db } = await adminFirestore();
      const snap = await db.collection(MEMBERS).doc(uid).get();
      return snap.exists ? (snap.data() ?? {}) : null;
    },
    async listMembers(clientId) {
      const { db } = await adminFirestore();
      return docs(await db.collection(MEMBERS).where('clientId', '==', clientId).get());
    },
    async listEquipment(clientId) {
      const { db } = await adminFirestore();
      return docs(await db.collection(EQUIPMENT).where('clientId', '==', clientId).get());
    },
    async listReadings(equipmentId) {
      const { db } = await adminFirestore();
      return docs(await db.collection(EQUIPMENT).doc(equipmentId).collection(READINGS).get());
    },
    async listTickets(clientId) {
      const { db } = await adminFirestore();
      return docs(await db.collection(TICKETS).where('clientId', '==', clientId).get());
    },
    async listAuthoredTickets(uid) {
      const { db } = await adminFirestore();
      return docs(await db.collection(TICKETS).where('authorUid', '==', uid).get());
    },
    async listReplies(ticketId) {
      const { db } = await adminFirestore();
      return docs(await db.collection(TICKETS).doc(ticketId).collection(REPLIES).get());
    },
    async anonymizeClient(clientId, kept) {
      const { db, FieldValue } = await adminFirestore();
      const ref = db.collection(CLIENTS).doc(clientId);
      await db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const deletedAt: unknown = snap.get('deletedAt');
        tx.set(ref, {
          ...kept,
          deleted: true,
          deletedAt: deletedAt ?? FieldValue.serverTimestamp(),
        });
      });
    },
    async removeFields(path, fields) {
      const { db, FieldValue } = await adminFirestore();
      const ref = db.doc(path);
      await db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return;
        tx.update(ref, Object.fromEntries(fields.map((field) => [field, FieldValue.delete()])));
      });
    },
    async listReminderMarkers(uid) {
      // By id, {clientId}_{YYYY-MM}: a marker whose send is still leased has no clientId yet.
      const { db } = await adminFirestore();
      const { FieldPath } = await import('firebase-admin/firestore');
      const snap = await db
        .collection(METER_REMINDERS)
        .where(FieldPath.documentId(), '>=', `${uid}_`)
        .where(FieldPath.documentId(), '<', `${uid}_\uf8ff`)
        .select()
        .get();
      return snap.docs.map((doc) => doc.id);
    },
    async deleteDocuments(paths) {
      const { db } = await adminFirestore();
      for (let i = 0; i < paths.length; i += BATCH_SIZE) {
        const batch = db.batch();
        for (const path of paths.slice(i, i + BATCH_SIZE)) batch.delete(db.doc(path));
        await batch.commit();
      }
    },
    async listInvites(field, value) {
      const { db } = await adminFirestore();
      return docs(await db.collection(MEMBER_INVITES).where(field, '==', value).get());
    },
    async revokeInvite(id) {
      const { db, FieldValue } = await adminFirestore();
      const ref = db.collection(MEMBER_INVITES).doc(id);
      await db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists || snap.get('revoked') === true) return;
        tx.update(ref, { revoked: true, revokedAt: FieldValue.serverTimestamp() });
      });
    },
    async deletePrefix(prefix) {
      if (isEmulator(env) && !read(env, 'FIREBASE_STORAGE_EMULATOR_HOST')) {
        logger.info('cuenta: sin emulador de Storage; las fotos del portal no se borran aquí', {
          prefix,
        });
        return 'skipped';
      }
      await adminFirestore(); // initialises the default app
      const { getStorage } = await import('firebase-admin/storage');
      await getStorage().bucket().deleteFiles({ prefix });
      return 'deleted';
    },
  };
}
