/** Spanish copy of the /business-lines page as typed data (docs/product.md, Public site). */
import { paths, sectionIds } from '@/config/paths';

export type BusinessLineId =
  'impresion' | 'videovigilancia' | 'computo-empresarial' | 'audio-video' | 'domotica';

export interface BusinessLine {
  /** Section id (anchor): /business-lines#impresion. */
  id: BusinessLineId;
  title: string;
  description: string;
  /** Exactly five features. */
  features: [string, string, string, string, string];
  image: { src: string; alt: string; width: number; height: number };
  /** Pre-filled WhatsApp message of the more-info button; names the line. */
  whatsappMessage: string;
}

const message = (title: string) =>
  `Hola, me gustaría recibir más información sobre su línea de negocio de ${title}.`;

const image = (id: BusinessLineId, alt: string) => ({
  src: `/img/${id}.svg`,
  alt,
  width: 480,
  height: 360,
});

export const businessLinesHero = {
  eyebrow: 'Un solo proveedor, cinco especialidades',
  title: 'Líneas de negocios',
  lead:
    'Equipamos, protegemos y conectamos tu negocio con soluciones de impresión, videovigilancia, cómputo, ' +
    'audio y video y domótica, instaladas y atendidas por nuestro propio equipo técnico.',
  jumpLabel: 'Ir a una línea de negocio',
};

export const businessLinesCopy = {
  moreInfo: 'Más información',
  /** Completes the accessible name of the more-info button: "Más información sobre Impresión por WhatsApp". */
  moreInfoSuffix: (title: string) => ` sobre ${title} por WhatsApp`,
  featuresLabel: (title: string) => `Características de ${title}`,
  closing: {
    title: '¿Necesitas combinar varias líneas?',
    text: 'Integramos impresión, cómputo, seguridad y audio en un solo proyecto, con un solo contrato y un solo contacto.',
    cta: { label: 'Solicitar cotización', to: `${paths.home}#${sectionIds.contact}` },
  },
};

export const businessLines: BusinessLine[] = [
  {
    id: 'impresion',
    title: 'Impresión',
    description:
      'Renta, venta y mantenimiento de impresoras y multifuncionales láser, en blanco y negro y a color, ' +
      'para despachos, escuelas, hoteles y oficinas de cualquier tamaño.',
    features: [
      'Multifuncionales que imprimen, copian, escanean y envían a tu correo.',
      'Planes de renta con el volumen de páginas que realmente usas.',
      'Tóner, refacciones y mantenimiento incluidos en la renta.',
      'Impresión segura con código de usuario para documentos confidenciales.',
      'Reportes de consumo por área para controlar tus costos.',
    ],
    image: image(
      'impresion',
      'Ilustración de una impresora multifuncional entregando una hoja impresa',
    ),
    whatsappMessage: message('Impresión'),
  },
  {
    id: 'videovigilancia',
    title: 'Videovigilancia',
    description:
      'Cámaras de seguridad para oficinas, comercios, hoteles y residencias, con grabación continua y ' +
      'monitoreo desde tu celular, instaladas por nuestros técnicos.',
    features: [
      'Cámaras IP de alta definición para interior y exterior.',
      'Visión nocturna y alertas por detección de movimiento.',
      'Grabación continua en un grabador de video en red (NVR) en tu sitio.',
      'Monitoreo en vivo y reproducción desde tu celular.',
      'Instalación, cableado y mantenimiento preventivo.',
    ],
    image: image(
      'videovigilancia',
      'Ilustración de una cámara de seguridad junto a un celular que muestra la imagen en vivo',
    ),
    whatsappMessage: message('Videovigilancia'),
  },
  {
    id: 'computo-empresarial',
    title: 'Cómputo empresarial',
    description:
      'Computadoras, servidores y redes listos para trabajar: los elegimos contigo, los configuramos, los ' +
      'instalamos y les damos soporte mientras los usas.',
    features: [
      'Laptops y equipos de escritorio en renta o venta.',
      'Servidores y almacenamiento en red (NAS) para tu información.',
      'Redes cableadas y wifi empresarial para toda la oficina.',
      'Respaldos automáticos y antivirus administrado.',
      'Soporte técnico presencial y remoto.',
    ],
    image: image(
      'computo-empresarial',
      'Ilustración de una laptop y un servidor conectados a una red',
    ),
    whatsappMessage: message('Cómputo empresarial'),
  },
  {
    id: 'audio-video',
    title: 'Audio y video',
    description:
      'Sonido, pantallas y proyección para salas de juntas, aulas, restaurantes, hoteles y eventos, con ' +
      'instalación limpia y capacitación para tu equipo.',
    features: [
      'Salas de videoconferencia listas para usar.',
      'Pantallas y proyectores para aulas y salas de juntas.',
      'Audio ambiental por zonas para comercios y restaurantes.',
      'Renta de equipo para eventos por día o por semana.',
      'Instalación con cableado oculto y capacitación de uso.',
    ],
    image: image('audio-video', 'Ilustración de una pantalla de videoconferencia con dos bocinas'),
    whatsappMessage: message('Audio y video'),
  },
  {
    id: 'domotica',
    title: 'Domótica',
    description:
      'Automatiza iluminación, aire acondicionado, accesos y persianas en residencias, villas vacacionales ' +
      'y oficinas, y contrólalos desde tu celular.',
    features: [
      'Iluminación inteligente con escenas y horarios.',
      'Control del aire acondicionado para ahorrar energía.',
      'Cerraduras inteligentes y control de acceso para huéspedes.',
      'Persianas y cortinas motorizadas.',
      'Control por voz y desde una sola aplicación.',
    ],
    image: image(
      'domotica',
      'Ilustración de una casa conectada con un foco, un termostato y una cerradura inteligente',
    ),
    whatsappMessage: message('Domótica'),
  },
];
