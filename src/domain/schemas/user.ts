/**
 * users/{uid}, one schema (docs/product.md, Entities and Points): the account document, the
 * defaults of a new account and the repair of what is read back. Every field has a default, so any
 * map reads as a whole document: a missing or malformed field takes the new-account default (guest,
 * score 0, nothing earned, no resources read, no role). firestore.rules check the same shape in
 * their own language.
 */
import * as v from 'valibot';
import { isPlainObject } from './plain';

export const AUTH_PROVIDERS = ['password', 'google'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

const finiteNumber = v.pipe(v.number(), v.finite());
const textOrEmpty = v.fallback(v.string(), '');
const flag = v.fallback(v.boolean(), false);

/** Resource ids read: strings, each once, never ''. */
function resourceIds(items: unknown[]): string[] {
  return [...new Set(items)].filter((id): id is string => typeof id === 'string' && id !== '');
}

const AchievementsSchema = v.object({
  profileCompleted: flag,
  calculatorUsed: flag,
  needsAssessmentCompleted: flag,
  resourcesReadIds: v.pipe(
    v.fallback(v.array(v.unknown()), () => []),
    v.transform(resourceIds),
  ),
});
export type Achievements = v.InferOutput<typeof AchievementsSchema>;

export const UserSchema = v.pipe(
  v.object({
    name: textOrEmpty,
    email: textOrEmpty,
    photoURL: v.fallback(v.nullable(v.string()), null),
    /** ISO timestamps */
    createdAt: textOrEmpty,
    updatedAt: textOrEmpty,
    lastLogin: textOrEmpty,
    /** Every account is a guest; admins also have `role`. */
    userType: v.fallback(v.literal('guest'), 'guest'),
    profileCompleted: flag,
    authProvider: v.fallback(v.picklist(AUTH_PROVIDERS), 'password'),
    /** 'admin' opens the admin area; anything else is dropped. Never written by the client. */
    role: v.fallback(v.optional(v.literal('admin')), undefined),
    /**
     * true once the function confirmEmailVerified recorded that the account owns its e-mail
     * (verified link or Google account); absent otherwise. Never written by the client.
     */
    emailVerified: v.fallback(v.optional(v.literal(true)), undefined),
    score: v.fallback(finiteNumber, 0),
    /** The number of resources read; when missing, counted from the ids. */
    resourcesRead: v.fallback(v.optional(finiteNumber), undefined),
    achievements: v.fallback(AchievementsSchema, () => v.parse(AchievementsSchema, {})),
  }),
  v.transform(({ role, emailVerified, resourcesRead, ...user }) => ({
    ...user,
    resourcesRead: resourcesRead ?? user.achievements.resourcesReadIds.length,
    ...(role ? { role } : {}),
    ...(emailVerified ? { emailVerified } : {}),
  })),
);
export type UserDoc = v.InferOutput<typeof UserSchema>;

/** Reads a stored user document: null for anything that is not a map, repaired otherwise. */
export function parseUserDoc(raw: unknown): UserDoc | null {
  return isPlainObject(raw) ? v.parse(UserSchema, raw) : null;
}

export interface NewUserInit {
  name: string;
  email: string;
  photoURL: string | null;
  authProvider: AuthProvider;
}

/** New-account document (docs/product.md, Entities): the schema's defaults around `init`. */
export function newUserDoc(init: NewUserInit, nowIso: string): UserDoc {
  return v.parse(UserSchema, { ...init, createdAt: nowIso, updatedAt: nowIso, lastLogin: nowIso });
}

/** Every achievement unset and no resource read. */
export function defaultAchievements(): Achievements {
  return v.parse(AchievementsSchema, {});
}

/** Who last granted or removed the admin role (uid), and when (ISO); null if never. */
export const RoleChangeSchema = v.object({
  roleChangedBy: v.fallback(v.nullable(v.string()), null),
  roleChangedAt: v.fallback(v.nullable(v.string()), null),
});
export type RoleChange = v.InferOutput<typeof RoleChangeSchema>;

/**
 * Whether an admin takes leads (`sales: true`, set by ANOTHER admin in the desk's Usuarios; the
 * lead trigger assigns new leads round robin among them), and who last changed it (uid) and when
 * (ISO); false and null if never. Only admins are sales (firestore.rules), so a reader counts the
 * flag only beside `role: 'admin'`. Not part of UserSchema: the owner's own writes never carry it.
 */
export const SalesFlagSchema = v.object({
  sales: v.fallback(v.boolean(), false),
  salesChangedBy: v.fallback(v.nullable(v.string()), null),
  salesChangedAt: v.fallback(v.nullable(v.string()), null),
});
export type SalesFlag = v.InferOutput<typeof SalesFlagSchema>;

/**
 * Whether an admin is one of the company's technicians (`technician: true`, set by an admin in
 * the desk's Usuarios; "Asignar técnico" offers them). Only admins are technicians
 * (firestore.rules; removing the role removes it), so a reader counts it only beside
 * `role: 'admin'`. Not part of UserSchema: the owner's own writes never carry it.
 */
export const TechnicianFlagSchema = v.object({
  technician: v.fallback(v.boolean(), false),
});
export type TechnicianFlag = v.InferOutput<typeof TechnicianFlagSchema>;

/** Whether a stored user document is a technician: an admin marked `technician: true`. */
export function isTechnician(raw: unknown): boolean {
  return isPlainObject(raw) && raw.role === 'admin' && raw.technician === true;
}
