/**
 * The desk's service-level operations on tickets and devices (docs/decisions/0042-service-levels.md):
 * a ticket's clock as stored, the technician and the visit, the technicians' list, the views
 * "Fuera de tiempo", "Visitas de hoy" and "Tiempos de servicio", "Nuevo ticket" for a client and
 * "Terminar contrato". Admins only (firestore.rules). Every read is one page at most.
 */
import { cancunDate, CANCUN_UTC_OFFSET_MINUTES } from '@/domain/business-hours';
import { EQUIPMENT_COLLECTION, readingFloor, type Counters } from '@/domain/schemas/equipment';
import { TICKETS_COLLECTION } from '@/domain/schemas/ticket';
import { ENDED_READING_MONTH } from '@/domain/service-hours';
import type { VisitWindow } from '@/domain/service-level';
import { USERS } from '@/domain/collections';
import { withDocuments } from '../../access';
import {
  parseEquipment,
  parseTicket,
  TICKET_PAGE_SIZE,
  type Equipment,
  type Page,
  type Ticket,
  type TicketInit,
} from '../client-portal';
import { SERVER_TIME } from '../../doc-values';
import { DataError } from '../../errors';
import type { ListOptions, PageCursor } from '../../ports';
import { newTicket } from './new-ticket';
import { createUncountedTicket, newDocumentId } from './service-limits';

// ---------------------------------------------------------------------------------------------
// Technicians

/** A technician: an admin marked `technician: true` in Usuarios. */
export interface Technician {
  uid: string;
  name: string;
  email: string;
}

/** At most this many technicians are read (a team of a few). */
export const TECHNICIANS_LIMIT = 100;

/** The technicians, by name: one equality query (no composite index). */
export async function listTechnicians(): Promise<Technician[]> {
  const rows = await withDocuments((store) =>
    store.list(USERS, {
      where: [{ field: 'technician', op: '==', value: true }],
      limit: TECHNICIANS_LIMIT,
    }),
  );
  return rows
    .flatMap((row) => {
      const data = row.data;
      if (data.role !== 'admin') return [];
      const email = typeof data.email === 'string' ? data.email : '';
      const name = typeof data.name === 'string' ? data.name.trim() : '';
      return [{ uid: row.id, name: name || email, email }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.uid.localeCompare(b.uid));
}

export const techniciansKey = (): string => `${USERS}?technician=true`;

/** "Asignar técnico": the ticket's technician (null: none). */
export async function assignTechnician(
  ticketId: string,
  technician: Pick<Technician, 'uid' | 'name'> | null,
): Promise<void> {
  await withDocuments((store) =>
    store.set(
      TICKETS_COLLECTION,
      ticketId,
      { technicianUid: technician?.uid ?? null, technicianName: technician?.name ?? '' },
      { merge: true },
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Visits

export interface VisitInit extends VisitWindow {
  address: string;
  phone: string;
}

/** "Programar visita": the day, the time window, where and whom to call (admins). */
export async function scheduleVisit(
  ticketId: string,
  visit: VisitInit,
  adminUid: string,
): Promise<void> {
  await withDocuments((store) =>
    store.set(
      TICKETS_COLLECTION,
      ticketId,
      {
        visit: {
          date: visit.date,
          start: visit.start,
          end: visit.end,
          address: visit.address.trim(),
          phone: visit.phone.trim(),
          scheduledAt: SERVER_TIME,
          scheduledBy: adminUid,
        },
      },
      { merge: true },
    ),
  );
}

/** "Visitas de hoy": the technician's tickets with a visit on `day` (Cancún), by start time. */
export async function listTodayVisits(technicianUid: string, day: string): Promise<Ticket[]> {
  const rows = await withDocuments((store) =>
    store.list(TICKETS_COLLECTION, {
      where: [
        { field: 'technicianUid', op: '==', value: technicianUid },
        { field: 'visit.date', op: '==', value: day },
      ],
      limit: TICKET_PAGE_SIZE,
    }),
  );
  return rows
    .flatMap((row) => parseTicket(row.id, row.data) ?? [])
    .filter((ticket) => ticket.visit?.date === day)
    .sort((a, b) => (a.visit?.start ?? '').localeCompare(b.visit?.start ?? ''));
}

export const todayVisitsKey = (uid: string, day: string): string =>
  `${TICKETS_COLLECTION}?technician=${uid}&visit=${day}`;

// ---------------------------------------------------------------------------------------------
// Fuera de tiempo

/** Tickets whose pending promise passed before `now`, the most overdue first. */
export function overdueTicketsOptions(now: Date, after: PageCursor | null = null): ListOptions {
  return {
    where: [{ field: 'dueAt', op: '<', value: now }],
    orderBy: { field: 'dueAt', direction: 'asc' },
    limit: TICKET_PAGE_SIZE,
    ...(after ? { startAfter: after } : {}),
  };
}

export async function listOverdueTickets(
  now: Date,
  after: PageCursor | null = null,
): Promise<Page<Ticket>> {
  const rows = await withDocuments((store) =>
    store.list(TICKETS_COLLECTION, overdueTicketsOptions(now, after)),
  );
  const items = rows.flatMap((row) => parseTicket(row.id, row.data) ?? []);
  const last = rows.at(-1);
  return { items, next: rows.length === TICKET_PAGE_SIZE && last?.cursor ? last.cursor : null };
}

export const overdueTicketsKey = (): string => `${TICKETS_COLLECTION}?desk=fuera-de-tiempo`;

// ---------------------------------------------------------------------------------------------
// Tiempos de servicio

/** The most tickets one month's metrics read. */
export const MONTH_TICKETS_LIMIT = 500;

/** The first instant of month `id` ("YYYY-MM") in Cancún, and of the next month. */
export function monthRange(id: string): { start: Date; end: Date } {
  const [year, month] = id.split('-').map(Number) as [number, number];
  const offset = -CANCUN_UTC_OFFSET_MINUTES * 60_000;
  return {
    start: new Date(Date.UTC(year, month - 1, 1) + offset),
    end: new Date(Date.UTC(year, month, 1) + offset),
  };
}

/** The tickets created in month `id` (Cancún), at most MONTH_TICKETS_LIMIT; `truncated` beyond. */
export async function listMonthTickets(
  id: string,
): Promise<{ tickets: Ticket[]; truncated: boolean }> {
  const { start, end } = monthRange(id);
  const rows = await withDocuments((store) =>
    store.list(TICKETS_COLLECTION, {
      where: [
        { field: 'createdAt', op: '>=', value: start },
        { field: 'createdAt', op: '<', value: end },
      ],
      orderBy: { field: 'createdAt', direction: 'asc' },
      limit: MONTH_TICKETS_LIMIT,
    }),
  );
  return {
    tickets: rows.flatMap((row) => parseTicket(row.id, row.data) ?? []),
    truncated: rows.length === MONTH_TICKETS_LIMIT,
  };
}

export const monthTicketsKey = (id: string): string => `${TICKETS_COLLECTION}?month=${id}`;

// ---------------------------------------------------------------------------------------------
// Nuevo ticket (the desk, for a client)

/** The member a desk ticket is opened for ("A nombre de"). */
export interface TicketMember {
  uid: string;
  email: string;
}

/**
 * "Nuevo ticket" on a client's page: a ticket opened by the company (`openedBy: 'empresa'`) for
 * the member `member` of the company `clientId`, on one of its devices, with the device
 * contract's times and the same clock as the client's own tickets. It counts in no client's daily
 * quota; a toner ticket claims its colours on the device like the client's (TonerRequestOpenError
 * while one is open). Resolves to its id.
 */
export async function createDeskTicket(
  equipment: Pick<Equipment, 'id' | 'model' | 'serial' | 'clientId' | 'contract'>,
  init: TicketInit,
  member: TicketMember,
  ticketId: string = newDocumentId(),
): Promise<string> {
  const { ticket, toner } = newTicket(
    equipment,
    init,
    { ...member, clientId: equipment.clientId },
    'empresa',
  );
  await withDocuments((store) => createUncountedTicket(store, ticketId, ticket, toner));
  return ticketId;
}

// ---------------------------------------------------------------------------------------------
// Terminar contrato

export interface ContractEndInit extends Counters {
  /** The last day of the rental, "YYYY-MM-DD" (Cancún), not in the future. */
  date: string;
}

/** Why endContract refused: a counter below the device's floor, or it already ended. */
export class ContractEndRefusedError extends DataError {
  readonly reason: 'below-floor' | 'already-ended' | 'future-date';
  readonly floor: Counters;

  constructor(reason: ContractEndRefusedError['reason'], floor: Counters) {
    super('invalid', `Contract end refused (${reason}).`);
    this.name = 'ContractEndRefusedError';
    this.reason = reason;
    this.floor = floor;
  }
}

/**
 * "Terminar contrato": the device's rental ends on `init.date` with its final counters (not below
 * its last reading), in one transaction; its `lastReadingMonth` becomes ENDED_READING_MONTH, so
 * "Lecturas pendientes" and the reminders skip it. Resolves to the device as stored.
 */
export async function endContract(
  equipmentId: string,
  init: ContractEndInit,
  adminUid: string,
  now: Date = new Date(),
): Promise<Equipment> {
  if (init.date > cancunDate(now)) throw new ContractEndRefusedError('future-date', init);
  const seen: { refused: ContractEndRefusedError | null; found: boolean } = {
    refused: null,
    found: false,
  };
  const stored = await withDocuments((store) =>
    store.update(EQUIPMENT_COLLECTION, equipmentId, (current) => {
      const device = current ? parseEquipment(equipmentId, current) : null;
      seen.found = device !== null;
      seen.refused = null;
      if (!current || !device) return null;
      const floor = readingFloor(device);
      if (device.contractEnd) {
        seen.refused = new ContractEndRefusedError('already-ended', floor);
        return null;
      }
      if (init.bw < floor.bw || init.color < floor.color) {
        seen.refused = new ContractEndRefusedError('below-floor', floor);
        return null;
      }
      return {
        ...current,
        contractEnd: {
          date: init.date,
          bw: init.bw,
          color: init.color,
          at: SERVER_TIME,
          by: adminUid,
        },
        lastReadingMonth: ENDED_READING_MONTH,
      };
    }),
  );
  if (!seen.found) throw new DataError('not-found', `equipment/${equipmentId} does not exist.`);
  if (seen.refused) throw seen.refused;
  const equipment = stored ? parseEquipment(equipmentId, stored) : null;
  if (!equipment)
    throw new DataError('unknown', `equipment/${equipmentId}: the stored device does not parse.`);
  return equipment;
}
