/**
 * AccountDeps (account.ts) on the Admin SDK: Auth, Firestore and Cloud Storage of the default app.
 * In the emulator without a Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST unset, the usual
 * case here) the photos are not deleted by the function: it logs that and goes on; the browser
 * clears its own local copy (src/data/profile-photos.ts forgetLocalProfilePhotos).
 */
import { resolve } from 'node:path';

import { ENV } from '../config.js';
import { isDeployed, isEmulator, read, type Env } from '../env.js';
import { adminFirestore } from '../firestore/admin.js';
import type { Logger } from '../logger.js';
import { emailKey as newsletterRecordId } from '../newsletter/requests.js';
import { DEFAULT_NEWSLETTER_LIST_PATH } from '../paths.js';
import { findListRecord } from '../providers/local.js';
import { emailSearchKey } from '../../../src/domain/search-keys.js';
import { isEmailProven } from '../../../src/domain/verified-email.js';
import type { AccountDeps, AuthAccount, NewsletterStatus, StoredDoc } from './account.js';
import { anonymizeLead } from './anonymize.js';
import { createPortalStore } from './client-records-wiring.js';
import { CONTACT_SUBMISSIONS, NEWSLETTER_REQUESTS } from '../../../src/domain/collections.js';

/** profile_pictures/{uid}/ (src/data/profile-photos.ts profilePhotoPath). */
export function profilePhotosPrefix(uid: string): string {
  if (uid === '' || uid.includes('/') || uid === '.' || uid === '..')
    throw new TypeError(`uid inválido "${uid}".`);
  return `profile_pictures/${uid}/`;
}

function isoOf(value: unknown): string | null {
  if (typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  if (typeof value === 'object' && value !== null) {
    const toDate = (value as { toDate?: unknown }).toDate;
    if (typeof toDate === 'function') return (toDate.call(value) as Date).toISOString();
  }
  return null;
}

function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What can be said of the newsletter (local list and outbox, or Brevo's list). */
async function newsletterStatus(env: Env, email: string): Promise<NewsletterStatus> {
  const { db } = await adminFirestore();
  const request = await db.collection(NEWSLETTER_REQUESTS).doc(newsletterRecordId(email)).get();
  const lastSent = request.exists ? isoOf(request.get('lastSentAt')) : null;
  if (read(env, ENV.apiKey) || isDeployed(env)) {
    return {
      estado: 'desconocido',
      detalle:
        'La lista del newsletter la administra nuestro proveedor de correo (Brevo), no este sitio. ' +
        'Cada boletín trae un enlace para darte de baja; si quieres saber si estás suscrito, escríbenos.' +
        (lastSent ? ' Hace poco te enviamos un correo para confirmar una suscripción.' : ''),
      ...(lastSent ? { desde: lastSent } : {}),
    };
  }
  const record = await findListRecord(
    resolve(read(env, ENV.listPath) ?? DEFAULT_NEWSLETTER_LIST_PATH),
    email,
  );
  if (record)
    return {
      estado: 'confirmada',
      detalle: 'Tu correo está suscrito al newsletter.',
      desde: record.subscribedAt,
    };
  if (lastSent)
    return {
      estado: 'pendiente de confirmar',
      detalle: 'Te enviamos un correo para confirmar la suscripción; aún no la confirmas.',
      desde: lastSent,
    };
  return { estado: 'sin suscripción', detalle: 'Tu correo no está suscrito al newsletter.' };
}

export function createAccountDeps(env: Env, logger: Logger): AccountDeps {
  const auth = async () => {
    await adminFirestore(); // initialises the default app
    return (await import('firebase-admin/auth')).getAuth();
  };
  return {
    async account(uid): Promise<AuthAccount | null> {
      let user;
      try {
        user = await (await auth()).getUser(uid);
      } catch (error) {
        if (authErrorCode(error) === 'auth/user-not-found') return null;
        throw error;
      }
      const email = user.email ?? null;
      const providers = user.providerData.map((p) => p.providerId);
      return {
        email,
        // Proven only by Auth's flag or a Google identity with this same address.
        emailVerified: isEmailProven(user),
        providers,
        photoURL: user.photoURL ?? null,
        createdAt: isoOf(user.metadata.creationTime),
        lastSignInAt: isoOf(user.metadata.lastSignInTime),
      };
    },
    async readDocument(collection, uid) {
      const { db } = await adminFirestore();
      const snap = await db.collection(collection).doc(uid).get();
      return snap.exists ? (snap.data() ?? {}) : null;
    },
    async leadsByEmail(email) {
      const { db } = await adminFirestore();
      const leads = db.collection(CONTACT_SUBMISSIONS);
      // emailKey (search-keys.ts) finds every lead written or backfilled with it; the address as
      // typed finds one stored before the keys existed.
      const pages = await Promise.all([
        leads.where('emailKey', '==', emailSearchKey(email)).get(),
        leads.where('corporateEmail', '==', email).get(),
      ]);
      const found = new Map<string, StoredDoc>();
      for (const page of pages)
        for (const doc of page.docs) found.set(doc.id, { id: doc.id, data: doc.data() });
      return [...found.values()];
    },
    newsletterStatus: (email) => newsletterStatus(env, email),
    async anonymizeLead(id, request) {
      return anonymizeLead(await adminFirestore(), id, request);
    },
    async deleteProfilePhotos(uid) {
      const prefix = profilePhotosPrefix(uid);
      if (isEmulator(env) && !read(env, 'FIREBASE_STORAGE_EMULATOR_HOST')) {
        logger.info(
          'cuenta: sin emulador de Storage; las fotos no se borran aquí (el navegador borra su copia local)',
          { uid, prefix },
        );
        return 'skipped';
      }
      await adminFirestore(); // initialises the default app
      const { getStorage } = await import('firebase-admin/storage');
      await getStorage().bucket().deleteFiles({ prefix });
      return 'deleted';
    },
    async deleteDocument(collection, uid) {
      const { db } = await adminFirestore();
      await db.collection(collection).doc(uid).delete();
    },
    async deleteAccount(uid) {
      try {
        await (await auth()).deleteUser(uid);
      } catch (error) {
        if (authErrorCode(error) !== 'auth/user-not-found') throw error;
      }
    },
    portal: createPortalStore(env, logger),
    clock: () => new Date(),
    logger,
  };
}
