import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkClient } from './client-portal';
import { readClientLink } from './client-link';
import { setStoresForTesting } from './store';
import { installBrowserStoresForTesting } from './test-utils/browser-stores';

beforeEach(async () => {
  await installBrowserStoresForTesting();
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('readClientLink', () => {
  it('is null for a user who is not a client, and the link once linked', async () => {
    expect(await readClientLink('carla')).toBeNull();
    await linkClient(
      'carla',
      { email: 'carla@example.com', name: 'Carla', company: 'Hotel' },
      'boss',
    );
    expect(await readClientLink('carla')).toMatchObject({
      uid: 'carla',
      email: 'carla@example.com',
      company: 'Hotel',
      linkedBy: 'boss',
    });
  });
});
