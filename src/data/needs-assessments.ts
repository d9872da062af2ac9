/**
 * needsAssessments/{uid}: the needs test's answers and the recommendation shown
 * (src/domain/schemas/needs-assessment.ts).
 */
import * as v from 'valibot';
import { NEEDS_ASSESSMENTS } from '@/domain/collections';
import { NeedsAssessmentSchema, type NeedsAssessmentDoc } from '@/domain/schemas/needs-assessment';
import { withDocuments } from './access';
import { isPlainObject, stripUndefined } from './doc-values';

/**
 * Reads a stored assessment. Without a formData map or a recommendation with a title it is
 * rejected (null); otherwise values outside their lists are dropped (lists) or become '' (choices),
 * missing texts become '' and a missing userId is the document id.
 */
export function parseNeedsAssessment(raw: unknown, uid: string): NeedsAssessmentDoc | null {
  if (!isPlainObject(raw)) return null;
  const userId = typeof raw.userId === 'string' ? raw.userId : uid;
  const result = v.safeParse(NeedsAssessmentSchema, { ...raw, userId });
  return result.success ? result.output : null;
}

export async function getNeedsAssessment(uid: string): Promise<NeedsAssessmentDoc | null> {
  const raw = await withDocuments((store) => store.get(NEEDS_ASSESSMENTS, uid));
  return raw === null ? null : parseNeedsAssessment(raw, uid);
}

/** Merges the assessment into needsAssessments/{uid} (lists replace, as with any merge). */
export async function saveNeedsAssessment(uid: string, doc: NeedsAssessmentDoc): Promise<void> {
  const data = stripUndefined({
    ...doc,
    formData: { ...doc.formData },
    recommendation: { ...doc.recommendation },
  });
  await withDocuments((store) => store.set(NEEDS_ASSESSMENTS, uid, data, { merge: true }));
}
