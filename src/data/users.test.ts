import { DEMO_ACCOUNTS } from '@/domain/entities';
import { PRIVACY_NOTICE_VERSION } from '@/domain/privacy';
import type { UserDoc } from '@/domain/schemas/user';
import type { DocData, DocumentStore } from './ports';
import { isServerTime } from './doc-values';
import { setStoresForTesting } from './store';
import { installBrowserStoresForTesting } from './test-utils/browser-stores';
import { parseUserDoc } from './user-doc';
import { userSearchKeys } from '@/domain/search-keys';
import {
  createUserDocument,
  getUser,
  countUsers,
  findUserByEmail,
  listSalesAdmins,
  listUsers,
  setSales,
  setUserRole,
  mergeUser,
  newUserDoc,
  recordSignIn,
  updateUser,
} from './users';

const T0 = '2026-02-01T10:00:00.000Z';
const T1 = '2026-02-02T11:30:00.000Z';

const init = {
  name: 'Ana López',
  email: 'ana@empresa.mx',
  photoURL: null,
  authProvider: 'password',
} as const;

let documents: DocumentStore;

/** A user document as this module writes it: its fields and its search keys. */
const stored = (user: DocData & { name: string; email: string }): DocData => ({
  ...user,
  ...userSearchKeys(user),
});

/** The consent on record of an account created at T0 (the browser store's clock). */
const CONSENT = { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, privacyConsentAt: T0 };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(T0));
  ({ documents } = await installBrowserStoresForTesting());
});

afterEach(() => {
  vi.useRealTimers();
  setStoresForTesting(null);
});

describe('newUserDoc', () => {
  it('gives a new account every default of docs/product.md, Entities', () => {
    expect(
      newUserDoc({ ...init, authProvider: 'google', photoURL: 'https://x/p.png' }, T0),
    ).toEqual({
      name: 'Ana López',
      email: 'ana@empresa.mx',
      photoURL: 'https://x/p.png',
      createdAt: T0,
      updatedAt: T0,
      lastLogin: T0,
      userType: 'guest',
      profileCompleted: false,
      authProvider: 'google',
      score: 0,
      resourcesRead: 0,
      achievements: {
        profileCompleted: false,
        calculatorUsed: false,
        needsAssessmentCompleted: false,
        resourcesReadIds: [],
      },
    });
  });
});

describe('getUser', () => {
  it('resolves to null for a missing document', async () => {
    expect(await getUser('nobody')).toBeNull();
  });

  it('repairs malformed fields and keeps role only when it is exactly "admin"', async () => {
    await documents.set('users', 'u1', {
      name: 'Beto',
      email: 42,
      score: 'mucho',
      resourcesRead: 3,
      userType: 'superuser',
      role: 'root',
      achievements: { calculatorUsed: true, resourcesReadIds: ['r1', 7, 'r2', 'r1'] },
    });
    const user = await getUser('u1');
    expect(user).toEqual({
      name: 'Beto',
      email: '',
      photoURL: null,
      createdAt: '',
      updatedAt: '',
      lastLogin: '',
      userType: 'guest',
      profileCompleted: false,
      authProvider: 'password',
      score: 0,
      resourcesRead: 3,
      achievements: {
        profileCompleted: false,
        calculatorUsed: true,
        needsAssessmentCompleted: false,
        resourcesReadIds: ['r1', 'r2'],
      },
    });
    expect(user).not.toHaveProperty('role');

    await documents.set('users', 'u2', { ...newUserDoc(init, T0), role: 'admin' });
    expect((await getUser('u2'))?.role).toBe('admin');
  });

  it('rejects what is not a map', () => {
    expect(parseUserDoc(42)).toBeNull();
    expect(parseUserDoc(['a'])).toBeNull();
  });
});

describe('createUserDocument', () => {
  it('creates a missing document with every default', async () => {
    const created = await createUserDocument('u1', init);
    expect(created).toEqual(newUserDoc(init, T0));
    expect(await documents.get('users', 'u1')).toEqual({
      ...stored(newUserDoc(init, T0)),
      ...CONSENT,
    });
  });

  it('never clobbers an existing score, achievements, role or profile', async () => {
    const existing = {
      ...newUserDoc(
        {
          name: 'Administración',
          email: 'admin@x.mx',
          photoURL: 'https://x/a.png',
          authProvider: 'password',
        },
        T0,
      ),
      role: 'admin',
      score: 35,
      profileCompleted: true,
      achievements: {
        profileCompleted: true,
        calculatorUsed: true,
        needsAssessmentCompleted: false,
        resourcesReadIds: ['r1'],
      },
      customField: 'kept',
    };
    await documents.set('users', 'admin', existing);
    vi.setSystemTime(new Date(T1));
    const result = await createUserDocument('admin', { ...init, authProvider: 'google' });
    expect(result).toMatchObject({
      role: 'admin',
      score: 35,
      name: 'Administración',
      authProvider: 'password',
    });
    // Only the search keys are added (src/domain/search-keys.ts).
    expect(await documents.get('users', 'admin')).toEqual(stored(existing));
  });

  it('does not write at all when the stored document is complete', async () => {
    await documents.set('users', 'u1', stored(newUserDoc(init, T0)));
    const writes: Array<DocData | null> = [];
    const spyStore: DocumentStore = {
      ...documents,
      update: (collection, id, compute) =>
        documents.update(collection, id, (current) => {
          const next = compute(current);
          writes.push(next);
          return next;
        }),
    };
    setStoresForTesting({ documents: spyStore });
    await createUserDocument('u1', { ...init, name: 'Otro nombre' });
    expect(writes).toEqual([null]);
  });

  it('completes a partial document (e.g. one only recordSignIn wrote), keeping what is there', async () => {
    await recordSignIn('u1', 'google');
    vi.setSystemTime(new Date(T1));
    const user = await createUserDocument('u1', { ...init, authProvider: 'google' });
    // No createdAt is made up for it: a repair never writes createdAt (the rules refuse it).
    expect(user).toEqual({
      ...newUserDoc({ ...init, authProvider: 'google' }, T1),
      lastLogin: T0,
      createdAt: '',
    });
    expect(await documents.get('users', 'u1')).not.toHaveProperty('createdAt');
  });

  describe('createdAt and the consent on record', () => {
    /** What createUserDocument hands the store to write (null: nothing). */
    function recordWrites(): Array<DocData | null> {
      const writes: Array<DocData | null> = [];
      setStoresForTesting({
        documents: {
          ...documents,
          update: (collection, id, compute) =>
            documents.update(collection, id, (current) => {
              const next = compute(current);
              writes.push(next);
              return next;
            }),
        },
      });
      return writes;
    }

    it("a new document's is the database's time (SERVER_TIME), never the client's clock", async () => {
      const writes = recordWrites();
      const user = await createUserDocument('u1', init);
      expect(writes).toHaveLength(1);
      expect(isServerTime(writes[0]?.createdAt)).toBe(true);
      // Read back as an ISO string, like every other time (here the browser store's clock).
      expect(user.createdAt).toBe(T0);
      expect((await documents.get('users', 'u1'))?.createdAt).toBe(T0);
    });

    it('a new document records the privacy notice shown at sign-up, accepted at the database\u2019s time', async () => {
      const writes = recordWrites();
      await createUserDocument('u1', init);
      expect(writes[0]?.privacyNoticeVersion).toBe('2026-11-27');
      expect(isServerTime(writes[0]?.privacyConsentAt)).toBe(true);
    });

    it('an account created before the consent on record keeps working, and a repair does not make one up', async () => {
      const { name: _name, ...withoutName } = stored(newUserDoc(init, T0));
      await documents.set('users', 'u1', withoutName);
      const user = await createUserDocument('u1', init);
      expect(user.name).toBe(init.name);
      const saved = await documents.get('users', 'u1');
      expect(saved).not.toHaveProperty('privacyNoticeVersion');
      expect(saved).not.toHaveProperty('privacyConsentAt');
    });

    it('a repair of an existing document never changes it', async () => {
      const { name: _name, ...withoutName } = stored(newUserDoc(init, T0));
      await documents.set('users', 'u1', withoutName);
      vi.setSystemTime(new Date(T1));
      const writes = recordWrites();
      const user = await createUserDocument('u1', init);
      expect(writes).toHaveLength(1);
      expect(writes[0]).toMatchObject({ name: init.name, createdAt: T0 });
      expect(user.createdAt).toBe(T0);
    });
  });

  it('two concurrent calls create one document', async () => {
    const [a, b] = await Promise.all([
      createUserDocument('u1', init),
      createUserDocument('u1', init),
    ]);
    expect(a).toEqual(b);
    expect(await documents.list('users')).toHaveLength(1);
  });
});

describe('recordSignIn and mergeUser', () => {
  it('recordSignIn merges lastLogin and the provider, keeping the rest', async () => {
    await createUserDocument('u1', init);
    vi.setSystemTime(new Date(T1));
    await recordSignIn('u1', 'google');
    expect(await getUser('u1')).toEqual({
      ...newUserDoc(init, T0),
      lastLogin: T1,
      authProvider: 'google',
    });
  });

  it('mergeUser merges the given fields, stamps updatedAt and ignores undefined values', async () => {
    await createUserDocument('u1', init);
    vi.setSystemTime(new Date(T1));
    await mergeUser('u1', { profileCompleted: true, photoURL: 'https://x/p.png', name: undefined });
    const saved = await documents.get('users', 'u1');
    expect(saved).toEqual({
      ...stored({
        ...newUserDoc(init, T0),
        profileCompleted: true,
        photoURL: 'https://x/p.png',
        updatedAt: T1,
      }),
      ...CONSENT,
    });
  });
});

describe('updateUser', () => {
  const addPoints =
    (points: number) =>
    (current: UserDoc | null): UserDoc | null =>
      current ? { ...current, score: current.score + points } : null;

  it('hands the parsed document to compute and stores its result', async () => {
    await documents.set('users', 'u1', { ...newUserDoc(init, T0), score: '5' });
    const seen: Array<UserDoc | null> = [];
    const result = await updateUser('u1', (current) => {
      seen.push(current);
      return addPoints(10)(current);
    });
    expect(seen[0]?.score).toBe(0);
    expect(result?.score).toBe(10);
    expect((await documents.get('users', 'u1'))?.score).toBe(10);
  });

  it('null from compute writes nothing: a missing user stays missing', async () => {
    expect(await updateUser('ghost', addPoints(10))).toBeNull();
    expect(await documents.get('users', 'ghost')).toBeNull();
  });

  it('keeps the role and unknown fields even when compute leaves them out', async () => {
    await documents.set('users', 'a', { ...newUserDoc(init, T0), role: 'admin', legacy: 1 });
    await updateUser('a', (current) =>
      current ? { ...newUserDoc(init, T1), score: current.score + 1 } : null,
    );
    expect(await documents.get('users', 'a')).toMatchObject({
      role: 'admin',
      legacy: 1,
      score: 1,
      createdAt: T1,
    });
  });

  it('two tabs awarding points at once lose nothing', async () => {
    await createUserDocument('u1', init);
    const run = async () => {
      for (let i = 0; i < 10; i++) await updateUser('u1', addPoints(5));
    };
    await Promise.all([run(), run()]);
    expect((await getUser('u1'))?.score).toBe(100);
  });
});

describe('listUsers', () => {
  it('lists every user with its id, newest createdAt first', async () => {
    await documents.set('users', 'old', {
      ...newUserDoc({ ...init, name: 'Viejo' }, '2026-01-01T00:00:00.000Z'),
    });
    await documents.set('users', 'new', {
      ...newUserDoc({ ...init, name: 'Nuevo' }, '2026-03-01T00:00:00.000Z'),
      role: 'admin',
    });
    await documents.set('users', 'mid', {
      ...newUserDoc({ ...init, name: 'Medio' }, '2026-02-01T00:00:00.000Z'),
    });
    const { items: users, next } = await listUsers();
    expect(users.map((u) => [u.id, u.name, u.role])).toEqual([
      ['new', 'Nuevo', 'admin'],
      ['mid', 'Medio', undefined],
      ['old', 'Viejo', undefined],
    ]);
    expect(next).toBeNull();
  });

  it('searches by e-mail or name prefix, one page at a time', async () => {
    const at = (i: number) => `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`;
    for (let i = 0; i < 3; i += 1) {
      await documents.set(
        'users',
        `u${i}`,
        stored(newUserDoc({ ...init, name: `Laura ${i}`, email: `laura${i}@x.mx` }, at(i))),
      );
    }
    await documents.set(
      'users',
      'otro',
      stored(newUserDoc({ ...init, name: 'Pedro', email: 'Pedro@X.mx' }, at(9))),
    );
    expect((await listUsers('laura1@')).items.map((u) => u.id)).toEqual(['u1']);
    expect((await listUsers('lau')).items.map((u) => u.id)).toEqual(['u0', 'u1', 'u2']);
    expect((await listUsers('Ped')).items.map((u) => u.id)).toEqual(['otro']);
    expect(await findUserByEmail('Pedro@x.mx')).toMatchObject({ id: 'otro', name: 'Pedro' });
    expect(await findUserByEmail('nadie@x.mx')).toBeNull();
    expect(await countUsers()).toBe(4);
  });

  it('finds names and e-mails whatever their case and accents', async () => {
    // As typed at registration: mixed case, accents, and a name taken from the e-mail's local part.
    await createUserDocument('jose', {
      ...init,
      name: 'José Núñez',
      email: 'Jose.Nunez@Empresa.MX',
    });
    await createUserDocument('ana', { ...init, name: 'ana.garcia', email: 'ana.garcia@x.mx' });
    await createUserDocument('angel', { ...init, name: 'Ángel Ruiz', email: 'angel@x.mx' });
    const ids = async (term: string) => (await listUsers(term)).items.map((u) => u.id).sort();
    expect(await ids('jose')).toEqual(['jose']);
    expect(await ids('NÚÑ')).toEqual([]);
    expect(await ids('José  Nú')).toEqual(['jose']);
    expect(await ids('jose.nunez@')).toEqual(['jose']);
    expect(await ids('JOSE.NUNEZ@EMPRESA')).toEqual(['jose']);
    expect(await ids('Ana')).toEqual(['ana']);
    expect(await ids('an')).toEqual(['ana', 'angel']);
    expect(await ids('ángel')).toEqual(['angel']);
    expect(await findUserByEmail('jose.nunez@empresa.mx')).toMatchObject({ id: 'jose' });
  });

  it('a document stored before search keys gets them on its next write', async () => {
    await documents.set('users', 'old', { ...newUserDoc({ ...init, name: 'Óscar' }, T0) });
    expect((await listUsers('osc')).items).toEqual([]);
    await mergeUser('old', { name: 'Óscar Peña' });
    expect((await listUsers('oscar pe')).items.map((u) => u.id)).toEqual(['old']);
  });

  it('a renamed user is found by the new name only', async () => {
    await createUserDocument('u1', init);
    await mergeUser('u1', { name: 'Berenice Díaz' });
    expect((await listUsers('ana')).items).toEqual([]);
    expect((await listUsers('bere')).items.map((u) => u.id)).toEqual(['u1']);
  });

  it('grants and removes the admin role, recording who and when', async () => {
    await documents.set('users', 'u1', { ...newUserDoc(init, '2026-01-01T00:00:00.000Z') });
    await setUserRole('u1', true, 'boss');
    expect((await getUser('u1'))?.role).toBe('admin');
    const granted = (await listUsers()).items[0];
    expect(granted).toMatchObject({ id: 'u1', roleChangedBy: 'boss' });
    expect(granted?.roleChangedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await setUserRole('u1', false, 'boss');
    expect((await getUser('u1'))?.role).toBeUndefined();
  });

  it('includes the seeded demo users in the local store', async () => {
    await installBrowserStoresForTesting({ seedDemoUsers: true });
    const { items: users } = await listUsers();
    expect(users.map((u) => u.id).sort()).toEqual(
      [DEMO_ACCOUNTS.admin.uid, DEMO_ACCOUNTS.guest.uid].sort(),
    );
    expect(users.find((u) => u.id === DEMO_ACCOUNTS.admin.uid)?.role).toBe('admin');
  });
});

describe('sales admins', () => {
  /** A user document as stored, created at T0, with `extra` fields (role, sales…). */
  const put = (id: string, name: string, email: string, extra: DocData = {}) =>
    documents.set('users', id, {
      ...stored({ ...newUserDoc({ ...init, name, email }, T0) }),
      ...extra,
    });

  it('marks an admin as sales and takes them off it, recording who and when', async () => {
    await put('ana', 'Ana', 'ana@x.mx', { role: 'admin' });
    expect((await listUsers()).items[0]).toMatchObject({
      sales: false,
      salesChangedAt: null,
      salesChangedBy: null,
    });

    vi.setSystemTime(new Date(T1));
    await setSales('ana', true, 'boss');
    // The database's time (SERVER_TIME), merged beside the rest of the document.
    const raw = await documents.get('users', 'ana');
    expect(raw).toMatchObject({ name: 'Ana', role: 'admin', sales: true, salesChangedBy: 'boss' });
    expect((await listUsers()).items[0]).toMatchObject({
      id: 'ana',
      sales: true,
      salesChangedBy: 'boss',
      salesChangedAt: T1,
    });

    await setSales('ana', false, 'jefa');
    expect((await listUsers()).items[0]).toMatchObject({ sales: false, salesChangedBy: 'jefa' });
  });

  it('writes the flag through the seam as one merge: the flag, SERVER_TIME and the uid', async () => {
    await put('ana', 'Ana', 'ana@x.mx', { role: 'admin' });
    const set = vi.spyOn(documents, 'set');
    await setSales('ana', true, 'boss');
    expect(set).toHaveBeenCalledTimes(1);
    const [collection, id, data, options] = set.mock.calls[0]!;
    expect([collection, id, options]).toEqual(['users', 'ana', { merge: true }]);
    expect(Object.keys(data).sort()).toEqual(['sales', 'salesChangedAt', 'salesChangedBy']);
    expect(data).toMatchObject({ sales: true, salesChangedBy: 'boss' });
    expect(isServerTime(data.salesChangedAt)).toBe(true);
  });

  it('a flag left on a user without the admin role counts for nothing', async () => {
    await put('bob', 'Bob', 'bob@x.mx', { sales: true });
    expect((await listUsers()).items[0]).toMatchObject({ id: 'bob', sales: false });
    expect(await listSalesAdmins()).toEqual([]);
  });

  it('removing the role of a sales admin takes them off sales in the same write', async () => {
    await put('sara', 'Sara', 'sara@x.mx', { role: 'admin', sales: true, legacy: 1 });
    await put('ana', 'Ana', 'ana@x.mx', { role: 'admin' });
    const update = vi.spyOn(documents, 'update');
    vi.setSystemTime(new Date(T1));

    await setUserRole('sara', false, 'boss');
    expect(update).toHaveBeenCalledTimes(1);
    expect(await documents.get('users', 'sara')).toMatchObject({
      name: 'Sara',
      legacy: 1,
      role: null,
      roleChangedBy: 'boss',
      roleChangedAt: T1,
      sales: false,
      salesChangedBy: 'boss',
      salesChangedAt: T1,
    });

    // Not sales: the role goes, the flag is not written at all.
    await setUserRole('ana', false, 'boss');
    const ana = await documents.get('users', 'ana');
    expect(ana).toMatchObject({ role: null, roleChangedBy: 'boss' });
    expect(ana).not.toHaveProperty('sales');
    expect(ana).not.toHaveProperty('salesChangedAt');

    // A missing user is not created by a removal.
    await setUserRole('ghost', false, 'boss');
    expect(await documents.get('users', 'ghost')).toBeNull();
  });

  it('lists the sales admins by e-mail (uid, e-mail, name), nobody else', async () => {
    // Ids in another order than the e-mails, so the order is the e-mails'.
    await put('u1', 'Zoé', 'zoe@x.mx', { role: 'admin', sales: true });
    await put('u3', 'Ana', 'Ana@x.mx', { role: 'admin', sales: true });
    await put('u2', 'Beto', 'beto@x.mx', { role: 'admin', sales: true });
    await put('off', 'Fuera', 'aaa-off@x.mx', { role: 'admin', sales: false });
    await put('plain', 'Sin ventas', 'aaa-plain@x.mx', { role: 'admin' });
    await put('guest', 'Invitado', 'aaa-guest@x.mx', { sales: true });
    await put('odd', 'Raro', 'aaa-odd@x.mx', { role: 'admin', sales: 'true' });
    const list = vi.spyOn(documents, 'list');

    expect(await listSalesAdmins()).toEqual([
      { uid: 'u3', email: 'Ana@x.mx', name: 'Ana' },
      { uid: 'u2', email: 'beto@x.mx', name: 'Beto' },
      { uid: 'u1', email: 'zoe@x.mx', name: 'Zoé' },
    ]);
    // One query, filtered by the database.
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]?.[1]).toMatchObject({
      where: [
        { field: 'role', op: '==', value: 'admin' },
        { field: 'sales', op: '==', value: true },
      ],
    });
  });

  it('lists no one when there are no sales admins', async () => {
    await put('ana', 'Ana', 'ana@x.mx', { role: 'admin' });
    expect(await listSalesAdmins()).toEqual([]);
  });
});
