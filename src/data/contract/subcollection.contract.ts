/**
 * The DocumentStore contract for subcollections, "parent/id/child" paths (part of
 * describeDocumentStoreContract, in its own file to keep both short).
 */
import type { DocumentStore, PageCursor } from '../ports';

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

export function describeSubcollectionContract(
  open: () => { store: DocumentStore; peer: DocumentStore },
  freshCollection: (label: string) => string,
): void {
  describe('subcollections', () => {
    it('a subcollection ("parent/id/child") is read, listed, paged and counted under its parent only', async () => {
      const { store, peer } = open();
      const col = freshCollection('parent');
      const replies = `${col}/t1/replies`;
      await Promise.all(
        [1, 2, 3].map((n) => store.set(replies, `r${n}`, { n, kind: n === 2 ? 'b' : 'a' })),
      );
      await store.set(`${col}/t2/replies`, 'other', { n: 9, kind: 'a' });
      expect(await peer.get(replies, 'r2')).toEqual({ n: 2, kind: 'b' });
      expect(ids(await peer.list(replies))).toEqual(['r1', 'r2', 'r3']);
      const first = await peer.list(replies, {
        orderBy: { field: 'n', direction: 'desc' },
        limit: 2,
      });
      expect(ids(first)).toEqual(['r3', 'r2']);
      const rest = await peer.list(replies, {
        orderBy: { field: 'n', direction: 'desc' },
        startAfter: first[1]?.cursor as PageCursor,
      });
      expect(ids(rest)).toEqual(['r1']);
      expect(await peer.count(replies)).toBe(3);
      expect(await peer.count(replies, { where: [{ field: 'kind', op: '==', value: 'a' }] })).toBe(
        2,
      );
    });
  });
}
