/**
 * The desk's page of a client (/admin-dashboard/clientes/:uid): the registered user with their
 * clients/{uid} (2 reads), and before the link, the link form's first values from the account,
 * its customer data and the lead of `?lead=` (2 reads). Each with its cache key
 * (src/lib/query-cache.ts).
 */
import type { UserDoc } from '@/domain/schemas/user';
import { getClient, type Client } from './client-portal';
import { getCustomer } from './customers';
import { getLead } from './leads';
import { getUser } from './users';

export interface ClientAccount {
  user: UserDoc | null;
  client: Client | null;
}

export async function getClientAccount(uid: string): Promise<ClientAccount> {
  const [user, client] = await Promise.all([getUser(uid), getClient(uid)]);
  return { user, client };
}

export const clientAccountKey = (uid: string): string => `users/${uid}+clients/${uid}`;

export interface ClientPrefill {
  name: string;
  company: string;
  /** The lead of `?lead=` when it exists (the link carries its id). */
  lead: { id: string; who: string } | null;
}

/** The link form's first values: the lead's (unless anonymized), else the account's, customer's. */
export async function getClientPrefill(
  uid: string,
  user: UserDoc,
  leadId: string | null,
): Promise<ClientPrefill> {
  const [customer, lead] = await Promise.all([
    getCustomer(uid).catch(() => null),
    leadId ? getLead(leadId).catch(() => null) : Promise.resolve(null),
  ]);
  const usable = lead && lead.anonymized === null ? lead : null;
  return {
    name: user.name || usable?.fullName || customer?.fullName || '',
    company: usable?.company || customer?.company || '',
    lead: lead
      ? { id: lead.id, who: usable ? `${usable.fullName} — ${usable.company}` : lead.id }
      : null,
  };
}

export const clientPrefillKey = (uid: string, leadId: string | null): string =>
  `clients/${uid}?prefill=${leadId ?? ''}`;
