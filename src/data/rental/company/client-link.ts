/**
 * Whether the signed-in person belongs to a rental client (docs/decisions/0041-company-accounts.md):
 * their membership members/{uid} (the company and their role), then the company's
 * clients/{clientId}; read on every guest page to show or hide the client's links (a person
 * without a membership costs one read). Kept apart from ./client-portal.ts (the portal's and the
 * desk's whole seam) so the guest pages' first load carries only this; it parses the company as
 * that module's getClient does.
 */
import * as v from 'valibot';
import type { MemberRole } from '@/domain/company';
import { CLIENTS_COLLECTION, ClientSchema, type ClientDoc } from '@/domain/schemas/client';
import { MEMBERS_COLLECTION, MemberSchema, type MemberDoc } from '@/domain/schemas/member';
import { withDocuments } from '../../access';
import { isPlainObject } from '../../doc-values';
import { isDataError } from '../../errors';

/** The signed-in person's place in a company. */
export interface ClientLink {
  /** The person's uid (members/{uid}). */
  uid: string;
  role: MemberRole;
  member: MemberDoc;
  /** The company, clients/{clientId} (`uid`: its id, the clientId). */
  client: ClientDoc & { uid: string };
}

/** A document, or null when it is missing or the rules refuse it (a removed member's read). */
async function readOrNull(collection: string, id: string): Promise<unknown> {
  try {
    return await withDocuments((store) => store.get(collection, id));
  } catch (error) {
    if (isDataError(error, 'denied')) return null;
    throw error;
  }
}

/** members/{uid}: the person's membership, or null without one (or once removed). */
export async function readMembership(uid: string): Promise<MemberDoc | null> {
  const raw = await readOrNull(MEMBERS_COLLECTION, uid);
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(MemberSchema, raw);
  return result.success ? result.output : null;
}

/**
 * The person's company and role: members/{uid}, then clients/{clientId} (two reads; one when
 * they have no membership). null: they belong to no company.
 */
export async function readClientLink(uid: string): Promise<ClientLink | null> {
  const member = await readMembership(uid);
  if (!member) return null;
  const raw = await readOrNull(CLIENTS_COLLECTION, member.clientId);
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(ClientSchema, raw);
  return result.success
    ? { uid, role: member.role, member, client: { ...result.output, uid: member.clientId } }
    : null;
}

/** The cache key (src/lib/query-cache.ts) of the person's link (the guest pages, the portal). */
export const clientKey = (uid: string): string =>
  `${MEMBERS_COLLECTION}/${uid}+${CLIENTS_COLLECTION}`;
