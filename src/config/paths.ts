/** Typed route paths: the one place that spells the app's URLs. */
export const paths = {
  home: '/',
  auth: '/auth',
  businessLines: '/business-lines',
  privacy: '/aviso-de-privacidad',
  /** The form for ARCO requests (access, rectification, cancellation, opposition, revocation). */
  arco: '/derechos-arco',
  /** Where the newsletter's confirmation e-mail lands (double opt-in). */
  newsletterConfirmed: '/newsletter/confirmado',
  guest: {
    dashboard: '/main-user',
    calculator: '/main-user/calculator',
    needsAssessment: '/main-user/needs-assessment',
    resourcesLibrary: '/main-user/resources-library',
    resourcesCalendar: '/main-user/resources-calendar',
    profile: '/main-user/profile',
    /** The rental client's devices ("Mis equipos"; clients only). */
    equipment: '/main-user/mis-equipos',
    /** One device: its contract, readings, "Capturar lectura", toner and fault tickets. */
    equipmentPattern: '/main-user/mis-equipos/:id',
    /** The client's tickets (toner and faults) with the company's replies. */
    tickets: '/main-user/mis-tickets',
    /** "Mi empresa": the company, its members and roles, invitations (company members only). */
    company: '/main-user/mi-empresa',
    /** "Estados de cuenta": the company's statements (administrador and facturación). */
    statements: '/main-user/estados-de-cuenta',
    /** One month's statement, printable (the statement e-mail links here). */
    statementPattern: '/main-user/estados-de-cuenta/:mes',
  },
  /** An invitation to join a company (the member-invite e-mail's link; signed-in). */
  invitationPattern: '/invitacion/:id',
  admin: '/admin-dashboard',
  /** A lead's detail page (also linked from the lead e-mail, functions/src/leads). */
  adminLeadPattern: '/admin-dashboard/solicitudes/:id',
  /** A rental client's page in the desk: the link, their devices and readings. */
  adminClientPattern: '/admin-dashboard/clientes/:uid',
  /** One service ticket in the desk (also linked from the service-ticket e-mail). */
  adminTicketPattern: '/admin-dashboard/servicio/:ticketId',
} as const;

/** /admin-dashboard/solicitudes/{id} */
export function adminLeadPath(id: string): string {
  return `${paths.admin}/solicitudes/${encodeURIComponent(id)}`;
}

/** /main-user/mis-equipos/{id} */
export function guestEquipmentPath(id: string): string {
  return `${paths.guest.equipment}/${encodeURIComponent(id)}`;
}

/** /main-user/estados-de-cuenta/{YYYY-MM} */
export function statementPath(month: string): string {
  return `${paths.guest.statements}/${encodeURIComponent(month)}`;
}

/** /invitacion/{id} */
export function invitationPath(id: string): string {
  return `/invitacion/${encodeURIComponent(id)}`;
}

/** /admin-dashboard/clientes/{uid} */
export function adminClientPath(uid: string): string {
  return `${paths.admin}/clientes/${encodeURIComponent(uid)}`;
}

/** /admin-dashboard/servicio/{ticketId} */
export function adminTicketPath(id: string): string {
  return `${paths.admin}/servicio/${encodeURIComponent(id)}`;
}

export const sectionIds = {
  services: 'servicios',
  about: 'quienes-somos',
  whyRent: 'por-que-rentar',
  process: 'proceso',
  help: 'te-ayudamos',
  contact: 'landing-page-section',
} as const;
