import { describe, expect, it } from 'vitest';
import { DataError, type DataErrorKind } from '@/data/errors';
import { failureMessage, isPermissionDenied } from './failure-message';

const refused = (kind: DataErrorKind) => new DataError(kind, 'refused');

describe('isPermissionDenied', () => {
  it('recognises the refusals of the rules', () => {
    expect(isPermissionDenied(refused('denied'))).toBe(true);
    expect(isPermissionDenied(refused('unauthenticated'))).toBe(true);
  });

  it('is false for anything else', () => {
    expect(isPermissionDenied(refused('unavailable'))).toBe(false);
    expect(isPermissionDenied(new Error('IndexedDB cerrada'))).toBe(false);
    expect(isPermissionDenied('denied')).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
  });
});

describe('failureMessage', () => {
  const messages = { denied: 'Sin permiso.', failed: 'Falló.' };

  it('picks the message for the kind of failure', () => {
    expect(failureMessage(refused('denied'), messages)).toBe('Sin permiso.');
    expect(failureMessage(new Error('red'), messages)).toBe('Falló.');
  });
});
