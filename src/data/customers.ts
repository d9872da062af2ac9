/** customers/{uid}: the profile modal's customer record (src/domain/schemas/customer.ts). */
import * as v from 'valibot';
import { CUSTOMERS } from '@/domain/collections';
import { CustomerSchema, type CustomerDoc } from '@/domain/schemas/customer';
import { withDocuments } from './access';
import { isPlainObject, stripUndefined } from './doc-values';

export type CustomerInput = Omit<CustomerDoc, 'updatedAt'>;

/**
 * Reads a stored customer document: missing texts read as '' (userId as the document id); null
 * when clientType or state is not one of the allowed values, or for anything but a map.
 */
export function parseCustomerDoc(raw: unknown, uid: string): CustomerDoc | null {
  if (!isPlainObject(raw)) return null;
  const userId = typeof raw.userId === 'string' ? raw.userId : uid;
  const result = v.safeParse(CustomerSchema, { ...raw, userId });
  return result.success ? result.output : null;
}

export async function getCustomer(uid: string): Promise<CustomerDoc | null> {
  const raw = await withDocuments((store) => store.get(CUSTOMERS, uid));
  return raw === null ? null : parseCustomerDoc(raw, uid);
}

/** Merges the customer fields into customers/{uid}, stamps updatedAt, resolves to what was written. */
export async function saveCustomer(uid: string, data: CustomerInput): Promise<CustomerDoc> {
  const doc: CustomerDoc = stripUndefined({ ...data, updatedAt: new Date().toISOString() });
  await withDocuments((store) => store.set(CUSTOMERS, uid, { ...doc }, { merge: true }));
  return doc;
}
