/**
 * Company accounts (docs/decisions/0041-company-accounts.md): a rental client is a company,
 * clients/{clientId}, and each person in it holds one membership, members/{uid}, with one role.
 * A person belongs to at most one company (the membership's id is their uid). Roles are stored
 * as the codes below; people read the labels. Shared by the site and the functions.
 */

export const MEMBER_ROLES = ['administrador', 'usuario', 'facturacion'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  administrador: 'Administrador de la cuenta',
  usuario: 'Usuario',
  facturacion: 'Facturación',
};

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

/** The account's administrator: everything, including members and invitations. */
export function managesMembers(role: MemberRole): boolean {
  return role === 'administrador';
}

/** Devices, readings and tickets: the administrator and the users (not billing). */
export function seesDevices(role: MemberRole): boolean {
  return role === 'administrador' || role === 'usuario';
}

/** Every ticket of the company (a "Usuario" sees the ones they opened). */
export function seesEveryTicket(role: MemberRole): boolean {
  return role === 'administrador';
}

/** Statements: the administrator and billing. */
export function seesStatements(role: MemberRole): boolean {
  return role === 'administrador' || role === 'facturacion';
}

/** How long an invitation's link is valid. */
export const INVITE_VALID_DAYS = 7;
export const INVITE_VALID_MS = INVITE_VALID_DAYS * 24 * 60 * 60 * 1000;

/**
 * A company's RFC (optional): 12 characters for a company (persona moral), 13 for a person
 * (persona física): 3 or 4 letters, the date as 6 digits and 3 letters or digits, uppercase.
 */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$/;
export const RFC_MESSAGE =
  'Escribe un RFC válido: 12 caracteres para una empresa o 13 para una persona física (por ejemplo, HCA010203AB1).';

/** The RFC as stored: without spaces or hyphens, uppercase ('' when none). */
export function normalizeRfc(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}
