/**
 * What an invitation says before it is accepted: the callable `describeMemberInvite`
 * (functions/src/members/describe.ts) answers a pending invitation's company and role label, to a
 * visitor too (the rules let no one but the company's administrator read memberInvites, so the
 * sign-in page asks the server, never the link). Used by the sign-in page ("Te invitó …") and the
 * invitation page. Light on purpose: the functions client is loaded only when asked.
 */
import { paths } from '@/config/paths';

export interface InviteContext {
  /** The inviting company's name, as the desk wrote it. */
  company: string;
  /** The role's label ("Usuario"). */
  role: string;
}

interface Answer {
  success: boolean;
  company: string | null;
  role: string | null;
}

const PREFIX = paths.invitationPattern.replace(':id', '');

/** The invitation's id when `path` is /invitacion/{id} (with any query or hash), else null. */
export function invitationIdOf(path: string | null | undefined): string | null {
  if (!path?.startsWith(PREFIX)) return null;
  const rest = path.slice(PREFIX.length).split(/[/?#]/, 1)[0] ?? '';
  let id: string;
  try {
    id = decodeURIComponent(rest);
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}

/** The pending invitation's company and role; null when it is not pending or the call fails. */
export async function readInviteContext(inviteId: string): Promise<InviteContext | null> {
  try {
    const { callFunction } = await import('@/lib/functions');
    const answer = await callFunction<{ inviteId: string }, Answer>('describeMemberInvite', {
      inviteId,
    });
    return answer.company && answer.role ? { company: answer.company, role: answer.role } : null;
  } catch {
    return null;
  }
}
