/**
 * The company's invitations (members/invite.ts), as callables:
 * - `inviteMember` ({ email, role, clientId? } -> { success, message, inviteId }): "Invitar a un
 *   usuario", by the company's administrator (or a desk admin naming the company);
 * - `acceptMemberInvite` ({ inviteId } -> { success, message, clientId, company }): "Aceptar
 *   invitación", by the invited person signed in with that verified address;
 * - `describeMemberInvite` ({ inviteId } -> { success, company, role }): a pending invitation's
 *   company and role for the invitation and sign-in pages, signed out too (members/describe.ts);
 * - `cancelSentInvites` (Firestore, members/{uid} written): a person who stops administering a
 *   company has the pending invitations they sent to it cancelled (members/revoke.ts). Retried.
 */
import { callable, uidOf } from '../runtime/callable.js';
import { secrets } from '../runtime/options.js';
import { depsOnce } from '../runtime/log.js';

import { onDocumentWritten } from 'firebase-functions/firestore';
import * as logger from 'firebase-functions/logger';

import { MEMBERS } from '../../../src/domain/collections.js';

import {
  ACCEPT_MESSAGES,
  INVITE_MESSAGES,
  acceptMemberInvite as acceptOnce,
  inviteMember as inviteOnce,
} from './invite.js';
import { describeMemberInvite as describeOnce } from './describe.js';
import { cancelSentInvites as cancelOnce } from './revoke.js';
import {
  createAcceptDeps,
  createDescribeDeps,
  createInviteDeps,
  createRevokeStore,
} from './wiring.js';

const getInviteDeps = depsOnce('empresa', () => createInviteDeps(process.env, logger));

export const inviteMember = callable(
  { secrets },
  { log: 'empresa: no se pudo crear la invitación', message: INVITE_MESSAGES.failed },
  (request) => inviteOnce(request.data, uidOf(request), getInviteDeps({})),
);

export const acceptMemberInvite = callable(
  {},
  { log: 'empresa: no se pudo aceptar la invitación', message: ACCEPT_MESSAGES.failed },
  (request) => acceptOnce(request.data, uidOf(request), createAcceptDeps(logger)),
);

export const describeMemberInvite = callable(
  {},
  { log: 'empresa: no se pudo leer la invitación', message: ACCEPT_MESSAGES.failed },
  (request) => describeOnce(request.data, createDescribeDeps()),
);

export const cancelSentInvites = onDocumentWritten(
  { document: `${MEMBERS}/{uid}`, retry: true, maxInstances: 10 },
  async (event) => {
    await cancelOnce(
      {
        uid: event.params.uid,
        before: event.data?.before.data(),
        after: event.data?.after.data(),
      },
      { store: createRevokeStore(), logger },
    );
  },
);
