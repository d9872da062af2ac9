/**
 * Points and one-time achievements (docs/product.md, Points).
 * Every reducer is pure and idempotent: it is meant to run inside a transactional update
 * (read the current user document, compute the next one, write it), so replaying it on an
 * already-updated document changes nothing and reports `awarded: false`.
 */
import { defaultAchievements, parseUserDoc, type UserDoc } from './schemas/user';

export { defaultAchievements };

export const POINTS = {
  profileCompleted: 20,
  calculatorUsed: 20,
  needsAssessmentCompleted: 20,
  /** each new resource read */
  resource: 5,
} as const;

/** Resources to read for the dashboard's progress card ("x de 5"). */
export const RESOURCES_GOAL = 5;
/** Score at which the profile completeness bar is full (score / 80, capped at 100 %). */
export const PROFILE_SCORE_TARGET = 80;

export type OneTimeAchievement = 'profileCompleted' | 'calculatorUsed' | 'needsAssessmentCompleted';

/** The fields the reducers read and write. A full UserDoc has them all. */
export type UserProgress = Pick<
  UserDoc,
  'score' | 'resourcesRead' | 'profileCompleted' | 'achievements'
> & { updatedAt?: string };

export interface ProgressResult<T> {
  user: T;
  /** true when this call set the flag / marked the resource and added the points */
  awarded: boolean;
}

type PartialUser = Partial<Omit<UserDoc, 'achievements'>> & {
  achievements?: Partial<UserDoc['achievements']> | null;
};

/**
 * Fills what an older or partial user document lacks, with the user schema's defaults (score 0,
 * every achievement flag false, no resources read). Values already present (of the right type)
 * are kept, and so is every other field.
 */
export function withDefaults<T extends PartialUser>(partial: T): T & UserProgress {
  const { score, resourcesRead, profileCompleted, achievements } = parseUserDoc(partial)!;
  return { ...partial, score, resourcesRead, profileCompleted, achievements };
}

/**
 * Sets a one-time achievement flag and adds its points, once. `profileCompleted` also sets the
 * top-level `profileCompleted`. An already-set flag returns the same object and `awarded: false`.
 */
export function awardAchievement<T extends UserProgress>(
  user: T,
  achievement: OneTimeAchievement,
  nowIso: string,
): ProgressResult<T> {
  if (user.achievements[achievement]) return { user, awarded: false };
  const next: T = {
    ...user,
    score: user.score + POINTS[achievement],
    achievements: { ...user.achievements, [achievement]: true },
    updatedAt: nowIso,
  };
  if (achievement === 'profileCompleted') next.profileCompleted = true;
  return { user: next, awarded: true };
}

/**
 * Marks a resource as read: each id once, +5 points, resourcesRead = number of ids read.
 * A repeated (or empty) id returns the same object and `awarded: false`.
 */
export function markResourceRead<T extends UserProgress>(
  user: T,
  resourceId: string,
  nowIso: string,
): ProgressResult<T> {
  if (resourceId === '' || user.achievements.resourcesReadIds.includes(resourceId))
    return { user, awarded: false };
  const resourcesReadIds = [...user.achievements.resourcesReadIds, resourceId];
  const next: T = {
    ...user,
    score: user.score + POINTS.resource,
    resourcesRead: resourcesReadIds.length,
    achievements: { ...user.achievements, resourcesReadIds },
    updatedAt: nowIso,
  };
  return { user: next, awarded: true };
}

/** Profile completeness bar in percent: min(100, round(score / 80 × 100)); 0 for bad input. */
export function profileCompleteness(score: number): number {
  if (!Number.isFinite(score) || score <= 0) return 0;
  return Math.min(100, Math.round((score / PROFILE_SCORE_TARGET) * 100));
}
