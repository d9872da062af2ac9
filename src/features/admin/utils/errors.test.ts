import { describe, expect, it } from 'vitest';
import { failureMessage, isPermissionDenied } from './errors';

const refused = (code: string) => Object.assign(new Error('refused'), { code });

describe('isPermissionDenied', () => {
  it('recognises the refusals of the rules', () => {
    expect(isPermissionDenied(refused('permission-denied'))).toBe(true);
    expect(isPermissionDenied(refused('firestore/permission-denied'))).toBe(true);
    expect(isPermissionDenied(refused('unauthenticated'))).toBe(true);
  });

  it('is false for anything else', () => {
    expect(isPermissionDenied(refused('unavailable'))).toBe(false);
    expect(isPermissionDenied(new Error('IndexedDB cerrada'))).toBe(false);
    expect(isPermissionDenied('permission-denied')).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
  });
});

describe('failureMessage', () => {
  const messages = { denied: 'Sin permiso.', failed: 'Falló.' };

  it('picks the message for the kind of failure', () => {
    expect(failureMessage(refused('permission-denied'), messages)).toBe('Sin permiso.');
    expect(failureMessage(new Error('red'), messages)).toBe('Falló.');
  });
});
