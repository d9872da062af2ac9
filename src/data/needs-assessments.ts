/** needsAssessments/{uid}: the needs test's answers and the recommendation shown. */
import {
  BUSINESS_TYPES,
  FUNCTIONALITIES,
  NEEDS_TYPES,
  PRINTER_COUNTS,
  USER_COUNTS,
  VOLUMES,
  type NeedsAssessmentDoc,
  type NeedsFormData,
  type Recommendation,
} from '@/domain/entities';
import { stripUndefined } from './doc-values';
import {
  asString,
  isRecord,
  oneOf,
  readArray,
  readOneOf,
  readRecord,
  readString,
  type Raw,
} from './parse';
import { getDocumentStore } from './store';

const NEEDS_ASSESSMENTS = 'needsAssessments';

const orEmpty = <const T extends string>(raw: Raw, key: string, allowed: readonly T[]): T | '' =>
  readOneOf(raw, key, allowed) ?? '';

function parseFormData(raw: Raw): NeedsFormData {
  return {
    needsType: [...new Set(readArray(raw, 'needsType', (v) => oneOf(v, NEEDS_TYPES)) ?? [])],
    volumeBN: orEmpty(raw, 'volumeBN', VOLUMES),
    volumeColor: orEmpty(raw, 'volumeColor', VOLUMES),
    functionalities: [
      ...new Set(readArray(raw, 'functionalities', (v) => oneOf(v, FUNCTIONALITIES)) ?? []),
    ],
    numUsers: orEmpty(raw, 'numUsers', USER_COUNTS),
    numPrintersDesired: orEmpty(raw, 'numPrintersDesired', PRINTER_COUNTS),
    businessType: orEmpty(raw, 'businessType', BUSINESS_TYPES),
  };
}

function parseRecommendation(raw: Raw): Recommendation | null {
  const title = readString(raw, 'title');
  if (title === undefined) return null;
  return {
    title,
    description: readString(raw, 'description') ?? '',
    details: readArray(raw, 'details', asString) ?? [],
    cta: readString(raw, 'cta') ?? '',
  };
}

/**
 * Reads a stored assessment. Without a formData map or a recommendation with a title it is
 * rejected (null); otherwise values outside their lists are dropped (lists) or become '' (choices),
 * and missing texts become ''.
 */
export function parseNeedsAssessment(raw: unknown, uid: string): NeedsAssessmentDoc | null {
  if (!isRecord(raw)) return null;
  const formData = readRecord(raw, 'formData');
  const recommendationRaw = readRecord(raw, 'recommendation');
  const recommendation = recommendationRaw ? parseRecommendation(recommendationRaw) : null;
  if (!formData || !recommendation) return null;
  return {
    userId: readString(raw, 'userId') ?? uid,
    email: readString(raw, 'email') ?? '',
    formData: parseFormData(formData),
    recommendation,
    completedAt: readString(raw, 'completedAt') ?? '',
  };
}

export async function getNeedsAssessment(uid: string): Promise<NeedsAssessmentDoc | null> {
  const raw = await (await getDocumentStore()).get(NEEDS_ASSESSMENTS, uid);
  return raw === null ? null : parseNeedsAssessment(raw, uid);
}

/** Merges the assessment into needsAssessments/{uid} (lists replace, as with any merge). */
export async function saveNeedsAssessment(uid: string, doc: NeedsAssessmentDoc): Promise<void> {
  const data = stripUndefined({
    ...doc,
    formData: { ...doc.formData },
    recommendation: { ...doc.recommendation },
  });
  await (await getDocumentStore()).set(NEEDS_ASSESSMENTS, uid, data, { merge: true });
}
