/** A quote request as the site stores it (src/data/contact-submissions.ts), with a tricky message. */
export const SUBMISSION = {
  fullName: 'Ana Pérez Canul',
  clientType: 'Institución Educativa',
  corporateEmail: 'Ana.Perez@Colegio-Caribe.edu.mx',
  phone: '9987654321',
  serviceType: 'Venta',
  equipmentQuantity: '+50',
  company: 'Colegio del Caribe',
  state: 'Quintana Roo',
  message: 'Equipos para 3 planteles.\n¿Tienen <laptops> & monitores?',
  recaptcha: true,
  submittedAt: '2026-03-01T12:00:00.000Z',
};
