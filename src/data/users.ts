/**
 * users/{uid}: the account document (profile, score, achievements, role).
 * Every read is parsed (src/data/user-doc.ts); every write is free of undefined values.
 */
import type { AuthProvider, UserDoc } from '@/domain/entities';
import type { DocData, ListOptions, PageCursor } from './ports';
import { isDeepEqual, SERVER_TIME, stripUndefined } from './doc-values';
import { readString } from './parse';
import { getDocumentStore } from './store';
import { newUserDoc, parseUserDoc, type NewUserInit } from './user-doc';

export { newUserDoc, type NewUserInit } from './user-doc';

const USERS = 'users';

/** Fields a plain merge may change. Score, achievements and role change only through updateUser. */
export type UserProfilePatch = Partial<
  Pick<UserDoc, 'name' | 'email' | 'photoURL' | 'profileCompleted' | 'lastLogin' | 'authProvider'>
>;

export type UserWithId = UserDoc & {
  id: string;
  /** Who last granted or removed the admin role (uid), and when (ISO); null if never. */
  roleChangedBy: string | null;
  roleChangedAt: string | null;
};

/** Users shown per page in the admin area (one page read per view). */
export const USER_PAGE_SIZE = 50;

const nowIso = () => new Date().toISOString();

function toDocData(user: UserDoc): DocData {
  return stripUndefined({ ...user, achievements: { ...user.achievements } });
}

export async function getUser(uid: string): Promise<UserDoc | null> {
  const raw = await (await getDocumentStore()).get(USERS, uid);
  return raw === null ? null : parseUserDoc(raw);
}

/**
 * Ensures users/{uid} exists, atomically. A missing document is created with every default
 * (guest, score 0, no achievements). An existing one keeps its score, achievements and role; only
 * missing or malformed fields are filled in (from `init` and the defaults), and a complete
 * document is not written at all. Resolves to the stored document.
 */
export async function createUserDocument(uid: string, init: NewUserInit): Promise<UserDoc> {
  const now = nowIso();
  const stored = await (
    await getDocumentStore()
  ).update(USERS, uid, (current) => {
    const fresh = newUserDoc(init, now);
    if (current === null) return toDocData(fresh);
    const repaired = parseUserDoc(current, fresh) ?? fresh;
    const next = { ...current, ...toDocData(repaired) };
    return isDeepEqual(next, current) ? null : next;
  });
  const user = parseUserDoc(stored);
  if (!user) throw new Error(`users/${uid} could not be created.`);
  return user;
}

/** At sign-in: merges lastLogin (now) and the provider used. */
export async function recordSignIn(uid: string, authProvider: AuthProvider): Promise<void> {
  await (
    await getDocumentStore()
  ).set(USERS, uid, { lastLogin: nowIso(), authProvider }, { merge: true });
}

/** Merges profile fields and stamps updatedAt. */
export async function mergeUser(uid: string, patch: UserProfilePatch): Promise<void> {
  await (
    await getDocumentStore()
  ).set(USERS, uid, stripUndefined({ ...patch, updatedAt: nowIso() }), { merge: true });
}

/**
 * Transactional read-compute-write of users/{uid}. `compute` gets the parsed document (null when
 * missing) and returns the next document, or null to write nothing; it must be pure and
 * synchronous (it may run more than once under contention). Fields of the stored document that
 * `compute` leaves out (unknown fields, `role`) are kept. Resolves to the stored document.
 */
export async function updateUser(
  uid: string,
  compute: (current: UserDoc | null) => UserDoc | null,
): Promise<UserDoc | null> {
  const stored = await (
    await getDocumentStore()
  ).update(USERS, uid, (raw) => {
    const next = compute(raw === null ? null : parseUserDoc(raw));
    return next === null ? null : { ...(raw ?? {}), ...toDocData(next) };
  });
  return stored === null ? null : parseUserDoc(stored);
}

function withId(id: string, raw: DocData): UserWithId | null {
  const user = parseUserDoc(raw);
  if (!user) return null;
  return {
    ...user,
    id,
    roleChangedBy: readString(raw, 'roleChangedBy') ?? null,
    roleChangedAt: readString(raw, 'roleChangedAt') ?? null,
  };
}

/** "ana" -> "Ana": names are stored as typed, usually capitalised. */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('es-MX') + text.slice(1);

/**
 * The query of one page of users (admin): newest first, or those whose e-mail (with "@", lower
 * case) or name (capitalised) starts with `search`.
 */
export function userListOptions(search = '', after: PageCursor | null = null): ListOptions {
  const term = search.trim();
  let options: ListOptions = { orderBy: { field: 'createdAt', direction: 'desc' } };
  if (term !== '') {
    const field = term.includes('@') ? 'email' : 'name';
    const prefix = field === 'email' ? term.toLowerCase() : capitalised(term);
    options = {
      where: [
        { field, op: '>=', value: prefix },
        { field, op: '<', value: `${prefix}\uf8ff` },
      ],
      orderBy: { field },
    };
  }
  return { ...options, limit: USER_PAGE_SIZE, ...(after ? { startAfter: after } : {}) };
}

/** One page of users (admin): at most USER_PAGE_SIZE documents read. */
export async function listUsers(
  search = '',
  after: PageCursor | null = null,
): Promise<{ items: UserWithId[]; next: PageCursor | null }> {
  const rows = await (await getDocumentStore()).list(USERS, userListOptions(search, after));
  const items = rows.flatMap((row) => withId(row.id, row.data) ?? []);
  const last = rows.at(-1);
  return { items, next: rows.length === USER_PAGE_SIZE && last?.cursor ? last.cursor : null };
}

/** The registered user with this e-mail (admin), or null: one document read at most. */
export async function findUserByEmail(email: string): Promise<UserWithId | null> {
  const rows = await (
    await getDocumentStore()
  ).list(USERS, {
    where: [{ field: 'email', op: '==', value: email.trim().toLowerCase() }],
    limit: 1,
  });
  const row = rows[0];
  return row ? withId(row.id, row.data) : null;
}

/** How many users have a document (admin), counted by the database. */
export async function countUsers(): Promise<number> {
  return (await getDocumentStore()).count(USERS);
}

/**
 * Grants (admin: true) or removes the admin role of `uid`, recording who did it (`byUid`) and
 * when (the database's clock). firestore.rules refuse it for one's own document.
 */
export async function setUserRole(uid: string, admin: boolean, byUid: string): Promise<void> {
  await (
    await getDocumentStore()
  ).set(
    USERS,
    uid,
    { role: admin ? 'admin' : null, roleChangedAt: SERVER_TIME, roleChangedBy: byUid },
    { merge: true },
  );
}
