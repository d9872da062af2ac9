/**
 * contactSubmissions/{id}: quote requests from the public form, read by admins. Only the quote
 * function stores them (with the Admin SDK, after verifying the request: functions/src/quote,
 * decision 0022); no browser can create one (firestore.rules). Shape and read-back rules:
 * src/domain/schemas/contact-submission.ts; the lead desk's reads and writes: ./leads.ts.
 */
import * as v from 'valibot';
import {
  ContactSubmissionSchema,
  type ContactSubmission,
} from '@/domain/schemas/contact-submission';
import { withDocuments } from './access';
import { isPlainObject, stripUndefined } from './doc-values';

export const CONTACT_SUBMISSIONS = 'contactSubmissions';

export type ContactSubmissionWithId = ContactSubmission & { id: string };

/**
 * Reads a stored submission: null unless it is well-formed (a missing message reads as ''; see
 * ContactSubmissionSchema).
 */
export function parseContactSubmission(raw: unknown): ContactSubmission | null {
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(ContactSubmissionSchema, raw);
  return result.success ? stripUndefined(result.output) : null;
}

/** Every well-formed submission (admin), newest createdAt first. */
export async function listContactSubmissions(): Promise<ContactSubmissionWithId[]> {
  const docs = await withDocuments((store) =>
    store.list(CONTACT_SUBMISSIONS, { orderBy: { field: 'createdAt', direction: 'desc' } }),
  );
  return docs.flatMap(({ id, data }) => {
    const submission = parseContactSubmission(data);
    return submission ? [{ ...submission, id }] : [];
  });
}
