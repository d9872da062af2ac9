/**
 * One-off, for the rental portal as it was before company accounts
 * (docs/decisions/0041-company-accounts.md): a client was one person, clients/{uid}, and every
 * device and ticket carried that person's uid as `clientUid`. After it:
 * - each such client is a company with its person as "Administrador de la cuenta": members/{uid}
 *   { clientId: uid, role: 'administrador', e-mail and name of the client document, addedAt:
 *   when it was linked, addedBy: who linked it }. The company keeps its id (the person's uid), so
 *   no document and no photo path moves;
 * - each device's `clientUid` becomes `clientId`;
 * - each ticket's `clientUid` becomes `clientId`, and its author (`authorUid`) is that person.
 * Skipped: a client whose account was deleted (`deleted`), one whose person has no users
 * document, and any company that already has a member (its person's membership, a company
 * created by the desk with members, or one whose founder was removed: never brought back).
 * Idempotent: a second run writes nothing. Run it with `npm --prefix functions run
 * migrate-companies` (functions/scripts/migrate-companies.ts; README.md).
 */
import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { CLIENTS, EQUIPMENT, MEMBERS, TICKETS, USERS } from '../../../src/domain/collections.js';
import type { MemberRole } from '../../../src/domain/company.js';

const FOUNDER_ROLE: MemberRole = 'administrador';

export interface CompanyMigrationCount {
  /** clients/{id} read. */
  read: number;
  /** Memberships written (or, with dryRun, to write). */
  migrated: number;
  /** Companies left as they are (already a member, deleted, no person). */
  skipped: number;
}

export interface FieldMigrationCount {
  read: number;
  updated: number;
}

export interface MigrationReport {
  clients: CompanyMigrationCount;
  equipment: FieldMigrationCount;
  tickets: FieldMigrationCount;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The rename of a device or ticket stored with `clientUid`; null when it needs no write. */
export function renamePatch(
  kind: 'equipment' | 'ticket',
  data: Record<string, unknown>,
): Record<string, unknown> | null {
  const clientUid = data.clientUid;
  if (typeof clientUid !== 'string' || clientUid === '') return null;
  return {
    clientId: clientUid,
    ...(kind === 'ticket' && typeof data.authorUid !== 'string' ? { authorUid: clientUid } : {}),
  };
}

/** Visits every document of `collection`, `pageSize` at a time, in the order of their ids. */
export async function forEachPage(
  db: Firestore,
  collection: string,
  pageSize: number,
  visit: (docs: QueryDocumentSnapshot<DocumentData>[]) => Promise<void>,
): Promise<void> {
  const { FieldPath } = await import('firebase-admin/firestore');
  let after: string | null = null;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
    if (after !== null) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) return;
    await visit(page.docs);
    after = page.docs.at(-1)?.id ?? null;
    if (page.size < pageSize) return;
  }
}

/** Each person's client document to a company with them as its administrator. */
async function migrateClients(
  db: Firestore,
  pageSize: number,
  dryRun: boolean,
): Promise<CompanyMigrationCount> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const count: CompanyMigrationCount = { read: 0, migrated: 0, skipped: 0 };
  await forEachPage(db, CLIENTS, pageSize, async (docs) => {
    for (const client of docs) {
      count.read += 1;
      const uid = client.id;
      const membership = db.collection(MEMBERS).doc(uid);
      // One transaction per company: the membership is written only if, when it commits, the
      // person has none and the company no member (a member added meanwhile wins).
      const wrote = await db.runTransaction(async (tx) => {
        const [current, own, members, person] = await Promise.all([
          tx.get(client.ref),
          tx.get(membership),
          tx.get(db.collection(MEMBERS).where('clientId', '==', uid).limit(1)),
          tx.get(db.collection(USERS).doc(uid)),
        ]);
        const data = current.data() ?? {};
        if (
          !current.exists ||
          data.deleted === true ||
          own.exists ||
          !members.empty ||
          !person.exists
        )
          return false;
        if (!dryRun)
          tx.create(membership, {
            clientId: uid,
            role: FOUNDER_ROLE,
            email: text(data.email),
            name: text(data.name),
            addedAt: data.linkedAt ?? FieldValue.serverTimestamp(),
            addedBy: text(data.linkedBy),
          });
        return true;
      });
      if (wrote) count.migrated += 1;
      else count.skipped += 1;
    }
  });
  return count;
}

/** `clientUid` renamed `clientId` (and, on tickets, the author) in one batch per page. */
async function renameClientUid(
  db: Firestore,
  collection: typeof EQUIPMENT | typeof TICKETS,
  pageSize: number,
  dryRun: boolean,
): Promise<FieldMigrationCount> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const count: FieldMigrationCount = { read: 0, updated: 0 };
  const kind = collection === TICKETS ? 'ticket' : 'equipment';
  await forEachPage(db, collection, pageSize, async (docs) => {
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs) {
      count.read += 1;
      const patch = renamePatch(kind, doc.data());
      if (!patch) continue;
      count.updated += 1;
      writes += 1;
      batch.update(doc.ref, { ...patch, clientUid: FieldValue.delete() });
    }
    if (writes > 0 && !dryRun) await batch.commit();
  });
  return count;
}

/**
 * The whole migration: companies first (a device's company is its person's uid either way),
 * then devices, then tickets. With `dryRun`, counts what it would write and writes nothing.
 */
export async function migrateCompanies(
  db: Firestore,
  { pageSize = 300, dryRun = false }: { pageSize?: number; dryRun?: boolean } = {},
): Promise<MigrationReport> {
  const clients = await migrateClients(db, pageSize, dryRun);
  const equipment = await renameClientUid(db, EQUIPMENT, pageSize, dryRun);
  const tickets = await renameClientUid(db, TICKETS, pageSize, dryRun);
  return { clients, equipment, tickets };
}

/** The report in Spanish, one line per collection, as the script prints it. */
export function migrationReportLines(report: MigrationReport, dryRun: boolean): string[] {
  const done = dryRun ? 'por actualizar (sin escribir: --dry-run)' : 'actualizados';
  return [
    `clients: ${report.clients.read} leídos, ${report.clients.migrated} empresas con su administrador ${dryRun ? 'por crear (sin escribir: --dry-run)' : 'creadas'}, ${report.clients.skipped} sin cambios`,
    `equipment: ${report.equipment.read} leídos, ${report.equipment.updated} ${done} (clientUid → clientId)`,
    `tickets: ${report.tickets.read} leídos, ${report.tickets.updated} ${done} (clientUid → clientId y authorUid)`,
  ];
}
