/**
 * contactSubmissions/{id}: quote requests from the public form (create-only; admins read). The
 * form picks the id once per filled form, so a retry after an unclear failure writes the same
 * document, which the rules then refuse to overwrite; `createdAt` is the database's clock.
 * Shape and read-back rules: src/domain/schemas/contact-submission.ts.
 */
import * as v from 'valibot';
import {
  ContactSubmissionSchema,
  type ContactSubmission,
} from '@/domain/schemas/contact-submission';
import { withDocuments } from './access';
import { autoId, isPlainObject, SERVER_TIME, stripUndefined } from './doc-values';

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

/** A new document id for one filled form (20 characters [A-Za-z0-9], like Firestore's). */
export function newContactSubmissionId(): string {
  return autoId();
}

/** Stores the submission under `id`, stamped with the database's time (`createdAt`). */
export function saveContactSubmission(id: string, data: ContactSubmission): Promise<void> {
  const { createdAt: _ignored, ...fields } = data;
  return withDocuments((store) =>
    store.set(CONTACT_SUBMISSIONS, id, {
      ...stripUndefined(fields),
      // Every lead starts in the first stage (src/data/leads.ts), so a filter by stage finds it.
      status: 'Nuevo',
      createdAt: SERVER_TIME,
    }),
  );
}

/** Stores the submission under a new id and resolves to that id. */
export async function addContactSubmission(data: ContactSubmission): Promise<string> {
  const id = newContactSubmissionId();
  await saveContactSubmission(id, data);
  return id;
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
