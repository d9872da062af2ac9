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
  },
  admin: '/admin-dashboard',
  /** A lead's detail page (also linked from the lead e-mail, functions/src/leads). */
  adminLeadPattern: '/admin-dashboard/solicitudes/:id',
} as const;

/** /admin-dashboard/solicitudes/{id} */
export function adminLeadPath(id: string): string {
  return `${paths.admin}/solicitudes/${encodeURIComponent(id)}`;
}

export const sectionIds = {
  services: 'servicios',
  about: 'quienes-somos',
  whyRent: 'por-que-rentar',
  process: 'proceso',
  help: 'te-ayudamos',
  contact: 'landing-page-section',
} as const;
