/**
 * users/{uid}: the account document (profile, score, achievements, role).
 * Every read is parsed (src/domain/schemas/user.ts); every write is free of undefined values.
 *
 * The document is created at one moment only: when a session starts (ensureUserDocument, called by
 * sign-in, registration and the signed-in area a restored session opens). Everything else reads
 * and updates it.
 */
import * as v from 'valibot';
import {
  isTechnician,
  newUserDoc,
  parseUserDoc,
  RoleChangeSchema,
  SalesFlagSchema,
  type AuthProvider,
  type NewUserInit,
  type RoleChange,
  type SalesFlag,
  type UserDoc,
} from '@/domain/schemas/user';
import { PRIVACY_NOTICE_VERSION } from '@/domain/privacy';
import { USERS } from '@/domain/collections';
import { emailSearchKey, searchKey, searchPrefix, userSearchKeys } from '@/domain/search-keys';
import { withDocuments } from './access';
import type { DocData, DocumentStore, ListOptions, PageCursor } from './ports';
import { isDeepEqual, SERVER_TIME, stripUndefined } from './doc-values';

export { newUserDoc, type NewUserInit } from '@/domain/schemas/user';

/** Fields a plain merge may change. Score, achievements and role change only through updateUser. */
export type UserProfilePatch = Partial<
  Pick<UserDoc, 'name' | 'email' | 'photoURL' | 'profileCompleted' | 'lastLogin' | 'authProvider'>
>;

export type UserWithId = UserDoc &
  RoleChange &
  SalesFlag & {
    id: string;
    /** An admin marked `technician: true` ("Asignar técnico" offers them). */
    technician: boolean;
  };

/** A sales admin, as the lead page's owner picker lists them (contactSubmissions' `owner`). */
export interface SalesAdmin {
  uid: string;
  email: string;
  name: string;
}

/** Users shown per page in the admin area (one page read per view). */
export const USER_PAGE_SIZE = 50;

const nowIso = () => new Date().toISOString();

/** The stored document: the user's fields and the admin search's keys (src/domain/search-keys.ts). */
function toDocData(user: UserDoc): DocData {
  return stripUndefined({
    ...user,
    achievements: { ...user.achievements },
    ...userSearchKeys(user),
  });
}

export async function getUser(uid: string): Promise<UserDoc | null> {
  const raw = await withDocuments((store) => store.get(USERS, uid));
  return raw === null ? null : parseUserDoc(raw);
}

/**
 * Ensures users/{uid} exists, atomically, and resolves to the stored document. A missing document
 * is created with every default (guest, score 0, no achievements), the database's time as
 * createdAt, and the privacy notice the person accepted (`privacyNoticeVersion`, with
 * `privacyConsentAt` the database's time: written once, never changed). An existing one keeps
 * its score, achievements, role and createdAt; only other missing
 * or malformed fields are filled in (from `init` and the defaults), and a complete document is not
 * written at all.
 */
export function createUserDocument(uid: string, init: NewUserInit): Promise<UserDoc> {
  return withDocuments((store) => createIn(store, uid, init));
}

async function createIn(store: DocumentStore, uid: string, init: NewUserInit): Promise<UserDoc> {
  const now = nowIso();
  const stored = await store.update(USERS, uid, (current) => {
    const fresh = toDocData(newUserDoc(init, now));
    // createdAt is the database's time (firestore.rules refuse any other); so is the consent on
    // record: the privacy notice the sign-up showed, accepted now (written once, never changed).
    if (current === null)
      return {
        ...fresh,
        createdAt: SERVER_TIME,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        privacyConsentAt: SERVER_TIME,
      };
    // A repair never writes createdAt: the stored one (or none) stays as it is.
    const { createdAt: _createdAt, ...repaired } = toDocData(
      parseUserDoc({ ...fresh, ...current }) as UserDoc,
    );
    const next = { ...current, ...repaired };
    return isDeepEqual(next, current) ? null : next;
  });
  const user = parseUserDoc(stored);
  if (!user) throw new Error(`users/${uid} could not be created.`);
  return user;
}

/** Per store (a test installs a new one), the uids whose document this page already ensured. */
const ensured = new WeakMap<DocumentStore, Map<string, Promise<void>>>();

/**
 * When a session starts: makes sure users/{uid} exists (createUserDocument), once per page and
 * account; later calls resolve at once. A failed attempt is forgotten, so the next call retries.
 */
export function ensureUserDocument(uid: string, init: NewUserInit): Promise<void> {
  return withDocuments((store) => {
    const byUid = ensured.get(store) ?? new Map<string, Promise<void>>();
    ensured.set(store, byUid);
    const known = byUid.get(uid);
    if (known) return known;
    const attempt = createIn(store, uid, init).then(() => undefined);
    byUid.set(uid, attempt);
    attempt.catch(() => byUid.delete(uid));
    return attempt;
  });
}

/** At sign-in: merges lastLogin (now) and the provider used. */
export async function recordSignIn(uid: string, authProvider: AuthProvider): Promise<void> {
  await withDocuments((store) =>
    store.set(USERS, uid, { lastLogin: nowIso(), authProvider }, { merge: true }),
  );
}

/** Merges profile fields (with the search key of a changed name or e-mail) and stamps updatedAt. */
export async function mergeUser(uid: string, patch: UserProfilePatch): Promise<void> {
  const keys = {
    nameKey: patch.name === undefined ? undefined : searchKey(patch.name),
    emailKey: patch.email === undefined ? undefined : emailSearchKey(patch.email),
  };
  await withDocuments((store) =>
    store.set(USERS, uid, stripUndefined({ ...patch, ...keys, updatedAt: nowIso() }), {
      merge: true,
    }),
  );
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
  const stored = await withDocuments((store) =>
    store.update(USERS, uid, (raw) => {
      const next = compute(raw === null ? null : parseUserDoc(raw));
      return next === null ? null : { ...(raw ?? {}), ...toDocData(next) };
    }),
  );
  return stored === null ? null : parseUserDoc(stored);
}

function withId(id: string, raw: DocData): UserWithId | null {
  const user = parseUserDoc(raw);
  if (!user) return null;
  const flag = v.parse(SalesFlagSchema, raw);
  // Only admins are sales: a flag left on a user without the role counts for nothing.
  return {
    ...user,
    ...v.parse(RoleChangeSchema, raw),
    ...flag,
    sales: flag.sales && user.role === 'admin',
    technician: isTechnician(raw),
    id,
  };
}

/**
 * The query of one page of users (admin): newest first, or those whose e-mail (a term with "@")
 * or name starts with `search`, compared by their search keys: case and accents do not matter.
 */
export function userListOptions(search = '', after: PageCursor | null = null): ListOptions {
  let options: ListOptions = { orderBy: { field: 'createdAt', direction: 'desc' } };
  const lookup = searchPrefix(search, 'nameKey');
  if (lookup) {
    const { field, prefix } = lookup;
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
  const rows = await withDocuments((store) => store.list(USERS, userListOptions(search, after)));
  const items = rows.flatMap((row) => withId(row.id, row.data) ?? []);
  const last = rows.at(-1);
  return { items, next: rows.length === USER_PAGE_SIZE && last?.cursor ? last.cursor : null };
}

/** The registered user with this e-mail (admin), or null: one document read at most. */
export async function findUserByEmail(email: string): Promise<UserWithId | null> {
  const rows = await withDocuments((store) =>
    store.list(USERS, {
      where: [{ field: 'emailKey', op: '==', value: emailSearchKey(email) }],
      limit: 1,
    }),
  );
  const row = rows[0];
  return row ? withId(row.id, row.data) : null;
}

/** How many users have a document (admin), counted by the database. */
export async function countUsers(): Promise<number> {
  return withDocuments((store) => store.count(USERS));
}

/**
 * Grants (admin: true) or removes the admin role of `uid`, recording who did it (`byUid`) and
 * when (the database's clock). firestore.rules refuse it for one's own document. Only admins are
 * sales (and technicians): removing the role of a sales admin also takes them off sales, and a
 * technician's mark goes, in the same write (read and written in one transaction, so a flag set
 * meanwhile is not left behind).
 */
export async function setUserRole(uid: string, admin: boolean, byUid: string): Promise<void> {
  const change = { roleChangedAt: SERVER_TIME, roleChangedBy: byUid };
  if (admin) {
    await withDocuments((store) =>
      store.set(USERS, uid, { role: 'admin', ...change }, { merge: true }),
    );
    return;
  }
  await withDocuments((store) =>
    store.update(USERS, uid, (current) => {
      if (current === null) return null;
      const offSales =
        current.sales === true
          ? { sales: false, salesChangedAt: SERVER_TIME, salesChangedBy: byUid }
          : {};
      // Only admins are technicians: the mark goes with the role.
      const { technician: _technician, ...rest } = current;
      return { ...rest, role: null, ...change, ...offSales };
    }),
  );
}

/**
 * Marks the admin `uid` as sales (they take leads) or takes them off it, recording who did it
 * (`byUid`) and when (the database's clock). firestore.rules refuse it for one's own document and
 * `sales: true` for a user without the admin role.
 */
export async function setSales(uid: string, sales: boolean, byUid: string): Promise<void> {
  await withDocuments((store) =>
    store.set(
      USERS,
      uid,
      { sales, salesChangedAt: SERVER_TIME, salesChangedBy: byUid },
      { merge: true },
    ),
  );
}

/**
 * Marks the admin `uid` as a technician ("Asignar técnico" offers them) or takes the mark off
 * (the key removed: `technician: true` or absent). firestore.rules allow it on any admin's
 * document, the signed-in admin's own too.
 */
export async function setTechnician(uid: string, technician: boolean): Promise<void> {
  await withDocuments((store) =>
    store.update(USERS, uid, (current) => {
      if (current === null) return null;
      const { technician: _previous, ...rest } = current;
      return technician ? { ...rest, technician: true } : rest;
    }),
  );
}

const byEmail = (a: SalesAdmin, b: SalesAdmin) => {
  const [x, y] = [a.email.toLowerCase(), b.email.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
};

/** At most this many sales admins are read (a team of a few; one read of each). */
export const SALES_ADMINS_LIMIT = 100;

/**
 * The sales admins (role 'admin' and sales true), ordered by e-mail: who a lead can be assigned
 * to. Two equality filters and no orderBy, so Firestore needs no composite index; the few
 * documents (at most SALES_ADMINS_LIMIT) are sorted here.
 */
export async function listSalesAdmins(): Promise<SalesAdmin[]> {
  const rows = await withDocuments((store) =>
    store.list(USERS, {
      where: [
        { field: 'role', op: '==', value: 'admin' },
        { field: 'sales', op: '==', value: true },
      ],
      limit: SALES_ADMINS_LIMIT,
    }),
  );
  return rows
    .flatMap((row) => {
      const user = withId(row.id, row.data);
      return user?.sales ? [{ uid: user.id, email: user.email, name: user.name }] : [];
    })
    .sort(byEmail);
}

/**
 * Has the callable function `confirmEmailVerified` (functions/src/privacy/email-verified.ts)
 * record on the caller's users/{uid} that their e-mail is verified; the function reads the Auth
 * record itself and the rules refuse the field to every client. Resolves to whether the document
 * now says so; rejects with a FunctionCallError (Spanish message).
 */
export async function confirmEmailVerified(): Promise<boolean> {
  // Loaded on the first call: the guest pages' JS budget (docs/bench-public.md) has no room for
  // the callable-functions module on every page, and most visits never call it.
  const { callFunction } = await import('@/lib/functions');
  const answer = await callFunction<Record<string, never>, { emailVerified?: unknown } | null>(
    'confirmEmailVerified',
    {},
  );
  return answer?.emailVerified === true;
}
