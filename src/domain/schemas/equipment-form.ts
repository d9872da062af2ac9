/**
 * The admin's "Registrar equipo" / "Editar" form of a device (equipment/{id}, ./equipment.ts):
 * every field as typed in, the device to register out, with the Spanish message of each field.
 * Only the desk loads it.
 */
import * as v from 'valibot';
import {
  AMOUNT_MESSAGE,
  DATE_MESSAGE,
  EQUIPMENT_LIMITS,
  MAX_FEE_MXN,
  MAX_PAGE_PRICE_MXN,
  PAGE_PRICE_MESSAGE,
  tooLargeMessage,
  typed,
  wholeNumberField,
  WHOLE_NUMBER_MESSAGE,
  type Contract,
  type Counters,
} from './equipment';
import { TONER_COLORS } from '../toner-colors';
import type { TonerYield } from '../toner-forecast';
import { MAX_TONER_YIELD } from '../toner-yield';
import { isCalendarDate, optionalText, parseForm, requiredText, type Parsed } from './fields';
import { readingFormSchema } from './meter-reading';
import { REQUIRED_FIELD_MESSAGE, tooLongMessage } from './plain';
import {
  DEFAULT_RESOLUTION_HOURS,
  DEFAULT_RESPONSE_HOURS,
  MAX_SERVICE_HOURS,
  MIN_SERVICE_HOURS,
} from '../service-hours';

export const PROMISE_HOURS_MESSAGE = 'Escribe un número entero de horas, de 1 a 200.';
export const FUTURE_END_DATE_MESSAGE = 'La fecha no puede ser futura.';
export const TONER_YIELD_MESSAGE = 'Escribe un número entero de páginas, de 1 a 1,000,000.';

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

/**
 * A contract's promise in business hours, typed ("4"): a whole number from 1 to 200. A form that
 * sends no such field (before it had them) gets the default.
 */
/* @__NO_SIDE_EFFECTS__ */
function hoursField(fallback: number) {
  return v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.nonEmpty(REQUIRED_FIELD_MESSAGE),
    v.regex(/^\d+$/, PROMISE_HOURS_MESSAGE),
    v.transform(Number),
    v.minValue(MIN_SERVICE_HOURS, PROMISE_HOURS_MESSAGE),
    v.maxValue(MAX_SERVICE_HOURS, PROMISE_HOURS_MESSAGE),
  );
}

/**
 * "Rendimiento del tóner (páginas)" of one colour, typed ("15,000"): empty (not set) or a whole
 * number of pages from 1 to MAX_TONER_YIELD.
 */
/* @__NO_SIDE_EFFECTS__ */
function tonerYieldField() {
  return v.pipe(
    typed,
    v.trim(),
    v.transform((text) => text.replace(/[,\s]/g, '')),
    v.check((text) => text === '' || /^\d+$/.test(text), WHOLE_NUMBER_MESSAGE),
    v.transform((text) => (text === '' ? null : Number(text))),
    v.check(
      (pages) => pages === null || (pages >= 1 && pages <= MAX_TONER_YIELD),
      TONER_YIELD_MESSAGE,
    ),
  );
}

/* @__NO_SIDE_EFFECTS__ */
function textField(max: number, required: boolean) {
  return required ? requiredText(max).form : optionalText(max, tooLongMessage(max)).form;
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
  /** "Tiempo de respuesta (horas hábiles)" and "Tiempo de solución (horas hábiles)". */
  responseHours: hoursField(DEFAULT_RESPONSE_HOURS),
  resolutionHours: hoursField(DEFAULT_RESOLUTION_HOURS),
  /** "Rendimiento del tóner (páginas)" per colour (Cian, Magenta, Amarillo: colour devices). */
  tonerNegro: tonerYieldField(),
  tonerCian: tonerYieldField(),
  tonerMagenta: tonerYieldField(),
  tonerAmarillo: tonerYieldField(),
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
  /** The cartridges' yield in pages, only the colours set (absent: none given). */
  tonerYield?: TonerYield;
}

/** The form's field of each toner colour's yield. */
export const TONER_YIELD_FIELDS = {
  Negro: 'tonerNegro',
  Cian: 'tonerCian',
  Magenta: 'tonerMagenta',
  Amarillo: 'tonerAmarillo',
} as const satisfies Record<(typeof TONER_COLORS)[number], EquipmentField>;

/** Validates the admin's form: the device to register, or the first Spanish message per field. */
export function parseEquipmentForm(
  values: EquipmentFormValues,
): { ok: true; value: EquipmentInit } | { ok: false; errors: EquipmentFormErrors } {
  const result = parseForm<typeof EquipmentFormSchema, EquipmentField>(EquipmentFormSchema, values);
  if (!result.ok) return result;
  const f = result.value;
  // Only the colours set; a B/N device has only black toner.
  const tonerYield: TonerYield = {};
  for (const color of f.color ? TONER_COLORS : (['Negro'] as const)) {
    const pages = f[TONER_YIELD_FIELDS[color]];
    if (pages !== null) tonerYield[color] = pages;
  }
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
        responseHours: f.responseHours,
        resolutionHours: f.resolutionHours,
      },
      startCounters: { bw: f.startBw, color: f.color ? f.startColor : 0 },
      tonerYield,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// "Terminar contrato": the day the rental ended and the final counters

export type EndContractField = 'date' | 'bw' | 'color';
export interface EndContract {
  date: string;
  bw: number;
  color: number;
}

/**
 * Checks "Terminar contrato": a date ("YYYY-MM-DD") that is not after `today` (Cancún's day), and
 * final counters not below the device's reading floor (readingFloor), with the reading form's
 * message. A B/N device's form sends its colour counter as it was.
 */
export function parseEndContractForm(
  values: Record<EndContractField, string>,
  floor: Counters,
  today: string,
): Parsed<EndContract, EndContractField> {
  const counters = readingFormSchema(floor).entries;
  const schema = v.object({
    date: v.pipe(
      typed,
      v.trim(),
      v.nonEmpty(REQUIRED_FIELD_MESSAGE),
      v.check(isCalendarDate, DATE_MESSAGE),
      v.check((date) => date <= today, FUTURE_END_DATE_MESSAGE),
    ),
    bw: counters.bw,
    color: counters.color,
  });
  return parseForm(schema, values);
}
