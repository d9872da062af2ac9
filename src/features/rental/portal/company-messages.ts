/**
 * Spanish texts of "Mi empresa" (/main-user/mi-empresa), "Estados de cuenta"
 * (/main-user/estados-de-cuenta) and the invitation page (/invitacion/:id). The role labels come
 * from src/domain/company.ts.
 */
export const COMPANY_TEXT = {
  title: 'Mi empresa',
  intro: 'Tu empresa y las personas que usan su cuenta, cada una con su rol.',
  company: 'Empresa',
  rfc: 'RFC',
  yourRole: 'Tu rol',
  members: 'Personas de la cuenta',
  loadingMembers: 'Cargando las personas de tu empresa…',
  membersLoadFailed: 'No pudimos cargar las personas de tu empresa.',
  name: 'Nombre',
  email: 'Correo electrónico',
  role: 'Rol',
  actions: 'Acciones',
  you: '(tú)',
  noName: 'Sin nombre',
  saveRole: 'Guardar rol',
  savingRole: 'Guardando…',
  roleSaved: (name: string, role: string) => `Listo: ${name} ahora tiene el rol «${role}».`,
  roleFailed: 'No se pudo cambiar el rol. Intenta de nuevo.',
  roleOf: (name: string) => `Rol de ${name}`,
  remove: 'Quitar',
  removeOf: (name: string) => `Quitar a ${name}`,
  confirmRemoveTitle: 'Quitar de la empresa',
  confirmRemoveText: (name: string) =>
    `${name} dejará de ver los equipos, lecturas y tickets de tu empresa en cuanto confirmes. ¿Quieres quitarle el acceso?`,
  confirmRemove: 'Sí, quitar',
  cancel: 'Cancelar',
  removing: 'Quitando…',
  removed: (name: string) => `Quitamos a ${name} de tu empresa.`,
  removeFailed: 'No se pudo quitar a esta persona. Intenta de nuevo.',

  inviteTitle: 'Invitar a un usuario',
  inviteIntro:
    'Le enviaremos un correo con un enlace válido por 7 días. Para aceptar, debe iniciar sesión con esa dirección verificada.',
  inviteEmail: 'Correo electrónico de la persona',
  inviteRole: 'Rol',
  chooseRole: 'Elige un rol',
  sendInvite: 'Enviar invitación',
  sendingInvite: 'Enviando invitación…',
  inviteSent: (email: string) => `Enviamos la invitación a ${email}.`,

  pendingInvites: 'Invitaciones pendientes',
  loadingInvites: 'Cargando las invitaciones…',
  invitesLoadFailed: 'No pudimos cargar las invitaciones.',
  noPendingInvites: 'No hay invitaciones pendientes.',
  inviteLine: (role: string, expires: string) => `${role} · vence el ${expires}`,
  cancelInvite: 'Cancelar invitación',
  cancelInviteOf: (email: string) => `Cancelar la invitación a ${email}`,
  confirmCancelInviteTitle: (email: string) => `¿Cancelar la invitación a ${email}?`,
  confirmCancelInviteText:
    'El enlace que recibió dejará de funcionar. Si cambias de opinión, puedes invitarle de nuevo.',
  keepInvite: 'No, conservarla',
  cancellingInvite: 'Cancelando…',
  inviteCancelled: (email: string) => `Cancelamos la invitación a ${email}.`,
  cancelInviteFailed: 'No se pudo cancelar la invitación. Intenta de nuevo.',
  inviteAlreadyAccepted: 'Esta invitación ya se aceptó: esa persona ya es parte de tu empresa.',

  /** A member who does not manage the company: only the company and their own role. */
  memberNote:
    'Quien administra la cuenta de tu empresa puede invitar a otras personas y cambiar sus roles.',

  statementsTitle: 'Estados de cuenta',
  statementsIntro: 'Los estados de cuenta mensuales de tu empresa.',
  noStatements:
    'Aún no hay estados de cuenta. Cuando cerremos el primer mes de tu contrato, su estado de cuenta aparecerá aquí.',

  invitationTitle: 'Invitación a una empresa',
  invitationIntro:
    'Te invitaron a unirte a la cuenta de una empresa en nuestro portal de renta de equipos. Al aceptar podrás usarla con el rol que te asignaron.',
  /** The invitation page, once the server names the pending invitation (describeMemberInvite). */
  invitedBy: (company: string, role: string) =>
    `${company} te invitó a unirte a su cuenta en nuestro portal de renta de equipos, con el rol "${role}".`,
  /** The sign-in page of a visitor sent there by an invitation's link. */
  signInInvited: (company: string) => `Te invitó ${company}`,
  signInInvitedHow: (role: string) =>
    `Con el rol "${role}". Inicia sesión o crea tu cuenta con la dirección de correo que recibió la invitación; después volverás a ella para aceptarla.`,
  accept: 'Aceptar invitación',
  accepting: 'Aceptando…',
  accepted: (company: string) => `Ya eres parte de ${company}.`,
  goToPortal: 'Ir a Mi empresa',
  backToPanel: 'Volver a mi panel',
} as const;
