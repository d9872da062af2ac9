import 'fake-indexeddb/auto';
import { DEMO_ACCOUNTS } from '@/domain/entities';
import { describeDocumentStoreContract } from '../contract/document-store.contract';
import { resetIndexedDbForTesting } from '../test-utils/browser-stores';
import { openBrowserDocumentStore } from './document-store';

describeDocumentStoreContract('browser adapter (IndexedDB)', {
  async open() {
    resetIndexedDbForTesting();
    // Two connections to one database: what two tabs of the same site have.
    const store = await openBrowserDocumentStore({ seedDemoUsers: false });
    const peer = await openBrowserDocumentStore({ seedDemoUsers: false });
    return { store, peer };
  },
});

describe('browser document store', () => {
  beforeEach(() => resetIndexedDbForTesting());

  it('keeps documents across a reopen (a page reload)', async () => {
    const first = await openBrowserDocumentStore({ seedDemoUsers: false });
    await first.set('customers', 'u1', { fullName: 'Ana' });
    const reopened = await openBrowserDocumentStore({ seedDemoUsers: false });
    expect(await reopened.get('customers', 'u1')).toEqual({ fullName: 'Ana' });
  });

  it('seeds the demo users with every default on open', async () => {
    const store = await openBrowserDocumentStore();
    const admin = await store.get('users', DEMO_ACCOUNTS.admin.uid);
    const guest = await store.get('users', DEMO_ACCOUNTS.guest.uid);
    expect(admin).toMatchObject({
      name: 'Administración Demo',
      email: 'admin@demo.test',
      role: 'admin',
      userType: 'guest',
      profileCompleted: false,
      authProvider: 'password',
      photoURL: null,
      score: 0,
      resourcesRead: 0,
      achievements: {
        profileCompleted: false,
        calculatorUsed: false,
        needsAssessmentCompleted: false,
        resourcesReadIds: [],
      },
    });
    expect(guest).toMatchObject({
      name: 'Invitado Demo',
      email: 'invitado@demo.test',
      userType: 'guest',
      score: 0,
    });
    expect(guest).not.toHaveProperty('role');
    for (const field of ['createdAt', 'updatedAt', 'lastLogin'] as const) {
      expect(new Date(String(admin?.[field])).toISOString()).toBe(admin?.[field]);
    }
  });

  it('never overwrites an existing demo user document when seeding again', async () => {
    const first = await openBrowserDocumentStore();
    await first.set('users', DEMO_ACCOUNTS.guest.uid, { score: 35 }, { merge: true });
    const second = await openBrowserDocumentStore();
    expect(await second.get('users', DEMO_ACCOUNTS.guest.uid)).toMatchObject({
      score: 35,
      name: 'Invitado Demo',
    });
  });

  it('rejects data that is not a plain object', async () => {
    const store = await openBrowserDocumentStore({ seedDemoUsers: false });
    await expect(store.set('c', 'id', [] as unknown as Record<string, unknown>)).rejects.toThrow(
      TypeError,
    );
  });
});
