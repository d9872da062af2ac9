/**
 * The companies the desk's lists name (the ticket lists' "Cliente" and the others): clients/{clientId} read once per
 * company, not once per ticket. A page of tickets reads each of its distinct companies at most
 * once, and a company already read (on this page of the app, for this store) within
 * COMPANY_NAME_TTL_MS is not read again when the list moves to another page or view. A failed read
 * is forgotten, so the next list tries again.
 */
import * as v from 'valibot';
import { CLIENTS_COLLECTION, ClientSchema } from '@/domain/schemas/client';
import { withDocuments } from '../../access';
import { isPlainObject } from '../../doc-values';
import type { DocumentStore } from '../../ports';
import type { Page, Ticket } from '../client-portal';
import { companyNameOf } from './service-desk';

/** How long a company's name is reused before it is read again (a rename shows after it). */
export const COMPANY_NAME_TTL_MS = 5 * 60_000;

/** A ticket with the name of its company ('' when the company is missing or unreadable). */
export interface TicketWithCompany {
  ticket: Ticket;
  company: string;
}

interface Cached {
  at: number;
  name: Promise<string>;
}

/** Per store (a test installs a new one), the company names read so far. */
const cache = new WeakMap<DocumentStore, Map<string, Cached>>();

async function readName(store: DocumentStore, clientId: string): Promise<string> {
  const raw = await store.get(CLIENTS_COLLECTION, clientId);
  if (!isPlainObject(raw)) return '';
  const parsed = v.safeParse(ClientSchema, raw);
  return parsed.success ? companyNameOf({ ...parsed.output, uid: clientId }, '') : '';
}

/** The names of the companies `clientIds` (one read per company not read lately). */
export function companyNames(
  clientIds: readonly string[],
  now: () => number = Date.now,
): Promise<Map<string, string>> {
  return withDocuments(async (store) => {
    const byId = cache.get(store) ?? new Map<string, Cached>();
    cache.set(store, byId);
    const ids = [...new Set(clientIds)];
    const names = await Promise.all(
      ids.map((id) => {
        const known = byId.get(id);
        if (known && now() - known.at < COMPANY_NAME_TTL_MS) return known.name;
        const entry: Cached = {
          at: now(),
          name: readName(store, id).catch(() => {
            if (byId.get(id) === entry) byId.delete(id);
            return '';
          }),
        };
        byId.set(id, entry);
        return entry.name;
      }),
    );
    return new Map(ids.map((id, index) => [id, names[index] ?? '']));
  });
}

/**
 * Each item's company name, in order, for the desk's other lists (Lectores sin reportes, Tóner
 * por agotarse, today's visits, Cierre de mes): a company that cannot be read is named
 * `fallback`, else by its id.
 */
export async function companyNamesOf<T>(
  items: readonly T[],
  clientIdOf: (item: T) => string,
  fallback?: string,
): Promise<string[]> {
  const names = await companyNames(items.map(clientIdOf));
  return items.map((item) => names.get(clientIdOf(item)) || (fallback ?? clientIdOf(item)));
}

/** A page of tickets with their companies' names. */
export async function withCompanies(page: Promise<Page<Ticket>>): Promise<Page<TicketWithCompany>> {
  const { items, next } = await page;
  const names = await companyNames(items.map((ticket) => ticket.clientId));
  return {
    items: items.map((ticket) => ({ ticket, company: names.get(ticket.clientId) ?? '' })),
    next,
  };
}
