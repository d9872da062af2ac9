/**
 * "Tus datos" in Mi Perfil: two callable functions a signed-in person uses on their own account
 * (functions.ts `exportMyData`, `deleteMyAccount`). The logic is here, on small ports (AccountDeps)
 * that account-wiring.ts implements with the Admin SDK and the unit tests fake.
 *
 * - exportMyData: everything the site holds about the caller, as plain JSON (Timestamps as ISO
 *   strings): the Auth record, users/{uid}, customers/{uid}, needsAssessments/{uid}, the photo's
 *   address, a rental client's records (client-records.ts: the client record, devices, readings,
 *   tickets and replies), and (only when the account's e-mail is verified: anyone can register
 *   any address) the quote requests sent with that e-mail and the newsletter status of that
 *   address. No staff data: who on staff did what, the lead's owner, other accounts' uids
 *   (withoutStaffData).
 * - deleteMyAccount: only within RECENT_SIGN_IN_SECONDS of a sign-in (the browser re-authenticates
 *   first); anonymises the quote requests sent with the verified e-mail (anonymize.ts; a Ganado
 *   lead is kept and the answer says so), forgets a rental client in the company's records
 *   (client-records.ts forgetClient: kept without e-mail, name or photos; no more e-mails), their
 *   company invitations (invite-records.ts: those to them deleted, those they sent without their
 *   name and the pending ones cancelled), deletes
 *   every file under profile_pictures/{uid}/, the three documents, and last the Auth account. Each step can run again, so a failed call can be
 *   retried. An admin's account is refused (another admin removes the role first).
 */
import type { Logger } from '../logger.js';
import type { AnonymizeOutcome, AnonymizeRequest } from './anonymize.js';
import { exportClientRecords, withoutStaffData, type PortalExport } from './client-export.js';
import { forgetClient, type PortalStore, type StoredDoc } from './client-records.js';
import { forgetInvites } from './invite-records.js';
import { CallableError } from '../callable-error.js';

/** How recent the caller's sign-in must be to delete the account (the ID token's auth_time). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** The documents keyed by the user's uid, in the order they are deleted (users/{uid} last). */
export const ACCOUNT_COLLECTIONS = ['needsAssessments', 'customers', 'users'] as const;
export type AccountCollection = (typeof ACCOUNT_COLLECTIONS)[number];

/** Lead fields left out of the export: who on staff touched it and their internal notes. */
const STAFF_LEAD_FIELDS = ['statusChangedBy', 'latestNote', 'notifyClaimedAt'] as const;

export const ACCOUNT_MESSAGES = {
  notSignedIn: 'Inicia sesión para consultar o eliminar tus datos.',
  staleSignIn:
    'Por seguridad, confirma de nuevo tu identidad (contraseña o cuenta de Google) e intenta otra vez.',
  admin:
    'Una cuenta de administrador no se elimina desde aquí. Pide a otro administrador que te quite el rol y vuelve a intentarlo.',
  exportFailed: 'No se pudieron reunir tus datos. Intenta de nuevo en unos minutos.',
  deleteFailed:
    'No se pudo eliminar tu cuenta por completo. Intenta de nuevo; lo que ya se borró no se recupera.',
  deleted: 'Tu cuenta y tus datos se eliminaron.',
} as const;

/** "Conservamos 1 solicitud…" / "Conservamos 2 solicitudes…": Ganado leads kept on deletion. */
export function keptWonMessage(count: number): string {
  return count === 1
    ? 'Conservamos 1 solicitud de cotización en etapa Ganado, porque es el registro de un contrato.'
    : `Conservamos ${count} solicitudes de cotización en etapa Ganado, porque son el registro de un contrato.`;
}

export type AccountErrorCode = 'unauthenticated' | 'failed-precondition' | 'internal';

export class AccountError extends CallableError<AccountErrorCode> {
  constructor(code: AccountErrorCode, message: string) {
    super(code, message);
    this.name = 'AccountError';
  }
}

/** The caller as the callable request gives it (request.auth): uid and the token's auth_time. */
export interface Caller {
  uid: string;
  /** Seconds since the epoch of the last sign-in or re-authentication (ID token `auth_time`). */
  authTime: number | null;
}

/** The Auth record, as much of it as the site keeps. */
export interface AuthAccount {
  email: string | null;
  /**
   * The account's own address is proven (src/domain/verified-email.ts): verified by link, or a
   * Google identity with this same address. A Google identity with another address proves nothing.
   */
  emailVerified: boolean;
  /** 'password', 'google.com', ... */
  providers: string[];
  photoURL: string | null;
  createdAt: string | null;
  lastSignInAt: string | null;
}

export type { StoredDoc };

export type NewsletterState =
  'confirmada' | 'pendiente de confirmar' | 'sin suscripción' | 'desconocido' | 'no consultado';

export interface NewsletterStatus {
  estado: NewsletterState;
  detalle: string;
  /** When the address joined the list (local list) or was last sent a confirmation e-mail. */
  desde?: string;
}

export interface AccountDeps {
  /** The Auth record of `uid`, or null when there is none. */
  account(uid: string): Promise<AuthAccount | null>;
  readDocument(collection: AccountCollection, uid: string): Promise<Record<string, unknown> | null>;
  /** Quote requests stored with this e-mail (contactSubmissions, by emailKey or as typed). */
  leadsByEmail(email: string): Promise<StoredDoc[]>;
  /** What can honestly be said about this address and the newsletter. */
  newsletterStatus(email: string): Promise<NewsletterStatus>;
  anonymizeLead(id: string, request: AnonymizeRequest): Promise<AnonymizeOutcome>;
  /** Deletes every file under profile_pictures/{uid}/; 'skipped' where there is no Storage. */
  deleteProfilePhotos(uid: string): Promise<'deleted' | 'skipped'>;
  deleteDocument(collection: AccountCollection, uid: string): Promise<void>;
  /** The rental portal's documents and photos (client-records.ts). */
  portal: PortalStore;
  /** Deletes the Auth account (no error when it is already gone). */
  deleteAccount(uid: string): Promise<void>;
  clock(): Date;
  logger: Logger;
}

/** Firestore values as JSON: Timestamps (anything with toDate) and Dates as ISO strings. */
export function toPlainJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (typeof value === 'object') {
    const toDate = (value as { toDate?: unknown }).toDate;
    if (typeof toDate === 'function') return (toDate.call(value) as Date).toISOString();
    const path = (value as { path?: unknown; firestore?: unknown }).path;
    if (typeof path === 'string' && 'firestore' in value) return path; // a DocumentReference
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toPlainJson(v)]),
    );
  }
  return value;
}

function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new AccountError('unauthenticated', ACCOUNT_MESSAGES.notSignedIn);
  return caller;
}

/** The file the browser downloads ("mis-datos-tusocio-AAAA-MM-DD.json"). */
export interface MyDataExport {
  nota: string;
  generadoEl: string;
  cuenta: {
    uid: string;
    correo: string | null;
    correoVerificado: boolean;
    metodosDeAcceso: string[];
    creadaEl: string | null;
    ultimoAccesoEl: string | null;
  };
  usuario: unknown;
  perfilDeCliente: unknown;
  testDeNecesidades: unknown;
  fotoDePerfil: { direccion: string | null; nota: string };
  solicitudesDeCotizacion: { incluidas: boolean; nota: string; solicitudes: unknown[] };
  newsletter: NewsletterStatus;
  portalDeRenta: PortalExport;
}

const UNVERIFIED_NOTE =
  'Tu correo no está verificado: no mostramos solicitudes ni suscripciones asociadas a esa dirección hasta que confirmes que es tuya.';

export async function exportMyData(
  callerOrNull: Caller | null,
  deps: AccountDeps,
): Promise<MyDataExport> {
  const { uid } = requireCaller(callerOrNull);
  try {
    const [account, user, customer, needs, portal] = await Promise.all([
      deps.account(uid),
      deps.readDocument('users', uid),
      deps.readDocument('customers', uid),
      deps.readDocument('needsAssessments', uid),
      exportClientRecords(uid, deps.portal, toPlainJson),
    ]);
    const own = (value: unknown) => withoutStaffData(toPlainJson(value), uid);
    const email = account?.email ?? null;
    const verifiedEmail = email && account?.emailVerified ? email : null;
    const verified = verifiedEmail !== null;
    const [leads, newsletter] = verifiedEmail
      ? await Promise.all([deps.leadsByEmail(verifiedEmail), deps.newsletterStatus(verifiedEmail)])
      : [[], { estado: 'no consultado', detalle: UNVERIFIED_NOTE } satisfies NewsletterStatus];
    const photo =
      (typeof user?.photoURL === 'string' && user.photoURL) || account?.photoURL || null;
    deps.logger.info('cuenta: datos exportados', { uid, leads: leads.length });
    return {
      nota: 'Estos son los datos que Tu Socio Ideal guarda sobre ti, tal como están almacenados. Las fechas están en UTC (ISO 8601).',
      generadoEl: deps.clock().toISOString(),
      cuenta: {
        uid,
        correo: email,
        correoVerificado: verified,
        metodosDeAcceso: account?.providers ?? [],
        creadaEl: account?.createdAt ?? null,
        ultimoAccesoEl: account?.lastSignInAt ?? null,
      },
      usuario: own(user),
      perfilDeCliente: own(customer),
      testDeNecesidades: own(needs),
      fotoDePerfil: {
        direccion: photo,
        nota: photo?.startsWith('local-file:')
          ? 'La foto está guardada solo en este navegador (modo local).'
          : photo
            ? 'Dirección del archivo de tu foto de perfil.'
            : 'No has subido una foto de perfil.',
      },
      solicitudesDeCotizacion: {
        incluidas: verified,
        nota: verified
          ? 'Solicitudes de cotización enviadas con tu correo, sin las notas internas del equipo de ventas.'
          : UNVERIFIED_NOTE,
        solicitudes: leads.map(({ id, data }) => {
          const shown = { ...data };
          for (const field of STAFF_LEAD_FIELDS) delete shown[field];
          return { id, ...(own(shown) as Record<string, unknown>) };
        }),
      },
      newsletter,
      portalDeRenta: portal,
    };
  } catch (error) {
    if (error instanceof AccountError) throw error;
    deps.logger.error('cuenta: no se pudieron exportar los datos', { uid, error: describe(error) });
    throw new AccountError('internal', ACCOUNT_MESSAGES.exportFailed);
  }
}

export interface DeleteAccountResult {
  deleted: true;
  /** Quote requests anonymised now (or already anonymised before). */
  anonymizedLeads: number;
  /** Quote requests in Ganado, kept as they are. */
  keptWonLeads: number;
  /** What the toast says: the deletion and, when any, the Ganado leads kept. */
  message: string;
}

export async function deleteMyAccount(
  callerOrNull: Caller | null,
  deps: AccountDeps,
): Promise<DeleteAccountResult> {
  const { uid, authTime } = requireCaller(callerOrNull);
  const nowSeconds = Math.floor(deps.clock().getTime() / 1000);
  if (authTime === null || nowSeconds - authTime > RECENT_SIGN_IN_SECONDS)
    throw new AccountError('failed-precondition', ACCOUNT_MESSAGES.staleSignIn);

  let step = 'leer la cuenta';
  try {
    const [account, user] = await Promise.all([deps.account(uid), deps.readDocument('users', uid)]);
    if (user?.role === 'admin')
      throw new AccountError('failed-precondition', ACCOUNT_MESSAGES.admin);

    let anonymizedLeads = 0;
    let keptWonLeads = 0;
    if (account?.email && account.emailVerified) {
      step = 'anonimizar solicitudes';
      for (const lead of await deps.leadsByEmail(account.email)) {
        const outcome = await deps.anonymizeLead(lead.id, {
          cause: 'account-deleted',
          by: uid,
          reason: '',
        });
        if (outcome === 'anonymized' || outcome === 'already') anonymizedLeads += 1;
        if (outcome === 'kept-won') keptWonLeads += 1;
      }
    }
    step = 'anonimizar los registros de renta';
    await forgetClient(uid, deps.portal, deps.logger);
    step = 'borrar las invitaciones';
    const proven = account?.email && account.emailVerified ? account.email : null;
    await forgetInvites(uid, proven, deps.portal, deps.logger);
    step = 'borrar las fotos';
    const photos = await deps.deleteProfilePhotos(uid);
    for (const collection of ACCOUNT_COLLECTIONS) {
      step = `borrar ${collection}/{uid}`;
      await deps.deleteDocument(collection, uid);
    }
    step = 'borrar la cuenta de Auth';
    await deps.deleteAccount(uid);
    deps.logger.info('cuenta: eliminada por su dueño', {
      uid,
      anonymizedLeads,
      keptWonLeads,
      photos,
    });
    return {
      deleted: true,
      anonymizedLeads,
      keptWonLeads,
      message:
        keptWonLeads > 0
          ? `${ACCOUNT_MESSAGES.deleted} ${keptWonMessage(keptWonLeads)}`
          : ACCOUNT_MESSAGES.deleted,
    };
  } catch (error) {
    if (error instanceof AccountError) throw error;
    deps.logger.error('cuenta: no se pudo eliminar', { uid, step, error: describe(error) });
    throw new AccountError('internal', ACCOUNT_MESSAGES.deleteFailed);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
