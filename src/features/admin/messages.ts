/** Every Spanish text of the admin area that code or tests refer to. */
export const ADMIN_TEXT = {
  pageTitle: 'Panel de administración',
  roleLabel: 'Administrador',
  guestRoleLabel: 'Invitado',
  menuToggle: 'Menú',
  signOut: 'Cerrar sesión',
  loading: 'Cargando datos del panel...',
  loadFailed: 'No se pudieron cargar los datos del panel. Intenta de nuevo.',
  permissionDenied:
    'No tienes permiso para ver esta información. Verifica que tu cuenta tenga el rol de administrador.',
  retry: 'Reintentar',
  noSubmissions: 'Aún no hay solicitudes de cotización.',
  noMatches: 'Ninguna solicitud coincide con tu búsqueda.',
  noUsers: 'Aún no hay usuarios registrados.',
  exportCsv: 'Exportar CSV',
  newsletterLeadsHelp:
    'Correos distintos entre todas las solicitudes de cotización: cada solicitud también suscribe su correo al newsletter, así que es el número de contactos listos para recibirlo (el mismo correo en varias solicitudes cuenta una vez).',
} as const;

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
