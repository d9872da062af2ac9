import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installBrowserStoresForTesting } from '@/data/test-utils/browser-stores';
import { setStoresForTesting } from '@/data/store';
import { createUserDocument, getUser } from '@/data/users';
import { RESOURCES } from '@/content/resources';
import { awardAchievement, markResourceRead } from './progress';

describe('guest progress awards', () => {
  beforeEach(async () => {
    await installBrowserStoresForTesting();
    await createUserDocument('u1', {
      name: 'Ana',
      email: 'ana@example.com',
      photoURL: null,
      authProvider: 'password',
    });
  });
  afterEach(() => setStoresForTesting(null));

  it('pays an achievement once, even when two awards race', async () => {
    const results = await Promise.all([
      awardAchievement('u1', 'calculatorUsed'),
      awardAchievement('u1', 'calculatorUsed'),
    ]);
    expect(results.filter((r) => r.awarded)).toHaveLength(1);
    const user = await getUser('u1');
    expect(user?.score).toBe(20);
    expect(user?.achievements.calculatorUsed).toBe(true);
  });

  it('pays each resource once and counts resources read', async () => {
    const [first, second] = RESOURCES;
    await Promise.all([markResourceRead('u1', first!.id), markResourceRead('u1', first!.id)]);
    await markResourceRead('u1', second!.id);
    const user = await getUser('u1');
    expect(user?.score).toBe(10);
    expect(user?.resourcesRead).toBe(2);
    expect(user?.achievements.resourcesReadIds).toEqual([first!.id, second!.id]);
  });

  it('refuses an unknown resource id and pays nothing', async () => {
    await expect(markResourceRead('u1', 'no-existe')).rejects.toThrow('Recurso desconocido');
    expect((await getUser('u1'))?.score).toBe(0);
  });

  it('writes nothing for a user without a document', async () => {
    const result = await awardAchievement('nadie', 'profileCompleted');
    expect(result).toEqual({ user: null, awarded: false });
  });
});
