/**
 * Search keys: what the admin's searches (Solicitudes, Usuarios) compare against. The database
 * can only match a prefix of a stored string exactly, so each searchable field is stored a second
 * time in a normal form, written with the document, and the typed term is put in the same form:
 *
 *   emailKey    the e-mail, trimmed and lowercased ("Ana@Empresa.mx" -> "ana@empresa.mx")
 *   nameKey     a person's name, lowercased, without accents, spaces collapsed
 *               ("  José  Núñez" -> "jose nunez")
 *   companyKey  a lead's company, the same way ("Hotel Ámbar" -> "hotel ambar")
 *
 * Pure and shared: the browser writes users' keys, the quote function writes leads' keys, and the
 * one-off backfill (functions/scripts/backfill-search-keys.ts) fills in older documents.
 */

/** Lowercase, no accents or other combining marks, single spaces, trimmed. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('es-MX')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An e-mail as searched: trimmed and lowercased (accents are left as typed). */
export function emailSearchKey(email: string): string {
  return email.trim().toLowerCase();
}

export interface UserSearchKeys {
  emailKey: string;
  nameKey: string;
}

export interface LeadSearchKeys extends UserSearchKeys {
  companyKey: string;
}

export function userSearchKeys(user: { email: string; name: string }): UserSearchKeys {
  return { emailKey: emailSearchKey(user.email), nameKey: searchKey(user.name) };
}

export function leadSearchKeys(lead: {
  corporateEmail: string;
  fullName: string;
  company: string;
}): LeadSearchKeys {
  return {
    emailKey: emailSearchKey(lead.corporateEmail),
    nameKey: searchKey(lead.fullName),
    companyKey: searchKey(lead.company),
  };
}

/**
 * The stored field and the prefix a typed term is looked up by: a term with "@" is an e-mail,
 * anything else a name (users) or a company (leads). Null for a blank term.
 */
export function searchPrefix<Field extends string>(
  term: string,
  textField: Field,
): { field: 'emailKey' | Field; prefix: string } | null {
  const trimmed = term.trim();
  if (trimmed === '') return null;
  return trimmed.includes('@')
    ? { field: 'emailKey', prefix: emailSearchKey(trimmed) }
    : { field: textField, prefix: searchKey(trimmed) };
}
