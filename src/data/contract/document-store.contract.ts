/**
 * The DocumentStore contract: the semantics every adapter must show (Firestore's). Run by
 * src/data/browser/document-store.test.ts (always) and src/data/firebase/document-store.test.ts
 * (when the Firestore emulator is up). Each test uses fresh collection names, so the suite also
 * runs against a long-lived emulator.
 */
import type { DocData, DocumentStore, PageCursor } from '../ports';
import { SERVER_TIME } from '../doc-values';
import { describeSubcollectionContract } from './subcollection.contract';
import { describeUpdateAllContract } from './update-all.contract';

export interface DocumentStoreContractSetup {
  /**
   * A store and a peer: a second, independent client of the same data (another tab, another
   * device). Called before each test.
   */
  open(): Promise<{ store: DocumentStore; peer: DocumentStore }>;
}

let counter = 0;
/** A collection name no other test (or earlier run against the same emulator) has used. */
function freshCollection(label: string): string {
  counter += 1;
  return `contract_${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}_${counter}`;
}

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

export function describeDocumentStoreContract(
  name: string,
  setup: DocumentStoreContractSetup,
  skipReason: string | null = null,
): void {
  describe.skipIf(skipReason !== null)(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    let peer: DocumentStore;

    beforeEach(async () => {
      ({ store, peer } = await setup.open());
    });

    it('SERVER_TIME is stored as the time of the write and read back as an ISO string', async () => {
      const col = freshCollection('server-time');
      const before = Date.now();
      await store.set(col, 'a', { createdAt: SERVER_TIME, nested: { at: SERVER_TIME } });
      const id = await store.add(col, { createdAt: SERVER_TIME });
      const after = Date.now();
      for (const doc of [await peer.get(col, 'a'), await peer.get(col, id)]) {
        const stored = String(doc?.createdAt);
        expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        // The emulator's clock is this machine's; allow a little skew.
        expect(Date.parse(stored)).toBeGreaterThanOrEqual(before - 2000);
        expect(Date.parse(stored)).toBeLessThanOrEqual(after + 2000);
      }
      expect(typeof (await peer.get(col, 'a'))?.nested).toBe('object');
    });

    it('get of a missing document resolves to null', async () => {
      expect(await store.get(freshCollection('missing'), 'nobody')).toBeNull();
    });

    it('delete removes the document for every client; deleting a missing one is no error', async () => {
      const col = freshCollection('delete');
      await store.set(col, 'a', { n: 1 });
      await store.set(col, 'b', { n: 2 });
      await store.delete(col, 'a');
      expect(await peer.get(col, 'a')).toBeNull();
      expect(ids(await peer.list(col))).toEqual(['b']);
      await expect(store.delete(col, 'nobody')).resolves.toBeUndefined();
    });

    it('set then get returns the same data, visible to the peer too', async () => {
      const col = freshCollection('roundtrip');
      const data: DocData = {
        name: 'Ana Pérez Ñúñez',
        score: 15,
        ratio: 0.5,
        active: true,
        photoURL: null,
        tags: ['a', 'b', 'a'],
        nested: { level: { deep: 'sí' }, list: [1, 2] },
      };
      await store.set(col, 'u1', data);
      expect(await store.get(col, 'u1')).toEqual(data);
      expect(await peer.get(col, 'u1')).toEqual(data);
    });

    it('get returns a copy: changing it does not change what is stored', async () => {
      const col = freshCollection('copy');
      await store.set(col, 'u1', { nested: { n: 1 } });
      const first = await store.get(col, 'u1');
      (first?.nested as { n: number }).n = 99;
      expect(await store.get(col, 'u1')).toEqual({ nested: { n: 1 } });
    });

    it('set with merge deep-merges nested maps, replaces arrays and keeps other fields', async () => {
      const col = freshCollection('merge');
      await store.set(col, 'u1', {
        name: 'Ana',
        score: 10,
        achievements: {
          calculatorUsed: true,
          profileCompleted: false,
          resourcesReadIds: ['r1', 'r2'],
        },
      });
      await store.set(
        col,
        'u1',
        {
          score: 25,
          achievements: { profileCompleted: true, resourcesReadIds: ['r3'] },
          extra: { a: 1 },
        },
        { merge: true },
      );
      expect(await store.get(col, 'u1')).toEqual({
        name: 'Ana',
        score: 25,
        achievements: { calculatorUsed: true, profileCompleted: true, resourcesReadIds: ['r3'] },
        extra: { a: 1 },
      });
    });

    it('set with merge replaces a non-map field by a map and creates a missing document', async () => {
      const col = freshCollection('merge2');
      await store.set(col, 'u1', { a: 'text' });
      await store.set(col, 'u1', { a: { b: 1 } }, { merge: true });
      expect(await store.get(col, 'u1')).toEqual({ a: { b: 1 } });
      await store.set(col, 'new', { lastLogin: '2026-01-01T00:00:00.000Z' }, { merge: true });
      expect(await store.get(col, 'new')).toEqual({ lastLogin: '2026-01-01T00:00:00.000Z' });
    });

    it('set without merge replaces the whole document', async () => {
      const col = freshCollection('replace');
      await store.set(col, 'u1', { a: 1, nested: { x: 1, y: 2 } });
      await store.set(col, 'u1', { nested: { y: 3 } });
      expect(await store.get(col, 'u1')).toEqual({ nested: { y: 3 } });
    });

    it('drops undefined values instead of storing or rejecting them', async () => {
      const col = freshCollection('undef');
      await store.set(col, 'u1', { a: 1, b: undefined, nested: { c: undefined, d: 2 } });
      const stored = await store.get(col, 'u1');
      expect(stored).toEqual({ a: 1, nested: { d: 2 } });
      expect(stored && Object.keys(stored).sort()).toEqual(['a', 'nested']);
    });

    it('reads a Date back as its ISO string', async () => {
      const col = freshCollection('date');
      await store.set(col, 'u1', { at: new Date('2026-03-04T05:06:07.089Z') });
      expect(await store.get(col, 'u1')).toEqual({ at: '2026-03-04T05:06:07.089Z' });
    });

    it('rejects document ids containing "/"', async () => {
      await expect(store.get(freshCollection('badid'), 'a/b')).rejects.toThrow();
    });

    it('add returns distinct 20-character ids, each readable', async () => {
      const col = freshCollection('add');
      const created = await Promise.all([1, 2, 3, 4, 5].map((n) => store.add(col, { n })));
      expect(new Set(created).size).toBe(5);
      for (const id of created) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      const values = await Promise.all(created.map((id) => peer.get(col, id)));
      expect(values).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    });

    it('list without options returns every document of the collection, by id', async () => {
      const col = freshCollection('listall');
      const other = freshCollection('listother');
      await store.set(col, 'b', { v: 1 });
      await store.set(col, 'a', { v: 2 });
      await store.set(col, 'c', { v: 3 });
      await store.set(other, 'z', { v: 4 });
      expect(await store.list(col)).toEqual([
        { id: 'a', data: { v: 2 } },
        { id: 'b', data: { v: 1 } },
        { id: 'c', data: { v: 3 } },
      ]);
      expect(await store.list(freshCollection('empty'))).toEqual([]);
    });

    it('list orders by a field ascending or descending and applies the limit', async () => {
      const col = freshCollection('order');
      await store.set(col, 'x', { createdAt: '2026-01-02T00:00:00.000Z' });
      await store.set(col, 'y', { createdAt: '2026-01-03T00:00:00.000Z' });
      await store.set(col, 'z', { createdAt: '2026-01-01T00:00:00.000Z' });
      const desc = await store.list(col, { orderBy: { field: 'createdAt', direction: 'desc' } });
      expect(ids(desc)).toEqual(['y', 'x', 'z']);
      expect(desc[0]?.data).toEqual({ createdAt: '2026-01-03T00:00:00.000Z' });
      expect(
        ids(await store.list(col, { orderBy: { field: 'createdAt', direction: 'asc' } })),
      ).toEqual(['z', 'x', 'y']);
      expect(ids(await store.list(col, { orderBy: { field: 'createdAt' } }))).toEqual([
        'z',
        'x',
        'y',
      ]);
      expect(
        ids(
          await store.list(col, { orderBy: { field: 'createdAt', direction: 'desc' }, limit: 2 }),
        ),
      ).toEqual(['y', 'x']);
      expect(ids(await store.list(col, { limit: 1 }))).toEqual(['x']);
    });

    it('list ordered by a field leaves out documents without it and breaks ties by id', async () => {
      const col = freshCollection('ties');
      await store.set(col, 'b', { score: 5 });
      await store.set(col, 'a', { score: 5 });
      await store.set(col, 'c', { score: 1 });
      await store.set(col, 'd', { other: true });
      expect(ids(await store.list(col, { orderBy: { field: 'score' } }))).toEqual(['c', 'a', 'b']);
      expect(
        ids(await store.list(col, { orderBy: { field: 'score', direction: 'desc' } })),
      ).toEqual(['b', 'a', 'c']);
    });

    it('list numbers order numerically', async () => {
      const col = freshCollection('numbers');
      await store.set(col, 'a', { score: 100 });
      await store.set(col, 'b', { score: 9 });
      await store.set(col, 'c', { score: 25.5 });
      expect(
        ids(await store.list(col, { orderBy: { field: 'score', direction: 'desc' } })),
      ).toEqual(['a', 'c', 'b']);
    });

    it('list filters with where (==, a prefix range) and combines it with order and limit', async () => {
      const col = freshCollection('where');
      await store.set(col, 'a', { status: 'Nuevo', email: 'ana@x.mx', at: 3 });
      await store.set(col, 'b', { status: 'Ganado', email: 'beto@x.mx', at: 2 });
      await store.set(col, 'c', { status: 'Nuevo', email: 'andrea@y.mx', at: 1 });
      await store.set(col, 'd', { email: 'anonimo@x.mx', at: 4 });
      const nuevos = await peer.list(col, {
        where: [{ field: 'status', op: '==', value: 'Nuevo' }],
        orderBy: { field: 'at', direction: 'desc' },
      });
      expect(ids(nuevos)).toEqual(['a', 'c']);
      const prefix = await peer.list(col, {
        where: [
          { field: 'email', op: '>=', value: 'an' },
          { field: 'email', op: '<', value: 'an\uf8ff' },
        ],
        orderBy: { field: 'email' },
        limit: 2,
      });
      expect(ids(prefix)).toEqual(['a', 'c']);
    });

    it('list pages with startAfter {id, value}, ties by id, without skipping or repeating', async () => {
      const col = freshCollection('pages');
      const values = [5, 3, 3, 3, 1, 4];
      await Promise.all(values.map((at, i) => store.set(col, `d${i}`, { at })));
      const seen: string[] = [];
      let cursor: PageCursor | undefined;
      for (let page = 0; page < 4; page += 1) {
        const rows = await peer.list(col, {
          orderBy: { field: 'at', direction: 'desc' },
          limit: 2,
          ...(cursor ? { startAfter: cursor } : {}),
        });
        seen.push(...ids(rows));
        cursor = rows.at(-1)?.cursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(['d0', 'd5', 'd3', 'd2', 'd1', 'd4']);
    });

    it('pages exactly through SERVER_TIME values, and filters them by a Date', async () => {
      const col = freshCollection('time-pages');
      for (let i = 0; i < 5; i += 1) await store.set(col, `t${i}`, { at: SERVER_TIME, i });
      const seen: number[] = [];
      let cursor: PageCursor | undefined;
      for (let page = 0; page < 5; page += 1) {
        const rows = await peer.list(col, {
          orderBy: { field: 'at', direction: 'desc' },
          limit: 2,
          ...(cursor ? { startAfter: cursor } : {}),
        });
        seen.push(...rows.map((r) => Number(r.data.i)));
        cursor = rows.at(-1)?.cursor;
        if (!cursor) break;
      }
      expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
      const recent = { field: 'at', op: '>=', value: new Date(Date.now() - 60_000) } as const;
      const old = { field: 'at', op: '<', value: new Date(Date.now() - 60_000) } as const;
      expect(await peer.count(col, { where: [recent] })).toBe(5);
      expect(await peer.count(col, { where: [old] })).toBe(0);
    });

    it('count counts the matching documents', async () => {
      const col = freshCollection('count');
      await Promise.all(
        ['Nuevo', 'Nuevo', 'Ganado'].map((status, i) => store.set(col, `c${i}`, { status })),
      );
      await store.set(col, 'sin-estado', { other: true });
      expect(await peer.count(col)).toBe(4);
      expect(
        await peer.count(col, { where: [{ field: 'status', op: '==', value: 'Nuevo' }] }),
      ).toBe(2);
      expect(await peer.count(freshCollection('empty'))).toBe(0);
    });

    it('list rejects a limit that is not a positive integer', async () => {
      await expect(store.list(freshCollection('limit'), { limit: 0 })).rejects.toThrow();
    });

    it('update creates a missing document: compute sees null, the result is what is stored', async () => {
      const col = freshCollection('upd_create');
      const seen: Array<DocData | null> = [];
      const result = await store.update(col, 'u1', (current) => {
        seen.push(current);
        return { count: 1, tags: ['x'] };
      });
      expect(seen.every((s) => s === null)).toBe(true);
      expect(result).toEqual({ count: 1, tags: ['x'] });
      expect(await peer.get(col, 'u1')).toEqual({ count: 1, tags: ['x'] });
    });

    it('update computes from the current document and replaces it with the result', async () => {
      const col = freshCollection('upd_existing');
      await store.set(col, 'u1', { count: 2, keep: 'no', nested: { a: 1 } });
      const result = await store.update(col, 'u1', (current) => ({
        count: (current?.count as number) + 3,
        nested: { b: 2 },
      }));
      expect(result).toEqual({ count: 5, nested: { b: 2 } });
      expect(await store.get(col, 'u1')).toEqual({ count: 5, nested: { b: 2 } });
    });

    it('update keeps a SERVER_TIME value it leaves unchanged as a time (a Date filter still finds it)', async () => {
      const col = freshCollection('upd_time');
      await store.set(col, 'u1', { at: SERVER_TIME, nested: { at: SERVER_TIME }, n: 1 });
      const before = await peer.get(col, 'u1');
      await store.update(col, 'u1', (current) => ({ ...current, n: 2 }));
      expect(await peer.get(col, 'u1')).toEqual({ ...before, n: 2 });
      const recent = { field: 'at', op: '>=', value: new Date(Date.now() - 60_000) } as const;
      expect(await peer.count(col, { where: [recent] })).toBe(1);
    });

    it('update whose compute returns null writes nothing and resolves to what is stored', async () => {
      const col = freshCollection('upd_null');
      expect(await store.update(col, 'missing', () => null)).toBeNull();
      expect(await store.get(col, 'missing')).toBeNull();
      await store.set(col, 'u1', { count: 7 });
      expect(await store.update(col, 'u1', () => null)).toEqual({ count: 7 });
      expect(await store.get(col, 'u1')).toEqual({ count: 7 });
    });

    it('update whose compute throws rejects and writes nothing', async () => {
      const col = freshCollection('upd_throw');
      await store.set(col, 'u1', { count: 1 });
      await expect(
        store.update(col, 'u1', () => {
          throw new Error('compute failed');
        }),
      ).rejects.toThrow('compute failed');
      expect(await store.get(col, 'u1')).toEqual({ count: 1 });
    });

    it('two concurrent updaters (two clients) incrementing 20 times each never lose an update', async () => {
      const col = freshCollection('upd_race');
      const increment = (current: DocData | null): DocData => ({
        ...(current ?? {}),
        count: ((current?.count as number | undefined) ?? 0) + 1,
      });
      const run = async (client: DocumentStore) => {
        for (let i = 0; i < 20; i++) await client.update(col, 'counter', increment);
      };
      await Promise.all([run(store), run(peer)]);
      expect(await store.get(col, 'counter')).toEqual({ count: 40 });
    }, 60_000);

    it('concurrent updates through one client are serialised too', async () => {
      const col = freshCollection('upd_same');
      await Promise.all(
        Array.from({ length: 5 }, () =>
          store.update(col, 'counter', (current) => ({
            count: ((current?.count as number | undefined) ?? 0) + 1,
          })),
        ),
      );
      expect(await store.get(col, 'counter')).toEqual({ count: 5 });
    }, 60_000);

    describeUpdateAllContract(() => ({ store, peer }), freshCollection);
    describeSubcollectionContract(() => ({ store, peer }), freshCollection);
  });
}
