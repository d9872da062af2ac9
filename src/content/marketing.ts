/**
 * Spanish copy of the public site (landing page, footer, 404; the navigation and banners in
 * ./site-frame.ts, re-exported here) as typed data
 * (the privacy notice: ./privacy-notice.ts): copy changes never touch components. Company facts (phones, e-mail,
 * address...) are NOT here: they come from ./company.ts.
 */
import { paths, sectionIds } from '@/config/paths';

/** Names of the inline icons the public feature draws (src/features/public/components/icons.tsx). */
export type IconName =
  | 'printer'
  | 'card'
  | 'calendar'
  | 'wallet'
  | 'receipt'
  | 'wrench'
  | 'refresh'
  | 'chart'
  | 'growth'
  | 'people'
  | 'shield'
  | 'map';

export { layoutCopy, navigation, type LinkCopy } from './site-frame';

export const hero = {
  eyebrow: 'Renta, venta y soporte de equipo para empresas en Quintana Roo',
  title: 'Tu socio ideal para el éxito',
  lead:
    'Multifuncionales, cómputo, videovigilancia, audio y video y domótica con contratos a la medida, ' +
    'mantenimiento incluido y técnicos cerca de ti, de Cancún a Tulum y en todo México.',
  primary: { label: 'Solicitar cotización', to: `#${sectionIds.contact}` },
  secondary: { label: 'Ver servicios', to: `#${sectionIds.services}` },
  highlights: [
    'Mantenimiento incluido',
    'Renta deducible de impuestos',
    'Atención local en la Riviera Maya',
  ],
  image: {
    src: '/img/hero-oficina.svg',
    alt: 'Ilustración de una oficina con una impresora multifuncional, una computadora y documentos impresos',
    width: 560,
    height: 420,
  },
};

export interface ServiceCopy {
  icon: IconName;
  title: string;
  description: string;
  points: string[];
}

export const services = {
  id: sectionIds.services,
  title: 'Servicios para que tu oficina no se detenga',
  intro:
    'Elige cómo quieres contar con tu equipo: rentarlo con todo incluido, comprarlo con financiamiento ' +
    'o tenerlo solo los días que lo necesitas.',
  items: [
    {
      icon: 'printer',
      title: 'Renta de equipos multifuncionales',
      description:
        'Imprime, copia y escanea con equipos láser de alto rendimiento sin invertir en su compra.',
      points: [
        'Contratos personalizables según tu volumen de impresión y tu presupuesto.',
        'Actualizaciones periódicas del equipo para trabajar siempre con tecnología vigente.',
        'Renta deducible de impuestos, con factura mensual.',
        'Tóner, refacciones y mantenimiento preventivo incluidos.',
      ],
    },
    {
      icon: 'card',
      title: 'Venta y financiamiento de equipos',
      description:
        '¿Prefieres que el equipo sea tuyo? Te ayudamos a elegir el modelo correcto y a pagarlo a plazos.',
      points: [
        'Equipos nuevos de marcas reconocidas, con garantía del fabricante.',
        'Planes de financiamiento a meses para empresas y profesionistas.',
        'Instalación, configuración y capacitación incluidas.',
        'Consumibles y soporte técnico después de la compra.',
      ],
    },
    {
      icon: 'calendar',
      title: 'Equipos para eventos',
      description:
        'Renta por día o por semana para congresos, ferias, bodas de destino, exámenes y oficinas temporales.',
      points: [
        'Renta por día o por semana, sin contratos largos.',
        'Multifuncionales, laptops, proyectores y equipo de audio.',
        'Entrega, instalación y retiro en el lugar del evento.',
        'Técnico de guardia opcional durante todo el evento.',
      ],
    },
  ] satisfies ServiceCopy[],
};

export const promotion = {
  badge: 'Promoción',
  title: 'Impresora monocromática por $950 MXN al mes',
  text:
    'Ideal para despachos, consultorios y oficinas pequeñas: impresora láser en blanco y negro con ' +
    'tóner y mantenimiento incluidos. Precio más IVA, sujeto a contrato de renta y a disponibilidad.',
  cta: 'Quiero esta promoción',
  whatsappMessage:
    'Hola, me interesa la promoción de la impresora monocromática por 950 MXN al mes.',
};

export const about = {
  id: sectionIds.about,
  title: 'Quiénes somos',
  paragraphs: [
    'Somos una empresa de tecnología con base en Playa del Carmen, Quintana Roo. Ayudamos a empresas, ' +
      'profesionistas con actividad empresarial e instituciones educativas a contar con el equipo que ' +
      'necesitan —impresión, cómputo, videovigilancia, audio y video, y domótica— sin cargar con la ' +
      'complejidad de comprarlo, instalarlo y mantenerlo.',
    'Atendemos en persona en Playa del Carmen, Cancún, Tulum, Puerto Morelos y Puerto Aventuras, y damos ' +
      'servicio a todo México con envíos y soporte remoto.',
  ],
  image: {
    src: '/img/quienes-somos.svg',
    alt: 'Ilustración de un asesor y un cliente revisando una propuesta frente a un mapa de Quintana Roo',
    width: 480,
    height: 360,
  },
  values: [
    {
      icon: 'people',
      title: 'Cercanía',
      text: 'Te atiende un asesor que conoce tu negocio, no un conmutador.',
    },
    {
      icon: 'shield',
      title: 'Respaldo',
      text: 'Mantenimiento preventivo y equipo de reemplazo cuando lo necesitas.',
    },
    {
      icon: 'receipt',
      title: 'Claridad',
      text: 'Cotizaciones por escrito y contratos sin letras pequeñas.',
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
};

export const whyRent = {
  id: sectionIds.whyRent,
  title: '¿Por qué rentar en lugar de comprar?',
  intro:
    'La renta convierte una inversión grande en un gasto mensual fijo que ya incluye el servicio.',
  items: [
    {
      icon: 'wallet',
      title: 'Sin inversión inicial',
      text: 'Conserva tu capital para lo que hace crecer tu negocio.',
    },
    {
      icon: 'receipt',
      title: 'Deducible de impuestos',
      text: 'La renta se factura cada mes y se deduce como gasto de operación.',
    },
    {
      icon: 'wrench',
      title: 'Mantenimiento incluido',
      text: 'Servicio preventivo y correctivo, refacciones y visitas técnicas sin costo extra.',
    },
    {
      icon: 'refresh',
      title: 'Tecnología vigente',
      text: 'Actualizamos tu equipo periódicamente para que no trabajes con modelos obsoletos.',
    },
    {
      icon: 'chart',
      title: 'Costos predecibles',
      text: 'Sabes cuánto pagarás cada mes, sin sorpresas por reparaciones.',
    },
    {
      icon: 'growth',
      title: 'Crece a tu ritmo',
      text: 'Agrega o cambia equipos cuando cambian tus necesidades.',
    },
  ] satisfies { icon: IconName; title: string; text: string }[],
};

export const processSteps = {
  id: sectionIds.process,
  title: 'Cómo trabajamos, en cinco pasos',
  intro: 'Un proceso claro, de la primera llamada a la renovación de tu equipo.',
  steps: [
    {
      title: 'Solicitud de cotización',
      text: 'Cuéntanos qué necesitas con el formulario o por WhatsApp y te enviamos una propuesta a la medida.',
    },
    {
      title: 'Solicitud de documentos y revisión de viabilidad económica',
      text: 'Revisamos tu identificación, comprobante de domicilio y constancia de situación fiscal para confirmar la viabilidad del contrato.',
    },
    {
      title: 'Firma electrónica del contrato',
      text: 'Firmas desde tu computadora o tu celular, sin traslados ni papeleo.',
    },
    {
      title: 'Pago y entrega',
      text: 'Con el primer pago programamos la entrega, la instalación y la configuración del equipo.',
    },
    {
      title: 'Recolección o renovación',
      text: 'Al terminar el plazo recogemos el equipo o renovamos tu contrato con un modelo más reciente.',
    },
  ],
};

export const helpChoose = {
  id: sectionIds.help,
  title: '¿No sabes qué equipo elegir? Te ayudamos',
  text:
    'Cuéntanos cuántas personas imprimen, cuántas páginas haces al mes y si necesitas color o escaneo. ' +
    'Un asesor te recomienda la opción que más te conviene, sin compromiso.',
  whatsappCta: 'Escríbenos por WhatsApp',
  whatsappMessage: 'Hola, necesito ayuda para elegir el equipo adecuado para mi negocio.',
  quoteCta: { label: 'Solicitar cotización', to: `#${sectionIds.contact}` },
};

export const contact = {
  id: sectionIds.contact,
  title: 'Contacto y cotización',
  intro: 'Solicita tu cotización sin costo o comunícate con la oficina más cercana.',
  factsTitle: 'Datos de contacto',
  formTitle: 'Solicita tu cotización',
  phonesLabel: 'Teléfonos',
  hoursLabel: 'Horario de atención',
  emailLabel: 'Correo electrónico',
  whatsappLabel: 'WhatsApp',
  whatsappText: 'Enviar mensaje por WhatsApp',
  whatsappMessage: 'Hola, me gustaría recibir información sobre sus servicios.',
  socialLabel: 'Redes sociales',
  addressLabel: 'Dirección',
};

export const socialNetworks = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
] as const;

export const footer = {
  blurb:
    'Renta y venta de multifuncionales, cómputo empresarial, videovigilancia, audio y video y domótica ' +
    'para empresas e instituciones de Quintana Roo y de todo México.',
  contactTitle: 'Contacto',
  linksTitle: 'Sitio',
  newsletterTitle: 'Newsletter',
  newsletterText: 'Promociones y consejos para ahorrar en tu oficina, una vez al mes.',
  socialTitle: 'Síguenos',
  privacyLink: { label: 'Aviso de privacidad', to: paths.privacy },
  arcoLink: { label: 'Derechos ARCO', to: paths.arco },
  rights: 'Todos los derechos reservados.',
};

export const newsletterConfirmed = {
  title: '¡Listo! Tu suscripción está confirmada.',
  text: 'Te enviaremos novedades, promociones y guías para tu negocio. Puedes darte de baja cuando quieras desde cualquiera de nuestros correos.',
  back: { label: 'Volver al inicio', to: paths.home },
};

export const notFound = {
  title: 'Página no encontrada',
  text: 'Lo sentimos, la página que buscas no existe o ha sido movida.',
  back: { label: 'Volver al inicio', to: paths.home },
};
