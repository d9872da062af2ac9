/** customers/{uid}: the profile modal's customer record. */
import { CUSTOMER_CLIENT_TYPES, type CustomerDoc } from '@/domain/entities';
import { MEXICAN_STATES } from '@/domain/mexican-states';
import { stripUndefined } from './doc-values';
import { isRecord, readOneOf, readString } from './parse';
import { getDocumentStore } from './store';

const CUSTOMERS = 'customers';

export type CustomerInput = Omit<CustomerDoc, 'updatedAt'>;

/**
 * Reads a stored customer document. Missing text fields become '' (userId falls back to the
 * document id); a document whose clientType or state is not one of the allowed values is rejected
 * (null), since the form could not show it faithfully.
 */
export function parseCustomerDoc(raw: unknown, uid: string): CustomerDoc | null {
  if (!isRecord(raw)) return null;
  const clientType = readOneOf(raw, 'clientType', CUSTOMER_CLIENT_TYPES);
  const state = readOneOf(raw, 'state', MEXICAN_STATES);
  if (!clientType || !state) return null;
  return {
    userId: readString(raw, 'userId') ?? uid,
    email: readString(raw, 'email') ?? '',
    fullName: readString(raw, 'fullName') ?? '',
    clientType,
    phone: readString(raw, 'phone') ?? '',
    company: readString(raw, 'company') ?? '',
    state,
    updatedAt: readString(raw, 'updatedAt') ?? '',
  };
}

export async function getCustomer(uid: string): Promise<CustomerDoc | null> {
  const raw = await (await getDocumentStore()).get(CUSTOMERS, uid);
  return raw === null ? null : parseCustomerDoc(raw, uid);
}

/** Merges the customer fields into customers/{uid}, stamps updatedAt, resolves to what was written. */
export async function saveCustomer(uid: string, data: CustomerInput): Promise<CustomerDoc> {
  const doc: CustomerDoc = stripUndefined({ ...data, updatedAt: new Date().toISOString() });
  await (await getDocumentStore()).set(CUSTOMERS, uid, { ...doc }, { merge: true });
  return doc;
}
