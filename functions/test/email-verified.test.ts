/**
 * confirmEmailVerified (privacy/email-verified.ts): users/{uid}.emailVerified is written only when
 * the Auth record says the address is verified (a Google account counts) and the document holds
 * that address; never for a signed-out caller, an unverified account, a missing document or
 * another address. The transaction runs on the fake Firestore.
 */
import { describe, expect, it } from 'vitest';

import {
  EMAIL_VERIFIED_MESSAGES,
  EmailVerifiedError,
  confirmEmailVerified,
  recordEmailVerified,
  verificationWrite,
  type EmailVerifiedDeps,
} from '../src/privacy/email-verified.js';
import { FakeTimestamp, fakeFirestore } from './fake-firestore.js';
import { recordingLogger } from './helpers.js';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const UID = 'ana-uid';

function world({
  auth = { email: 'Ana@Empresa.mx', emailVerified: true } as {
    email: string | null;
    emailVerified: boolean;
  } | null,
  user = { name: 'Ana', email: 'ana@empresa.mx', score: 20 } as Record<string, unknown> | null,
} = {}) {
  const firestore = fakeFirestore(() => NOW);
  if (user) firestore.docs.set(`users/${UID}`, { ...user });
  const logger = recordingLogger();
  const accountCalls: string[] = [];
  const deps: EmailVerifiedDeps = {
    async account(uid) {
      accountCalls.push(uid);
      return auth;
    },
    recordVerified: (uid, email) => recordEmailVerified(firestore.kit, uid, email),
    logger,
  };
  return {
    firestore,
    deps,
    logger,
    accountCalls,
    stored: () => firestore.docs.get(`users/${UID}`),
  };
}

describe('confirmEmailVerified', () => {
  it('records a verified address on users/{uid} with the server time, keeping every other field', async () => {
    const { deps, stored, logger } = world();
    expect(await confirmEmailVerified(UID, deps)).toEqual({ emailVerified: true });
    expect(stored()).toEqual({
      name: 'Ana',
      email: 'ana@empresa.mx',
      score: 20,
      emailVerified: true,
      emailVerifiedAt: FakeTimestamp.fromDate(NOW),
    });
    expect(logger.entries).toEqual([
      expect.objectContaining({ level: 'info', data: { uid: UID, email: 'A***@Empresa.mx' } }),
    ]);
  });

  it('a Google account, verified by Google, is recorded the same way', async () => {
    // account() reports what account-wiring.ts reads: a google.com provider counts as verified.
    const { deps, stored } = world({
      auth: { email: 'gabi@gmail.com', emailVerified: true },
      user: { email: 'gabi@gmail.com' },
    });
    expect(await confirmEmailVerified(UID, deps)).toEqual({ emailVerified: true });
    expect(stored()).toMatchObject({ emailVerified: true });
  });

  it('writes nothing while Auth says the address is not verified', async () => {
    const { deps, stored, firestore } = world({
      auth: { email: 'ana@empresa.mx', emailVerified: false },
    });
    expect(await confirmEmailVerified(UID, deps)).toEqual({ emailVerified: false });
    expect(stored()).toEqual({ name: 'Ana', email: 'ana@empresa.mx', score: 20 });
    expect(firestore.transactions).toBe(0);
  });

  it('writes nothing for an account Auth does not know or without an e-mail', async () => {
    for (const auth of [null, { email: null, emailVerified: true }]) {
      const { deps, stored } = world({ auth });
      expect(await confirmEmailVerified(UID, deps)).toEqual({ emailVerified: false });
      expect(stored()).not.toHaveProperty('emailVerified');
    }
  });

  it('never creates users/{uid}: without it the answer is false and nothing is stored', async () => {
    const { deps, firestore } = world({ user: null });
    expect(await confirmEmailVerified(UID, deps)).toEqual({ emailVerified: false });
    expect(firestore.docs.has(`users/${UID}`)).toBe(false);
  });

  it('refuses to mark a document holding another address than the verified one', async () => {
    const { deps, stored, logger } = world({ user: { email: 'director@cliente.mx' } });
    expect(await confirmEmailVerified(UID, deps)).toEqual({ emailVerified: false });
    expect(stored()).toEqual({ email: 'director@cliente.mx' });
    expect(logger.entries.map((e) => e.level)).toEqual(['warn']);
  });

  it('a second call keeps the first time and writes nothing', async () => {
    const first = new Date('2026-05-01T08:00:00.000Z');
    const { deps, stored } = world({
      user: {
        email: 'ana@empresa.mx',
        emailVerified: true,
        emailVerifiedAt: FakeTimestamp.fromDate(first),
      },
    });
    expect(await confirmEmailVerified(UID, deps)).toEqual({ emailVerified: true });
    expect(stored()).toEqual({
      email: 'ana@empresa.mx',
      emailVerified: true,
      emailVerifiedAt: FakeTimestamp.fromDate(first),
    });
  });

  it('refuses a signed-out caller with a Spanish message, before reading anything', async () => {
    const { deps, accountCalls } = world();
    const failure = confirmEmailVerified(null, deps);
    await expect(failure).rejects.toBeInstanceOf(EmailVerifiedError);
    await expect(failure).rejects.toMatchObject({
      code: 'unauthenticated',
      message: EMAIL_VERIFIED_MESSAGES.notSignedIn,
    });
    expect(accountCalls).toEqual([]);
  });
});

describe('verificationWrite', () => {
  it('compares addresses without case or surrounding blanks', () => {
    expect(
      verificationWrite({ email: ' ANA@empresa.mx', emailVerified: undefined }, 'ana@EMPRESA.mx'),
    ).toBe('recorded');
    expect(
      verificationWrite({ email: 'ana@empresa.mx', emailVerified: true }, 'ana@empresa.mx'),
    ).toBe('already-recorded');
    expect(
      verificationWrite({ email: 'ana@empresa.mx', emailVerified: 'true' }, 'ana@empresa.mx'),
    ).toBe('recorded');
    expect(verificationWrite({ email: 42, emailVerified: false }, 'ana@empresa.mx')).toBe(
      'other-email',
    );
    expect(verificationWrite(null, 'ana@empresa.mx')).toBe('missing');
  });
});
