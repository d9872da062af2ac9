/**
 * The demo business's writes that the product makes from the browser (docs/decisions/0048):
 * what the desk's "Vincular como cliente", "Registrar equipo", the portal's "Capturar lectura"
 * and tickets store, with the same fields and the same decisions (src/domain), written as the
 * emulators' owner because those writes carry the database's clock and the demo's happened in
 * earlier months. Everything the functions write is left to them (demo/seed.ts).
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';

import {
  CLIENTS,
  EQUIPMENT,
  EQUIPMENT_SERIALS,
  MEMBERS,
  READINGS,
  REPLIES,
  TICKETS,
  USERS,
} from '../../../src/domain/collections.js';
import { readingFloor, type Counters } from '../../../src/domain/schemas/equipment.js';
import { belowPreviousMessage } from '../../../src/domain/schemas/meter-reading.js';
import { newUserDoc } from '../../../src/domain/schemas/user.js';
import { userSearchKeys } from '../../../src/domain/search-keys.js';
import { serialKey } from '../../../src/domain/service-limits.js';
import { initialServiceKeys } from '../../../src/domain/service-hours.js';
import { clockState, type TicketClock } from '../../../src/domain/service-level.js';
import { applyClockEvent, type ClockEvent } from '../../../src/domain/ticket-clock-events.js';
import { isOpenStatus, type TicketStatus } from '../../../src/domain/client-portal.js';
import {
  claimTonerColors,
  TONER_REQUEST_DOC,
  tonerRequestsOf,
  type TonerRequestsDoc,
} from '../../../src/domain/toner-requests.js';
import { TONER_COLORS } from '../../../src/domain/toner-colors.js';
import type { DemoDevice, DemoPerson } from './plan.js';

const at = (date: Date) => Timestamp.fromDate(date);

/** users/{uid} as a verified new account (newUserDoc, its search keys); kept when it exists. */
export async function ensureUserDoc(db: Firestore, person: DemoPerson, now: Date): Promise<void> {
  const ref = db.collection(USERS).doc(person.uid);
  if ((await ref.get()).exists) return;
  const doc = newUserDoc(
    { name: person.name, email: person.email, photoURL: null, authProvider: 'password' },
    now.toISOString(),
  );
  await ref.create({
    ...doc,
    ...userSearchKeys(doc),
    createdAt: at(now),
    emailVerified: true,
    emailVerifiedAt: at(now),
  });
}

/** clients/{id} and its members, as the desk links them (company-desk.ts). */
export function writeCompany(
  tx: Transaction,
  db: Firestore,
  company: { id: string; company: string },
  founder: DemoPerson,
  members: readonly DemoPerson[],
  by: string,
  when: Date,
): void {
  tx.create(db.collection(CLIENTS).doc(company.id), {
    email: founder.email,
    name: founder.name,
    company: company.company,
    rfc: '',
    leadId: null,
    linkedAt: at(when),
    linkedBy: by,
  });
  for (const person of members)
    tx.create(db.collection(MEMBERS).doc(person.uid), {
      clientId: company.id,
      role: person.role,
      email: person.email,
      name: person.name,
      addedAt: at(when),
      addedBy: by,
    });
}

/** equipment/{id} and its serial's marker, as "Registrar equipo" stores them. */
export function writeDevice(
  tx: Transaction,
  db: Firestore,
  d: DemoDevice,
  startDate: string,
  tonerYield: Record<string, number> | null,
  by: string,
  when: Date,
): void {
  tx.create(db.collection(EQUIPMENT).doc(d.id), {
    clientId: d.clientId,
    model: d.model,
    serial: d.serial,
    color: d.color,
    location: { ...d.location },
    contract: { startDate, ...d.contract },
    startCounters: { ...d.startCounters },
    ...(tonerYield ? { tonerYield } : {}),
    lastReading: null,
    lastReadingMonth: '',
    createdAt: at(when),
    createdBy: by,
    updatedAt: at(when),
    updatedBy: by,
  });
  tx.create(db.collection(EQUIPMENT_SERIALS).doc(serialKey(d.serial)), { equipmentId: d.id });
}

/**
 * A member's "Capturar lectura" of `month` sent at `when`: the portal's decision (submitReading,
 * src/data/rental/client-portal.ts: one reading a month, never below the device's floor, which it records
 * as `previous`) and its one transaction with the device's last reading.
 */
export async function typeReading(
  db: Firestore,
  equipmentId: string,
  month: string,
  counters: Counters,
  by: string,
  when: Date,
): Promise<Counters> {
  const device = db.collection(EQUIPMENT).doc(equipmentId);
  const reading = device.collection(READINGS).doc(month);
  return db.runTransaction(async (tx) => {
    const [stored, existing] = await Promise.all([tx.get(device), tx.get(reading)]);
    const data = stored.data();
    if (!data) throw new Error(`${equipmentId}: el equipo no existe.`);
    if (existing.exists || String(data.lastReadingMonth ?? '') >= month)
      throw new Error(`${equipmentId}: ya tiene la lectura de ${month}.`);
    const previous = readingFloor({
      lastReading: (data.lastReading as (Counters & { month: string; at: string }) | null) ?? null,
      startCounters: data.startCounters as Counters,
    });
    if (counters.bw < previous.bw) throw new Error(belowPreviousMessage(previous.bw));
    if (counters.color < previous.color) throw new Error(belowPreviousMessage(previous.color));
    tx.update(device, {
      lastReading: { month, bw: counters.bw, color: counters.color, at: at(when) },
      lastReadingMonth: month,
    });
    tx.create(reading, {
      month,
      bw: counters.bw,
      color: counters.color,
      previous: { bw: previous.bw, color: previous.color },
      source: 'cliente',
      by,
      at: at(when),
    });
    return previous;
  });
}

/** One step of a ticket's life on the desk: a status change or a reply, at a time. */
export type TicketStep =
  | { at: Date; status: TicketStatus }
  | { at: Date; reply: string; fromClient?: boolean }
  | { at: Date; technician: true }
  | { at: Date; visit: { date: string; start: string; end: string; phone: string } };

export interface DemoTicket {
  id: string;
  device: DemoDevice;
  author: DemoPerson;
  createdAt: Date;
  kind: { kind: 'toner'; tonerColors: string[] } | { kind: 'falla'; category: string };
  description: string;
  steps: TicketStep[];
}

/** A ticket's final state and its replies (dates as Dates: Firestore stores them as times). */
export interface PlannedTicket {
  data: Record<string, unknown>;
  replies: { id: string; data: Record<string, unknown> }[];
  /**
   * An open toner request's claim on its device's equipment/{id}/tonerRequests/open (as
   * createTicket writes it with the ticket; src/domain/toner-requests.ts), else null.
   */
  tonerMarker: TonerRequestsDoc | null;
}

/**
 * A ticket as the portal opens it (createTicket) and as the desk's steps leave it: each status
 * change and desk reply moves the clock as the desk's transaction does (applyClockEvent, the
 * dueAt it stores), the technician and the visit as "Asignar técnico" and "Programar visita"
 * store them, the replies as the desk and the portal write them. A ticket nobody answered gets
 * its response due time, as startTicketClock sets it. Pure.
 */
export function planTicket(
  t: DemoTicket,
  technician: { uid: string; name: string },
): PlannedTicket {
  let status: TicketStatus = 'Abierto';
  let clock: TicketClock = {
    createdAt: t.createdAt,
    responseHours: t.device.contract.responseHours,
    resolutionHours: t.device.contract.resolutionHours,
    respondedAt: null,
    pausedAt: null,
    pausedMinutes: 0,
    resolvedAt: null,
  };
  let dueAt: Date | null = clockState(clock, t.createdAt).responseDue;
  const extra: Record<string, unknown> = {};
  const replies: PlannedTicket['replies'] = [];
  t.steps.forEach((step, index) => {
    let event: ClockEvent | null = null;
    if ('status' in step) {
      event = { type: 'status', status: step.status };
      extra.statusChangedAt = step.at;
      extra.statusChangedBy = technician.uid;
    } else if ('reply' in step) {
      const fromClient = step.fromClient === true;
      if (!fromClient) {
        event = { type: 'company-reply' };
        extra.lastReplyAt = step.at;
      }
      const author = fromClient ? t.author : technician;
      replies.push({
        id: `${t.id}-${String(index + 1).padStart(2, '0')}`,
        data: {
          text: step.reply,
          authorUid: author.uid,
          authorName: author.name,
          at: step.at,
          fromClient,
          notified: false,
        },
      });
    } else if ('technician' in step) {
      extra.technicianUid = technician.uid;
      extra.technicianName = technician.name;
    } else {
      extra.visit = {
        ...step.visit,
        address: t.device.location.address,
        scheduledAt: step.at,
        scheduledBy: technician.uid,
      };
    }
    if (event) ({ status, clock, dueAt } = applyClockEvent(status, clock, event, step.at));
  });
  const data = {
    equipmentId: t.device.id,
    clientId: t.device.clientId,
    authorUid: t.author.uid,
    clientEmail: t.author.email,
    equipment: { model: t.device.model, serial: t.device.serial },
    createdAt: t.createdAt,
    statusChangedAt: null,
    statusChangedBy: null,
    lastReplyAt: null,
    ...initialServiceKeys(t.device.contract, 'cliente'),
    ...t.kind,
    description: t.description,
    ...extra,
    status,
    open: isOpenStatus(status),
    respondedAt: clock.respondedAt,
    pausedAt: clock.pausedAt,
    resolvedAt: clock.resolvedAt,
    pausedMinutes: clock.pausedMinutes,
    dueAt,
  };
  const kind = t.kind;
  let tonerMarker: TonerRequestsDoc | null = null;
  if (kind.kind === 'toner' && data.open) {
    const colors = TONER_COLORS.filter((c) => kind.tonerColors.includes(c));
    const claim = claimTonerColors(null, colors, t.id);
    if (claim.kind === 'claimed') tonerMarker = claim.doc;
  }
  return { data, replies, tonerMarker };
}

/**
 * The ticket, its replies and (an open toner request) its claim on the device's toner marker, in
 * one transaction; resolves to the ticket's data.
 */
export async function writeTicket(
  db: Firestore,
  t: DemoTicket,
  technician: { uid: string; name: string },
): Promise<Record<string, unknown>> {
  const { data, replies, tonerMarker } = planTicket(t, technician);
  const ref = db.collection(TICKETS).doc(t.id);
  const marker = db.collection(tonerRequestsOf(t.device.id)).doc(TONER_REQUEST_DOC);
  // One transaction, as the portal's createTicket: an open toner request claims its colours on
  // the device's marker with the ticket (a colour already claimed there refuses it).
  await db.runTransaction(async (tx) => {
    let claimed: TonerRequestsDoc | null = null;
    if (tonerMarker) {
      const current = await tx.get(marker);
      const colors = Object.keys(tonerMarker.colors) as (keyof TonerRequestsDoc['colors'])[];
      const claim = claimTonerColors(current.exists ? current.data() : null, colors, t.id);
      if (claim.kind === 'taken')
        throw new Error(`Demo: el tóner ${claim.color} de ${t.device.id} ya está solicitado.`);
      claimed = claim.doc;
    }
    tx.create(ref, data);
    for (const reply of replies) tx.create(ref.collection(REPLIES).doc(reply.id), reply.data);
    if (claimed) tx.set(marker, claimed);
  });
  return data;
}
