/**
 * The users/{uid} document shape: defaults for a new account and the parser that repairs what is
 * read back. Pure (no store access), so the browser store can seed the demo users with it.
 */
import { DEMO_ACCOUNTS, type AuthProvider, type UserDoc } from '@/domain/entities';
import { defaultAchievements } from '@/domain/points';
import {
  asString,
  isRecord,
  readArray,
  readBoolean,
  readNumber,
  readOneOf,
  readRecord,
  readString,
} from './parse';

export interface NewUserInit {
  name: string;
  email: string;
  photoURL: string | null;
  authProvider: AuthProvider;
}

const AUTH_PROVIDERS = ['password', 'google'] as const satisfies readonly AuthProvider[];

export { defaultAchievements };

/** New-account document (docs/product.md, Entities): guest, score 0, nothing earned, no role. */
export function newUserDoc(init: NewUserInit, nowIso: string): UserDoc {
  return {
    name: init.name,
    email: init.email,
    photoURL: init.photoURL,
    createdAt: nowIso,
    updatedAt: nowIso,
    lastLogin: nowIso,
    userType: 'guest',
    profileCompleted: false,
    authProvider: init.authProvider,
    score: 0,
    resourcesRead: 0,
    achievements: defaultAchievements(),
  };
}

const EMPTY_USER: UserDoc = newUserDoc(
  { name: '', email: '', photoURL: null, authProvider: 'password' },
  '',
);

/**
 * Reads a stored user document. Anything that is not a map is rejected (null); inside a map, each
 * missing or malformed field is repaired from `fallback` (by default: empty strings, score 0, no
 * achievements). `role` survives only as exactly 'admin'; `userType` is always 'guest';
 * `achievements.resourcesReadIds` loses non-strings and duplicates.
 */
export function parseUserDoc(raw: unknown, fallback: UserDoc = EMPTY_USER): UserDoc | null {
  if (!isRecord(raw)) return null;
  const photo = raw.photoURL;
  const achievementsRaw = readRecord(raw, 'achievements') ?? {};
  const fallbackAchievements = fallback.achievements;
  const readIds = readArray(achievementsRaw, 'resourcesReadIds', asString);
  const user: UserDoc = {
    name: readString(raw, 'name') ?? fallback.name,
    email: readString(raw, 'email') ?? fallback.email,
    photoURL: typeof photo === 'string' || photo === null ? photo : fallback.photoURL,
    createdAt: readString(raw, 'createdAt') ?? fallback.createdAt,
    updatedAt: readString(raw, 'updatedAt') ?? fallback.updatedAt,
    lastLogin: readString(raw, 'lastLogin') ?? fallback.lastLogin,
    userType: 'guest',
    profileCompleted: readBoolean(raw, 'profileCompleted') ?? fallback.profileCompleted,
    authProvider: readOneOf(raw, 'authProvider', AUTH_PROVIDERS) ?? fallback.authProvider,
    score: readNumber(raw, 'score') ?? fallback.score,
    resourcesRead: readNumber(raw, 'resourcesRead') ?? fallback.resourcesRead,
    achievements: {
      profileCompleted:
        readBoolean(achievementsRaw, 'profileCompleted') ?? fallbackAchievements.profileCompleted,
      calculatorUsed:
        readBoolean(achievementsRaw, 'calculatorUsed') ?? fallbackAchievements.calculatorUsed,
      needsAssessmentCompleted:
        readBoolean(achievementsRaw, 'needsAssessmentCompleted') ??
        fallbackAchievements.needsAssessmentCompleted,
      resourcesReadIds: readIds
        ? [...new Set(readIds)]
        : [...fallbackAchievements.resourcesReadIds],
    },
  };
  if (raw.role === 'admin') user.role = 'admin';
  return user;
}

/**
 * The users/{uid} documents of the local demo accounts (docs/product.md, Demo accounts), for
 * seeding local stores.
 */
export function demoUserDocs(nowIso: string): Array<{ uid: string; doc: UserDoc }> {
  const { admin, guest } = DEMO_ACCOUNTS;
  return [
    {
      uid: admin.uid,
      doc: {
        ...newUserDoc(
          { name: admin.name, email: admin.email, photoURL: null, authProvider: 'password' },
          nowIso,
        ),
        role: 'admin',
      },
    },
    {
      uid: guest.uid,
      doc: newUserDoc(
        { name: guest.name, email: guest.email, photoURL: null, authProvider: 'password' },
        nowIso,
      ),
    },
  ];
}
