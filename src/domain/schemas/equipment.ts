/**
 * equipment/{id}: a rented device of a client (docs/decisions/0033-client-portal-data.md): model,
 * serial number, where it is, its contract, its counters when installed and the last reading
 * (kept by the client's reading, src/data/client-portal.ts submitReading): what a stored device
 * may hold, and the typed numbers' Spanish messages. The admin's form is ./equipment-form.ts (apart,
 * so the client's pages, which read devices, do not load it). firestore.rules mirror both.
 */
import * as v from 'valibot';
import { REQUIRED_FIELD_MESSAGE } from './plain';
import { MAX_COUNTER } from '../readings/counter';
import { EQUIPMENT } from '../collections';
import { MAX_TONER_YIELD } from '../toner-yield';
import { AgentRefusedSchema, DeviceAgentSchema } from './agent';
import {
  DEFAULT_RESOLUTION_HOURS,
  DEFAULT_RESPONSE_HOURS,
  MAX_SERVICE_HOURS,
  MIN_SERVICE_HOURS,
} from '../service-hours';

export const EQUIPMENT_COLLECTION = EQUIPMENT;

/** Limits (characters), the same in firestore.rules. */
export const EQUIPMENT_LIMITS = {
  model: 120,
  serial: 80,
  address: 300,
  area: 120,
} as const;

/** The largest counter or page count accepted: defined once, in ../readings/counter.ts. */
export { MAX_COUNTER };
/** The largest monthly fee and per-page price accepted, in MXN. */
export const MAX_FEE_MXN = 10_000_000;
export const MAX_PAGE_PRICE_MXN = 1_000;

export const WHOLE_NUMBER_MESSAGE = 'Escribe un número entero, sin decimales.';
export const AMOUNT_MESSAGE = 'Escribe un importe en pesos, con hasta dos decimales.';
export const PAGE_PRICE_MESSAGE = 'Escribe un precio en pesos, con hasta cuatro decimales.';
export const DATE_MESSAGE = 'Escribe una fecha válida.';
export const tooLargeMessage = (max: number): string =>
  `El valor no puede ser mayor que ${max.toLocaleString('es-MX')}.`;

const counter = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_COUNTER));
const amount = (max: number) => v.pipe(v.number(), v.minValue(0), v.maxValue(max));

/** B/N and colour counters (or pages): whole numbers from 0. */
export const CountersSchema = v.object({ bw: counter, color: counter });
export type Counters = v.InferOutput<typeof CountersSchema>;

/** A contract's promises, in business hours: whole numbers from 1 to 200. */
const promiseHours = (fallback: number) =>
  v.fallback(
    v.pipe(v.number(), v.integer(), v.minValue(MIN_SERVICE_HOURS), v.maxValue(MAX_SERVICE_HOURS)),
    fallback,
  );

export const ContractSchema = v.object({
  /** The day the contract started, "YYYY-MM-DD". */
  startDate: v.pipe(v.string(), v.isoDate()),
  /** The monthly fee in MXN, IVA included. */
  monthlyFeeMxn: amount(MAX_FEE_MXN),
  includedPagesBw: counter,
  includedPagesColor: counter,
  /** MXN per page beyond the included ones, IVA included. */
  extraPagePriceBw: amount(MAX_PAGE_PRICE_MXN),
  extraPagePriceColor: amount(MAX_PAGE_PRICE_MXN),
  /** Response and resolution times (business hours); contracts before them read 4 and 16. */
  responseHours: promiseHours(DEFAULT_RESPONSE_HOURS),
  resolutionHours: promiseHours(DEFAULT_RESOLUTION_HOURS),
});
export type Contract = v.InferOutput<typeof ContractSchema>;

/** The latest reading a device has (a copy of equipment/{id}/readings/{month}'s counters). */
export const LastReadingSchema = v.object({
  month: v.string(),
  bw: counter,
  color: counter,
  /** When it was sent (ISO). */
  at: v.string(),
});
export type LastReading = v.InferOutput<typeof LastReadingSchema>;

/**
 * "Terminar contrato": the day the rental ended ("YYYY-MM-DD", Cancún), the final counters, and
 * when (the database's clock, ISO) and by which admin it was recorded.
 */
export const ContractEndSchema = v.object({
  date: v.string(),
  bw: counter,
  color: counter,
  at: v.string(),
  by: v.string(),
});
export type ContractEnd = v.InferOutput<typeof ContractEndSchema>;

/**
 * A value per toner colour, each optional (an object, not v.record: the only record schema would
 * bring its own code to every page that reads a device).
 */
/* @__NO_SIDE_EFFECTS__ */
function perTonerColor<S extends v.GenericSchema>(schema: S) {
  const optional = v.optional(schema);
  return v.object({ Negro: optional, Cian: optional, Magenta: optional, Amarillo: optional });
}

const tonerYieldPages = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TONER_YIELD));

/** A toner delivery: when, and the counters known then with their time (ISO strings). */
export const TonerDeliverySchema = v.object({
  at: v.string(),
  bw: counter,
  color: counter,
  countersAt: v.string(),
});

/** A stored device, as the portal and the desk read it (timestamps as ISO strings). */
export const EquipmentSchema = v.object({
  /** The company it is rented to (clients/{clientId}). */
  clientId: v.string(),
  model: v.string(),
  serial: v.string(),
  /** Whether it prints in colour (a B/N device: colour counter 0, toner Negro only). */
  color: v.boolean(),
  location: v.object({ address: v.string(), area: v.fallback(v.string(), '') }),
  contract: ContractSchema,
  /** The counters when it was installed: the floor of its first reading. */
  startCounters: CountersSchema,
  /** null until the first reading. */
  lastReading: v.fallback(v.nullable(LastReadingSchema), null),
  /** lastReading's month, '' before the first: what "reading missing this month" queries. */
  lastReadingMonth: v.fallback(v.string(), ''),
  /** Set once its rental ended: it takes no more readings or client tickets. */
  contractEnd: v.fallback(v.nullable(ContractEndSchema), null),
  /**
   * Toner (src/domain/toner-forecast.ts): the cartridges' yield in pages per colour (set by the
   * desk in the device's form), the last delivery per colour (written by the function that sees a
   * toner ticket resolved) and the Cancún day the soonest colour runs out (written by a function
   * from those and the last reading; what "Tóner por agotarse" queries).
   */
  tonerYield: v.fallback(perTonerColor(tonerYieldPages), {}),
  lastToner: v.fallback(perTonerColor(TonerDeliverySchema), {}),
  tonerEndsOn: v.fallback(v.nullable(v.string()), null),
  /** The meter collector's last report and last refused counter (./agent.ts; functions only). */
  agent: v.fallback(v.nullable(DeviceAgentSchema), null),
  agentRefused: v.fallback(v.nullable(AgentRefusedSchema), null),
  createdAt: v.fallback(v.nullable(v.string()), null),
  updatedAt: v.fallback(v.nullable(v.string()), null),
});
export type EquipmentDoc = v.InferOutput<typeof EquipmentSchema>;

/** The counters a device's next reading may not go below: its last reading, or its start. */
export function readingFloor(
  equipment: Pick<EquipmentDoc, 'lastReading' | 'startCounters'>,
): Counters {
  const { lastReading, startCounters } = equipment;
  return lastReading
    ? { bw: lastReading.bw, color: lastReading.color }
    : { bw: startCounters.bw, color: startCounters.color };
}

// ---------------------------------------------------------------------------------------------
// Forms: typed text in, stored numbers out

/** What a form sends in: a field as typed (a missing one reads as ''). */
export const typed = v.optional(v.string(), '');

/** A whole number typed in a form (thousands separators allowed: "12,345"). */
/* @__NO_SIDE_EFFECTS__ */
export function wholeNumberField(max = MAX_COUNTER) {
  return v.pipe(
    typed,
    v.trim(),
    v.nonEmpty(REQUIRED_FIELD_MESSAGE),
    v.transform((text) => text.replace(/[,\s]/g, '')),
    v.regex(/^\d+$/, WHOLE_NUMBER_MESSAGE),
    v.transform(Number),
    v.maxValue(max, tooLargeMessage(max)),
  );
}
