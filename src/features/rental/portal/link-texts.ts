/**
 * The texts of a rental client's header links and dashboard card (client-links.tsx), apart from
 * the portal's other texts (messages.ts, which includes these) so the dashboard loads only these.
 */
export const CLIENT_LINK_TEXT = {
  myEquipment: 'Mis equipos',
  myTickets: 'Mis tickets',
  myCompany: 'Mi empresa',
  statements: 'Estados de cuenta',
  rentalCardTitle: 'Tu renta de equipos',
  rentalCardText:
    'Consulta tus equipos y contratos, captura la lectura mensual de tus contadores y pide tóner o servicio.',
  billingCardText: 'Consulta los estados de cuenta de tu empresa y a las personas de tu cuenta.',
} as const;
