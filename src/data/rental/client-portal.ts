/**
 * The rental clients' portal through the data seam (docs/decisions/0033-client-portal-data.md):
 * clients/{clientId} (the company; docs/decisions/0041-company-accounts.md), equipment/{id} with
 * readings/{YYYY-MM}, tickets/{id} with replies/{id}; devices and tickets carry the company's
 * `clientId`, a ticket its author's `authorUid`.
 * firestore.rules decide who may do what; every read is parsed by its schema
 * (src/domain/schemas/client.ts, equipment.ts, meter-reading.ts, ticket.ts) and is one page at
 * most, whatever the data grows to.
 */
import * as v from 'valibot';
import { CLIENTS_COLLECTION, ClientSchema } from '@/domain/schemas/client';
import { EQUIPMENT_COLLECTION } from '@/domain/schemas/equipment';
import { TICKETS_COLLECTION } from '@/domain/schemas/ticket';
import {
  EQUIPMENT_LIMIT,
  READINGS_LIMIT,
  TICKET_PAGE_SIZE,
  pageOf,
  parseEquipment,
  parseMeterReading,
  parseTicket,
  readingsOf,
  type Client,
  type Equipment,
  type MeterReading,
  type Page,
  type Ticket,
} from './portal-docs';
import type { ReadingInit, SubmittedReading, TicketAuthor, TicketInit } from './portal-inputs';
import { withDocuments } from '../access';
import { isPlainObject } from '../doc-values';
import type { ListOptions, PageCursor } from '../ports';
import type { ServiceHours } from '@/domain/service-hours';

export {
  ReadingRefusedError,
  type ReadingInit,
  type SubmittedReading,
  type TicketAuthor,
  type TicketInit,
} from './portal-inputs';
export {
  EQUIPMENT_LIMIT,
  READINGS_LIMIT,
  TICKET_PAGE_SIZE,
  parseEquipment,
  parseMeterReading,
  parseTicket,
  parseTicketReply,
  type Client,
  type Equipment,
  type MeterReading,
  type Page,
  type Ticket,
  type TicketReply,
} from './portal-docs';

// ---------------------------------------------------------------------------------------------
// Clients

/** clients/{clientId}: the company, or null when there is none. */
export async function getClient(uid: string): Promise<Client | null> {
  const raw = await withDocuments((store) => store.get(CLIENTS_COLLECTION, uid));
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(ClientSchema, raw);
  return result.success ? { ...result.output, uid } : null;
}

// ---------------------------------------------------------------------------------------------
// Equipment

const byModelAndSerial = (a: Equipment, b: Equipment) =>
  a.model.localeCompare(b.model, 'es') || a.serial.localeCompare(b.serial, 'es');

/**
 * A company's devices ("Mis equipos", and the desk's view of one client), by model and serial:
 * one equality query, no composite index, at most EQUIPMENT_LIMIT documents.
 */
export async function listClientEquipment(clientId: string): Promise<Equipment[]> {
  const rows = await withDocuments((store) =>
    store.list(EQUIPMENT_COLLECTION, {
      where: [{ field: 'clientId', op: '==', value: clientId }],
      limit: EQUIPMENT_LIMIT,
    }),
  );
  return rows.flatMap((row) => parseEquipment(row.id, row.data) ?? []).sort(byModelAndSerial);
}

/** "Mis equipos": the devices of the signed-in member's company. */
export const listMyEquipment = (clientId: string): Promise<Equipment[]> =>
  listClientEquipment(clientId);

/** The cache key (src/lib/query-cache.ts) of a company's devices, the portal's and the desk's. */
export const clientEquipmentKey = (clientId: string): string => `clients/${clientId}/equipment`;

// ---------------------------------------------------------------------------------------------
// Readings

/** A device's readings, newest month first (at most READINGS_LIMIT). */
export async function listReadings(equipmentId: string): Promise<MeterReading[]> {
  const rows = await withDocuments((store) =>
    store.list(readingsOf(equipmentId), {
      orderBy: { field: 'month', direction: 'desc' },
      limit: READINGS_LIMIT,
    }),
  );
  return rows.flatMap((row) => parseMeterReading(row.id, row.data) ?? []);
}

/** The cache key of a device's readings; a `version` (its last reading's month) reads anew. */
export const readingsKey = (equipmentId: string, version?: string): string =>
  `${readingsOf(equipmentId)}${version === undefined ? '' : `@${version}`}`;

/**
 * "Capturar lectura" (and the desk's "Registrar lectura"): stores the device's reading of a month
 * (`init.month`, by default this month in Cancún time; the id is the month) and makes it the
 * device's last reading, both in ONE transaction (the rules refuse either alone, and accept only
 * this month or the month before while it is open). Rejects with ReadingRefusedError when the
 * month already has a reading (or the device a later one) or a counter is below the device's
 * floor, 'not-found' for an unknown device. The write, with the reading decision, is
 * ./reading-writes.ts: its code loads on the first reading sent, not with the pages that show
 * the form (their JS budget).
 */
export async function submitReading(
  equipmentId: string,
  init: ReadingInit,
  uid: string,
  now: Date = new Date(),
): Promise<SubmittedReading> {
  const { storeReading } = await import('./reading-writes');
  return storeReading(equipmentId, init, uid, now);
}

// ---------------------------------------------------------------------------------------------
// Tickets

/**
 * "Solicitar tóner" / "Reportar una falla": opens a ticket, Abierto, on the company's device,
 * with the device's model and serial, the company and the author's uid and e-mail (the rules check
 * them), the device contract's service times and the clock's initial keys (initialServiceKeys),
 * counted by the author's quota of the day (DailyTicketLimitError after
 * TICKET_DAILY_LIMIT); a toner ticket is refused with TonerRequestOpenError while one of its
 * colours has an open request on the device (service/toner-requests.ts). `ticketId`:
 * the id chosen beforehand (a fault's photo is uploaded under it: ticketPhotoPath); a new one by
 * default. Resolves to its id.
 */
export async function createTicket(
  equipment: Pick<Equipment, 'id' | 'model' | 'serial'> & { contract?: ServiceHours },
  init: TicketInit,
  author: TicketAuthor,
  ticketId?: string,
  now: Date = new Date(),
): Promise<string> {
  // The write, with the day's quota and the new id (./service/service-limits.ts), is
  // ./ticket-writes.ts: it loads with the first ticket sent, not with the pages that show the
  // forms (their JS budget).
  const { storeTicket } = await import('./ticket-writes');
  return storeTicket(equipment, init, author, ticketId, now);
}

/**
 * Whose tickets a member reads: the company's (`clientId`), and for a "Usuario" only the ones
 * they opened (`authorUid`; the rules refuse the query without it). null: every one.
 */
export interface TicketScope {
  clientId: string;
  authorUid: string | null;
}

/** The query of a member's tickets: newest first, one page. */
export function myTicketsOptions(scope: TicketScope, after: PageCursor | null = null): ListOptions {
  return {
    where: [
      { field: 'clientId', op: '==', value: scope.clientId },
      ...(scope.authorUid === null
        ? []
        : [{ field: 'authorUid', op: '==' as const, value: scope.authorUid }]),
    ],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: TICKET_PAGE_SIZE,
    ...(after ? { startAfter: after } : {}),
  };
}

export async function listMyTickets(
  scope: TicketScope,
  after: PageCursor | null = null,
): Promise<Page<Ticket>> {
  const rows = await withDocuments((store) =>
    store.list(TICKETS_COLLECTION, myTicketsOptions(scope, after)),
  );
  return pageOf(rows, parseTicket, TICKET_PAGE_SIZE);
}

/** The cache key of a member's first page of tickets ("Mis tickets" and the device pages). */
export const myTicketsKey = (scope: TicketScope): string =>
  `${TICKETS_COLLECTION}?client=${scope.clientId}${scope.authorUid === null ? '' : `&author=${scope.authorUid}`}`;

/** The desk's two lists: open tickets oldest first, and resolved ones newest first. */
export type TicketView = 'abiertos' | 'resueltos';

export function deskTicketsOptions(view: TicketView, after: PageCursor | null = null): ListOptions {
  return {
    where: [{ field: 'open', op: '==', value: view === 'abiertos' }],
    orderBy: { field: 'createdAt', direction: view === 'abiertos' ? 'asc' : 'desc' },
    limit: TICKET_PAGE_SIZE,
    ...(after ? { startAfter: after } : {}),
  };
}

/** "Servicio": one page of tickets (admins), open ones oldest first by default. */
export async function listTickets(
  view: TicketView = 'abiertos',
  after: PageCursor | null = null,
): Promise<Page<Ticket>> {
  const rows = await withDocuments((store) =>
    store.list(TICKETS_COLLECTION, deskTicketsOptions(view, after)),
  );
  return pageOf(rows, parseTicket, TICKET_PAGE_SIZE);
}

/** The cache name of a Servicio list (src/hooks/use-paged-list.ts adds the page). */
export const deskTicketsKey = (view: TicketView): string => `${TICKETS_COLLECTION}?desk=${view}`;

export async function getTicket(id: string): Promise<Ticket | null> {
  const raw = await withDocuments((store) => store.get(TICKETS_COLLECTION, id));
  return raw === null ? null : parseTicket(id, raw);
}

export const ticketKey = (id: string): string => `${TICKETS_COLLECTION}/${id}`;
