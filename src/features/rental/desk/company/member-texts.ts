/**
 * The Spanish texts of the desk's members card on the client page (./company-members.tsx,
 * ./remove-member-dialog.tsx; the link card's role too), how it names a member and words a failed
 * change of one.
 */
import type { Membership } from '@/data/rental/company/company-desk';
import { isDataError } from '@/data/errors';
import { failureMessage } from '@/data/failure-message';

export const MEMBER_TEXT = {
  // "Vincular como cliente" and the members card
  role: 'Rol',
  alreadyMember: 'Esa persona ya pertenece a una empresa.',

  // The company's members
  membersTitle: 'Miembros de la empresa',
  membersCaption: (company: string) => `Miembros de ${company}`,
  noMembers: 'La empresa aún no tiene miembros.',
  memberColumn: 'Persona',
  memberEmailColumn: 'Correo',
  memberRoleColumn: 'Rol',
  memberActionsColumn: 'Acciones',
  thisPerson: '(esta página)',
  roleOf: (who: string) => `Rol de ${who}`,
  saveRole: 'Cambiar rol',
  saveRoleOf: (who: string) => `Cambiar rol de ${who}`,
  roleChanged: (who: string, role: string) => `${who} ahora tiene el rol ${role}.`,
  remove: 'Quitar',
  removeOf: (who: string) => `Quitar a ${who}`,
  removeQuestion: (who: string, company: string) => `¿Quitar a ${who} de ${company}?`,
  removeNote:
    'Dejará de ver los equipos, las lecturas y los tickets de la empresa en cuanto confirmes. Lo que ya envió se queda en la empresa.',
  lastAdminNote: 'Es el único administrador de la cuenta: la empresa se quedará sin administrador.',
  removed: (who: string) => `${who} ya no es miembro de la empresa.`,
  memberDenied: 'No se pudo cambiar la membresía: la base de datos lo rechazó (no tienes permiso).',
  memberFailed: 'No se pudo cambiar la membresía. Intenta de nuevo.',
  memberGone: 'Esa persona ya no es miembro de la empresa.',
  addTitle: 'Agregar a una persona',
  addIntro:
    'Una cuenta registrada con el correo verificado. Para alguien sin cuenta, el administrador de la cuenta lo invita desde “Mi empresa”.',
  addEmail: 'Correo de la cuenta',
  add: 'Agregar a la empresa',
  adding: 'Agregando…',
  added: (who: string, role: string) => `${who} se agregó a la empresa como ${role}.`,
  noAccount: 'No hay ninguna cuenta registrada con ese correo.',
  unverifiedAccount:
    'Esa cuenta aún no ha verificado su correo: pídele que abra el enlace de verificación y vuelve a intentarlo.',
  confirmRemove: 'Quitar',
  cancel: 'Cancelar',
} as const;

const T = MEMBER_TEXT;

export const whoIs = (member: Pick<Membership, 'name' | 'email'>) => member.name || member.email;

export function memberFailure(error: unknown): string {
  if (isDataError(error, 'not-found')) return T.memberGone;
  return failureMessage(error, { denied: T.memberDenied, failed: T.memberFailed });
}
