/**
 * equipment/{id}: a rented device of a client (docs/decisions/0033-client-portal-data.md): model,
 * serial number, where it is, its contract, its counters when installed and the last reading
 * (kept by the client's reading, src/data/client-portal.ts submitReading). The admin's form with
 * its Spanish messages, and what a stored device may hold. firestore.rules mirror both.
 */
import * as v from 'valibot';
import { FORM_PARSE_CONFIG, fieldErrors } from './fields';
import { REQUIRED_FIELD_MESSAGE, tooLongMessage } from './plain';
import { EQUIPMENT } from '../collections';

export const EQUIPMENT_COLLECTION = EQUIPMENT;

/** Limits (characters), the same in firestore.rules. */
export const EQUIPMENT_LIMITS = {
  model: 120,
  serial: 80,
  address: 300,
  area: 120,
} as const;

/** The largest counter or page count accepted (a printer's counter has at most 9 digits). */
export const MAX_COUNTER = 999_999_999;
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

/** A stored device, as the portal and the desk read it (timestamps as ISO strings). */
export const EquipmentSchema = v.object({
  clientUid: v.string(),
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

const typed = v.optional(v.string(), '');

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

/** An amount in pesos typed in a form ("1,250.50"), with at most `decimals` decimals. */
/* @__NO_SIDE_EFFECTS__ */
function pesosField(max: number, decimals: 2 | 4) {
  const pattern = decimals === 2 ? /^\d+(\.\d{1,2})?$/ : /^\d+(\.\d{1,4})?$/;
  return v.pipe(
    typed,
    v.trim(),
    v.nonEmpty(REQUIRED_FIELD_MESSAGE),
    v.transform((text) => text.replace(/[,\s$]/g, '')),
    v.regex(pattern, decimals === 2 ? AMOUNT_MESSAGE : PAGE_PRICE_MESSAGE),
    v.transform(Number),
    v.maxValue(max, tooLargeMessage(max)),
  );
}

/* @__NO_SIDE_EFFECTS__ */
function textField(max: number, required: boolean) {
  return required
    ? v.pipe(
        typed,
        v.trim(),
        v.nonEmpty(REQUIRED_FIELD_MESSAGE),
        v.maxLength(max, tooLongMessage(max)),
      )
    : v.pipe(typed, v.trim(), v.maxLength(max, tooLongMessage(max)));
}

/** The admin's "register equipment" form, field by field (every value as typed). */
export const EquipmentFormSchema = v.object({
  model: textField(EQUIPMENT_LIMITS.model, true),
  serial: textField(EQUIPMENT_LIMITS.serial, true),
  /** 'si' for a colour device, anything else B/N. */
  color: v.pipe(
    typed,
    v.transform((text) => text === 'si'),
  ),
  address: textField(EQUIPMENT_LIMITS.address, true),
  area: textField(EQUIPMENT_LIMITS.area, false),
  startDate: v.pipe(typed, v.trim(), v.nonEmpty(REQUIRED_FIELD_MESSAGE), v.isoDate(DATE_MESSAGE)),
  monthlyFeeMxn: pesosField(MAX_FEE_MXN, 2),
  includedPagesBw: wholeNumberField(),
  includedPagesColor: wholeNumberField(),
  extraPagePriceBw: pesosField(MAX_PAGE_PRICE_MXN, 4),
  extraPagePriceColor: pesosField(MAX_PAGE_PRICE_MXN, 4),
  startBw: wholeNumberField(),
  startColor: wholeNumberField(),
});
export type EquipmentField = keyof typeof EquipmentFormSchema.entries;
export type EquipmentFormValues = Record<EquipmentField, string>;
export type EquipmentFormErrors = Partial<Record<EquipmentField, string>>;

/** What registerEquipment takes (src/data/equipment.ts), besides the client's uid. */
export interface EquipmentInit {
  model: string;
  serial: string;
  color: boolean;
  location: { address: string; area: string };
  contract: Contract;
  startCounters: Counters;
}

/** Validates the admin's form: the device to register, or the first Spanish message per field. */
export function parseEquipmentForm(
  values: EquipmentFormValues,
): { ok: true; value: EquipmentInit } | { ok: false; errors: EquipmentFormErrors } {
  const result = v.safeParse(EquipmentFormSchema, values, FORM_PARSE_CONFIG);
  if (!result.success) return { ok: false, errors: fieldErrors<EquipmentField>(result.issues) };
  const f = result.output;
  return {
    ok: true,
    value: {
      model: f.model,
      serial: f.serial,
      color: f.color,
      location: { address: f.address, area: f.area },
      contract: {
        startDate: f.startDate,
        monthlyFeeMxn: f.monthlyFeeMxn,
        includedPagesBw: f.includedPagesBw,
        // A B/N device includes and charges no colour pages.
        includedPagesColor: f.color ? f.includedPagesColor : 0,
        extraPagePriceBw: f.extraPagePriceBw,
        extraPagePriceColor: f.color ? f.extraPagePriceColor : 0,
      },
      startCounters: { bw: f.startBw, color: f.color ? f.startColor : 0 },
    },
  };
}
