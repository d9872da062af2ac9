/**
 * needsAssessments/{uid}, one schema (docs/product.md, Needs test): the test's answers and the
 * recommendation shown. Read back, values outside their lists are dropped (lists) or read as ''
 * (choices) and missing texts read as ''; without a formData map or a recommendation with a title
 * the document is refused. firestore.rules check the same shape in their own language.
 */
import * as v from 'valibot';
import {
  BUSINESS_TYPES,
  FUNCTIONALITIES,
  NEEDS_TYPES,
  PRINTER_COUNTS,
  USER_COUNTS,
  VOLUMES,
} from '../entities';

/** One of `options`, or '' (not chosen, or not one of them). */
/* @__NO_SIDE_EFFECTS__ */
function choiceOrEmpty<const T extends readonly string[]>(options: T) {
  return v.fallback(v.picklist([...options, ''] as const), '');
}

/** The chosen values of `options`, each once (anything else is dropped). */
/* @__NO_SIDE_EFFECTS__ */
function choices<const T extends readonly string[]>(options: T) {
  const allowed = new Set<unknown>(options);
  return v.pipe(
    v.fallback(v.array(v.unknown()), () => []),
    v.transform((items) =>
      [...new Set(items)].filter((item): item is T[number] => allowed.has(item)),
    ),
  );
}

const textOrEmpty = v.fallback(v.string(), '');

export const NeedsFormDataSchema = v.object({
  needsType: choices(NEEDS_TYPES),
  /** '' when B/N was not chosen */
  volumeBN: choiceOrEmpty(VOLUMES),
  /** '' when colour was not chosen */
  volumeColor: choiceOrEmpty(VOLUMES),
  functionalities: choices(FUNCTIONALITIES),
  numUsers: choiceOrEmpty(USER_COUNTS),
  numPrintersDesired: choiceOrEmpty(PRINTER_COUNTS),
  businessType: choiceOrEmpty(BUSINESS_TYPES),
});
export type NeedsFormData = v.InferOutput<typeof NeedsFormDataSchema>;

/** A test with nothing answered yet: every list empty, every choice ''. */
export function emptyNeedsFormData(): NeedsFormData {
  return v.parse(NeedsFormDataSchema, {});
}

export const RecommendationSchema = v.object({
  title: v.string(),
  description: textOrEmpty,
  details: v.pipe(
    v.fallback(v.array(v.unknown()), () => []),
    v.transform((items) => items.filter((item): item is string => typeof item === 'string')),
  ),
  cta: textOrEmpty,
});
export type Recommendation = v.InferOutput<typeof RecommendationSchema>;

/** The reader puts the document id in a missing userId. */
export const NeedsAssessmentSchema = v.object({
  userId: v.string(),
  email: textOrEmpty,
  formData: NeedsFormDataSchema,
  recommendation: RecommendationSchema,
  /** ISO timestamp */
  completedAt: textOrEmpty,
});
export type NeedsAssessmentDoc = v.InferOutput<typeof NeedsAssessmentSchema>;
