/**
 * Every text the quote function answers with (Spanish, es-MX), shown as-is by the landing page's
 * quote form. The answers to a malformed field come from the quote form's own schema
 * (src/domain/schemas/lead.ts), which the site shares.
 */
export const QUOTE_MESSAGES = {
  stored: 'Solicitud recibida.',
  standInIssued: 'Verificación local emitida.',
  notFound: 'Recurso no encontrado.',
  methodNotAllowed: 'Método no permitido. Envía la solicitud con POST.',
  unsupportedMediaType: 'La solicitud debe enviarse como JSON (Content-Type: application/json).',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  invalidJson: 'El contenido de la solicitud no es un JSON válido.',
  notAnObject: 'La solicitud debe ser un objeto JSON con los campos del formulario.',
  unknownField: (field: string) => `El campo "${field}" no es parte del formulario.`,
  invalidId:
    'La solicitud no trae un identificador válido. Recarga la página e inténtalo de nuevo.',
  captchaMissing: 'Por favor, confirma que no eres un robot.',
  verificationFailed:
    'No pudimos verificar que no eres un robot. Marca de nuevo la casilla e inténtalo otra vez.',
  appCheckFailed: 'No pudimos verificar la aplicación. Recarga la página e inténtalo de nuevo.',
  idConflict:
    'Esta solicitud ya se había enviado con otros datos. Revisa el formulario y envíala de nuevo.',
  tooManyFromAddress:
    'Recibimos demasiadas solicitudes desde tu conexión. Espera unos minutos e inténtalo de nuevo.',
  tooManyForEmail:
    'Ya recibimos varias solicitudes de este correo en la última hora. Te contactaremos pronto; si necesitas algo más, inténtalo de nuevo en una hora.',
  tooManyOverall:
    'Estamos recibiendo muchas solicitudes en este momento. Inténtalo de nuevo en unos minutos o escríbenos por WhatsApp.',
  unavailable:
    'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  internalError: 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo más tarde.',
  originNotAllowed: 'Origen no permitido.',
} as const;
