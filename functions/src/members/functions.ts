/**
 * The company's invitations (members/invite.ts), as callables:
 * - `inviteMember` ({ email, role, clientId? } -> { success, message, inviteId }): "Invitar a un
 *   usuario", by the company's administrator (or a desk admin naming the company);
 * - `acceptMemberInvite` ({ inviteId } -> { success, message, clientId, company }): "Aceptar
 *   invitación", by the invited person signed in with that verified address.
 */
import { callable, uidOf } from '../runtime/callable.js';
import { secrets } from '../runtime/options.js';
import { depsOnce } from '../runtime/log.js';

import * as logger from 'firebase-functions/logger';

import {
  ACCEPT_MESSAGES,
  INVITE_MESSAGES,
  acceptMemberInvite as acceptOnce,
  inviteMember as inviteOnce,
} from './invite.js';
import { createAcceptDeps, createInviteDeps } from './wiring.js';

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
