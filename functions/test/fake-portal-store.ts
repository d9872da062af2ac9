/**
 * An in-memory PortalStore (privacy/client-records.ts): documents by path ("clients/ana",
 * "equipment/e1/readings/2026-05"), Storage files by path, and what each call did.
 */
import type { PortalStore } from '../src/privacy/client-records.js';
import type { StoredDoc } from '../src/privacy/account.js';

export interface FakePortal {
  store: PortalStore;
  docs: Map<string, Record<string, unknown>>;
  files: Set<string>;
  /** Prefixes asked to delete, in order. */
  deletedPrefixes: string[];
}

export function fakePortalStore(
  initial: Record<string, Record<string, unknown>> = {},
  {
    files = [],
    storage = 'deleted',
    now = new Date('2026-06-01T12:00:00.000Z'),
  }: { files?: string[]; storage?: 'deleted' | 'skipped' | 'fails'; now?: Date } = {},
): FakePortal {
  const docs = new Map(Object.entries(initial).map(([path, data]) => [path, { ...data }]));
  const fileSet = new Set(files);
  const deletedPrefixes: string[] = [];
  const children = (collection: string): StoredDoc[] =>
    [...docs]
      .filter(
        ([path]) =>
          path.startsWith(`${collection}/`) && !path.slice(collection.length + 1).includes('/'),
      )
      .map(([path, data]) => ({ id: path.slice(collection.length + 1), data }));
  const store: PortalStore = {
    async getClient(clientId) {
      return docs.get(`clients/${clientId}`) ?? null;
    },
    async getMember(uid) {
      return docs.get(`members/${uid}`) ?? null;
    },
    async listMembers(clientId) {
      return children('members').filter((d) => d.data.clientId === clientId);
    },
    async listEquipment(clientId) {
      return children('equipment').filter((d) => d.data.clientId === clientId);
    },
    async listReadings(equipmentId) {
      return children(`equipment/${equipmentId}/readings`);
    },
    async listTickets(clientId) {
      return children('tickets').filter((d) => d.data.clientId === clientId);
    },
    async listAuthoredTickets(uid) {
      return children('tickets').filter((d) => d.data.authorUid === uid);
    },
    async listReplies(ticketId) {
      return children(`tickets/${ticketId}/replies`);
    },
    async anonymizeClient(clientId, kept) {
      const before = docs.get(`clients/${clientId}`);
      docs.set(`clients/${clientId}`, {
        ...kept,
        deleted: true,
        deletedAt: before?.deletedAt ?? now,
      });
    },
    async removeFields(path, fields) {
      const data = docs.get(path);
      if (!data) return;
      const next = { ...data };
      for (const field of fields) delete next[field];
      docs.set(path, next);
    },
    async listReminderMarkers(uid) {
      return children('meterReminders')
        .map((d) => d.id)
        .filter((id) => id.startsWith(`${uid}_`));
    },
    async deleteDocuments(paths) {
      for (const path of paths) docs.delete(path);
    },
    async listInvites(field, value) {
      return children('memberInvites').filter((d) => d.data[field] === value);
    },
    async revokeInvite(id) {
      const data = docs.get(`memberInvites/${id}`);
      if (!data || data.revoked === true) return;
      docs.set(`memberInvites/${id}`, { ...data, revoked: true, revokedAt: now });
    },
    async deletePrefix(prefix) {
      deletedPrefixes.push(prefix);
      if (storage === 'fails') throw new Error('Storage no disponible');
      if (storage === 'skipped') return 'skipped';
      for (const file of [...fileSet]) if (file.startsWith(prefix)) fileSet.delete(file);
      return 'deleted';
    },
  };
  return { store, docs, files: fileSet, deletedPrefixes };
}
