/**
 * Spanish texts of the company's statements (docs/decisions/0044-month-close.md): the list
 * ("Estados de cuenta", /main-user/estados-de-cuenta; its title, intro and empty text are in
 * ./company-messages.ts) and one month's statement (/main-user/estados-de-cuenta/:mes), which
 * prints or saves as PDF from the browser.
 */
export const STATEMENT_TEXT = {
  loadingList: 'Cargando los estados de cuenta…',
  listLoadFailed: 'No pudimos cargar los estados de cuenta.',
  total: 'Total',
  /** The list's link; the month follows for screen readers ("… de noviembre de 2026"). */
  open: 'Ver estado de cuenta',
  version: (n: number) => `Versión ${String(n)}`,

  /** The statement's heading and the page's title. */
  title: (month: string) => `Estado de cuenta de ${month}`,
  loading: 'Cargando el estado de cuenta…',
  loadFailed: 'No pudimos cargar el estado de cuenta.',
  notFound: (month: string) =>
    `No encontramos el estado de cuenta de ${month}. Revisa la lista de tus estados de cuenta.`,
  badMonth: 'Esa dirección no corresponde a un estado de cuenta.',
  back: 'Volver a Estados de cuenta',
  print: 'Imprimir o guardar PDF',

  client: 'Cliente',
  rfc: 'RFC',
  period: 'Periodo',
  closedOn: 'Fecha de cierre',

  devices: 'Equipos y lecturas',
  device: 'Equipo',
  location: 'Ubicación',
  reading: 'Lectura (B/N · color)',
  previous: 'Lectura anterior',
  pages: 'Páginas del mes (B/N · color)',
  source: 'Origen',
  noSource: 'Sin dato',

  lines: 'Conceptos',
  concept: 'Concepto',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  subtotal: 'Subtotal',
  iva: 'IVA (16 %)',
  amountsNote: 'Precios unitarios e importes antes de IVA.',
  unitPriceWithIva: 'Precio unitario con IVA',
  amountWithIva: 'Importe con IVA',
  amountsWithIvaNote:
    'Precios unitarios e importes con IVA, como en tu contrato: cada importe es la cantidad por el precio unitario, redondeada al centavo. El IVA de cada concepto es su importe menos el importe dividido entre 1.16 (redondeado al centavo); el subtotal y el IVA son las sumas de los conceptos.',
  estimatedNote:
    'Una lectura «Estimada» se calculó con el promedio de tus últimos meses; la siguiente lectura real ajusta la diferencia.',
} as const;
