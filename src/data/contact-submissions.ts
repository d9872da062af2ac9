/**
 * contactSubmissions/{id}: quote requests from the public form (create-only; admins read). The
 * form picks the id once per filled form, so a retry after an unclear failure writes the same
 * document, which the rules then refuse to overwrite; `createdAt` is the database's clock.
 */
import {
  EQUIPMENT_QUANTITIES,
  QUOTE_CLIENT_TYPES,
  SERVICE_TYPES,
  type ContactSubmission,
} from '@/domain/entities';
import { MEXICAN_STATES } from '@/domain/mexican-states';
import { autoId, SERVER_TIME, stripUndefined } from './doc-values';
import { isRecord, readOneOf, readString } from './parse';
import { getDocumentStore } from './store';

export const CONTACT_SUBMISSIONS = 'contactSubmissions';

export type ContactSubmissionWithId = ContactSubmission & { id: string };

/**
 * Reads a stored submission. The security rules only let well-formed submissions in, so anything
 * else (a missing required text, a value outside its list, recaptcha not true) is rejected (null).
 * `message` is optional (docs/product.md, Quote form): missing becomes ''.
 */
export function parseContactSubmission(raw: unknown): ContactSubmission | null {
  if (!isRecord(raw)) return null;
  const fullName = readString(raw, 'fullName');
  const clientType = readOneOf(raw, 'clientType', QUOTE_CLIENT_TYPES);
  const corporateEmail = readString(raw, 'corporateEmail');
  const phone = readString(raw, 'phone');
  const serviceType = readOneOf(raw, 'serviceType', SERVICE_TYPES);
  const equipmentQuantity = readOneOf(raw, 'equipmentQuantity', EQUIPMENT_QUANTITIES);
  const company = readString(raw, 'company');
  const state = readOneOf(raw, 'state', MEXICAN_STATES);
  const submittedAt = readString(raw, 'submittedAt');
  if (
    fullName === undefined ||
    !clientType ||
    corporateEmail === undefined ||
    phone === undefined ||
    !serviceType ||
    !equipmentQuantity ||
    company === undefined ||
    !state ||
    submittedAt === undefined ||
    raw.recaptcha !== true
  ) {
    return null;
  }
  return {
    fullName,
    clientType,
    corporateEmail,
    phone,
    serviceType,
    equipmentQuantity,
    company,
    state,
    message: readString(raw, 'message') ?? '',
    recaptcha: true,
    submittedAt,
    ...(typeof raw.createdAt === 'string' ? { createdAt: raw.createdAt } : {}),
  };
}

/** A new document id for one filled form (20 characters [A-Za-z0-9], like Firestore's). */
export function newContactSubmissionId(): string {
  return autoId();
}

/** Stores the submission under `id`, stamped with the database's time (`createdAt`). */
export async function saveContactSubmission(id: string, data: ContactSubmission): Promise<void> {
  const { createdAt: _ignored, ...fields } = data;
  await (
    await getDocumentStore()
  ).set(CONTACT_SUBMISSIONS, id, {
    ...stripUndefined(fields),
    // Every lead starts in the first stage (src/data/leads.ts), so a filter by stage finds it.
    status: 'Nuevo',
    createdAt: SERVER_TIME,
  });
}

/** Stores the submission under a new id and resolves to that id. */
export async function addContactSubmission(data: ContactSubmission): Promise<string> {
  const id = newContactSubmissionId();
  await saveContactSubmission(id, data);
  return id;
}

/** Every well-formed submission (admin), newest createdAt first. */
export async function listContactSubmissions(): Promise<ContactSubmissionWithId[]> {
  const docs = await (
    await getDocumentStore()
  ).list(CONTACT_SUBMISSIONS, {
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  const out: ContactSubmissionWithId[] = [];
  for (const { id, data } of docs) {
    const submission = parseContactSubmission(data);
    if (submission) out.push({ ...submission, id });
  }
  return out;
}
