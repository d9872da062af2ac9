/**
 * The sales side of contactSubmissions/{id} (admins only; firestore.rules): each request is a
 * lead with a stage, internal notes (contactSubmissions/{id}/notes) and, for the list and the CSV,
 * its latest note. Every read is one page of at most LEAD_PAGE_SIZE documents, whatever the data
 * grows to; the dashboard counts with the database's count aggregation.
 */
import * as v from 'valibot';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STAGES, type LeadStage } from '@/domain/entities';
import type { ActivityKind } from '@/domain/activity';
import { outcomeFields, type LeadOutcome } from '@/domain/lead-outcome';
import { LeadNoteSchema, LeadSchema, type LeadFields, type LeadNote } from '@/domain/schemas/lead';
import { searchPrefix } from '@/domain/search-keys';
import { CONTACT_SUBMISSIONS } from '@/domain/collections';
import { withDocuments } from './access';
import { isPlainObject, SERVER_TIME, stripUndefined } from './doc-values';
import { DataError } from './errors';
import type { ListOptions, PageCursor, Where } from './ports';
import type { LeadView } from './lead-views';

// Leads are stored in CONTACT_SUBMISSIONS. Only the quote function creates them
// (functions/src/quote, decision 0022); no browser can (firestore.rules).

export const LEAD_PAGE_SIZE = 50;
const NOTES_PAGE_SIZE = 50;

/** A stored request with its sales fields (src/domain/schemas/lead.ts). */
export type Lead = LeadFields & { id: string };

export type LeadNoteWithId = LeadNote & { id: string };

export interface Page<T> {
  items: T[];
  /** Where the next page starts; null on the last page. */
  next: PageCursor | null;
}

/**
 * The callable functions' client, loaded on the first call: the dashboard reads leads too, and its
 * first load has no room for it (admin JS budget, docs/bench-public.md).
 */
const callFunction = async <Req, Res>(name: string, data: Req): Promise<Res> =>
  (await import('@/lib/functions')).callFunction<Req, Res>(name, data);

const notesOf = (id: string) => `${CONTACT_SUBMISSIONS}/${id}/notes`;

/** A stored request with its sales fields; null when the request itself is malformed. */
export function parseLead(id: string, raw: unknown): Lead | null {
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(LeadSchema, raw);
  return result.success ? { ...stripUndefined(result.output), id } : null;
}

export { LEAD_VIEWS, type LeadView } from './lead-views';

export interface LeadQuery {
  /** One of the views; it replaces the stage, notice and search filters. */
  view?: LeadView | null;
  /** The signed-in admin ("Mis solicitudes"). */
  ownerUid?: string;
  /** Now ("Vencidas"), or the end of today ("Para hoy"). */
  until?: Date;
  status?: LeadStage | null;
  /** Only the leads sales has not been told about yet (`notified: false`: "Sin notificar"). */
  unnotified?: boolean;
  /** An e-mail prefix (with "@") or the start of the company's name. */
  search?: string;
  after?: PageCursor | null;
}

/** The upper bound of a prefix range: every string starting with `prefix` sorts below it. */
const prefixEnd = (prefix: string) => `${prefix}\uf8ff`;

/**
 * The query of one page: by status and/or not notified, by search prefix, newest first otherwise
 * (each combination has its composite index in firestore.indexes.json). Only the functions write
 * `notified`, false on every new lead: older requests without it never match, as they were told.
 */
export function leadListOptions(query: LeadQuery): ListOptions {
  const { view, status, unnotified, search, after } = query;
  const page = { limit: LEAD_PAGE_SIZE, ...(after ? { startAfter: after } : {}) };
  const until = query.until ?? new Date();
  if (view === 'mias') {
    return {
      where: [{ field: 'ownerUid', op: '==', value: query.ownerUid ?? '' }],
      orderBy: { field: 'createdAt', direction: 'desc' },
      ...page,
    };
  }
  if (view === 'vencidas') {
    return {
      where: [
        { field: 'awaitingResponse', op: '==', value: true },
        { field: 'firstResponseDueAt', op: '<', value: until },
      ],
      orderBy: { field: 'firstResponseDueAt' },
      ...page,
    };
  }
  if (view === 'hoy') {
    return {
      where: [{ field: 'nextActionAt', op: '<', value: until }],
      orderBy: { field: 'nextActionAt' },
      ...page,
    };
  }
  const where: Where[] = [
    ...(unnotified ? [{ field: 'notified', op: '==' as const, value: false }] : []),
    ...(status ? [{ field: 'status', op: '==' as const, value: status }] : []),
  ];
  let orderBy: ListOptions['orderBy'] = { field: 'createdAt', direction: 'desc' };
  // By the stored search keys (src/domain/search-keys.ts): case and accents do not matter.
  const lookup = searchPrefix(search ?? '', 'companyKey');
  if (lookup) {
    const { field, prefix } = lookup;
    where.push({ field, op: '>=', value: prefix }, { field, op: '<', value: prefixEnd(prefix) });
    orderBy = { field };
  }
  return { where, orderBy, limit: LEAD_PAGE_SIZE, ...(after ? { startAfter: after } : {}) };
}

/** One page of leads (at most LEAD_PAGE_SIZE documents read). */
export async function listLeads(query: LeadQuery = {}): Promise<Page<Lead>> {
  const rows = await withDocuments((store) =>
    store.list(CONTACT_SUBMISSIONS, leadListOptions(query)),
  );
  const items: Lead[] = [];
  for (const row of rows) {
    const lead = parseLead(row.id, row.data);
    if (lead) items.push(lead);
  }
  const last = rows.at(-1);
  return { items, next: rows.length === LEAD_PAGE_SIZE && last?.cursor ? last.cursor : null };
}

/** Every lead of a query, page by page (the CSV export: an explicit action, not a view). */
export async function listAllLeads(query: Omit<LeadQuery, 'after'> = {}): Promise<Lead[]> {
  const all: Lead[] = [];
  let after: PageCursor | null = null;
  do {
    const page: Page<Lead> = await listLeads({ ...query, after });
    all.push(...page.items);
    after = page.next;
  } while (after);
  return all;
}

export async function getLead(id: string): Promise<Lead | null> {
  const raw = await withDocuments((store) => store.get(CONTACT_SUBMISSIONS, id));
  return raw === null ? null : parseLead(id, raw);
}

/**
 * Moves a lead to `status`, recording who (the admin's uid) and when (the database's clock); a
 * move to Ganado or Perdido carries its outcome (src/domain/lead-outcome.ts), which the rules
 * require.
 */
export async function setLeadStatus(
  id: string,
  status: LeadStage,
  adminUid: string,
  outcome?: LeadOutcome,
  lead?: Pick<Lead, 'firstResponseAt' | 'nextActionAt'>,
): Promise<void> {
  await withDocuments((store) =>
    store.set(
      CONTACT_SUBMISSIONS,
      id,
      {
        status,
        statusChangedAt: SERVER_TIME,
        statusChangedBy: adminUid,
        ...(outcome && outcome.stage === status ? outcomeFields(outcome) : {}),
        ...(lead && stopsClock(status, lead) ? FIRST_RESPONSE_NOW : {}),
        // A lead that ended has nothing left to follow up.
        ...(lead?.nextActionAt && isClosedStage(status) ? { nextActionAt: null } : {}),
      },
      { merge: true },
    ),
  );
}

/** What the first contact writes: the clock stops at the database's time. */
const FIRST_RESPONSE_NOW = { firstResponseAt: SERVER_TIME, awaitingResponse: false };

/** Ganado and Perdido end a lead. */
export function isClosedStage(stage: LeadStage): boolean {
  return stage === 'Ganado' || stage === 'Perdido';
}

/** Whether a move to `stage` is the lead's first answer (any stage after Nuevo counts). */
export function stopsClock(stage: LeadStage, lead: Pick<Lead, 'firstResponseAt'>): boolean {
  return stage !== 'Nuevo' && lead.firstResponseAt === null;
}

/** Hands the lead to another admin (the rules check they are one), stamped with who and when. */
export async function setLeadOwner(
  id: string,
  owner: { uid: string; email: string },
  adminUid: string,
): Promise<void> {
  await withDocuments((store) =>
    store.set(
      CONTACT_SUBMISSIONS,
      id,
      {
        owner: { uid: owner.uid, email: owner.email },
        ownerUid: owner.uid,
        ownerChangedAt: SERVER_TIME,
        ownerChangedBy: adminUid,
      },
      { merge: true },
    ),
  );
}

/** Sets the follow-up date ("Próxima acción"), or clears it with null. */
export async function setNextAction(id: string, at: Date | null): Promise<void> {
  await withDocuments((store) =>
    store.set(CONTACT_SUBMISSIONS, id, { nextActionAt: at }, { merge: true }),
  );
}

/** What `mergeLeads` answers (functions/src/leads/merge.ts). */
interface MergeAnswer {
  merged: true;
  moved: number;
  message: string;
}

/**
 * Merges `mergeId` into `keepId` (admins only): the callable function moves its activities to
 * the kept lead and marks it merged. Resolves to its Spanish answer.
 */
export async function mergeLeads(keepId: string, mergeId: string): Promise<string> {
  const answer = await callFunction<{ keepId: string; mergeId: string }, MergeAnswer>(
    'mergeLeads',
    { keepId, mergeId },
  );
  return answer.message;
}

export function parseLeadNote(id: string, raw: unknown): LeadNoteWithId | null {
  if (!isPlainObject(raw)) return null;
  const result = v.safeParse(LeadNoteSchema, raw);
  return result.success ? { ...result.output, id } : null;
}

/** The lead's notes, newest first (the latest LEAD notes page). */
export async function listLeadNotes(id: string): Promise<LeadNoteWithId[]> {
  const rows = await withDocuments((store) =>
    store.list(notesOf(id), {
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: NOTES_PAGE_SIZE,
    }),
  );
  return rows.flatMap((row) => parseLeadNote(row.id, row.data) ?? []);
}

export interface ActivityInit {
  kind: ActivityKind;
  /** When it happened (now, or earlier when logged afterwards). */
  at: Date;
  /**
   * Whether it becomes the lead's latest activity (list and CSV): false when the lead already
   * has one that happened later.
   */
  latest: boolean;
  /** Whether it is the lead's first answer (a contact while the clock runs): stops the clock. */
  firstResponse?: boolean;
}

/**
 * Logs an activity (an internal note with its kind and date: trimmed text, 1 to
 * LEAD_NOTE_MAX_LENGTH characters; the caller validates for its Spanish message) and, unless a
 * later one is already there, makes it the lead's latest.
 */
export async function addLeadNote(
  id: string,
  text: string,
  author: { uid: string; email: string },
  activity: ActivityInit = { kind: 'Nota', at: new Date(), latest: true },
): Promise<void> {
  const clean = text.trim();
  if (clean === '' || [...clean].length > LEAD_NOTE_MAX_LENGTH)
    throw new DataError('invalid', `A note has 1 to ${LEAD_NOTE_MAX_LENGTH} characters.`);
  const { kind, at } = activity;
  await withDocuments(async (store) => {
    await store.add(notesOf(id), {
      text: clean,
      kind,
      at,
      authorUid: author.uid,
      authorEmail: author.email,
      createdAt: SERVER_TIME,
    });
    if (!activity.latest && !activity.firstResponse) return;
    await store.set(
      CONTACT_SUBMISSIONS,
      id,
      {
        ...(activity.latest
          ? {
              latestNote: {
                text: clean,
                kind,
                at,
                authorEmail: author.email,
                createdAt: SERVER_TIME,
              },
            }
          : {}),
        ...(activity.firstResponse ? FIRST_RESPONSE_NOW : {}),
      },
      { merge: true },
    );
  });
}

/** What `resendLeadNotification` answers (functions/src/leads/resend.ts). */
interface ResendAnswer {
  sent: true;
  message: string;
}

/**
 * "Reenviar aviso": the callable function e-mails the lead to sales now (admins only; past the
 * hourly ceiling; never twice) and marks it notified. Resolves to its Spanish answer ("Aviso
 * enviado a ventas."); rejects with a FunctionCallError whose message is its Spanish refusal.
 */
export async function resendLeadNotification(id: string): Promise<string> {
  const answer = await callFunction<{ id: string }, ResendAnswer>('resendLeadNotification', { id });
  return answer.message;
}

/** What `anonymizeLead` answers (functions/src/privacy/admin-anonymize.ts). */
interface AnonymizeAnswer {
  outcome: 'anonymized' | 'already';
  message: string;
}

/**
 * "Anonimizar" on a lead's page: the callable function replaces the person's data, deletes the
 * internal notes and records who, when and why (admins only). `includeWon` only once the admin
 * was told the lead is Ganado. Resolves to its Spanish answer ("Solicitud anonimizada."); rejects
 * with a FunctionCallError whose message is its Spanish refusal.
 */
export async function anonymizeLead(
  id: string,
  reason: string,
  { includeWon = false }: { includeWon?: boolean } = {},
): Promise<string> {
  const answer = await callFunction<
    { id: string; reason: string; includeWon: boolean },
    AnonymizeAnswer
  >('anonymizeLead', { id, reason, includeWon });
  return answer.message;
}

export type LeadCounts = Record<LeadStage, number>;

/**
 * Leads per stage, counted by the database (one count aggregation per stage, never a read of
 * every lead); with `since`, only those created from then on.
 */
export async function countLeadsByStatus(since?: Date): Promise<LeadCounts> {
  const counts = await withDocuments((store) =>
    Promise.all(
      LEAD_STAGES.map((status) =>
        store.count(CONTACT_SUBMISSIONS, {
          where: [
            { field: 'status', op: '==', value: status },
            ...(since ? [{ field: 'createdAt', op: '>=' as const, value: since }] : []),
          ],
        }),
      ),
    ),
  );
  return Object.fromEntries(LEAD_STAGES.map((stage, i) => [stage, counts[i] ?? 0])) as LeadCounts;
}
