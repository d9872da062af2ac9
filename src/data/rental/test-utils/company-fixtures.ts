/**
 * A company as the desk or the migration leaves it, written straight through the data seam (the
 * browser stores): clients/{clientId} and one members/{uid} per person. Shared by the portal's
 * data and page tests (the rules are the rules tests' business).
 */
import type { MemberRole } from '@/domain/company';
import { CLIENTS_COLLECTION } from '@/domain/schemas/client';
import { MEMBERS_COLLECTION } from '@/domain/schemas/member';
import { withDocuments } from '../../access';
import { SERVER_TIME } from '../../doc-values';

export interface SeedMember {
  uid: string;
  role: MemberRole;
  email?: string;
  name?: string;
}

export async function seedCompany(
  clientId: string,
  members: readonly SeedMember[],
  company: { company?: string; name?: string; email?: string; rfc?: string } = {},
): Promise<void> {
  await withDocuments(async (store) => {
    await store.set(CLIENTS_COLLECTION, clientId, {
      email: company.email ?? 'ana@example.com',
      name: company.name ?? 'Ana López',
      company: company.company ?? 'Hotel Sol',
      ...(company.rfc === undefined ? {} : { rfc: company.rfc }),
      leadId: null,
      linkedAt: SERVER_TIME,
      linkedBy: 'boss',
    });
    for (const member of members) await seedMember(clientId, member);
  });
}

export async function seedMember(clientId: string, member: SeedMember): Promise<void> {
  await withDocuments((store) =>
    store.set(MEMBERS_COLLECTION, member.uid, {
      clientId,
      role: member.role,
      email: member.email ?? `${member.uid}@example.com`,
      name: member.name ?? member.uid,
      addedAt: SERVER_TIME,
      addedBy: 'boss',
    }),
  );
}

export interface ClientInit {
  email: string;
  name: string;
  company: string;
  /** The lead (Ganado) the contract came from, if any. */
  leadId?: string | null;
}

/**
 * A company document alone, clients/{uid}, as the desk wrote it before company accounts (and the
 * migration finds it): the tests that need a client's texts and nothing of its members. Writing
 * again rewrites the texts and keeps the first link's time.
 */
export async function linkClient(uid: string, init: ClientInit, adminUid: string): Promise<void> {
  const texts = {
    email: init.email.trim(),
    name: init.name.trim(),
    company: init.company.trim(),
    leadId: init.leadId ?? null,
    linkedBy: adminUid,
  };
  await withDocuments(async (store) => {
    const current = await store.get(CLIENTS_COLLECTION, uid);
    await store.set(
      CLIENTS_COLLECTION,
      uid,
      current === null ? { ...texts, linkedAt: SERVER_TIME } : texts,
      { merge: current !== null },
    );
  });
}
