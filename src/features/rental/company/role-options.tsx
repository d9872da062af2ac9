/**
 * The three roles of a company's member as a select's options, by their labels (the desk's link
 * form and members card, the portal's invitation form).
 */
import { MEMBER_ROLE_LABELS, MEMBER_ROLES } from '@/domain/company';

export function RoleOptions() {
  return MEMBER_ROLES.map((role) => (
    <option key={role} value={role}>
      {MEMBER_ROLE_LABELS[role]}
    </option>
  ));
}
