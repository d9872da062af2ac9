/**
 * AgentStore on Firestore (Admin SDK; clients never write these documents, firestore.rules):
 * agentCodes/{hash}, agentSites/{siteId}, the company's devices (equipment where clientId), its
 * administrator (members where clientId and role), a report's transaction (every matched
 * equipment/{id} with its readings/{month}, and monthCloses/{month}, read in one getAll; each
 * device's day snapshot, `agent`/`agentRefused` and maybe the month's reading with lastReading,
 * and the site's lastReportAt, written all or nothing) and toner tickets (the
 * device's open tickets read and the new ones created in one transaction). Dates are stored as
 * Timestamps; a ticket's createdAt is the server's time.
 */
import type {
  DocumentData,
  DocumentReference,
  Timestamp as AdminTimestamp,
  Transaction,
} from 'firebase-admin/firestore';

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
import { readTonerMarker } from './toner-marker.js';
import type {
  AgentCodeDoc,
  AgentStore,
  PrinterPlan,
  PrinterSnapshot,
  Supply,
  TonerColor,
} from './store.js';
import { parseDevice, writeNewReading } from '../readings/writer.js';
import { count, queryReads } from './meter.js';
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
      count(queryReads(found.size));
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
      count(queryReads(found.size));
      return found.docs.map((doc) => ({ id: doc.id, serial: String(doc.get('serial') ?? '') }));
    },

    async recordPrinters(equipmentIds, month, plan, touch) {
      const { db, Timestamp } = await kit();
      const site = touch ? db.collection(AGENT_SITES).doc(touch.siteId) : null;
      const siteWrites = touch
        ? { lastReportAt: Timestamp.fromDate(touch.now), lastReportVersion: touch.version }
        : null;
      if (!equipmentIds.length) {
        if (site && siteWrites) {
          await site.update(siteWrites);
          count(0, 1);
        }
        return [];
      }
      const devices = equipmentIds.map((id) => db.collection(EQUIPMENT).doc(id));
      return db.runTransaction(async (tx) => {
        // Every device, its month's reading and the month's close: one read, one round trip.
        const snaps = await tx.getAll(
          ...devices,
          ...devices.map((device) => device.collection(READINGS).doc(month)),
          db.collection(MONTH_CLOSES).doc(month),
        );
        count(snaps.length);
        const monthClosed = snaps[snaps.length - 1]?.get('status') === 'cerrado';
        const plans = devices.map((device, i) => {
          const decided = plan(device.id, {
            device: printerDevice(snaps[i]?.data()),
            readingExists: snaps[devices.length + i]?.exists === true,
            monthClosed,
          });
          writePlan(tx, device, decided, Timestamp);
          return decided;
        });
        if (site && siteWrites) {
          tx.update(site, siteWrites);
          count(0, 1);
        }
        return plans;
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
      count(queryReads(found.size));
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
        count(queryReads(found.size));
        // The device's open toner requests (agent/toner-marker.ts): claimed in this transaction.
        const marker = await readTonerMarker(db, tx, equipmentId);
        const colors = new Set<TonerColor>(marker.open);
        for (const doc of found.docs) {
          if (doc.get('kind') !== 'toner') continue;
          const list: unknown = doc.get('tonerColors');
          if (Array.isArray(list)) for (const c of list) colors.add(c as TonerColor);
        }
        const tickets = make(colors);
        count(1, tickets.length + (tickets.length ? 1 : 0));
        for (const ticket of tickets) {
          const ref = db.collection(TICKETS).doc();
          if (!marker.claim(ref, ticket.tonerColors)) continue;
          tx.create(ref, { ...ticket, createdAt: FieldValue.serverTimestamp() });
        }
        marker.commit();
        return tickets.length;
      });
    },
  };
}

/** The device as a printer's plan reads it, through the domain's EquipmentSchema (writer.ts). */
function printerDevice(stored: DocumentData | undefined): PrinterSnapshot['device'] {
  const data = parseDevice(stored);
  if (!data) return null;
  return {
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
  };
}

/**
 * A printer's plan in `tx`: refused, `agentRefused`; accepted, the day's snapshot, `agent` (and
 * `agentRefused` cleared) and maybe the month's reading with the device's stamp (writer.ts).
 */
function writePlan(
  tx: Transaction,
  device: DocumentReference,
  decided: PrinterPlan,
  Timestamp: FirestoreKit['Timestamp'],
): void {
  if (decided.kind === 'missing') return;
  if (decided.kind === 'refused') {
    count(0, 1);
    tx.update(device, {
      agentRefused: { ...decided.refusal, at: Timestamp.fromDate(decided.refusal.at) },
    });
    return;
  }
  const at = Timestamp.fromDate(decided.agent.at);
  const { snapshot: day, agent, reading } = decided;
  count(0, reading ? 3 : 2);
  tx.set(device.collection(SNAPSHOTS).doc(day.day), {
    ...day,
    at,
    supplies: supplies(day.supplies),
  });
  const deviceWrites: DocumentData = {
    agent: { ...agent, at, supplies: supplies(agent.supplies) },
    agentRefused: null,
  };
  if (reading)
    writeNewReading(tx, device, reading, Timestamp.fromDate(reading.at), null, deviceWrites);
  else tx.update(device, deviceWrites);
}
