/**
 * users/{uid}.emailVerified: what tells the lead desk that a registered account owns its e-mail
 * address (anyone can register any address; the desk shows an account's context on a lead's page
 * only when this says true). Only the callable function `confirmEmailVerified` (functions.ts) writes
 * it, with the Admin SDK, after reading the Auth record; firestore.rules refuse `emailVerified` and
 * `emailVerifiedAt` to every client, and the e-mail of a verified document to its owner.
 *
 * The browser calls it when its signed-in user is verified (back from the verification link, or a
 * Google identity with the account's own address: src/domain/verified-email.ts, which both sides
 * use) and users/{uid} does not say so yet. The flag is
 * written only when Auth says the address is verified AND the document holds that same address;
 * `emailVerifiedAt` is the server's time. Calling again changes nothing.
 */
import type { FirestoreKit } from '../firestore/admin.js';
import { maskEmail, type Logger } from '../logger.js';
import { CallableError } from '../callable-error.js';
import { USERS } from '../../../src/domain/collections.js';

export const EMAIL_VERIFIED_MESSAGES = {
  notSignedIn: 'Inicia sesión para confirmar tu correo electrónico.',
  failed: 'No se pudo registrar la verificación de tu correo. Intenta de nuevo más tarde.',
} as const;

export class EmailVerifiedError extends CallableError<'unauthenticated'> {
  constructor(code: 'unauthenticated', message: string) {
    super(code, message);
    this.name = 'EmailVerifiedError';
  }
}

/** What happened to users/{uid}: written now, already said so, no document, another address. */
export type RecordOutcome = 'recorded' | 'already-recorded' | 'missing' | 'other-email';

export interface EmailVerifiedDeps {
  /**
   * The Auth record of `uid` (null when there is none): its address, and whether it is proven
   * (isEmailProven: verified by link, or a Google identity with that same address).
   */
  account(uid: string): Promise<{ email: string | null; emailVerified: boolean } | null>;
  /** Records the verification of `email` on users/{uid} (recordEmailVerified, in a transaction). */
  recordVerified(uid: string, email: string): Promise<RecordOutcome>;
  logger: Logger;
}

/** What the caller gets: whether users/{uid} now says the e-mail is verified. */
export interface ConfirmEmailVerifiedResult {
  emailVerified: boolean;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The write for a stored users/{uid} (`stored`: its `email` and `emailVerified`, null when it does
 * not exist) and the verified address: pure, so the transaction and the tests share it.
 */
export function verificationWrite(
  stored: { email: unknown; emailVerified: unknown } | null,
  verifiedEmail: string,
): RecordOutcome {
  if (!stored) return 'missing';
  if (typeof stored.email !== 'string' || !sameAddress(stored.email, verifiedEmail))
    return 'other-email';
  return stored.emailVerified === true ? 'already-recorded' : 'recorded';
}

/**
 * In one transaction: users/{uid} gets `emailVerified: true` and `emailVerifiedAt` (server time)
 * when verificationWrite says 'recorded'; nothing is written otherwise (never a new document: the
 * rules would then refuse the owner's own creation of it).
 */
export function recordEmailVerified(
  { db, FieldValue }: FirestoreKit,
  uid: string,
  email: string,
): Promise<RecordOutcome> {
  const ref = db.collection(USERS).doc(uid);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const outcome = verificationWrite(
      snapshot.exists
        ? { email: snapshot.get('email'), emailVerified: snapshot.get('emailVerified') }
        : null,
      email,
    );
    if (outcome === 'recorded')
      tx.update(ref, { emailVerified: true, emailVerifiedAt: FieldValue.serverTimestamp() });
    return outcome;
  });
}

/** The callable's logic: `uid` is the signed-in caller (null when signed out). */
export async function confirmEmailVerified(
  uid: string | null,
  deps: EmailVerifiedDeps,
): Promise<ConfirmEmailVerifiedResult> {
  if (!uid) throw new EmailVerifiedError('unauthenticated', EMAIL_VERIFIED_MESSAGES.notSignedIn);
  const account = await deps.account(uid);
  if (!account?.email || !account.emailVerified) return { emailVerified: false };
  const outcome = await deps.recordVerified(uid, account.email);
  const context = { uid, email: maskEmail(account.email) };
  switch (outcome) {
    case 'recorded':
      deps.logger.info('cuenta: correo verificado registrado en users/{uid}', context);
      return { emailVerified: true };
    case 'already-recorded':
      return { emailVerified: true };
    case 'missing':
      // The browser creates users/{uid} when the session starts; it asks again afterwards.
      deps.logger.info('cuenta: correo verificado, pero users/{uid} aún no existe', context);
      return { emailVerified: false };
    case 'other-email':
      deps.logger.warn('cuenta: users/{uid} tiene otro correo que la cuenta de Auth', context);
      return { emailVerified: false };
  }
}
