/**
 * AgentStore on Firestore (Admin SDK; clients never write these documents, firestore.rules):
 * agentCodes/{hash}, agentSites/{siteId}, the company's devices (equipment where clientId), its
 * administrator (members where clientId and role), a printer's transaction (equipment/{id}, its
 * readings/{month} and monthCloses/{month} read; the day's snapshot, `agent`/`agentRefused` and
 * maybe the month's reading with lastReading written, all or nothing) and toner tickets (the
 * device's open tickets read and the new ones created in one transaction). Dates are stored as
 * Timestamps; a ticket's createdAt is the server's time.
 */
import type { DocumentData, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';

import {
  AGENT_CODES,
  AGENT_SITES,
  CLIENTS,
  EQUIPMENT,
  MEMBERS,
  MONTH_CLOSES,
  READINGS,
  SNAPSHOTS,
  TICKETS,
} from '../../../src/domain/collections.js';
import type { FirestoreKit } from '../firestore/admin.js';
import type { AgentCodeDoc, AgentStore, PrinterSnapshot, Supply, TonerColor } from './store.js';
import { parseDevice, writeNewReading } from '../readings/writer.js';
import { readingFloor } from '../../../src/domain/schemas/equipment.js';

const toDate = (value: unknown): Date | null =>
  value && typeof (value as AdminTimestamp).toDate === 'function'
    ? (value as AdminTimestamp).toDate()
    : null;

const supplies = (list: Supply[]) =>
  list.map((s) => ({
    description: s.description,
    color: s.color,
    level: s.level,
    max: s.max,
    percent: s.percent,
  }));

export function createFirestoreAgentStore(kit: () => Promise<FirestoreKit>): AgentStore {
  return {
    async createCode(hash, code) {
      const { db, Timestamp } = await kit();
      await db
        .collection(AGENT_CODES)
        .doc(hash)
        .create({
          ...code,
          createdAt: Timestamp.fromDate(code.createdAt),
          expiresAt: Timestamp.fromDate(code.expiresAt),
        });
    },

    async clientExists(clientId) {
      const { db } = await kit();
      return (await db.collection(CLIENTS).doc(clientId).get()).exists;
    },

    async enroll(hash, decide, now) {
      const { db, Timestamp } = await kit();
      const codeRef = db.collection(AGENT_CODES).doc(hash);
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(codeRef);
        const data = snap.data();
        const code: AgentCodeDoc | null = data
          ? {
              clientId: String(data.clientId ?? ''),
              createdAt: toDate(data.createdAt) ?? new Date(0),
              createdBy: String(data.createdBy ?? ''),
              expiresAt: toDate(data.expiresAt) ?? new Date(0),
              usedAt: toDate(data.usedAt),
              siteId: typeof data.siteId === 'string' ? data.siteId : null,
            }
          : null;
        const decided = decide(code);
        if (decided.kind !== 'enroll') return decided;
        const at = Timestamp.fromDate(now);
        tx.create(db.collection(AGENT_SITES).doc(decided.siteId), {
          ...decided.site,
          enrolledAt: at,
        });
        tx.update(codeRef, { usedAt: at, siteId: decided.siteId });
        return decided;
      });
    },

    async revokeSite(siteId, by, now) {
      const { db, Timestamp } = await kit();
      const ref = db.collection(AGENT_SITES).doc(siteId);
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return false;
        if (snap.get('revokedAt') == null)
          tx.update(ref, { revokedAt: Timestamp.fromDate(now), revokedBy: by });
        return true;
      });
    },

    async siteByKeyHash(hash) {
      const { db } = await kit();
      const found = await db.collection(AGENT_SITES).where('keyHash', '==', hash).limit(1).get();
      const doc = found.docs[0];
      if (!doc) return null;
      return {
        siteId: doc.id,
        clientId: String(doc.get('clientId') ?? ''),
        revoked: doc.get('revokedAt') != null,
      };
    },

    async devicesOf(clientId) {
      const { db } = await kit();
      const found = await db
        .collection(EQUIPMENT)
        .where('clientId', '==', clientId)
        .select('serial')
        .get();
      return found.docs.map((doc) => ({ id: doc.id, serial: String(doc.get('serial') ?? '') }));
    },

    async recordPrinter(equipmentId, month, plan) {
      const { db, Timestamp } = await kit();
      const device = db.collection(EQUIPMENT).doc(equipmentId);
      return db.runTransaction(async (tx) => {
        const [deviceSnap, readingSnap, closeSnap] = await Promise.all([
          tx.get(device),
          tx.get(device.collection(READINGS).doc(month)),
          tx.get(db.collection(MONTH_CLOSES).doc(month)),
        ]);
        // The device through the domain's EquipmentSchema (readings/writer.ts).
        const data = parseDevice(deviceSnap.data());
        const snapshot: PrinterSnapshot = {
          device: data
            ? {
                clientId: data.clientId,
                color: data.color,
                model: data.model,
                serial: data.serial,
                lastReading: data.lastReading ? readingFloor(data) : null,
                startCounters: data.startCounters,
                lastReadingMonth: data.lastReadingMonth,
                contractEnded: data.contractEnd !== null,
                contract: {
                  responseHours: data.contract.responseHours,
                  resolutionHours: data.contract.resolutionHours,
                },
              }
            : null,
          readingExists: readingSnap.exists,
          monthClosed: closeSnap.get('status') === 'cerrado',
        };
        const decided = plan(snapshot);
        if (decided.kind === 'missing') return decided;
        if (decided.kind === 'refused') {
          tx.update(device, {
            agentRefused: { ...decided.refusal, at: Timestamp.fromDate(decided.refusal.at) },
          });
          return decided;
        }
        const at = Timestamp.fromDate(decided.agent.at);
        const { snapshot: day, agent, reading } = decided;
        tx.set(device.collection(SNAPSHOTS).doc(day.day), {
          ...day,
          at,
          supplies: supplies(day.supplies),
        });
        const deviceWrites: DocumentData = {
          agent: { ...agent, at, supplies: supplies(agent.supplies) },
          agentRefused: null,
        };
        // The month's automatic reading and the device's stamp (readings/writer.ts).
        if (reading)
          writeNewReading(tx, device, reading, Timestamp.fromDate(reading.at), null, deviceWrites);
        else tx.update(device, deviceWrites);
        return decided;
      });
    },

    async adminMember(clientId) {
      const { db } = await kit();
      const found = await db
        .collection(MEMBERS)
        .where('clientId', '==', clientId)
        .where('role', '==', 'administrador')
        .limit(1)
        .get();
      const doc = found.docs[0];
      return doc ? { uid: doc.id, email: String(doc.get('email') ?? '') } : null;
    },

    async openTonerTickets(equipmentId, make) {
      const { db, FieldValue } = await kit();
      const open = db
        .collection(TICKETS)
        .where('equipmentId', '==', equipmentId)
        .where('open', '==', true);
      return db.runTransaction(async (tx) => {
        const found = await tx.get(open);
        const colors = new Set<TonerColor>();
        for (const doc of found.docs) {
          if (doc.get('kind') !== 'toner') continue;
          const list: unknown = doc.get('tonerColors');
          if (Array.isArray(list)) for (const c of list) colors.add(c as TonerColor);
        }
        const tickets = make(colors);
        for (const ticket of tickets)
          tx.create(db.collection(TICKETS).doc(), {
            ...ticket,
            createdAt: FieldValue.serverTimestamp(),
          });
        return tickets.length;
      });
    },

    async touchSite(siteId, now, version) {
      const { db, Timestamp } = await kit();
      await db
        .collection(AGENT_SITES)
        .doc(siteId)
        .update({ lastReportAt: Timestamp.fromDate(now), lastReportVersion: version });
    },
  };
}
