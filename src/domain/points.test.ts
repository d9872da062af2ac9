import type { UserDoc } from './schemas/user';
import {
  POINTS,
  PROFILE_SCORE_TARGET,
  RESOURCES_GOAL,
  awardAchievement,
  defaultAchievements,
  markResourceRead,
  profileCompleteness,
  withDefaults,
  type OneTimeAchievement,
} from './points';

const T0 = '2026-01-01T00:00:00.000Z';
const NOW = '2026-11-21T10:00:00.000Z';

function user(over: Partial<UserDoc> = {}): UserDoc {
  return {
    name: 'Ana López',
    email: 'ana@example.com',
    photoURL: null,
    createdAt: T0,
    updatedAt: T0,
    lastLogin: T0,
    userType: 'guest',
    profileCompleted: false,
    authProvider: 'password',
    score: 0,
    resourcesRead: 0,
    achievements: defaultAchievements(),
    ...over,
  };
}

describe('constants (docs/product.md, Points)', () => {
  it('match the spec', () => {
    expect(POINTS).toEqual({
      profileCompleted: 20,
      calculatorUsed: 20,
      needsAssessmentCompleted: 20,
      resource: 5,
    });
    expect(RESOURCES_GOAL).toBe(5);
    expect(PROFILE_SCORE_TARGET).toBe(80);
  });
});

describe('awardAchievement', () => {
  it.each(['profileCompleted', 'calculatorUsed', 'needsAssessmentCompleted'] as const)(
    'sets %s once and adds 20 points once',
    (key: OneTimeAchievement) => {
      const before = user({ score: 15 });
      const first = awardAchievement(before, key, NOW);
      expect(first.awarded).toBe(true);
      expect(first.user.score).toBe(35);
      expect(first.user.achievements[key]).toBe(true);
      expect(first.user.updatedAt).toBe(NOW);
      expect(first.user.profileCompleted).toBe(key === 'profileCompleted');

      const second = awardAchievement(first.user, key, '2026-12-01T00:00:00.000Z');
      expect(second.awarded).toBe(false);
      expect(second.user).toBe(first.user);
      expect(second.user.score).toBe(35);
      expect(second.user.updatedAt).toBe(NOW);
    },
  );

  it('does not modify the input document', () => {
    const before = user();
    const snapshot = structuredClone(before);
    awardAchievement(before, 'calculatorUsed', NOW);
    expect(before).toEqual(snapshot);
  });

  it('leaves the other flags and the read list alone', () => {
    const before = user({
      achievements: { ...defaultAchievements(), calculatorUsed: true, resourcesReadIds: ['a'] },
      score: 25,
    });
    const { user: next } = awardAchievement(before, 'needsAssessmentCompleted', NOW);
    expect(next.achievements).toEqual({
      profileCompleted: false,
      calculatorUsed: true,
      needsAssessmentCompleted: true,
      resourcesReadIds: ['a'],
    });
    expect(next.score).toBe(45);
    expect(next.name).toBe('Ana López');
  });

  it('awarding all three one-time achievements gives 60 points', () => {
    let u = user();
    for (const key of [
      'profileCompleted',
      'calculatorUsed',
      'needsAssessmentCompleted',
      'calculatorUsed',
    ] as const) {
      u = awardAchievement(u, key, NOW).user;
    }
    expect(u.score).toBe(60);
  });
});

describe('markResourceRead', () => {
  it('adds 5 points per new id and counts the ids', () => {
    const first = markResourceRead(user(), 'guia-costo-por-pagina', NOW);
    expect(first).toEqual({
      awarded: true,
      user: expect.objectContaining({
        score: 5,
        resourcesRead: 1,
        updatedAt: NOW,
        achievements: expect.objectContaining({ resourcesReadIds: ['guia-costo-por-pagina'] }),
      }),
    });
    const second = markResourceRead(first.user, 'checklist-videovigilancia', NOW);
    expect(second.awarded).toBe(true);
    expect(second.user.score).toBe(10);
    expect(second.user.resourcesRead).toBe(2);
    expect(second.user.achievements.resourcesReadIds).toEqual([
      'guia-costo-por-pagina',
      'checklist-videovigilancia',
    ]);
  });

  it.each([
    ['an id already read', 'a'],
    ['an empty id', ''],
  ])('ignores %s', (_label, id) => {
    const before = user({
      score: 5,
      resourcesRead: 1,
      achievements: { ...defaultAchievements(), resourcesReadIds: ['a'] },
    });
    const result = markResourceRead(before, id, NOW);
    expect(result.awarded).toBe(false);
    expect(result.user).toBe(before);
  });

  it('repairs a stale resourcesRead count when a new id is added', () => {
    const before = user({
      resourcesRead: 7,
      achievements: { ...defaultAchievements(), resourcesReadIds: ['a', 'b'] },
    });
    expect(markResourceRead(before, 'c', NOW).user.resourcesRead).toBe(3);
  });

  it('does not modify the input document', () => {
    const before = user({ achievements: { ...defaultAchievements(), resourcesReadIds: ['a'] } });
    const snapshot = structuredClone(before);
    markResourceRead(before, 'b', NOW);
    expect(before).toEqual(snapshot);
  });
});

describe('profileCompleteness', () => {
  it.each([
    [0, 0],
    [5, 6], // 6.25 -> 6
    [10, 13], // 12.5 -> 13
    [20, 25],
    [40, 50],
    [60, 75],
    [75, 94], // 93.75 -> 94
    [80, 100],
    [95, 100],
    [500, 100],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('score %s -> %s %%', (score, percent) => {
    expect(profileCompleteness(score)).toBe(percent);
  });
});

describe('withDefaults', () => {
  it('fills a document that has no progress fields', () => {
    const filled = withDefaults({ name: 'Luis', email: 'luis@example.com' });
    expect(filled).toEqual({
      name: 'Luis',
      email: 'luis@example.com',
      score: 0,
      resourcesRead: 0,
      profileCompleted: false,
      achievements: {
        profileCompleted: false,
        calculatorUsed: false,
        needsAssessmentCompleted: false,
        resourcesReadIds: [],
      },
    });
  });

  it('keeps values already present', () => {
    const full = user({
      score: 45,
      resourcesRead: 1,
      profileCompleted: true,
      achievements: {
        profileCompleted: true,
        calculatorUsed: true,
        needsAssessmentCompleted: false,
        resourcesReadIds: ['x'],
      },
    });
    expect(withDefaults(full)).toEqual(full);
  });

  it.each([
    ['null achievements', { achievements: null }, defaultAchievements(), 0],
    [
      'partial achievements',
      { achievements: { calculatorUsed: true } },
      { ...defaultAchievements(), calculatorUsed: true },
      0,
    ],
    [
      'duplicate and junk ids',
      { achievements: { resourcesReadIds: ['a', 'a', '', 7, 'b'] as unknown as string[] } },
      { ...defaultAchievements(), resourcesReadIds: ['a', 'b'] },
      0,
    ],
    ['non-numeric score', { score: 'diez' as unknown as number }, defaultAchievements(), 0],
    ['NaN score', { score: Number.NaN }, defaultAchievements(), 0],
  ])('repairs %s', (_label, partial, achievements, score) => {
    const filled = withDefaults(partial);
    expect(filled.achievements).toEqual(achievements);
    expect(filled.score).toBe(score);
  });

  it('derives a missing resourcesRead from the ids', () => {
    expect(withDefaults({ achievements: { resourcesReadIds: ['a', 'b'] } }).resourcesRead).toBe(2);
  });

  it('lets the reducers run on a document that lacked progress fields', () => {
    const { user: next, awarded } = awardAchievement(
      withDefaults({ name: 'Luis' }),
      'calculatorUsed',
      NOW,
    );
    expect(awarded).toBe(true);
    expect(next.score).toBe(20);
    expect(next.name).toBe('Luis');
  });
});
