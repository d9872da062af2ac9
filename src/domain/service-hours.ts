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
