/**
 * Spanish copy of the public site (navigation, landing page, footer, banners, 404, privacy
 * notice) as typed data: copy changes never touch components. Company facts (phones, e-mail,
 * address...) are NOT here: they come from ./company.ts.
 */
import { paths, sectionIds } from '@/config/paths';
import { DEFAULT_LEAD_RETENTION_MONTHS, PRIVACY_NOTICE_VERSION } from '@/domain/privacy';
import { formatAddress, type Company } from './company';

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

export interface LinkCopy {
  label: string;
  /** Router path, optionally with a #hash. */
  to: string;
}

const hash = (id: string) => `${paths.home}#${id}`;

export const navigation = {
  /** Accessible name of the <nav> landmark. */
  label: 'Navegación principal',
  brandLabel: 'Tu Socio Ideal, ir al inicio',
  toggleLabel: 'Menú de navegación',
  items: [
    { label: 'Inicio', to: paths.home },
    { label: 'Servicios', to: hash(sectionIds.services) },
    { label: 'Líneas de negocios', to: paths.businessLines },
    { label: 'Quiénes Somos', to: hash(sectionIds.about) },
    { label: 'Contacto', to: hash(sectionIds.contact) },
  ] satisfies LinkCopy[],
  action: { label: 'Acceder/Registrarse', to: paths.auth } satisfies LinkCopy,
};

export const layoutCopy = {
  skipLink: 'Saltar al contenido',
  scrollToTop: 'Volver arriba',
  cookieBanner: {
    label: 'Aviso de cookies',
    text: 'Usamos solo cookies y almacenamiento local necesarios para que el sitio funcione y mantener tu sesión.',
    linkLabel: 'Consulta el aviso de privacidad',
    accept: 'Entendido',
  },
  newTab: '(se abre en una pestaña nueva)',
};

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

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs shown after the list. */
  after?: string[];
  /** Texts of this section that link to a page of the site (each occurrence becomes a link). */
  links?: PrivacyLink[];
}

export interface PrivacyLink {
  text: string;
  to: string;
}

export interface PrivacyNotice {
  title: string;
  updated: string;
  intro: string;
  sections: PrivacySection[];
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "2026-11-25" -> "25 de noviembre de 2026" (a notice version is its date). */
export function noticeDate(version: string): string {
  const [year, month, day] = version.split('-').map(Number);
  return `${day} de ${MONTHS[(month ?? 1) - 1]} de ${year}`;
}

/**
 * Privacy notice (aviso de privacidad integral) required by the LFPDPPP (2025), filled with the
 * company facts. Its date is the version the forms record (src/domain/privacy.ts): change both
 * together.
 */
export function privacyNotice(company: Company): PrivacyNotice {
  const address = formatAddress(company.address);
  const months = DEFAULT_LEAD_RETENTION_MONTHS;
  return {
    title: 'Aviso de privacidad',
    updated: `Última actualización: ${noticeDate(PRIVACY_NOTICE_VERSION)}`,
    intro:
      `Este aviso de privacidad integral explica cómo ${company.legalName} (“${company.name}”) trata los ` +
      'datos personales que recaba a través de este sitio web, en cumplimiento de la Ley Federal de ' +
      'Protección de Datos Personales en Posesión de los Particulares (LFPDPPP), publicada en el Diario ' +
      'Oficial de la Federación el 20 de marzo de 2025, y su normativa aplicable.',
    sections: [
      {
        id: 'responsable',
        title: '1. Identidad y domicilio del responsable',
        paragraphs: [
          `${company.legalName}, con nombre comercial “${company.name}”, con domicilio en ${address}, ` +
            'es responsable del tratamiento de sus datos personales.',
          `Para cualquier asunto relacionado con este aviso puede escribir a ${company.privacyEmail}.`,
        ],
      },
      {
        id: 'datos',
        title: '2. Datos personales que recabamos',
        paragraphs: [
          'Recabamos únicamente los datos que usted nos proporciona directamente en este sitio:',
        ],
        items: [
          'Formulario de cotización: nombre completo, tipo de cliente, correo corporativo, teléfono, tipo de servicio, cantidad de equipos, empresa, estado de la República y el mensaje que nos escriba.',
          'Newsletter: correo electrónico y, si se suscribe desde el formulario de cotización, su nombre.',
          'Cuenta de usuario: correo electrónico y contraseña, o los datos básicos de su cuenta de Google (nombre, correo y foto) si elige ingresar con Google. Nunca conocemos ni almacenamos su contraseña en texto legible.',
          'Perfil: nombre completo, teléfono, empresa, tipo de cliente, estado y, si decide subirla, su foto de perfil.',
          'Herramientas del área de invitados: las respuestas del test de necesidades (tipo y volumen de impresión, funcionalidades, número de usuarios e impresoras, giro del negocio), la recomendación resultante, el uso de la calculadora de ahorro, los recursos consultados y los puntos y logros obtenidos.',
          'Registro de su aceptación: la versión de este aviso que se le mostró y la fecha y hora (de nuestro servidor) en que envió un formulario o creó su cuenta.',
        ],
        after: [
          'No solicitamos datos personales sensibles ni datos financieros o patrimoniales a través del sitio. ' +
            'La documentación para un contrato se solicita por separado, con su propio aviso.',
          'Para proteger los formularios contra el abuso usamos un servicio de verificación humana (reCAPTCHA de Google), ' +
            'que analiza datos técnicos de su navegador y su dirección IP.',
        ],
      },
      {
        id: 'finalidades',
        title: '3. Finalidades necesarias y finalidades voluntarias',
        paragraphs: [
          'Finalidades necesarias (primarias): dan origen a la relación con usted y sin ellas no podríamos ' +
            'atender lo que nos pide:',
        ],
        items: [
          'Atender su solicitud de cotización y comunicarnos con usted por correo, teléfono o WhatsApp.',
          'Elaborar propuestas, contratos de renta o venta y dar seguimiento a los servicios contratados.',
          'Crear y administrar su cuenta, su perfil y su acceso al área de invitados.',
          'Calcular y mostrarle recomendaciones, ahorros estimados, puntos y logros.',
          'Brindar soporte técnico y atender aclaraciones.',
        ],
        after: [
          'Finalidades voluntarias (secundarias): no son necesarias para atenderle y usted puede negarse a ' +
            'ellas sin que eso afecte lo que nos solicite: enviarle nuestro newsletter con promociones y ' +
            'contenidos, invitarle a encuestas de satisfacción y elaborar estadísticas internas.',
          'Cómo negarse: el newsletter solo le llega si confirma su suscripción con el enlace del correo que ' +
            'le enviamos, también cuando la pide desde el formulario de cotización; si no lo confirma, no le ' +
            'escribiremos, y puede darse de baja en cualquier momento con el enlace incluido en cada envío. ' +
            'Para negarse a cualquiera de estas finalidades, antes o después de darnos sus datos, escriba a ' +
            `${company.privacyEmail} o presente una solicitud de oposición o de revocación del consentimiento ` +
            '(sección 5).',
        ],
      },
      {
        id: 'transferencias',
        title: '4. Transferencias y encargados',
        paragraphs: [
          'No vendemos ni transferimos sus datos personales a terceros sin su consentimiento, salvo en los casos ' +
            'en que la ley lo permite o lo exige, como el requerimiento fundado y motivado de una autoridad ' +
            'judicial o administrativa.',
          'Para operar el sitio nos apoyamos en proveedores que tratan los datos por nuestra cuenta y bajo nuestras ' +
            'instrucciones: Google Firebase (alojamiento del sitio, autenticación, base de datos y almacenamiento de ' +
            'archivos), Google reCAPTCHA (verificación humana) y nuestro proveedor de envío de correos (newsletter). ' +
            'Algunos de estos servicios pueden almacenar información en servidores fuera de México.',
        ],
      },
      {
        id: 'derechos-arco',
        title: '5. Derechos ARCO y revocación del consentimiento',
        links: [{ text: 'formulario de derechos ARCO', to: paths.arco }],
        paragraphs: [
          'Usted tiene derecho a Acceder a sus datos personales, Rectificarlos si son inexactos o incompletos, ' +
            'Cancelarlos cuando considere que no se requieren para alguna de las finalidades señaladas, y Oponerse ' +
            'a su tratamiento para fines específicos (derechos ARCO). También puede revocar el consentimiento que nos ' +
            'haya otorgado y limitar el uso o la divulgación de sus datos.',
          'Puede presentar su solicitud en línea, sin necesidad de una cuenta, en nuestro formulario de ' +
            'derechos ARCO; le confirmaremos la recepción con un folio.',
          `También puede enviar su solicitud a ${company.privacyEmail} con:`,
        ],
        items: [
          'Su nombre completo y un correo electrónico para comunicarle la respuesta.',
          'Una copia de su identificación oficial o, en su caso, la de su representante y el documento que acredite la representación.',
          'La descripción clara de los datos y del derecho que desea ejercer.',
          'Cualquier documento que facilite la localización de sus datos y, si pide una rectificación, el dato correcto.',
        ],
        after: [
          'Le responderemos en un plazo máximo de 20 días hábiles contados desde la recepción de su solicitud. ' +
            'Si resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes a la respuesta.',
          'Si considera que su solicitud no fue atendida conforme a la ley, puede iniciar el procedimiento de ' +
            'protección de derechos ante la Secretaría Anticorrupción y Buen Gobierno, autoridad en materia de ' +
            'protección de datos personales en posesión de los particulares.',
        ],
      },
      {
        id: 'cookies',
        title: '6. Cookies y almacenamiento local',
        paragraphs: [
          'Este sitio no usa cookies de publicidad ni de rastreo de terceros. Guarda en su navegador solo lo ' +
            'necesario para funcionar:',
        ],
        items: [
          'cookieConsentAccepted (almacenamiento local): recuerda que cerró el aviso de cookies con “Entendido”.',
          'dismissedProfileModal_<identificador de usuario> (almacenamiento local): recuerda que pospuso completar su perfil; se borra al cerrar sesión.',
          'Sesión de Firebase Authentication (almacenamiento del navegador): mantiene su sesión iniciada hasta que la cierre.',
          'Google reCAPTCHA puede guardar cookies propias cuando se muestra la verificación en los formularios.',
        ],
        after: [
          'Puede borrar esta información en cualquier momento desde la configuración de su navegador; si lo hace, ' +
            'el aviso de cookies volverá a mostrarse y deberá iniciar sesión de nuevo.',
        ],
      },
      {
        id: 'conservacion',
        title: '7. Conservación, copia y eliminación de sus datos, y seguridad',
        paragraphs: [
          `Solicitudes de cotización: las que se marcan como perdidas o quedan sin actividad se anonimizan de ` +
            `forma automática ${months} meses después de su última actividad (su envío, su último cambio de ` +
            'estado o la última nota de seguimiento): reemplazamos su nombre, correo, teléfono y mensaje, y ' +
            'borramos las notas internas sobre usted; solo quedan el nombre de la empresa o institución, el ' +
            'estado, el servicio y la etapa, para nuestras estadísticas. Las que terminaron en un contrato se ' +
            'conservan mientras dure la relación y durante los plazos que exijan las leyes fiscales y mercantiles.',
          'Cuenta de usuario: conservamos su cuenta, su perfil, su test de necesidades y su foto hasta que usted ' +
            'elimine la cuenta, lo que puede hacer en cualquier momento desde Mi Perfil, «Tus datos», «Eliminar ' +
            'mi cuenta». En esa misma sección, «Descargar mis datos» le entrega una copia de todo lo que ' +
            'guardamos sobre usted.',
          'Newsletter: conservamos su correo hasta que se dé de baja. El registro de su aceptación de este ' +
            'aviso se conserva mientras conservemos los datos a los que se refiere.',
          'Protegemos su información con conexiones cifradas (HTTPS), reglas de acceso que impiden que un usuario ' +
            'lea los datos de otro y acceso restringido al personal autorizado.',
        ],
      },
      {
        id: 'cambios',
        title: '8. Cambios a este aviso',
        paragraphs: [
          'Podemos modificar este aviso por cambios legales, en nuestros servicios o en nuestras prácticas de ' +
            'privacidad. Publicaremos cualquier cambio en esta misma página, indicando la fecha de la última ' +
            'actualización, que identifica la versión del aviso. Cada formulario registra la versión vigente ' +
            'cuando usted lo envía.',
        ],
      },
    ],
  };
}
