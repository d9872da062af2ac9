import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import { toDataError } from '../error-codes';
import { createRestReader } from './firestore-rest';

// The signed-in user's ID token, as Auth would give it (null: no one is signed in).
const session = vi.hoisted(() => ({ idToken: null as string | null }));
vi.mock('@/lib/firebase', () => ({ currentIdToken: async () => session.idToken }));

/** The network replaced: what Firestore's REST API answers. */
const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

const app = {
  options: { projectId: 'demo-tusocio', apiKey: 'demo-key', appId: '1:2:web:3' },
} as unknown as FirebaseApp;
const reader = () => createRestReader({ app, emulatorHost: null });
const DOCS = 'projects/demo-tusocio/databases/(default)/documents';

beforeEach(() => {
  session.idToken = 'id-token';
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The one request sent: its URL, headers and body. */
function sent() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  return {
    url: String(url),
    headers: init?.headers as Record<string, string>,
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  };
}

describe('Firestore reads over REST', () => {
  it('gets a document as the SDK asks for it, with the user token, and decodes its values', async () => {
    answer(200, [
      {
        found: {
          name: `${DOCS}/users/u1`,
          fields: {
            name: { stringValue: 'Ana' },
            points: { integerValue: '12' },
            rate: { doubleValue: 1.5 },
            admin: { booleanValue: false },
            photo: { nullValue: null },
            createdAt: { timestampValue: '2026-11-28T01:02:03.456789Z' },
            tags: { arrayValue: { values: [{ stringValue: 'a' }] } },
            address: { mapValue: { fields: { city: { stringValue: 'Cancún' } } } },
            empty: { arrayValue: {} },
          },
        },
      },
    ]);
    expect(await reader().get('users', 'u1')).toEqual({
      name: 'Ana',
      points: 12,
      rate: 1.5,
      admin: false,
      photo: null,
      createdAt: '2026-11-28T01:02:03.456Z',
      tags: ['a'],
      address: { city: 'Cancún' },
      empty: [],
    });
    const { url, headers, body } = sent();
    expect(url).toBe(`https://firestore.googleapis.com/v1/${DOCS}:batchGet?key=demo-key`);
    expect(headers).toMatchObject({
      Authorization: 'Bearer id-token',
      'Content-Type': 'text/plain',
      'X-Firebase-GMPID': '1:2:web:3',
    });
    expect(body).toEqual({ documents: [`${DOCS}/users/u1`] });
  });

  it('a missing document is null; without a user no token is sent', async () => {
    session.idToken = null;
    answer(200, [{ missing: `${DOCS}/users/nobody` }]);
    expect(await reader().get('users', 'nobody')).toBeNull();
    expect(sent().headers).not.toHaveProperty('Authorization');
  });

  it('lists with filters, the order the indexes expect and the next page after a cursor', async () => {
    const at = { timestampValue: '2026-11-28T01:02:03.456789Z' };
    answer(200, [
      { document: { name: `${DOCS}/leads/b`, fields: { createdAt: at } } },
      { readTime: '2026-11-28T01:02:04Z' },
    ]);
    const [row] = await reader().list('leads', {
      where: [{ field: 'status', op: '==', value: 'nuevo' }],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: 50,
    });
    expect(row).toMatchObject({ id: 'b', data: { createdAt: '2026-11-28T01:02:03.456Z' } });
    expect(sent().body).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'leads' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'status' },
            op: 'EQUAL',
            value: { stringValue: 'nuevo' },
          },
        },
        orderBy: [
          { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
        ],
        limit: 50,
      },
    });

    // The cursor keeps the stored value exactly (its microseconds), and the document's name.
    fetchMock.mockReset();
    answer(200, []);
    await reader().list('leads', {
      orderBy: { field: 'createdAt', direction: 'desc' },
      startAfter: row!.cursor!,
    });
    expect(sent().body.structuredQuery).toMatchObject({
      startAt: { values: [at, { referenceValue: `${DOCS}/leads/b` }], before: false },
    });
  });

  it('an inequality without an order is ordered by its field, then by id; two filters are AND', async () => {
    answer(200, []);
    const since = new Date('2026-11-01T06:00:00.000Z');
    await reader().list('tickets', {
      where: [
        { field: 'createdAt', op: '>=', value: since },
        { field: 'open', op: '==', value: true },
      ],
    });
    const query = sent().body.structuredQuery as Record<string, unknown>;
    expect(query.where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          {
            fieldFilter: {
              field: { fieldPath: 'createdAt' },
              op: 'GREATER_THAN_OR_EQUAL',
              value: { timestampValue: '2026-11-01T06:00:00.000Z' },
            },
          },
          {
            fieldFilter: {
              field: { fieldPath: 'open' },
              op: 'EQUAL',
              value: { booleanValue: true },
            },
          },
        ],
      },
    });
    expect(query.orderBy).toEqual([
      { field: { fieldPath: 'createdAt' }, direction: 'ASCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
    ]);
  });

  it('counts with the aggregation query', async () => {
    answer(200, [{ result: { aggregateFields: { count: { integerValue: '7' } } } }]);
    expect(
      await reader().count('leads', { where: [{ field: 'status', op: '==', value: 'ganado' }] }),
    ).toBe(7);
    expect(sent().body).toEqual({
      structuredAggregationQuery: {
        structuredQuery: {
          from: [{ collectionId: 'leads' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'status' },
              op: 'EQUAL',
              value: { stringValue: 'ganado' },
            },
          },
        },
        aggregations: [{ alias: 'count', count: {} }],
      },
    });
  });

  it('a refusal is the data layer’s "denied", as the SDK’s permission-denied is', async () => {
    answer(403, [{ error: { code: 403, message: 'Missing or insufficient permissions.' } }]);
    const error = await reader()
      .get('users', 'other')
      .catch((e: unknown) => e);
    expect(toDataError(error)).toMatchObject({ kind: 'denied' });
    expect((error as Error).message).toContain('Missing or insufficient permissions.');
  });

  it('a failed connection and a bad limit fail like the SDK', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(reader().get('users', 'u1')).rejects.toMatchObject({ code: 'unknown' });
    await expect(reader().list('users', { limit: 0 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('talks to the emulator over plain HTTP', async () => {
    answer(200, [{ missing: `${DOCS}/users/u1` }]);
    await createRestReader({ app, emulatorHost: '127.0.0.1:8080' }).get('users', 'u1');
    expect(sent().url).toBe(`http://127.0.0.1:8080/v1/${DOCS}:batchGet?key=demo-key`);
  });
});
