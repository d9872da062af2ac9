/**
 * What the client's writes take and answer (client-portal.ts submitReading and createTicket, whose
 * writes are ./reading-writes.ts and ./ticket-writes.ts, loaded on the first send): a module of its
 * own, so those writes and the pages share these declarations without importing each other.
 */
import { readingFloor, type Counters } from '@/domain/schemas/equipment';
import type { FaultReport, TonerRequest } from '@/domain/schemas/ticket';
import type { Equipment, MeterReading } from './portal-docs';
import { DataError } from '../errors';

export interface ReadingInit extends Counters {
  /** The counter's photo, already uploaded: its path (client-files.ts meterPhotoPath). */
  photoPath?: string;
  /**
   * Who gives it (src/domain/month-close.ts READING_SOURCES): 'cliente', a member in the portal
   * (the default), or 'empresa', an admin in the desk (firestore.rules require the one that
   * matches the writer).
   */
  source?: 'cliente' | 'empresa';
  /**
   * The month it is for, "YYYY-MM" (src/domain/reading-month.ts deviceReadingMonth: on the 1st to
   * 5th the month before, while open); the current month (Cancún) by default.
   */
  month?: string;
}

/** What submitReading stored: the reading and the device stamped with it, as stored. */
export interface SubmittedReading {
  reading: MeterReading;
  equipment: Equipment;
}

/**
 * Why submitReading refused: the month already has its reading, or a counter is below the
 * device's floor (`floor`: its latest stored reading, or its start counters). Carries the device
 * as stored, so a form shows why without reading it again.
 */
export class ReadingRefusedError extends DataError {
  readonly reason: 'already-this-month' | 'below-floor';
  readonly floor: Counters;
  readonly equipment: Equipment;

  constructor(reason: ReadingRefusedError['reason'], equipment: Equipment) {
    super('invalid', `equipment/${equipment.id}: reading refused (${reason}).`);
    this.name = 'ReadingRefusedError';
    this.reason = reason;
    this.equipment = equipment;
    this.floor = readingFloor(equipment);
  }
}

export type TicketInit =
  ({ kind: 'toner' } & TonerRequest) | ({ kind: 'falla'; photoPath?: string } & FaultReport);

/** Who opens a ticket: the signed-in member (`uid`, their e-mail) of the company `clientId`. */
export interface TicketAuthor {
  uid: string;
  email: string;
  clientId: string;
}
