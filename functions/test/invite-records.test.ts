/**
 * "Eliminar mi cuenta" and the company invitations (privacy/invite-records.ts, through
 * deleteMyAccount on the in-memory store): the invitations addressed to the person go (accepted by
 * them, or to their proven address), those they sent keep no name and the pending ones are
 * cancelled; an unproven address deletes nobody else's invitation.
 */
import { describe, expect, it } from 'vitest';

import { deleteMyAccount, type AccountDeps } from '../src/privacy/account.js';
import { forgetInvites } from '../src/privacy/invite-records.js';
import { fakePortalStore } from './fake-portal-store.js';
import { recordingLogger } from './helpers.js';

const UID = 'rosa-uid';
const EMAIL = 'rosa@hotel.mx';
const NOW = new Date('2026-06-01T12:00:00.000Z');

const invite = (fields: Record<string, unknown>) => ({
  clientId: 'hotel',
  company: 'Hotel Ámbar',
  role: 'usuario',
  invitedBy: 'carla-uid',
  invitedByName: 'Carla Ruiz',
  acceptedAt: null,
  acceptedBy: null,
  revoked: false,
  ...fields,
});

function docs(): Record<string, Record<string, unknown>> {
  return {
    // Rosa's own invitation, accepted, and an older one to her address.
    'memberInvites/i1': invite({ email: EMAIL, acceptedAt: NOW, acceptedBy: UID }),
    'memberInvites/i2': invite({ email: EMAIL, revoked: true }),
    // Invitations Rosa sent as the administrator: one pending, one accepted by Luis.
    'memberInvites/i3': invite({ email: 'ana@hotel.mx', invitedBy: UID, invitedByName: 'Rosa' }),
    'memberInvites/i4': invite({
      email: 'luis@hotel.mx',
      invitedBy: UID,
      invitedByName: 'Rosa Díaz',
      acceptedAt: NOW,
      acceptedBy: 'luis-uid',
    }),
    // Someone else's.
    'memberInvites/i5': invite({ email: 'pepe@hotel.mx' }),
  };
}

describe('forgetInvites', () => {
  it('deletes the invitations to them and takes their name off those they sent', async () => {
    const portal = fakePortalStore(docs(), { now: NOW });
    const report = await forgetInvites(UID, 'Rosa@Hotel.mx', portal.store, recordingLogger());
    expect(report).toEqual({ deleted: 2, scrubbed: 2 });
    expect(portal.docs.has('memberInvites/i1')).toBe(false);
    expect(portal.docs.has('memberInvites/i2')).toBe(false);
    const { invitedByName: _a, ...pending } = invite({ email: 'ana@hotel.mx', invitedBy: UID });
    expect(portal.docs.get('memberInvites/i3')).toEqual({
      ...pending,
      revoked: true,
      revokedAt: NOW,
    });
    expect(portal.docs.get('memberInvites/i4')).not.toHaveProperty('invitedByName');
    expect(portal.docs.get('memberInvites/i4')).toMatchObject({ acceptedBy: 'luis-uid' });
    expect(portal.docs.get('memberInvites/i5')).toEqual(docs()['memberInvites/i5']);
    expect(JSON.stringify([...portal.docs.values()])).not.toMatch(/rosa@hotel\.mx|Rosa/);

    // Again: nothing left to do.
    expect(await forgetInvites(UID, EMAIL, portal.store, recordingLogger())).toEqual({
      deleted: 0,
      scrubbed: 0,
    });
  });

  it('without a proven address deletes only what they accepted', async () => {
    const portal = fakePortalStore(docs(), { now: NOW });
    await forgetInvites(UID, null, portal.store, recordingLogger());
    expect(portal.docs.has('memberInvites/i1')).toBe(false);
    expect(portal.docs.get('memberInvites/i2')).toEqual(docs()['memberInvites/i2']);
  });
});

describe('deleteMyAccount and the invitations', () => {
  function deps(emailVerified: boolean) {
    const portal = fakePortalStore(docs(), { now: NOW });
    const account: AccountDeps = {
      account: async () => ({
        email: EMAIL,
        emailVerified,
        providers: ['password'],
        photoURL: null,
        createdAt: null,
        lastSignInAt: null,
      }),
      readDocument: async () => null,
      leadsByEmail: async () => [],
      newsletterStatus: async () => ({ estado: 'sin suscripción', detalle: '' }),
      anonymizeLead: async () => 'anonymized',
      deleteProfilePhotos: async () => 'deleted',
      deleteDocument: async () => {},
      deleteAccount: async () => {},
      portal: portal.store,
      clock: () => NOW,
      logger: recordingLogger(),
    };
    return { portal, account };
  }
  const caller = { uid: UID, authTime: NOW.getTime() / 1000 - 30 };

  it('leaves no invitation with their address or name', async () => {
    const { portal, account } = deps(true);
    await deleteMyAccount(caller, account);
    expect(JSON.stringify([...portal.docs.values()])).not.toMatch(/rosa@hotel\.mx|Rosa/);
    expect(portal.docs.get('memberInvites/i3')).toMatchObject({ revoked: true });
  });

  it('an unproven address deletes nobody else’s invitation to it', async () => {
    const { portal, account } = deps(false);
    await deleteMyAccount(caller, account);
    expect(portal.docs.has('memberInvites/i2')).toBe(true);
  });
});
