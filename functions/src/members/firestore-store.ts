/**
 * MemberInviteStore (members/invite.ts) on the Admin SDK: members/{uid}, clients/{clientId} and
 * memberInvites/{id}. "Is this address a member's?" asks both the memberships (members where
 * email == the address, lowercase) and Auth (the account with that address, whose members/{uid}
 * exists), so a membership stored with another case is still found. The accept is one
 * transaction: the invitation, the caller's membership, the company and its sender's membership
 * and users/{uid} read, then members/{uid} created and the invitation marked accepted, or nothing
 * written. revokePendingBy cancels a sender's pending invitations to a company (members/revoke.ts).
 */
import type { DocumentSnapshot, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';

import { CLIENTS, MEMBERS, MEMBER_INVITES, USERS } from '../../../src/domain/collections.js';
import type { FirestoreKit } from '../firestore/admin.js';
import type { AcceptPlan, Company, InviteRecord, MemberInviteStore, Membership } from './invite.js';
import type { RevokeStore } from './revoke.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const toDate = (value: unknown): Date | null =>
  value && typeof (value as AdminTimestamp).toDate === 'function'
    ? (value as AdminTimestamp).toDate()
    : null;

function membership(snap: DocumentSnapshot): Membership | null {
  if (!snap.exists) return null;
  return {
    clientId: text(snap.get('clientId')),
    role: text(snap.get('role')),
    email: text(snap.get('email')),
    name: text(snap.get('name')),
  };
}

function company(snap: DocumentSnapshot): Company | null {
  if (!snap.exists) return null;
  return {
    name: text(snap.get('company')) || text(snap.get('name')),
    deleted: snap.get('deleted') === true,
  };
}

/** memberInvites/{id} as InviteRecord (null when missing); also members/describe.ts's reader. */
export function invite(snap: DocumentSnapshot): InviteRecord | null {
  if (!snap.exists) return null;
  return {
    clientId: text(snap.get('clientId')),
    company: text(snap.get('company')),
    role: text(snap.get('role')),
    email: text(snap.get('email')),
    invitedBy: text(snap.get('invitedBy')),
    invitedByName: text(snap.get('invitedByName')),
    invitedAt: toDate(snap.get('invitedAt')) ?? new Date(0),
    // A missing expiry counts as expired.
    expiresAt: toDate(snap.get('expiresAt')) ?? new Date(0),
    acceptedAt: toDate(snap.get('acceptedAt')),
    acceptedBy:
      typeof snap.get('acceptedBy') === 'string' ? (snap.get('acceptedBy') as string) : null,
    revoked: snap.get('revoked') === true,
  };
}

export function createFirestoreMemberInviteStore(
  getKit: () => Promise<FirestoreKit>,
  /** The uid of the Auth account with this address, or null (the Admin SDK's getUserByEmail). */
  uidByEmail: (email: string) => Promise<string | null>,
): MemberInviteStore & RevokeStore {
  return {
    async getMembership(uid) {
      const { db } = await getKit();
      return membership(await db.collection(MEMBERS).doc(uid).get());
    },
    async getCompany(clientId) {
      const { db } = await getKit();
      return company(await db.collection(CLIENTS).doc(clientId).get());
    },
    async emailIsMember(email) {
      const { db } = await getKit();
      const stored = await db.collection(MEMBERS).where('email', '==', email).limit(1).get();
      if (!stored.empty) return true;
      const uid = await uidByEmail(email);
      return uid !== null && (await db.collection(MEMBERS).doc(uid).get()).exists;
    },
    async createInvite(record) {
      const { db, Timestamp } = await getKit();
      const ref = db.collection(MEMBER_INVITES).doc();
      await ref.set({
        ...record,
        invitedAt: Timestamp.fromDate(record.invitedAt),
        expiresAt: Timestamp.fromDate(record.expiresAt),
        acceptedAt: null,
        acceptedBy: null,
      });
      return ref.id;
    },
    async deleteInvite(id) {
      const { db } = await getKit();
      await db.collection(MEMBER_INVITES).doc(id).delete();
    },
    async revokePendingBy(uid, clientId) {
      const { db, FieldValue } = await getKit();
      const sent = await db
        .collection(MEMBER_INVITES)
        .where('invitedBy', '==', uid)
        .where('clientId', '==', clientId)
        .get();
      let revoked = 0;
      for (const doc of sent.docs) {
        // Each in its own transaction: one accepted meanwhile stays accepted.
        const done = await db.runTransaction(async (tx) => {
          const snap = await tx.get(doc.ref);
          const pending = invite(snap);
          if (!pending || pending.revoked || pending.acceptedBy !== null) return false;
          tx.update(doc.ref, { revoked: true, revokedAt: FieldValue.serverTimestamp() });
          return true;
        });
        if (done) revoked += 1;
      }
      return revoked;
    },
    async accept(inviteId, uid, plan): Promise<AcceptPlan> {
      const { db, FieldValue } = await getKit();
      const inviteRef = db.collection(MEMBER_INVITES).doc(inviteId);
      const memberRef = db.collection(MEMBERS).doc(uid);
      return db.runTransaction(async (tx) => {
        const [inviteSnap, memberSnap] = await Promise.all([tx.get(inviteRef), tx.get(memberRef)]);
        const found = invite(inviteSnap);
        const [companySnap, inviterMember, inviterUser] = await Promise.all([
          found?.clientId ? tx.get(db.collection(CLIENTS).doc(found.clientId)) : null,
          found?.invitedBy ? tx.get(db.collection(MEMBERS).doc(found.invitedBy)) : null,
          found?.invitedBy ? tx.get(db.collection(USERS).doc(found.invitedBy)) : null,
        ]);
        const decided = plan({
          invite: found,
          membership: membership(memberSnap),
          company: companySnap ? company(companySnap) : null,
          inviter: {
            membership: inviterMember ? membership(inviterMember) : null,
            deskAdmin: inviterUser?.get('role') === 'admin',
          },
        });
        if (decided.kind === 'refused') return decided;
        tx.create(memberRef, { ...decided.membership, addedAt: FieldValue.serverTimestamp() });
        tx.update(inviteRef, { acceptedAt: FieldValue.serverTimestamp(), acceptedBy: uid });
        return decided;
      });
    },
  };
}
