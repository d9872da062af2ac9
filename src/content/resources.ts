/**
 * The resource library (docs/product.md, Resource library): seven fixed resources. Documents are
 * pages the site serves itself (public/recursos/<id>.html, opened in a full-screen frame); the
 * video is a youtube-nocookie embed. Illustrations live at public/recursos/img/<id>.svg.
 */
import type { Resource } from '@/domain/entities';

/**
 * YouTube id of the maintenance video. TO CONFIRM BY THE COMPANY: replace it with the id of the
 * company's own (or a licensed) video before going live.
 */
export const MAINTENANCE_VIDEO_YOUTUBE_ID = 'Lx5pWdaZyvY';

export const youtubeEmbedUrl = (videoId: string): string =>
  `https://www.youtube-nocookie.com/embed/${videoId}`;

const documentUrl = (id: string): string => `/recursos/${id}.html`;
const imageUrl = (id: string): string => `/recursos/img/${id}.svg`;

export const RESOURCES: readonly Resource[] = [
  {
    id: 'guia-costo-por-pagina',
    title: 'Guía: cómo calcular el costo real por página',
    description:
      'Paso a paso para saber cuánto te cuesta cada hoja en blanco y negro y a color, incluidos tóner, piezas y fallas, y compararlo con una renta.',
    category: 'impresion',
    type: 'Guía',
    imageUrl: imageUrl('guia-costo-por-pagina'),
    downloadUrl: documentUrl('guia-costo-por-pagina'),
  },
  {
    id: 'checklist-videovigilancia',
    title: 'Checklist: videovigilancia para tu negocio',
    description:
      'Los puntos que debes revisar antes de instalar o ampliar tus cámaras: cobertura, grabación, red, acceso remoto, privacidad y mantenimiento.',
    category: 'videovigilancia',
    type: 'Checklist',
    imageUrl: imageUrl('checklist-videovigilancia'),
    downloadUrl: documentUrl('checklist-videovigilancia'),
  },
  {
    id: 'video-cuidado-multifuncional',
    title: 'Video: cuidados básicos de tu multifuncional',
    description:
      'Rutinas sencillas de limpieza y uso diario que evitan atascos, manchas en las copias y visitas técnicas innecesarias.',
    category: 'impresion',
    type: 'Video',
    imageUrl: imageUrl('video-cuidado-multifuncional'),
    downloadUrl: youtubeEmbedUrl(MAINTENANCE_VIDEO_YOUTUBE_ID),
  },
  {
    id: 'articulo-renta-o-compra-computo',
    title: '¿Rentar o comprar el equipo de cómputo de tu empresa?',
    description:
      'Costo total, deducibilidad, mantenimiento y actualización: lo que debes comparar antes de decidir cómo equipar a tu equipo de trabajo.',
    category: 'computo',
    type: 'Artículo',
    imageUrl: imageUrl('articulo-renta-o-compra-computo'),
    downloadUrl: documentUrl('articulo-renta-o-compra-computo'),
  },
  {
    id: 'caso-estudio-despacho-contable',
    title: 'Caso de estudio: un despacho contable ordena su impresión',
    description:
      'Cómo un despacho de 12 personas pasa de cuatro impresoras dispersas a dos multifuncionales en renta, con números mes a mes.',
    category: 'impresion',
    type: 'Caso de Estudio',
    imageUrl: imageUrl('caso-estudio-despacho-contable'),
    downloadUrl: documentUrl('caso-estudio-despacho-contable'),
  },
  {
    id: 'checklist-audio-video-eventos',
    title: 'Checklist: audio y video para tu evento',
    description:
      'Planea micrófonos, bocinas, pantallas y energía para conferencias, bodas y presentaciones, en salón o al aire libre.',
    category: 'audio-video',
    type: 'Checklist',
    imageUrl: imageUrl('checklist-audio-video-eventos'),
    downloadUrl: documentUrl('checklist-audio-video-eventos'),
  },
  {
    id: 'guia-domotica-rentas-vacacionales',
    title: 'Guía: domótica para rentas vacacionales y oficinas',
    description:
      'Cerraduras con códigos temporales, control del aire acondicionado y sensores de fugas: por dónde empezar y cómo proteger tu red.',
    category: 'domotica',
    type: 'Guía',
    imageUrl: imageUrl('guia-domotica-rentas-vacacionales'),
    downloadUrl: documentUrl('guia-domotica-rentas-vacacionales'),
  },
];

export function getResource(id: string): Resource | undefined {
  return RESOURCES.find((resource) => resource.id === id);
}

/** Spanish labels for the resource categories (for filters and badges). */
export const RESOURCE_CATEGORY_LABELS: Record<Resource['category'], string> = {
  impresion: 'Impresión',
  videovigilancia: 'Videovigilancia',
  computo: 'Cómputo empresarial',
  'audio-video': 'Audio y video',
  domotica: 'Domótica',
};
