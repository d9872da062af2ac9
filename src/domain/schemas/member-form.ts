/**
 * "Invitar a un usuario" (docs/decisions/0041-company-accounts.md): the address and the role,
 * with their Spanish messages. Shared by the site's form and the inviteMember function.
 */
import * as v from 'valibot';
import { MEMBER_ROLES } from '../company';
import { parseForm, type Parsed } from './fields';
import { INVALID_EMAIL_MESSAGE, isValidEmail, REQUIRED_FIELD_MESSAGE } from './plain';

/** A role was not picked (or is not one of the three). */
export const PICK_ROLE_MESSAGE = 'Elige un rol.';

/** "Invitar a un usuario": the address (trimmed, lowercase) and the role. */
export const MemberInviteFormSchema = v.object({
  email: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(REQUIRED_FIELD_MESSAGE),
    v.check(isValidEmail, INVALID_EMAIL_MESSAGE),
    v.toLowerCase(),
  ),
  role: v.picklist(MEMBER_ROLES, PICK_ROLE_MESSAGE),
});
export type MemberInviteForm = v.InferOutput<typeof MemberInviteFormSchema>;

export function parseMemberInvite(values: {
  email: string;
  role: string;
}): Parsed<MemberInviteForm, 'email' | 'role'> {
  return parseForm(MemberInviteFormSchema, values);
}
