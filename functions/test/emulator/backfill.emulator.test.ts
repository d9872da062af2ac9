/**
 * The one-off backfill against the Firestore emulator (npm --prefix functions run test:emulator):
 * documents stored before the search keys get them, a user's client-chosen createdAt becomes the
 * server's creation time, and a second run writes nothing.
 */
import { describe, expect, it } from 'vitest';

import { adminFirestore } from '../../src/firestore/admin.js';
import { backfillDocuments } from '../../src/maintenance/backfill.js';

describe('backfill', () => {
  it('keys older users and leads by lowercase e-mail and accent-free name and company, once', async () => {
    const { db } = await adminFirestore();
    const suffix = `${Date.now()}`;
    const userRef = db.collection('users').doc(`viejo-${suffix}`);
    const leadRef = db.collection('contactSubmissions').doc(`Viejo${suffix}`.padEnd(20, 'x'));
    await userRef.set({
      name: 'José Núñez',
      email: 'Jose.Nunez@Ejemplo.MX',
      score: 5,
      createdAt: '9999-12-31T00:00:00.000Z',
    });
    const createTime = (await userRef.get()).createTime;
    await leadRef.set({
      fullName: 'María  Pérez',
      corporateEmail: 'Compras@Hotel-Ambar.mx',
      company: 'Hotel Ámbar',
      status: 'Contactado',
      notified: true,
    });

    const first = await backfillDocuments(db, { pageSize: 2 });
    expect(first.users.updated).toBeGreaterThanOrEqual(1);
    expect(first.contactSubmissions.updated).toBeGreaterThanOrEqual(1);
    const user = (await userRef.get()).data();
    expect(user).toMatchObject({
      name: 'José Núñez',
      email: 'Jose.Nunez@Ejemplo.MX',
      score: 5,
      emailKey: 'jose.nunez@ejemplo.mx',
      nameKey: 'jose nunez',
    });
    // The year-9999 string is now the server's creation time of the document.
    expect(user?.createdAt?.toMillis()).toBe(createTime?.toMillis());
    expect((await leadRef.get()).data()).toMatchObject({
      status: 'Contactado',
      emailKey: 'compras@hotel-ambar.mx',
      nameKey: 'maria perez',
      companyKey: 'hotel ambar',
    });

    const second = await backfillDocuments(db, { pageSize: 2 });
    expect(second.users.updated).toBe(0);
    expect(second.contactSubmissions.updated).toBe(0);
    expect(second.users.read).toBe(first.users.read);
  });

  it('with --dry-run counts what it would write and writes nothing', async () => {
    const { db } = await adminFirestore();
    const ref = db.collection('users').doc(`seco-${Date.now()}`);
    await ref.set({ name: 'Ana', email: 'ANA@x.mx' });
    const counts = await backfillDocuments(db, { dryRun: true });
    expect(counts.users.updated).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).data()).toEqual({ name: 'Ana', email: 'ANA@x.mx' });
  });
});
