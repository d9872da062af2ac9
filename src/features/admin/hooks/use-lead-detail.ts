import { useCallback } from 'react';
import { getLead, listLeadNotes, type Lead, type LeadNoteWithId } from '@/data/leads';
import { getCustomer } from '@/data/customers';
import { getNeedsAssessment } from '@/data/needs-assessments';
import { findUserByEmail, type UserWithId } from '@/data/users';
import type { CustomerDoc } from '@/domain/schemas/customer';
import type { NeedsAssessmentDoc } from '@/domain/schemas/needs-assessment';
import { useQuery, type QueryResult } from '@/hooks/use-query';

/** The lead `id` (null when there is no such request). */
export function useLead(id: string): QueryResult<Lead | null> & {
  applyChange: (id: string, change: (lead: Lead) => Lead) => void;
} {
  const result = useQuery(`contactSubmissions/${id}`, () => getLead(id));
  const { update } = result;
  const applyChange = useCallback(
    (leadId: string, change: (lead: Lead) => Lead) =>
      update((lead) => (lead && lead.id === leadId ? change(lead) : lead)),
    [update],
  );
  return { ...result, applyChange };
}

/** The lead's internal notes, newest first. */
export function useLeadNotes(id: string): QueryResult<LeadNoteWithId[]> {
  return useQuery(`contactSubmissions/${id}/notes`, () => listLeadNotes(id));
}

export interface RegisteredUserContext {
  user: UserWithId;
  customer: CustomerDoc | null;
  assessment: NeedsAssessmentDoc | null;
}

/**
 * The account registered with a lead's e-mail: its context when its users document says the
 * e-mail is verified (written only by the function confirmEmailVerified), or just "unverified",
 * with nothing of it kept (anyone can register any address: docs/product.md, Admin area).
 */
export type RegisteredUser = ({ verified: true } & RegisteredUserContext) | { verified: false };

/**
 * The registered user behind a lead's e-mail, with the customer data and needs test an admin may
 * read, only when that account's e-mail is verified; null when no user has that e-mail. At most
 * three document reads (one for an unverified account).
 */
export function useRegisteredUser(email: string): QueryResult<RegisteredUser | null> {
  return useQuery(`admin/registered-user/${email}`, async (): Promise<RegisteredUser | null> => {
    const user = await findUserByEmail(email);
    if (!user) return null;
    if (user.emailVerified !== true) return { verified: false };
    const [customer, assessment] = await Promise.all([
      getCustomer(user.id),
      getNeedsAssessment(user.id),
    ]);
    return { verified: true, user, customer, assessment };
  });
}
