/**
 * The promises a rental contract may make, in business hours, and the mark of an ended contract
 * (docs/decisions/0042-service-levels.md). Apart from service-level.ts, whose calendar and clock
 * only the pages that show a ticket's clock need: the schemas and forms read these constants
 * without loading them.
 */

export const DEFAULT_RESPONSE_HOURS = 4;
export const DEFAULT_RESOLUTION_HOURS = 16;
/** The hours a contract may promise (both times), in business hours. */
export const MIN_SERVICE_HOURS = 1;
export const MAX_SERVICE_HOURS = 200;

/**
 * `lastReadingMonth` of a device whose contract ended ("Terminar contrato"): later than every
 * month, so "Lecturas pendientes" (`lastReadingMonth < month`) and the reminders skip it.
 */
export const ENDED_READING_MONTH = '9999-12';

/** A device's promised times (equipment/{id}'s `contract`; either may be missing). */
export interface ServiceHours {
  responseHours?: number;
  resolutionHours?: number;
}

/**
 * The service-level keys a new ticket starts with (docs/product.md, "Tiempos de servicio"): the
 * device's contract's response and resolution times in business hours (4 and 16 when the
 * contract names none), the clock not started (`dueAt` null: the server sets it once the ticket
 * is stored), no technician, no visit, and not yet notified. `openedBy`: the client from the
 * portal, or the company ("Nuevo ticket" on the desk, the meter collector's toner tickets).
 * Shared with the functions.
 */
export function initialServiceKeys(
  contract: ServiceHours | undefined,
  openedBy: 'cliente' | 'empresa',
) {
  return {
    responseHours: contract?.responseHours ?? DEFAULT_RESPONSE_HOURS,
    resolutionHours: contract?.resolutionHours ?? DEFAULT_RESOLUTION_HOURS,
    respondedAt: null,
    pausedAt: null,
    resolvedAt: null,
    pausedMinutes: 0,
    dueAt: null,
    technicianUid: null,
    technicianName: '',
    visit: null,
    openedBy,
    notified: false,
  };
}
