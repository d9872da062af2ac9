import { describe, expect, it } from 'vitest';
import { withDocuments, withFiles } from './access';
import { toDataError } from './error-codes';
import { DataError, dataErrorKind, isDataError } from './errors';
import { setStoresForTesting } from './store';
import { installBrowserStoresForTesting } from './test-utils/browser-stores';

const failure = (code: string) => Object.assign(new Error(`falló: ${code}`), { code });

describe('toDataError', () => {
  it.each([
    ['permission-denied', 'denied'],
    ['firestore/permission-denied', 'denied'],
    ['unauthenticated', 'unauthenticated'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'timeout'],
    ['resource-exhausted', 'quota'],
    ['invalid-argument', 'invalid'],
    ['failed-precondition', 'invalid'],
    ['not-found', 'not-found'],
    ['cancelled', 'canceled'],
    ['storage/unauthenticated', 'unauthenticated'],
    ['storage/unauthorized', 'denied'],
    ['storage/quota-exceeded', 'quota'],
    ['storage/retry-limit-exceeded', 'retry-limit'],
    ['storage/canceled', 'canceled'],
    ['storage/invalid-url', 'invalid'],
    ['storage/object-not-found', 'not-found'],
    ['storage/unknown', 'unknown'],
  ])('translates the store code %s into the kind %s, keeping the message', (code, kind) => {
    const error = toDataError(failure(code));
    expect(error).toBeInstanceOf(DataError);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(`falló: ${code}`);
  });

  it('knows the browser store running out of space', () => {
    const quota = Object.assign(new Error('lleno'), { name: 'QuotaExceededError' });
    expect(toDataError(quota).kind).toBe('quota');
  });

  it('calls anything else unknown, and keeps a DataError as it is', () => {
    expect(toDataError(new Error('IndexedDB cerrada')).kind).toBe('unknown');
    expect(toDataError('texto').message).toBe('texto');
    const known = new DataError('denied', 'no');
    expect(toDataError(known)).toBe(known);
  });
});

describe('dataErrorKind and isDataError', () => {
  it('read the kind of a DataError only', () => {
    expect(dataErrorKind(new DataError('quota', 'x'))).toBe('quota');
    expect(dataErrorKind(failure('permission-denied'))).toBe('unknown');
    expect(isDataError(new DataError('denied', 'x'), 'denied', 'unauthenticated')).toBe(true);
    expect(isDataError(new DataError('unavailable', 'x'), 'denied')).toBe(false);
    expect(isDataError(failure('permission-denied'), 'denied')).toBe(false);
  });
});

describe('the data layer owns its errors', () => {
  afterEach(() => setStoresForTesting(null));

  it('turns what a store throws into a DataError', async () => {
    const { documents, files } = await installBrowserStoresForTesting();
    setStoresForTesting({
      documents: { ...documents, get: () => Promise.reject(failure('permission-denied')) },
      files: { ...files, upload: () => Promise.reject(failure('storage/quota-exceeded')) },
    });
    await expect(withDocuments((store) => store.get('users', 'u1'))).rejects.toMatchObject({
      name: 'DataError',
      kind: 'denied',
    });
    await expect(
      withFiles((store) => store.upload('a/b', new Blob(['x']), 'text/plain')),
    ).rejects.toMatchObject({ name: 'DataError', kind: 'quota' });
  });
});
