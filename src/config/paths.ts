/** Typed route paths: the one place that spells the app's URLs. */
export const paths = {
  home: '/',
  auth: '/auth',
  businessLines: '/business-lines',
  privacy: '/aviso-de-privacidad',
  guest: {
    dashboard: '/main-user',
    calculator: '/main-user/calculator',
    needsAssessment: '/main-user/needs-assessment',
    resourcesLibrary: '/main-user/resources-library',
    resourcesCalendar: '/main-user/resources-calendar',
    profile: '/main-user/profile',
  },
  admin: '/admin-dashboard',
} as const;

export const sectionIds = {
  services: 'servicios',
  about: 'quienes-somos',
  whyRent: 'por-que-rentar',
  process: 'proceso',
  help: 'te-ayudamos',
  contact: 'landing-page-section',
} as const;
