/** Every Spanish text of the admin area that code or tests refer to. */
import { LEAD_NOTE_MAX_LENGTH, LEAD_STAGES, type LeadStage } from '@/domain/entities';

export const ADMIN_TEXT = {
  pageTitle: 'Panel de administración',
  roleLabel: 'Administrador',
  guestRoleLabel: 'Invitado',
  menuToggle: 'Menú',
  signOut: 'Cerrar sesión',
  loading: 'Cargando…',
  loadFailed: 'No se pudieron cargar los datos del panel. Intenta de nuevo.',
  permissionDenied:
    'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
  retry: 'Reintentar',
  close: 'Cerrar',

  // Solicitudes
  noSubmissions: 'Aún no hay solicitudes de cotización.',
  noMatches: 'Ninguna solicitud coincide con tu búsqueda.',
  noMorePages: 'No hay más resultados en esta página.',
  exportCsv: 'Exportar CSV',
  exporting: 'Exportando…',
  exportDenied: 'No se pudo exportar el CSV: no tienes permiso.',
  exportFailed: 'No se pudo exportar el CSV. Intenta de nuevo.',
  stageFilterLabel: 'Etapa',
  stageFilterAll: 'Todas',
  leadSearchLabel: 'Buscar solicitudes',
  leadSearchHint: 'Correo (con @) o inicio del nombre de la empresa',
  searchButton: 'Buscar',
  clearSearch: 'Limpiar búsqueda',
  nextPage: 'Siguiente página',
  previousPage: 'Página anterior',
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

  // Lead detail
  backToLeads: 'Volver a Solicitudes',
  leadNotFound: 'No encontramos esta solicitud.',
  noteLabel: 'Nueva nota interna',
  saveNote: 'Guardar nota',
  savingNote: 'Guardando…',
  noteEmpty: 'Escribe la nota antes de guardarla.',
  noteTooLong: `La nota puede tener como máximo ${LEAD_NOTE_MAX_LENGTH} caracteres.`,
  noteDenied: 'No se pudo guardar la nota: no tienes permiso.',
  noteFailed: 'No se pudo guardar la nota. Intenta de nuevo.',
  noNotes: 'Aún no hay notas internas.',
  userContextTitle: 'Contexto del usuario registrado',
  noRegisteredUser: 'Este correo no corresponde a ningún usuario registrado.',

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
} as const;

/** "Etapa de Ana Pérez": the accessible name of a lead's stage control. */
export const stageSelectLabel = (fullName: string) => `Etapa de ${fullName}`;

/** The question of the role dialog. */
export function roleQuestion(grant: boolean, who: string): string {
  return grant ? `¿Hacer administrador a ${who}?` : `¿Quitar el rol de administrador a ${who}?`;
}

export const SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'solicitudes', label: 'Solicitudes' },
  { id: 'usuarios', label: 'Usuarios' },
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
