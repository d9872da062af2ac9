/** contactSubmissions/{autoId}: quote requests from the public form (create-only; admins read). */
import {
  EQUIPMENT_QUANTITIES,
  QUOTE_CLIENT_TYPES,
  SERVICE_TYPES,
  type ContactSubmission,
} from '@/domain/entities';
import { MEXICAN_STATES } from '@/domain/mexican-states';
import { stripUndefined } from './doc-values';
import { isRecord, readOneOf, readString } from './parse';
import { getDocumentStore } from './store';

const CONTACT_SUBMISSIONS = 'contactSubmissions';

export type ContactSubmissionWithId = ContactSubmission & { id: string };

/**
 * Reads a stored submission. The security rules only let well-formed submissions in, so anything
 * else (a missing required text, a value outside its list, recaptcha not true) is rejected (null).
 * `message` is optional in the spec: missing becomes ''.
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
  };
}

/** Adds the submission with a generated id and resolves to that id. */
export async function addContactSubmission(data: ContactSubmission): Promise<string> {
  return (await getDocumentStore()).add(CONTACT_SUBMISSIONS, stripUndefined({ ...data }));
}

/** Every well-formed submission (admin), newest submittedAt first. */
export async function listContactSubmissions(): Promise<ContactSubmissionWithId[]> {
  const docs = await (
    await getDocumentStore()
  ).list(CONTACT_SUBMISSIONS, {
    orderBy: { field: 'submittedAt', direction: 'desc' },
  });
  const out: ContactSubmissionWithId[] = [];
  for (const { id, data } of docs) {
    const submission = parseContactSubmission(data);
    if (submission) out.push({ ...submission, id });
  }
  return out;
}
