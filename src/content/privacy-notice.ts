/**
 * The privacy notice (aviso de privacidad integral) as typed data, filled with the company facts.
 * Apart from the rest of the public copy (./marketing.ts): only /aviso-de-privacidad shows it, and
 * that page is a chunk of its own, so the other public pages do not download its text.
 */
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/format';
import { DEFAULT_LEAD_RETENTION_MONTHS, PRIVACY_NOTICE_VERSION } from '@/domain/privacy';
import { formatAddress, type Company } from './company';

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

/** "2026-11-25" -> "25 de noviembre de 2026" (a notice version is its date). */
export function noticeDate(version: string): string {
  return formatDate(version);
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
            'siguiente:',
        ],
        items: [
          'cookieConsentAccepted (almacenamiento local): recuerda que cerró el aviso de cookies con “Entendido”.',
          'dismissedProfileModal_<identificador de usuario> (almacenamiento local): recuerda que pospuso completar su perfil; se borra al cerrar sesión.',
          'leadAttribution (almacenamiento local): de dónde llegó a nuestras páginas la primera y la última vez (los parámetros de campaña utm, el identificador de clic de un anuncio de Google o de Meta, el dominio del sitio que le enlazó, la página por la que entró y la fecha). No sale de su navegador salvo que envíe una solicitud de cotización: entonces se guarda con ella, para saber qué publicidad y qué páginas nos traen clientes.',
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
