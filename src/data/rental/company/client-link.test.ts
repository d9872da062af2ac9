import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeMember } from './company';
import { readClientLink, readMembership } from './client-link';
import { setStoresForTesting } from '../../store';
import { installBrowserStoresForTesting } from '../../test-utils/browser-stores';
import { seedCompany } from '../test-utils/company-fixtures';

beforeEach(async () => {
  await installBrowserStoresForTesting();
});

afterEach(() => {
  setStoresForTesting(null);
});

describe('readClientLink', () => {
  it('is null for a person without a membership, and their company and role once a member', async () => {
    expect(await readClientLink('carla')).toBeNull();
    await seedCompany('hotel', [{ uid: 'carla', role: 'usuario', email: 'carla@example.com' }], {
      company: 'Hotel Sol',
    });
    expect(await readClientLink('carla')).toMatchObject({
      uid: 'carla',
      role: 'usuario',
      member: { clientId: 'hotel', email: 'carla@example.com' },
      client: { uid: 'hotel', company: 'Hotel Sol', linkedBy: 'boss', rfc: '' },
    });
  });

  it('is null again once the member is removed', async () => {
    await seedCompany('hotel', [{ uid: 'carla', role: 'administrador' }]);
    expect(await readMembership('carla')).toMatchObject({ role: 'administrador' });
    await removeMember('carla');
    expect(await readMembership('carla')).toBeNull();
    expect(await readClientLink('carla')).toBeNull();
  });

  it('is null for a membership whose company is gone', async () => {
    await seedCompany('hotel', [{ uid: 'carla', role: 'administrador' }]);
    const { withDocuments } = await import('../../access');
    await withDocuments((store) => store.delete('clients', 'hotel'));
    expect(await readClientLink('carla')).toBeNull();
  });
});
