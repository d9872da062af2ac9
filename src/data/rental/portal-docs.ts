/**
 * The rental portal's documents as the data seam hands them out (./client-portal.ts re-exports
 * all of it): their types with ids, the page sizes, and each document's parser through its
 * domain schema (src/domain/schemas/equipment.ts, meter-reading.ts, ticket.ts).
 */
import * as v from 'valibot';
import type { ClientDoc } from '@/domain/schemas/client';
import {
  EQUIPMENT_COLLECTION,
  EquipmentSchema,
  type EquipmentDoc,
} from '@/domain/schemas/equipment';
import {
  MeterReadingSchema,
  READINGS_SUBCOLLECTION,
  type MeterReadingDoc,
} from '@/domain/schemas/meter-reading';
import {
  REPLIES_SUBCOLLECTION,
  TICKETS_COLLECTION,
  TicketReplySchema,
  TicketSchema,
  type TicketDoc,
  type TicketReplyDoc,
} from '@/domain/schemas/ticket';
import { isPlainObject, stripUndefined } from '../doc-values';
import type { DocData, PageCursor } from '../ports';

/** A ticket's replies' collection. */
export const repliesOf = (ticketId: string): string =>
  `${TICKETS_COLLECTION}/${ticketId}/${REPLIES_SUBCOLLECTION}`;

/**
 * The cache key of a ticket's latest replies (the desk's thread and the client's;
 * service/reply-list.ts reads them). A `version` (the last reply's time, which the client's
 * ticket carries) reads them anew when a reply arrives.
 */
export const repliesKey = (ticketId: string, version?: string): string =>
  `${repliesOf(ticketId)}${version === undefined ? '' : `@${version}`}`;

/** Devices read per client (a client rents a handful; one read of each). */
export const EQUIPMENT_LIMIT = 100;
/** Readings shown per device: two years of months. */
export const READINGS_LIMIT = 24;
/** Tickets per page (the client's and the desk's lists). */
export const TICKET_PAGE_SIZE = 50;

/** A company, clients/{clientId}; `uid` is its id (a migrated company's: its founder's uid). */
export type Client = ClientDoc & { uid: string };
export type Equipment = EquipmentDoc & { id: string };
export type MeterReading = MeterReadingDoc & { id: string };
export type Ticket = TicketDoc & { id: string };
export type TicketReply = TicketReplyDoc & { id: string };

export interface Page<T> {
  items: T[];
  /** Where the next page starts; null on the last page. */
  next: PageCursor | null;
}

export const readingsOf = (equipmentId: string) =>
  `${EQUIPMENT_COLLECTION}/${equipmentId}/${READINGS_SUBCOLLECTION}`;

/* @__NO_SIDE_EFFECTS__ */
function parser<S extends v.GenericSchema>(schema: S) {
  return (id: string, raw: unknown): (v.InferOutput<S> & { id: string }) | null => {
    if (!isPlainObject(raw)) return null;
    const result = v.safeParse(schema, raw);
    return result.success ? { ...stripUndefined(result.output as object), id } : null;
  };
}

export const parseEquipment = parser(EquipmentSchema) as (
  id: string,
  raw: unknown,
) => Equipment | null;
export const parseMeterReading = parser(MeterReadingSchema) as (
  id: string,
  raw: unknown,
) => MeterReading | null;
export const parseTicket = parser(TicketSchema) as (id: string, raw: unknown) => Ticket | null;
export const parseTicketReply = parser(TicketReplySchema) as (
  id: string,
  raw: unknown,
) => TicketReply | null;

export function pageOf<T>(
  rows: { id: string; data: DocData; cursor?: PageCursor }[],
  parse: (id: string, raw: unknown) => T | null,
  size: number,
): Page<T> {
  const items = rows.flatMap((row) => parse(row.id, row.data) ?? []);
  const last = rows.at(-1);
  return { items, next: rows.length === size && last?.cursor ? last.cursor : null };
}
