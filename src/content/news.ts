/**
 * News shown on the guest dashboard, newest first. Plain data: the company edits it here.
 * Dates are calendar days (YYYY-MM-DD), shown in es-MX regardless of the visitor's time zone.
 */
import { formatDate } from '@/domain/format';

export interface NewsItem {
  id: string;
  /** Publication day, YYYY-MM-DD */
  date: string;
  title: string;
  summary: string;
}

export const NEWS: readonly NewsItem[] = [
  {
    id: 'promo-monocromatica-950',
    date: '2026-11-10',
    title: 'Impresora monocromática en renta por $950 al mes',
    summary:
      'Para oficinas, consultorios y negocios que imprimen sobre todo en blanco y negro: una impresora láser monocromática en renta por $950 MXN al mes, con un pago fijo y deducible. Pregunta por ella al solicitar tu cotización.',
  },
  {
    id: 'multifuncionales-color-escaneo-duplex',
    date: '2026-10-22',
    title: 'Nuevas multifuncionales a color con escaneo a doble cara',
    summary:
      'Sumamos a nuestro catálogo de renta multifuncionales a color de volumen medio que escanean ambos lados de la hoja en una sola pasada y envían el PDF directo a tu correo o a una carpeta compartida.',
  },
  {
    id: 'cobertura-riviera-maya',
    date: '2026-09-29',
    title: 'Atención en cinco ciudades del Caribe mexicano',
    summary:
      'Instalamos y damos servicio en sitio en Playa del Carmen, Cancún, Tulum, Puerto Morelos y Puerto Aventuras, y atendemos proyectos en todo México. Llámanos de lunes a viernes, de 9 am a 7 pm.',
  },
  {
    id: 'temporada-huracanes-equipos',
    date: '2026-08-18',
    title: 'Temporada de huracanes: protege tus equipos',
    summary:
      'Antes de una tormenta respalda tu información, desconecta impresoras y computadoras, colócalas lejos de ventanas y del piso, y cúbrelas con plástico. Un no-break con supresor de picos protege tus equipos de los apagones y las descargas.',
  },
];

/** "2026-11-10" -> "10 de noviembre de 2026" */
export function formatNewsDate(date: string): string {
  return formatDate(date);
}

/** The newest `count` items. */
export function latestNews(count: number = NEWS.length): NewsItem[] {
  return [...NEWS].sort((a, b) => b.date.localeCompare(a.date)).slice(0, Math.max(0, count));
}
