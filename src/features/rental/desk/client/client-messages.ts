/**
 * The Spanish texts of a rental client's page in the desk (issue 24): the person, the link to a
 * company and the company (the ways to it, a won lead's page and Usuarios, are the admin feature's
 * CLIENT_ENTRY_TEXT). The page's parts keep theirs beside them: the members
 * (../company/member-texts.ts), the devices (../equipment/equipment-texts.ts) and their readings
 * (../readings/reading-texts.ts). Kept apart from ../service/service-messages.ts: only the lazy
 * chunks that show them carry them, never the dashboard's first load (admin JS budget,
 * docs/bench-public.md).
 */
export const CLIENT_PAGE_TEXT = {
  // The client's page
  pageTitle: 'Cliente',
  userNotFound: 'Usuario no encontrado',
  userNotFoundNote: 'No hay ningún usuario registrado con este identificador.',
  backToUsers: 'Volver a Usuarios',
  backToLead: 'Volver a la solicitud',
  accountTitle: 'Cuenta',
  nameTerm: 'Nombre',
  emailTerm: 'Correo',
  verifiedTerm: 'Correo verificado',
  verified: 'Sí',
  unverified: 'Cuenta sin verificar',
  noName: 'Sin nombre',
  deletedAccount: 'Cuenta eliminada',
  deletedNote:
    'La persona eliminó su cuenta: la empresa conserva sus equipos, lecturas y tickets sin sus datos personales, y ya no se le envían correos.',
  deletedAtTerm: 'Eliminada el',

  // "Vincular como cliente": to a new company, or to an existing one with a role
  contactEmail: 'Correo de contacto',
  contactName: 'Nombre del contacto',
  linked: (who: string) => `${who} ya es cliente.`,

  // The company
  clientTitle: 'Empresa',
  companyTerm: 'Empresa',
  noCompany: 'Sin empresa',
  rfcTerm: 'RFC',
  noRfc: 'Sin RFC',
  roleTerm: 'Rol en la empresa',
  linkedAtTerm: 'Cliente desde',
  linkedByTerm: 'Vinculado por',
  leadTerm: 'Solicitud',
  viewLead: 'Ver la solicitud',
} as const;
