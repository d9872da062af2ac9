/**
 * users/{uid}: the account document (profile, score, achievements, role).
 * Every read is parsed (src/data/user-doc.ts); every write is free of undefined values.
 */
import type { AuthProvider, UserDoc } from '@/domain/entities';
import type { DocData } from './ports';
import { isDeepEqual, stripUndefined } from './doc-values';
import { getDocumentStore } from './store';
import { newUserDoc, parseUserDoc, type NewUserInit } from './user-doc';

export { newUserDoc, type NewUserInit } from './user-doc';

const USERS = 'users';

/** Fields a plain merge may change. Score, achievements and role change only through updateUser. */
export type UserProfilePatch = Partial<
  Pick<UserDoc, 'name' | 'email' | 'photoURL' | 'profileCompleted' | 'lastLogin' | 'authProvider'>
>;

export type UserWithId = UserDoc & { id: string };

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

/** Every user (admin), newest createdAt first. Documents without createdAt are not listed. */
export async function listUsers(): Promise<UserWithId[]> {
  const docs = await (
    await getDocumentStore()
  ).list(USERS, { orderBy: { field: 'createdAt', direction: 'desc' } });
  const users: UserWithId[] = [];
  for (const { id, data } of docs) {
    const user = parseUserDoc(data);
    if (user) users.push({ ...user, id });
  }
  return users;
}
