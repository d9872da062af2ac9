/**
 * The DocumentStore contract for `updateAll`, the multi-document transaction (part of
 * describeDocumentStoreContract, in its own file to keep both short).
 */
import type { DocData, DocumentStore } from '../ports';
import { SERVER_TIME } from '../doc-values';

export function describeUpdateAllContract(
  open: () => { store: DocumentStore; peer: DocumentStore },
  freshCollection: (label: string) => string,
): void {
  describe('updateAll', () => {
    it('reads every ref (null when missing) and writes each result together; null entries are left alone', async () => {
      const { store, peer } = open();
      const col = freshCollection('all_basic');
      const sub = `${col}/e1/readings`;
      await store.set(col, 'e1', { n: 1, keep: 'x' });
      await store.set(col, 'e2', { n: 9 });
      const seen: Array<Array<DocData | null>> = [];
      const result = await store.updateAll(
        [
          { collection: col, id: 'e1' },
          { collection: sub, id: '2026-11' },
          { collection: col, id: 'e2' },
        ],
        (current) => {
          seen.push(current);
          return [{ ...current[0], n: 2 }, { bw: 10 }, null];
        },
      );
      expect(seen[0]).toEqual([{ n: 1, keep: 'x' }, null, { n: 9 }]);
      expect(result).toEqual([{ n: 2, keep: 'x' }, { bw: 10 }, { n: 9 }]);
      expect(await peer.get(col, 'e1')).toEqual({ n: 2, keep: 'x' });
      expect(await peer.get(sub, '2026-11')).toEqual({ bw: 10 });
      expect(await peer.get(col, 'e2')).toEqual({ n: 9 });
    });

    it('compute returning null writes nothing and resolves to what is stored', async () => {
      const { store } = open();
      const col = freshCollection('all_null');
      await store.set(col, 'a', { n: 1 });
      const result = await store.updateAll(
        [
          { collection: col, id: 'a' },
          { collection: col, id: 'b' },
        ],
        () => null,
      );
      expect(result).toEqual([{ n: 1 }, null]);
      expect(await store.get(col, 'b')).toBeNull();
    });

    it('a throwing compute, or one answering the wrong number of entries, writes none of them', async () => {
      const { store } = open();
      const col = freshCollection('all_throw');
      await store.set(col, 'a', { n: 1 });
      const refs = [
        { collection: col, id: 'a' },
        { collection: col, id: 'b' },
      ];
      await expect(
        store.updateAll(refs, () => {
          throw new Error('compute failed');
        }),
      ).rejects.toThrow('compute failed');
      await expect(store.updateAll(refs, () => [{ n: 2 }])).rejects.toThrow();
      // A document that is not a plain object fails the whole write, the valid one included.
      await expect(
        store.updateAll(refs, () => [{ n: 3 }, 'no' as unknown as DocData]),
      ).rejects.toThrow();
      expect(await store.get(col, 'a')).toEqual({ n: 1 });
      expect(await store.get(col, 'b')).toBeNull();
    });

    it('SERVER_TIME works as in update: the stored time, returned as an ISO string', async () => {
      const { store, peer } = open();
      const col = freshCollection('all_time');
      const before = Date.now();
      const [a, b] = await store.updateAll(
        [
          { collection: col, id: 'a' },
          { collection: col, id: 'b' },
        ],
        () => [{ at: SERVER_TIME }, { nested: { at: SERVER_TIME } }],
      );
      const after = Date.now();
      for (const value of [a?.at, (b?.nested as DocData).at, (await peer.get(col, 'a'))?.at]) {
        expect(String(value)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(Date.parse(String(value))).toBeGreaterThanOrEqual(before - 2000);
        expect(Date.parse(String(value))).toBeLessThanOrEqual(after + 2000);
      }
      // An unchanged stored time stays a time (a Date filter still finds it).
      await store.updateAll([{ collection: col, id: 'a' }], ([current]) => [{ ...current, n: 1 }]);
      const recent = { field: 'at', op: '>=', value: new Date(Date.now() - 60_000) } as const;
      expect(await peer.count(col, { where: [recent] })).toBe(1);
    });

    it('two clients moving a total between two documents 10 times each never lose a change', async () => {
      const { store, peer } = open();
      const col = freshCollection('all_race');
      const refs = [
        { collection: col, id: 'from' },
        { collection: col, id: 'to' },
      ];
      const move = ([from, to]: Array<DocData | null>) => [
        { n: ((from?.n as number | undefined) ?? 100) - 1 },
        { n: ((to?.n as number | undefined) ?? 0) + 1 },
      ];
      const run = async (client: DocumentStore) => {
        for (let i = 0; i < 10; i++) await client.updateAll(refs, move);
      };
      await Promise.all([run(store), run(peer)]);
      expect(await store.get(col, 'from')).toEqual({ n: 80 });
      expect(await store.get(col, 'to')).toEqual({ n: 20 });
    }, 60_000);
  });
}
