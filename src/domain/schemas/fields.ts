/**
 * The building blocks of the entity schemas (valibot; docs/decisions/0012-entity-schemas.md):
 * fields that know both how a form's typed text becomes the stored value (with its Spanish
 * message, ./plain.ts) and what a stored value may be when it is read back.
 *
 * Pure TypeScript with relative imports only: the functions package bundles these modules too.
 * Factories are marked free of side effects, so a bundle keeps only the schemas it uses.
 */
import * as v from 'valibot';
import { normalizePhone } from '../phone';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  isValidEmail,
  REQUIRED_FIELD_MESSAGE,
  SELECT_OPTION_MESSAGE,
  tooLongMessage,
} from './plain';

// ---------------------------------------------------------------------------------------------
// Fields

/** One field of an entity: the form's rule (text in, stored value out) and the stored value's. */
export interface Field<
  TForm extends v.GenericSchema<string | undefined> = v.GenericSchema<string | undefined>,
  TStored extends v.GenericSchema = v.GenericSchema,
> {
  readonly form: TForm;
  readonly stored: TStored;
}

export type Fields = Record<string, Field>;

type Facet<F extends Fields, P extends keyof Field> = { [K in keyof F]: F[K][P] };

/* @__NO_SIDE_EFFECTS__ */
function facet<F extends Fields, P extends keyof Field>(fields: F, part: P): Facet<F, P> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field[part]]),
  ) as Facet<F, P>;
}

/** What a form sends in: every field as typed (a missing one reads as ''). */
const typed = v.optional(v.string(), '');

/** Required free text: trimmed, not blank, at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(max: number) {
  return {
    form: v.pipe(
      typed,
      v.trim(),
      v.nonEmpty(REQUIRED_FIELD_MESSAGE),
      v.maxLength(max, tooLongMessage(max)),
    ),
    stored: v.string(),
  } satisfies Field;
}

/** A real day of the calendar, "YYYY-MM-DD" (not "2026-02-30"). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** Optional free text: trimmed, at most `max` characters; stored as '' when empty or missing. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalText(max: number, tooLong: string) {
  return {
    form: v.pipe(typed, v.trim(), v.maxLength(max, tooLong)),
    stored: v.fallback(v.string(), ''),
  } satisfies Field;
}

/** A required e-mail address (isValidEmail), stored trimmed. */
/* @__NO_SIDE_EFFECTS__ */
export function emailAddress() {
  return {
    form: v.pipe(
      typed,
      v.trim(),
      v.nonEmpty(REQUIRED_FIELD_MESSAGE),
      v.check(isValidEmail, INVALID_EMAIL_MESSAGE),
    ),
    stored: v.string(),
  } satisfies Field;
}

/** A required phone (docs/product.md, Phones), stored in E.164. */
/* @__NO_SIDE_EFFECTS__ */
export function phoneNumber() {
  return {
    form: v.pipe(
      typed,
      v.trim(),
      v.nonEmpty(REQUIRED_FIELD_MESSAGE),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const e164 = normalizePhone(dataset.value);
        if (e164 !== null) return e164;
        addIssue({ message: INVALID_PHONE_MESSAGE });
        return NEVER;
      }),
    ),
    stored: v.string(),
  } satisfies Field;
}

/** One value of a fixed list. */
/* @__NO_SIDE_EFFECTS__ */
export function choice<const T extends readonly string[]>(options: T) {
  return {
    form: v.picklist(options, SELECT_OPTION_MESSAGE),
    stored: v.picklist(options),
  } satisfies Field;
}

/** The object schema a form is parsed with. */
/* @__NO_SIDE_EFFECTS__ */
export function formSchema<F extends Fields>(fields: F) {
  return v.object(facet(fields, 'form'));
}

/** The entries of the stored fields, for the schema that reads a document back. */
/* @__NO_SIDE_EFFECTS__ */
export function storedEntries<F extends Fields>(fields: F): Facet<F, 'stored'> {
  return facet(fields, 'stored');
}

type OrEmpty<E extends v.ObjectEntries> = {
  [K in keyof E]: E[K] extends v.StringSchema<undefined> ? v.SchemaWithFallback<E[K], ''> : E[K];
};

/** The same entries, but a missing or malformed text reads as '' (choices stay strict). */
/* @__NO_SIDE_EFFECTS__ */
export function textsOrEmpty<E extends v.ObjectEntries>(entries: E): OrEmpty<E> {
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [
      key,
      schema.type === 'string' ? v.fallback(schema as v.StringSchema<undefined>, '') : schema,
    ]),
  ) as OrEmpty<E>;
}

/** Forms check every field and stop at the first problem of each. */
export const FORM_PARSE_CONFIG = { abortPipeEarly: true } as const;

/** The first message of each field of a failed form parse. */
export function fieldErrors<K extends string>(
  issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<K, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors as Partial<Record<K, string>>;
}

/** A form's checked data, or the first Spanish message of each field `K` that failed. */
export type Parsed<T, K extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<K, string>> };

/** Checks a form's values against its schema (FORM_PARSE_CONFIG). */
export function parseForm<S extends v.GenericSchema, K extends string = string>(
  schema: S,
  values: unknown,
): Parsed<v.InferOutput<S>, K> {
  const result = v.safeParse(schema, values, FORM_PARSE_CONFIG);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: fieldErrors<K>(result.issues) };
}

/** A form's raw values, as typed or selected: one string per field. */
export type FormValues<F extends Fields> = Record<keyof F & string, string>;

/** Every field of a form, empty. */
export function emptyForm<F extends Fields>(fields: F): FormValues<F> {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, ''])) as FormValues<F>;
}
