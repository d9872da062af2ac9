/** How the desk's members card names a member and words a failed change of one. */
import type { Membership } from '@/data/rental/company/company-desk';
import { isDataError } from '@/data/errors';
import { failureMessage } from '@/data/failure-message';
import { CLIENT_PAGE_TEXT as T } from '../client/client-messages';

export const whoIs = (member: Pick<Membership, 'name' | 'email'>) => member.name || member.email;

export function memberFailure(error: unknown): string {
  if (isDataError(error, 'not-found')) return T.memberGone;
  return failureMessage(error, { denied: T.memberDenied, failed: T.memberFailed });
}
