/**
 * The desk's side of company accounts (docs/decisions/0041-company-accounts.md): a person's page
 * (/admin-dashboard/clientes/:id) reads their account, their membership members/{uid} and their
 * company clients/{clientId}; an admin links a verified person to a new company (the company and
 * the membership in one transaction) or to an existing one, and adds, changes or removes the
 * members of a company (listed, and removed, through ./company.ts, as "Mi empresa" does).
 * firestore.rules decide who may (desk admins here); every read is parsed.
 */
import * as v from 'valibot';
import { CLIENTS, MEMBERS } from '@/domain/collections';
import { isMemberRole, type MemberRole } from '@/domain/company';
import { ClientSchema, type ClientDoc } from '@/domain/schemas/client';
import { MemberSchema } from '@/domain/schemas/member';
import type { UserDoc } from '@/domain/schemas/user';
import { withDocuments } from '../../access';
import type { Member } from './company';
import { isPlainObject, SERVER_TIME } from '../../doc-values';
import { DataError } from '../../errors';
import { newDocumentId } from '../service/service-limits';
import { findUserByEmail, getUser } from '../../users';

/** Companies offered by "Una empresa existente" (one read each, by name). */
export const COMPANY_LIST_LIMIT = 300;

/** A company as the desk shows it: clients/{id}. */
export type Company = ClientDoc & { id: string };

/** members/{uid}: the person's company and role (src/data/rental/company/company.ts lists a company's). */
export type Membership = Member;

export function parseMembership(uid: string, raw: unknown): Membership | null {
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(MemberSchema, raw);
  return result.success ? { ...result.output, uid } : null;
}

export function parseCompany(id: string, raw: unknown): Company | null {
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(ClientSchema, raw);
  return result.success ? { ...result.output, id } : null;
}

export async function getMembership(uid: string): Promise<Membership | null> {
  const raw = await withDocuments((store) => store.get(MEMBERS, uid));
  return parseMembership(uid, raw);
}

export async function getCompany(clientId: string): Promise<Company | null> {
  const raw = await withDocuments((store) => store.get(CLIENTS, clientId));
  return parseCompany(clientId, raw);
}

/**
 * What the desk's page of `id` shows: `id` is a person's uid (their account, their membership
 * and its company) or a company's id (a ticket or a device links to the company). A migrated
 * company's id is its founder's uid, so the three first reads go together; a company the desk
 * created (an automatic id) takes one more read.
 */
export interface DeskClient {
  user: UserDoc | null;
  member: Membership | null;
  company: Company | null;
}

export async function getDeskClient(id: string): Promise<DeskClient> {
  const [user, member, own] = await Promise.all([getUser(id), getMembership(id), getCompany(id)]);
  const company =
    member && member.clientId !== id ? await getCompany(member.clientId) : (own ?? null);
  return { user, member, company };
}

export const deskClientKey = (id: string): string => `users/${id}+members/${id}+clients`;

/** "Una empresa existente": the companies by name (at most COMPANY_LIST_LIMIT). */
export async function listCompanies(): Promise<Company[]> {
  const rows = await withDocuments((store) =>
    store.list(CLIENTS, { orderBy: { field: 'company' }, limit: COMPANY_LIST_LIMIT }),
  );
  return rows.flatMap((row) => parseCompany(row.id, row.data) ?? []);
}

export const companiesKey = (): string => `${CLIENTS}?desk=list`;

/** Why a person could not be added to a company (the desk shows each in Spanish). */
export class MemberRefusedError extends DataError {
  readonly reason: 'no-account' | 'unverified' | 'already-member';

  constructor(reason: MemberRefusedError['reason']) {
    super('invalid', `member refused (${reason}).`);
    this.name = 'MemberRefusedError';
    this.reason = reason;
  }
}

/** The person being linked: their uid, and the e-mail and name of their account. */
export interface Person {
  uid: string;
  email: string;
  name: string;
}

export interface CompanyInit {
  /** The company's name. */
  company: string;
  /** '' or the RFC (12 or 13 characters, uppercase). */
  rfc: string;
  /** The contact e-mail and name. */
  email: string;
  name: string;
  /** The lead (Ganado) the contract came from, if any. */
  leadId?: string | null;
}

const memberDoc = (person: Person, clientId: string, role: MemberRole, adminUid: string) => ({
  clientId,
  role,
  email: person.email,
  name: person.name,
  addedAt: SERVER_TIME,
  addedBy: adminUid,
});

/**
 * Links `person` as "Administrador de la cuenta" of a new company (automatic id): the company
 * and the membership commit together. MemberRefusedError('already-member') when the person
 * already belongs to a company. Resolves to the company's id.
 */
export async function linkToNewCompany(
  person: Person,
  init: CompanyInit,
  adminUid: string,
): Promise<string> {
  const clientId = newDocumentId();
  const company = {
    email: init.email.trim(),
    name: init.name.trim(),
    company: init.company.trim(),
    rfc: init.rfc.trim().toUpperCase(),
    leadId: init.leadId ?? null,
    linkedAt: SERVER_TIME,
    linkedBy: adminUid,
  };
  let member = false;
  await withDocuments((store) =>
    store.updateAll(
      [
        { collection: CLIENTS, id: clientId },
        { collection: MEMBERS, id: person.uid },
      ],
      ([stored, membership]) => {
        member = membership !== null && membership !== undefined;
        if (member || stored) return null;
        return [company, memberDoc(person, clientId, 'administrador', adminUid)];
      },
    ),
  );
  if (member) throw new MemberRefusedError('already-member');
  return clientId;
}

/**
 * Links `person` to the existing company `clientId` with `role` (members/{uid}).
 * MemberRefusedError('already-member') when they already belong to a company.
 */
export async function linkToCompany(
  person: Person,
  clientId: string,
  role: MemberRole,
  adminUid: string,
): Promise<void> {
  let member = false;
  await withDocuments((store) =>
    store.update(MEMBERS, person.uid, (current) => {
      member = current !== null;
      return member ? null : memberDoc(person, clientId, role, adminUid);
    }),
  );
  if (member) throw new MemberRefusedError('already-member');
}

/**
 * "Agregar a la empresa": the registered account with this e-mail, verified, joins `clientId`
 * with `role`. MemberRefusedError: 'no-account', 'unverified' or 'already-member'. Resolves to the
 * membership as written.
 */
export async function addMemberByEmail(
  clientId: string,
  email: string,
  role: MemberRole,
  adminUid: string,
): Promise<Person> {
  const user = await findUserByEmail(email.trim());
  if (!user) throw new MemberRefusedError('no-account');
  if (user.emailVerified !== true) throw new MemberRefusedError('unverified');
  const person = { uid: user.id, email: user.email, name: user.name };
  await linkToCompany(person, clientId, role, adminUid);
  return person;
}

/**
 * Changes the role of the member `uid` of `clientId` (read and written in one transaction);
 * DataError 'not-found' when they are no longer a member of it.
 */
export async function setCompanyMemberRole(
  uid: string,
  clientId: string,
  role: MemberRole,
): Promise<void> {
  if (!isMemberRole(role)) throw new DataError('invalid', `Unknown role ${String(role)}.`);
  let found = false;
  await withDocuments((store) =>
    store.update(MEMBERS, uid, (current) => {
      found = current !== null && current.clientId === clientId;
      return found && current ? { ...current, role } : null;
    }),
  );
  if (!found) throw new DataError('not-found', `members/${uid} is not a member of ${clientId}.`);
}
