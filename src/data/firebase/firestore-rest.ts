/**
 * The document store's reads (get, list, count) as the requests the Firestore Lite SDK itself
 * sends: POST …/documents:batchGet, :runQuery and :runAggregationQuery on Firestore's REST API,
 * with the user's ID token and the App Check token. Most signed-in pages only read, so they never
 * download the SDK (about 30 kB gzip); ./document-store.ts loads it for the first write
 * (docs/decisions/0040-room-on-signed-in-pages.md).
 */
import type { FirebaseApp } from 'firebase/app';
import { appCheckHeaders } from '@/lib/app-check';
import { currentIdToken } from '@/lib/firebase';
import type { DocData, ListedDoc, ListOptions, Where } from '../ports';

/** A value as Firestore's REST API writes it ({ stringValue: 'a' }, { mapValue: { fields } }…). */
type RestValue = Record<string, unknown>;
interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/** A listed document's orderBy value as Firestore sent it: the exact cursor (nanoseconds kept). */
class StoredValue {
  constructor(readonly value: RestValue) {}
}

/** Thrown like the SDK's errors: `code` is Firestore's ('permission-denied'…), see ../error-codes.ts. */
export class FirestoreRestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreRestError';
  }
}

export interface RestReader {
  get(collection: string, id: string): Promise<DocData | null>;
  list(collection: string, options: ListOptions): Promise<ListedDoc[]>;
  count(collection: string, options: { where?: Where[] }): Promise<number>;
}

export interface RestReaderOptions {
  app: FirebaseApp;
  /** "host:port" of the emulator, or null for Firestore itself. */
  emulatorHost: string | null;
  /** Emulator only: the token sent instead of the user's (contract tests). */
  mockUserToken?: string;
}

export function createRestReader({
  app,
  emulatorHost,
  mockUserToken,
}: RestReaderOptions): RestReader {
  const { projectId = '', apiKey, appId } = app.options;
  const database = `projects/${encodeURIComponent(projectId)}/databases/(default)`;
  const documents = `${database}/documents`;
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  const key = apiKey ? `?key=${encodeURIComponent(apiKey)}` : '';

  async function call(
    method: 'batchGet' | 'runQuery' | 'runAggregationQuery',
    body: unknown,
    parent = documents,
  ): Promise<Record<string, unknown>[]> {
    const [token, appCheck] = await Promise.all([
      mockUserToken ?? currentIdToken(),
      appCheckHeaders(),
    ]);
    const headers: Record<string, string> = {
      // As the SDK sends it: text/plain needs no CORS preflight of its own.
      'Content-Type': 'text/plain',
      'google-cloud-resource-prefix': database,
      'x-goog-request-params': `project_id=${encodeURIComponent(projectId)}`,
      ...(appId ? { 'X-Firebase-GMPID': appId } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...appCheck,
    };
    let response: Response;
    try {
      response = await fetch(`${origin}/v1/${parent}:${method}${key}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new FirestoreRestError('unknown', `Request failed with error: ${String(error)}`);
    }
    const answer = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const detail = (Array.isArray(answer) ? answer[0] : answer) as {
        error?: { message?: string };
      } | null;
      throw new FirestoreRestError(
        codeOfStatus(response.status),
        `Request failed with error: ${detail?.error?.message ?? response.statusText}`,
      );
    }
    return Array.isArray(answer) ? (answer as Record<string, unknown>[]) : [];
  }

  // A query runs under its collection's parent: the database's documents for a top-level
  // collection, the parent document for a subcollection ("tickets/t1/replies" is the collection
  // "replies" under documents/tickets/t1), as the SDK sends it.
  const scope = (collection: string) => {
    const slash = collection.lastIndexOf('/');
    return slash < 0
      ? { parent: documents, from: [{ collectionId: collection }] }
      : {
          parent: `${documents}/${collection.slice(0, slash)}`,
          from: [{ collectionId: collection.slice(slash + 1) }],
        };
  };

  return {
    async get(collection, id) {
      const [answer] = await call('batchGet', { documents: [`${documents}/${collection}/${id}`] });
      const found = answer?.found as RestDocument | undefined;
      return found ? decodeFields(found.fields) : null;
    },

    async list(collection, options) {
      const orderBy = normalizedOrder(options);
      const { parent, from } = scope(collection);
      const structuredQuery: Record<string, unknown> = {
        from,
        ...filterOf(options.where),
        orderBy: orderBy.map(({ field, direction }) => ({
          field: { fieldPath: fieldPath(field) },
          direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
        })),
      };
      if (options.startAfter) {
        const { value, id } = options.startAfter;
        structuredQuery.startAt = {
          values: [encode(value), { referenceValue: `${documents}/${collection}/${id}` }],
          before: false,
        };
      }
      if (options.limit !== undefined) {
        // As the SDK's limit(): a positive whole number.
        if (!Number.isInteger(options.limit) || options.limit <= 0)
          throw new FirestoreRestError(
            'invalid-argument',
            `Function limit() requires a positive number, but it was: ${options.limit}.`,
          );
        structuredQuery.limit = options.limit;
      }
      const answer = await call('runQuery', { structuredQuery }, parent);
      const field = options.orderBy?.field;
      return answer.flatMap((row) => {
        const doc = row.document as RestDocument | undefined;
        if (!doc) return [];
        const id = doc.name.slice(doc.name.lastIndexOf('/') + 1);
        const raw = field ? valueAt(doc.fields, field) : undefined;
        return [
          {
            id,
            data: decodeFields(doc.fields),
            ...(field ? { cursor: { id, value: raw ? new StoredValue(raw) : null } } : {}),
          },
        ];
      });
    },

    async count(collection, options) {
      const { parent, from } = scope(collection);
      const [answer] = await call(
        'runAggregationQuery',
        {
          structuredAggregationQuery: {
            structuredQuery: { from, ...filterOf(options.where) },
            aggregations: [{ alias: 'count', count: {} }],
          },
        },
        parent,
      );
      const result = answer?.result as { aggregateFields?: Record<string, RestValue> } | undefined;
      return Number(decode(result?.aggregateFields?.count ?? { integerValue: '0' }));
    },
  };
}

const OPERATORS: Record<Where['op'], string> = {
  '==': 'EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
};

function filterOf(where: Where[] = []): { where?: unknown } {
  const filters = where.map((w) => ({
    fieldFilter: {
      field: { fieldPath: fieldPath(w.field) },
      op: OPERATORS[w.op],
      value: encode(w.value),
    },
  }));
  if (filters.length === 0) return {};
  if (filters.length === 1) return { where: filters[0] };
  return { where: { compositeFilter: { op: 'AND', filters } } };
}

/**
 * The order the SDK sends (and the indexes are built for): the explicit orderBy and the document
 * id (ties by id, in the same direction: what a cursor needs to be exact), then each inequality
 * field not ordered yet (by name), in the last direction; the document id alone when unordered.
 */
function normalizedOrder(options: ListOptions): { field: string; direction: 'asc' | 'desc' }[] {
  const direction = options.orderBy?.direction ?? 'asc';
  const order = options.orderBy
    ? [
        { field: options.orderBy.field, direction },
        { field: '__name__', direction },
      ]
    : [];
  const inequalities = (options.where ?? []).filter((w) => w.op !== '==').map((w) => w.field);
  for (const field of [...new Set(inequalities)].sort())
    if (!order.some((o) => o.field === field)) order.push({ field, direction });
  if (!order.some((o) => o.field === '__name__')) order.push({ field: '__name__', direction });
  return order;
}

const QUOTE = String.fromCharCode(96); // the backquote

/** A dotted path as Firestore reads it: a segment other than a plain name in backquotes. */
function fieldPath(field: string): string {
  if (field === '__name__') return field;
  return field
    .split('.')
    .map((segment) =>
      /^[a-zA-Z_][a-zA-Z_0-9]*$/.test(segment)
        ? segment
        : QUOTE + segment.replaceAll('\\', '\\\\').replaceAll(QUOTE, '\\' + QUOTE) + QUOTE,
    )
    .join('.');
}

function valueAt(
  fields: Record<string, RestValue> | undefined,
  path: string,
): RestValue | undefined {
  let value: RestValue | undefined = { mapValue: { fields } };
  for (const segment of path.split('.')) {
    const map = value?.mapValue as { fields?: Record<string, RestValue> } | undefined;
    value = map?.fields?.[segment];
  }
  return value;
}

/** What a filter or a cursor compares with, written as Firestore's REST API reads it. */
function encode(value: unknown): RestValue {
  if (value instanceof StoredValue) return value.value;
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && !Object.is(value, -0)
      ? { integerValue: String(value) }
      : { doubleValue: Number.isFinite(value) ? value : String(value) };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  return { stringValue: String(value) };
}

function decodeFields(fields: Record<string, RestValue> = {}): DocData {
  const out: DocData = {};
  for (const [key, value] of Object.entries(fields)) out[key] = decode(value);
  return out;
}

/** What the app reads (as the SDK adapter gives it): a timestamp is its ISO string, to the ms. */
function decode(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(String(value.timestampValue)).toISOString();
  if ('mapValue' in value)
    return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  if ('arrayValue' in value)
    return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(decode);
  if ('nullValue' in value) return null;
  // References, geopoints and bytes: the app stores none; passed on as Firestore wrote them.
  return value;
}

/** Firestore's code for an HTTP status, as the SDK maps it. */
function codeOfStatus(status: number): string {
  const codes: Record<number, string> = {
    400: 'failed-precondition',
    401: 'unauthenticated',
    403: 'permission-denied',
    404: 'not-found',
    409: 'aborted',
    416: 'out-of-range',
    429: 'resource-exhausted',
    499: 'cancelled',
    500: 'unknown',
    501: 'unimplemented',
    503: 'unavailable',
    504: 'deadline-exceeded',
  };
  return (
    codes[status] ??
    (status >= 400 && status < 500 ? 'failed-precondition' : status >= 500 ? 'internal' : 'unknown')
  );
}
