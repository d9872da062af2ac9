/** Every Spanish text of the admin area that code or tests refer to. */
import type { ArcoStatus, DueStatus } from '@/domain/arco';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STAGES, type LeadStage } from '@/domain/entities';
import { formatCount, sentence } from '@/domain/format';
import { LEAD_VIEWS, type LeadView } from '@/data/lead-views';

export const ADMIN_TEXT = {
  pageTitle: 'Panel de administración',
  roleLabel: 'Administrador',
  guestRoleLabel: 'Invitado',
  menuToggle: 'Menú',
  signOut: 'Cerrar sesión',
  loading: 'Cargando…',
  close: 'Cerrar',

  // Solicitudes
  noSubmissions: 'Aún no hay solicitudes de cotización.',
  noMatches: 'Ninguna solicitud coincide con tu búsqueda.',
  exportCsv: 'Exportar CSV',
  exporting: 'Exportando…',
  exportDenied: 'No se pudo exportar el CSV: no tienes permiso.',
  exportFailed: 'No se pudo exportar el CSV. Intenta de nuevo.',
  stageFilterLabel: 'Etapa',
  stageFilterAll: 'Todas',
  leadSearchLabel: 'Buscar solicitudes',
  leadSearchHint: 'Correo (con @) o inicio del nombre de la empresa',
  stageDenied: 'No se pudo cambiar la etapa: no tienes permiso.',
  stageFailed: 'No se pudo cambiar la etapa. Intenta de nuevo.',

  // Aviso a ventas (functions/src/leads: the lead e-mail to sales)
  unnotified: 'Sin notificar',
  noticeFilterLabel: 'Aviso a ventas',
  noticeFilterAll: 'Todas',
  noUnnotified: 'Ventas ya recibió el aviso de todas las solicitudes.',
  unnotifiedWarning:
    'Ventas aún no recibió el aviso de esta solicitud por correo. Se reintenta solo cada 15 minutos; también puedes reenviarlo ahora.',
  resendNotice: 'Reenviar aviso',
  resendingNotice: 'Reenviando aviso…',

  // Speed to lead (docs/decisions/0032-speed-to-lead.md)
  viewFilterLabel: 'Vista',
  viewAll: 'Todas',
  viewMine: 'Mis solicitudes',
  viewOverdue: 'Vencidas',
  viewToday: 'Para hoy',
  noMine: 'No tienes solicitudes asignadas.',
  noOverdue: 'Ninguna solicitud espera respuesta fuera de tiempo.',
  noToday: 'No hay seguimientos pendientes para hoy.',
  possibleDuplicate: 'Posible duplicado',
  followUpColumn: 'Seguimiento',
  answered: 'Respondida',
  ownerTitle: 'Responsable y seguimiento',
  ownerLabel: 'Responsable',
  noOwner: 'Sin responsable',
  reassign: 'Reasignar',
  reassigning: 'Reasignando…',
  ownerDenied: 'No se pudo reasignar: no tienes permiso.',
  ownerFailed: 'No se pudo reasignar la solicitud. Intenta de nuevo.',
  firstResponseLabel: 'Primera respuesta',
  nextActionLabel: 'Próxima acción',
  saveNextAction: 'Guardar fecha',
  clearNextAction: 'Quitar fecha',
  nextActionInvalid: 'Elige una fecha válida, como máximo dentro de un año.',
  nextActionDenied: 'No se pudo guardar la próxima acción: no tienes permiso.',
  nextActionFailed: 'No se pudo guardar la próxima acción. Intenta de nuevo.',
  duplicatesTitle: 'Posible duplicado',
  duplicateLeadsIntro: 'Otras solicitudes con el mismo correo o teléfono:',
  duplicateUserNote: 'Hay una cuenta registrada con este correo (ver su contexto abajo).',
  mergeInto: 'Fusionar en esta',
  merging: 'Fusionando…',
  mergeDenied: 'No se pudo fusionar: no tienes permiso.',
  mergeFailed: 'No se pudieron fusionar las solicitudes. Intenta de nuevo.',
  mergedNotice: 'Esta solicitud se fusionó con otra; sus actividades están allá.',
  openMerged: 'Abrir la solicitud que se conserva',

  // Lead detail
  backToLeads: 'Volver a Solicitudes',
  leadNotFound: 'No encontramos esta solicitud.',
  noteLabel: 'Nueva nota interna',
  activityKind: 'Tipo de actividad',
  activityWhen: 'Fecha y hora',
  saveNote: 'Guardar nota',
  savingNote: 'Guardando…',
  noteEmpty: 'Escribe la nota antes de guardarla.',
  noteTooLong: `La nota puede tener como máximo ${LEAD_NOTE_MAX_LENGTH} caracteres.`,
  noteDenied: 'No se pudo guardar la nota: no tienes permiso.',
  notesClosed: 'La solicitud está anonimizada: ya no admite notas.',
  noteFailed: 'No se pudo guardar la nota. Intenta de nuevo.',
  noNotes: 'Aún no hay notas internas.',
  userContextTitle: 'Contexto del usuario registrado',
  noRegisteredUser: 'Este correo no corresponde a ningún usuario registrado.',
  unverifiedAccount: 'Cuenta sin verificar',
  unverifiedAccountNote:
    'Hay una cuenta registrada con este correo, pero aún no confirma que la dirección sea suya; por eso no mostramos sus datos.',

  // Usuarios
  noUsers: 'Aún no hay usuarios registrados.',
  noUserMatches: 'Ningún usuario coincide con tu búsqueda.',
  userSearchLabel: 'Buscar usuarios',
  userSearchHint: 'Correo (con @) o inicio del nombre',
  grantAdmin: 'Hacer administrador',
  revokeAdmin: 'Quitar administrador',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  you: '(tú)',
  roleDenied: 'No se pudo cambiar el rol: no tienes permiso.',
  roleFailed: 'No se pudo cambiar el rol. Intenta de nuevo.',
  salesColumn: 'Ventas',
  salesBadge: 'Ventas',
  notSales: 'No',
  salesNotApplicable: 'Solo administradores',
  markSales: 'Marcar como ventas',
  unmarkSales: 'Quitar de ventas',
  savingSales: 'Guardando…',
  salesDenied: 'No se pudo cambiar quién es de ventas: no tienes permiso.',
  salesFailed: 'No se pudo cambiar quién es de ventas. Intenta de nuevo.',
} as const;

/** The toast after marking an admin as sales or taking them off it. */
export function salesChanged(sales: boolean, who: string): string {
  return sales
    ? `${who} ahora es de ventas: recibirá solicitudes nuevas.`
    : `${who} ya no es de ventas.`;
}

/** "Anonimizar" on a lead's page (src/features/admin/components/lead-privacy.tsx). */
export const ANONYMIZE_TEXT = {
  title: 'Privacidad',
  anonymize: 'Anonimizar',
  explain:
    'Si la persona lo pide (derecho de cancelación u oposición) o sus datos ya no se necesitan, puedes anonimizar esta solicitud.',
  dialogTitle: '¿Anonimizar esta solicitud?',
  dialogBody:
    'Se reemplazarán el nombre, el correo, el teléfono y el mensaje, y se borrarán las notas internas. La empresa, el servicio y la etapa se conservan. No se puede deshacer; quedará registrado quién lo hizo, cuándo y por qué.',
  wonWarning:
    'Esta solicitud está en Ganado: es el registro de un contrato. Anonimízala solo si ya no se necesita para él.',
  reasonLabel: 'Motivo',
  reasonHint:
    'Por ejemplo: «La persona lo pidió por correo el 3 de marzo (derecho de cancelación)».',
  reasonRequired: 'Escribe el motivo de la anonimización.',
  reasonTooLong: 'El motivo puede tener como máximo 500 caracteres.',
  confirm: 'Anonimizar',
  confirming: 'Anonimizando…',
  cancel: 'Cancelar',
  placeholder: 'Datos anonimizados',
  done: (when: string, who: string | null, reason: string) =>
    sentence(
      `Datos anonimizados el ${when}${who ? ` por ${who}` : ''}${reason ? `. Motivo: ${reason}` : ''}`,
    ),
  causes: {
    admin: '',
    'account-deleted': 'La persona eliminó su cuenta',
    retention: 'Plazo de conservación cumplido',
    arco: 'Solicitud de derechos ARCO',
  },
} as const;

/** The Privacidad section: ARCO requests (src/features/admin/components/privacy-section.tsx). */
export const PRIVACY_TEXT = {
  title: 'Privacidad',
  intro:
    'Solicitudes de derechos ARCO enviadas desde /derechos-arco. La respuesta vence 20 días hábiles después de recibirlas (lunes a viernes, sin los días de descanso obligatorio; hora de Cancún).',
  empty: 'Aún no hay solicitudes de derechos ARCO.',
  summary: (open: number, overdue: number) =>
    `${open === 1 ? '1 solicitud abierta' : `${open} solicitudes abiertas`}${
      overdue > 0 ? `, ${overdue === 1 ? '1 vencida' : `${overdue} vencidas`}` : ''
    }.`,
  statusLabel: 'Estado',
  noteLabel: 'Nota de respuesta',
  noteHint: 'Qué respondimos o hicimos. Solo la ven los administradores.',
  save: 'Guardar cambios',
  saving: 'Guardando…',
  saved: 'Cambios guardados.',
  noteTooLong: (max: number) => `La nota puede tener como máximo ${formatCount(max)} caracteres.`,
  saveDenied: 'No se pudieron guardar los cambios: no tienes permiso.',
  saveFailed: 'No se pudieron guardar los cambios. Intenta de nuevo.',
  neverChanged: 'Sin cambios desde que se recibió.',
  lastChange: (when: string, who: string | null) =>
    sentence(`Último cambio: ${when}${who ? ` por ${who}` : ''}`),
} as const;

/** "Estado de la solicitud de Ana Pérez": the accessible name of an ARCO request's status. */
export const arcoStatusLabel = (fullName: string) => `Estado de la solicitud de ${fullName}`;
/** "Nota de respuesta para Ana Pérez": the accessible name of its response note. */
export const arcoNoteLabel = (fullName: string) => `Nota de respuesta para ${fullName}`;

/** "Vence hoy", "Quedan 3 días hábiles", "Vencida hace 2 días" (src/domain/arco.ts dueStatus). */
export function dueText(due: DueStatus): string {
  switch (due.kind) {
    case 'today':
      return 'Vence hoy';
    case 'left':
      return due.businessDays === 1
        ? 'Queda 1 día hábil'
        : `Quedan ${due.businessDays} días hábiles`;
    case 'overdue':
      return due.days === 1 ? 'Vencida hace 1 día' : `Vencida hace ${due.days} días`;
  }
}

/** Badge colours per ARCO status; the badge always carries the status's name. */
export const ARCO_STATUS_BADGE_CLASS: Record<ArcoStatus, string> = {
  Recibida: 'text-bg-primary',
  'En proceso': 'text-bg-info',
  Respondida: 'text-bg-success',
  Rechazada: 'text-bg-secondary',
};

/** "Etapa de Ana Pérez": the accessible name of a lead's stage control. */
export const stageSelectLabel = (fullName: string) => `Etapa de ${fullName}`;

/** The dialog that asks how a lead ended (Ganado / Perdido). */
export const OUTCOME_TEXT = {
  title: (stage: 'Ganado' | 'Perdido', fullName: string) =>
    stage === 'Ganado' ? `Ganado: ${fullName}` : `Perdido: ${fullName}`,
  monthly: 'Renta mensual en pesos (MXN, IVA incluido)',
  equipment: 'Equipos del contrato',
  reason: 'Motivo',
  chooseReason: 'Elige un motivo',
  detail: 'Detalle (obligatorio si el motivo es Otro)',
  cancel: 'Cancelar',
  close: 'Cerrar',
  confirm: (stage: 'Ganado' | 'Perdido') =>
    stage === 'Ganado' ? 'Guardar como Ganado' : 'Guardar como Perdido',
  wonFact: 'Contrato',
  lostFact: 'Motivo de pérdida',
} as const;

/** The question of the role dialog. */
export function roleQuestion(grant: boolean, who: string): string {
  return grant ? `¿Hacer administrador a ${who}?` : `¿Quitar el rol de administrador a ${who}?`;
}

export const SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'solicitudes', label: 'Solicitudes' },
  { id: 'usuarios', label: 'Usuarios' },
  { id: 'privacidad', label: 'Privacidad' },
  { id: 'servicio', label: 'Servicio' },
  { id: 'configuracion', label: 'Configuración' },
] as const;

export type AdminSectionId = (typeof SECTIONS)[number]['id'];

/** The section named in `?section=`; the dashboard for anything else. */
export function parseSection(value: string | null): AdminSectionId {
  return SECTIONS.find((s) => s.id === value)?.id ?? 'dashboard';
}

/** The stage named in `?etapa=`; null (every stage) for anything else. */
export function parseStage(value: string | null): LeadStage | null {
  return LEAD_STAGES.find((stage) => stage === value) ?? null;
}

/** `?vista=`: "Mis solicitudes", "Vencidas" or "Para hoy"; null (no view) for anything else. */
export function parseView(value: string | null): LeadView | null {
  return LEAD_VIEWS.find((view) => view === value) ?? null;
}

/** `?aviso=sin-notificar`: only the leads sales has not been told about. */
export const UNNOTIFIED_PARAM = 'sin-notificar';

/** Whether `?aviso=` asks for the leads not yet notified (anything else: every lead). */
export function parseNoticeFilter(value: string | null): boolean {
  return value === UNNOTIFIED_PARAM;
}

/**
 * How sales was told, for a lead's page: "Enviado por correo el 3 mar 2026, 4:45 p.m." (a value in
 * the request's data, so no closing period).
 */
export function noticeSentText(via: 'email' | 'digest', when: string | null): string {
  const base = via === 'email' ? 'Enviado por correo' : 'Incluida en el resumen horario';
  return when ? `${base} el ${when}` : base;
}

/**
 * Badge colours per stage. The badge always carries the stage's name: the colour only repeats it.
 * Bootstrap's text-bg-* picks a text colour with enough contrast for each background.
 */
export const STAGE_BADGE_CLASS: Record<LeadStage, string> = {
  Nuevo: 'text-bg-primary',
  Contactado: 'text-bg-info',
  Cotizado: 'text-bg-warning',
  Ganado: 'text-bg-success',
  Perdido: 'text-bg-secondary',
};

/** The ways to a rental client's page from the desk: a won lead's page and Usuarios. */
export const CLIENT_ENTRY_TEXT = {
  cardTitle: 'Cliente',
  link: 'Vincular como cliente',
  view: 'Ver cliente',
  usersLink: 'Cliente',
  linkedNote: 'La persona ya es cliente: sus equipos y lecturas están en su página de cliente.',
  notLinkedNote:
    'La solicitud está ganada: vincula la cuenta como cliente para registrar sus equipos.',
  noAccount: (email: string) =>
    `La persona aún no tiene cuenta en el sitio con ${email}. Pídele que se registre con ese correo para vincularla como cliente.`,
  unverifiedNote:
    'La cuenta con este correo aún no ha verificado su correo: no se puede vincular como cliente hasta que lo haga.',
} as const;
