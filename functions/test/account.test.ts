/**
 * "Tus datos" (privacy/account.ts): the export and the deletion on fakes of Auth, Firestore and
 * Storage. What is returned, deleted and anonymised; Ganado kept; a stale sign-in and a signed-out
 * caller refused; nothing about an unverified e-mail's leads.
 */
import { describe, expect, it } from 'vitest';

import {
  ACCOUNT_MESSAGES,
  AccountError,
  deleteMyAccount,
  exportMyData,
  keptWonMessage,
  RECENT_SIGN_IN_SECONDS,
  toPlainJson,
  type AccountCollection,
  type AccountDeps,
  type AuthAccount,
  type NewsletterStatus,
} from '../src/privacy/account.js';
import type { AnonymizeOutcome, AnonymizeRequest } from '../src/privacy/anonymize.js';
import { FakeTimestamp } from './fake-firestore.js';
import { fakePortalStore } from './fake-portal-store.js';
import { recordingLogger } from './helpers.js';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const NOW_S = NOW.getTime() / 1000;
const UID = 'ana-uid';
const EMAIL = 'Ana@Empresa.mx';

interface Lead {
  status: string;
  corporateEmail: string;
  anonymized?: unknown;
  [field: string]: unknown;
}

function world({
  verified = true,
  account = true,
  role,
}: { verified?: boolean; account?: boolean; role?: string } = {}) {
  const docs = new Map<string, Record<string, unknown>>([
    [
      `users/${UID}`,
      {
        name: 'Ana López',
        email: EMAIL,
        photoURL: 'https://firebasestorage.googleapis.com/v0/b/x/o/profile_pictures%2Fana-uid',
        createdAt: FakeTimestamp.fromDate(new Date('2026-01-02T03:04:05.000Z')),
        ...(role ? { role } : {}),
      },
    ],
    [`customers/${UID}`, { fullName: 'Ana López', phone: '+529981234567', company: 'Empresa' }],
    [`needsAssessments/${UID}`, { formData: { needsType: ['bn'] }, completedAt: '2026-02-01' }],
    [`users/otro`, { name: 'Otra persona' }],
  ]);
  const leads = new Map<string, Lead>([
    [
      'lead-nuevo',
      {
        status: 'Nuevo',
        corporateEmail: EMAIL,
        fullName: 'Ana López',
        createdAt: FakeTimestamp.fromDate(new Date('2026-03-01T10:00:00.000Z')),
        statusChangedBy: 'admin-uid',
        latestNote: { text: 'Llamar el lunes', authorEmail: 'ventas@empresa.mx' },
      },
    ],
    ['lead-ganado', { status: 'Ganado', corporateEmail: EMAIL, fullName: 'Ana López' }],
  ]);
  const authAccount: AuthAccount | null = account
    ? {
        email: EMAIL,
        emailVerified: verified,
        providers: ['password'],
        photoURL: null,
        createdAt: '2026-01-02T03:04:05.000Z',
        lastSignInAt: '2026-06-01T11:58:00.000Z',
      }
    : null;
  const log = {
    leadQueries: [] as string[],
    newsletterQueries: [] as string[],
    anonymized: [] as Array<{ id: string; request: AnonymizeRequest }>,
    photosDeleted: [] as string[],
    deleted: [] as string[],
    authDeleted: [] as string[],
  };
  let failOn: string | null = null;
  const newsletter: NewsletterStatus = {
    estado: 'confirmada',
    detalle: 'Tu correo está suscrito al newsletter.',
    desde: '2026-04-01T00:00:00.000Z',
  };
  const logger = recordingLogger();
  const deps: AccountDeps = {
    async account(uid) {
      return uid === UID && !log.authDeleted.includes(uid) ? authAccount : null;
    },
    async readDocument(collection: AccountCollection, uid) {
      return docs.get(`${collection}/${uid}`) ?? null;
    },
    async leadsByEmail(email) {
      log.leadQueries.push(email);
      return [...leads]
        .filter(([, data]) => data.corporateEmail.toLowerCase() === email.toLowerCase())
        .map(([id, data]) => ({ id, data }));
    },
    async newsletterStatus(email) {
      log.newsletterQueries.push(email);
      return newsletter;
    },
    async anonymizeLead(id, request): Promise<AnonymizeOutcome> {
      if (failOn === 'anonymize') throw new Error('Firestore no disponible');
      const lead = leads.get(id);
      if (!lead) return 'missing';
      if (lead.anonymized) return 'already';
      if (lead.status === 'Ganado') return 'kept-won';
      log.anonymized.push({ id, request });
      leads.set(id, {
        ...lead,
        fullName: 'Datos anonimizados',
        corporateEmail: '',
        anonymized: {},
      });
      return 'anonymized';
    },
    async deleteProfilePhotos(uid) {
      log.photosDeleted.push(uid);
      return 'deleted';
    },
    async deleteDocument(collection, uid) {
      if (failOn === collection) throw new Error('Firestore no disponible');
      log.deleted.push(`${collection}/${uid}`);
      docs.delete(`${collection}/${uid}`);
    },
    async deleteAccount(uid) {
      log.authDeleted.push(uid);
    },
    portal: fakePortalStore().store,
    clock: () => NOW,
    logger,
  };
  return {
    deps,
    docs,
    leads,
    log,
    logger,
    failOn: (what: string) => {
      failOn = what;
    },
  };
}

const recent = { uid: UID, authTime: NOW_S - 60 };

async function refusal(promise: Promise<unknown>): Promise<AccountError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AccountError);
  return error as AccountError;
}

describe('toPlainJson', () => {
  it('turns Timestamps and Dates into ISO strings, deep inside maps and lists', () => {
    expect(
      toPlainJson({
        a: FakeTimestamp.fromDate(new Date('2026-01-01T00:00:00.000Z')),
        b: [{ c: new Date('2026-02-02T00:00:00.000Z') }],
        d: 'texto',
        e: 3,
        f: null,
      }),
    ).toEqual({
      a: '2026-01-01T00:00:00.000Z',
      b: [{ c: '2026-02-02T00:00:00.000Z' }],
      d: 'texto',
      e: 3,
      f: null,
    });
  });
});

describe('exportMyData', () => {
  it('returns the account, the three documents, the photo, the leads and the newsletter status', async () => {
    const { deps, log } = world();
    const data = await exportMyData({ uid: UID, authTime: 0 }, deps);
    expect(data.generadoEl).toBe(NOW.toISOString());
    expect(data.cuenta).toEqual({
      uid: UID,
      correo: EMAIL,
      correoVerificado: true,
      metodosDeAcceso: ['password'],
      creadaEl: '2026-01-02T03:04:05.000Z',
      ultimoAccesoEl: '2026-06-01T11:58:00.000Z',
    });
    expect(data.usuario).toMatchObject({
      name: 'Ana López',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(data.perfilDeCliente).toEqual({
      fullName: 'Ana López',
      phone: '+529981234567',
      company: 'Empresa',
    });
    expect(data.testDeNecesidades).toMatchObject({ formData: { needsType: ['bn'] } });
    expect(data.fotoDePerfil.direccion).toMatch(/^https:\/\/firebasestorage/);
    expect(data.solicitudesDeCotizacion.incluidas).toBe(true);
    expect(data.solicitudesDeCotizacion.solicitudes).toEqual([
      {
        id: 'lead-nuevo',
        status: 'Nuevo',
        corporateEmail: EMAIL,
        fullName: 'Ana López',
        createdAt: '2026-03-01T10:00:00.000Z',
      },
      { id: 'lead-ganado', status: 'Ganado', corporateEmail: EMAIL, fullName: 'Ana López' },
    ]);
    expect(data.newsletter.estado).toBe('confirmada');
    expect(log.leadQueries).toEqual([EMAIL]);
    // The whole answer is plain JSON: it survives the callable's serialisation unchanged.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('leaves out staff fields of a lead (who changed it, internal notes)', async () => {
    const { deps } = world();
    const data = await exportMyData(recent, deps);
    const text = JSON.stringify(data.solicitudesDeCotizacion);
    expect(text).not.toContain('admin-uid');
    expect(text).not.toContain('Llamar el lunes');
  });

  it('shows no leads and no newsletter status for an unverified e-mail', async () => {
    const { deps, log } = world({ verified: false });
    const data = await exportMyData(recent, deps);
    expect(data.cuenta.correoVerificado).toBe(false);
    expect(data.solicitudesDeCotizacion).toMatchObject({ incluidas: false, solicitudes: [] });
    expect(data.solicitudesDeCotizacion.nota).toMatch(/no está verificado/);
    expect(data.newsletter.estado).toBe('no consultado');
    expect(log.leadQueries).toEqual([]);
    expect(log.newsletterQueries).toEqual([]);
    expect(data.perfilDeCliente).toMatchObject({ fullName: 'Ana López' });
  });

  it('refuses a caller who is not signed in', async () => {
    const { deps } = world();
    const error = await refusal(exportMyData(null, deps));
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe(ACCOUNT_MESSAGES.notSignedIn);
  });

  it('answers a Spanish error when a read fails, and logs it', async () => {
    const { deps, logger } = world();
    deps.readDocument = async () => {
      throw new Error('UNAVAILABLE');
    };
    const error = await refusal(exportMyData(recent, deps));
    expect(error.code).toBe('internal');
    expect(error.message).toBe(ACCOUNT_MESSAGES.exportFailed);
    expect(logger.entries.some((e) => e.level === 'error')).toBe(true);
  });
});

describe('deleteMyAccount', () => {
  it('anonymises the leads, keeps a Ganado one, deletes the photos, the documents and the account', async () => {
    const { deps, docs, leads, log } = world();
    const result = await deleteMyAccount(recent, deps);
    expect(result).toEqual({
      deleted: true,
      anonymizedLeads: 1,
      keptWonLeads: 1,
      message: `${ACCOUNT_MESSAGES.deleted} ${keptWonMessage(1)}`,
    });
    expect(result.message).toBe(
      'Tu cuenta y tus datos se eliminaron. Conservamos 1 solicitud de cotización en etapa Ganado, porque es el registro de un contrato.',
    );
    expect(log.anonymized).toEqual([
      { id: 'lead-nuevo', request: { cause: 'account-deleted', by: UID, reason: '' } },
    ]);
    expect(leads.get('lead-nuevo')).toMatchObject({ fullName: 'Datos anonimizados' });
    expect(leads.get('lead-ganado')).toMatchObject({ fullName: 'Ana López', status: 'Ganado' });
    expect(log.photosDeleted).toEqual([UID]);
    expect(log.deleted).toEqual([`needsAssessments/${UID}`, `customers/${UID}`, `users/${UID}`]);
    expect(log.authDeleted).toEqual([UID]);
    // Nobody else's data.
    expect(docs.has('users/otro')).toBe(true);
  });

  it('says nothing about kept leads when none is Ganado', async () => {
    const { deps, leads } = world();
    leads.delete('lead-ganado');
    const result = await deleteMyAccount(recent, deps);
    expect(result.message).toBe('Tu cuenta y tus datos se eliminaron.');
    expect(result.keptWonLeads).toBe(0);
  });

  it("leaves the leads of an unverified e-mail alone (they may not be the user's)", async () => {
    const { deps, leads, log } = world({ verified: false });
    const result = await deleteMyAccount(recent, deps);
    expect(result.anonymizedLeads).toBe(0);
    expect(log.leadQueries).toEqual([]);
    expect(leads.get('lead-nuevo')).toMatchObject({ fullName: 'Ana López' });
    expect(log.authDeleted).toEqual([UID]);
  });

  it('refuses a sign-in older than 5 minutes, and deletes nothing', async () => {
    const { deps, log } = world();
    const stale = { uid: UID, authTime: NOW_S - RECENT_SIGN_IN_SECONDS - 1 };
    const error = await refusal(deleteMyAccount(stale, deps));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(ACCOUNT_MESSAGES.staleSignIn);
    expect(await refusal(deleteMyAccount({ uid: UID, authTime: null }, deps))).toMatchObject({
      code: 'failed-precondition',
    });
    expect(log).toMatchObject({ anonymized: [], deleted: [], authDeleted: [], photosDeleted: [] });
    // Exactly 5 minutes is still recent.
    await deleteMyAccount({ uid: UID, authTime: NOW_S - RECENT_SIGN_IN_SECONDS }, deps);
    expect(log.authDeleted).toEqual([UID]);
  });

  it('refuses a caller who is not signed in', async () => {
    const { deps, log } = world();
    const error = await refusal(deleteMyAccount(null, deps));
    expect(error.code).toBe('unauthenticated');
    expect(log.deleted).toEqual([]);
  });

  it("refuses an admin's account (another admin removes the role first)", async () => {
    const { deps, log } = world({ role: 'admin' });
    const error = await refusal(deleteMyAccount(recent, deps));
    expect(error).toMatchObject({ code: 'failed-precondition', message: ACCOUNT_MESSAGES.admin });
    expect(log).toMatchObject({ anonymized: [], deleted: [], authDeleted: [] });
  });

  it('keeps the Auth account when a document could not be deleted, so the user can retry', async () => {
    const world1 = world();
    world1.failOn('customers');
    const error = await refusal(deleteMyAccount(recent, world1.deps));
    expect(error).toMatchObject({ code: 'internal', message: ACCOUNT_MESSAGES.deleteFailed });
    expect(world1.log.authDeleted).toEqual([]);
    expect(world1.logger.entries.find((e) => e.level === 'error')?.data).toMatchObject({
      step: 'borrar customers/{uid}',
    });

    // The retry finishes the job (the lead anonymised the first time no longer carries the
    // e-mail, so it is not found again; the Ganado one still is, and is still kept).
    world1.failOn('');
    const result = await deleteMyAccount(recent, world1.deps);
    expect(result).toMatchObject({ anonymizedLeads: 0, keptWonLeads: 1 });
    expect(world1.leads.get('lead-nuevo')).toMatchObject({ fullName: 'Datos anonimizados' });
    expect(world1.log.deleted).toEqual([
      `needsAssessments/${UID}`,
      `needsAssessments/${UID}`,
      `customers/${UID}`,
      `users/${UID}`,
    ]);
    expect(world1.log.authDeleted).toEqual([UID]);
  });

  it('cleans up the documents of a user whose Auth account is already gone', async () => {
    const { deps, log } = world({ account: false });
    await deleteMyAccount(recent, deps);
    expect(log.deleted).toHaveLength(3);
    expect(log.leadQueries).toEqual([]);
  });
});
