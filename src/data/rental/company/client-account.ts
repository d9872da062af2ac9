/**
 * The desk's link form for a person (/admin-dashboard/clientes/:uid) before they belong to a
 * company: its first values from the account, its customer data and the lead of `?lead=`
 * (2 reads), with its cache key (src/lib/query-cache.ts). The page's own reads (the person,
 * their membership, the company) are ./company-desk.ts's.
 */
import type { UserDoc } from '@/domain/schemas/user';
import { getCustomer } from '../../customers';
import { getLead } from '../../leads';

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
