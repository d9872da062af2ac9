/**
 * describeMemberInvite (members/describe.ts): a pending invitation's company and role label, for
 * the sign-in and invitation pages (signed out too); nulls for an unknown, cancelled, accepted or
 * expired one, and never the invited address or who sent it.
 */
import { describe, expect, it } from 'vitest';

import { describeMemberInvite } from '../src/members/describe.js';
import type { InviteRecord } from '../src/members/invite.js';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const pending: InviteRecord = {
  clientId: 'hotel',
  company: 'Hotel Sol',
  role: 'usuario',
  email: 'bruno@empresa.test',
  invitedBy: 'carla',
  invitedByName: 'Carla Pérez',
  invitedAt: new Date(NOW.getTime() - DAY),
  expiresAt: new Date(NOW.getTime() + 6 * DAY),
  acceptedAt: null,
  acceptedBy: null,
  revoked: false,
};

function deps(invites: Record<string, InviteRecord>) {
  const asked: string[] = [];
  return {
    asked,
    deps: {
      async getInvite(id: string) {
        asked.push(id);
        return invites[id] ?? null;
      },
      now: () => NOW,
    },
  };
}

const NOTHING = { success: true, company: null, role: null };

describe('describeMemberInvite', () => {
  it('names the company and the role of a pending invitation, and nothing else', async () => {
    const answer = await describeMemberInvite({ inviteId: 'inv1' }, deps({ inv1: pending }).deps);
    expect(answer).toEqual({ success: true, company: 'Hotel Sol', role: 'Usuario' });
    expect(JSON.stringify(answer)).not.toMatch(/bruno|Carla|carla/);
  });

  it('answers the same nulls for an unknown, cancelled, accepted or expired invitation', async () => {
    const { deps: d } = deps({
      revoked: { ...pending, revoked: true },
      accepted: { ...pending, acceptedAt: NOW, acceptedBy: 'bruno' },
      expired: { ...pending, expiresAt: NOW },
      oddRole: { ...pending, role: 'dueño' },
    });
    for (const inviteId of ['nope', 'revoked', 'accepted', 'expired', 'oddRole'])
      expect(await describeMemberInvite({ inviteId }, d)).toEqual(NOTHING);
  });

  it('reads nothing for a malformed id', async () => {
    const { asked, deps: d } = deps({ inv1: pending });
    for (const data of [null, {}, { inviteId: 7 }, { inviteId: '../x' }, { inviteId: '' }])
      expect(await describeMemberInvite(data, d)).toEqual(NOTHING);
    expect(asked).toEqual([]);
  });
});
