/**
 * The texts every public form endpoint answers with (Spanish, es-MX), shown as-is by the forms:
 * the protocol, the checks and the body's shape are the same for each (verified-form.ts,
 * form-body.ts). Each endpoint adds its own `stored`, `tooManyForEmail` and `tooManyOverall`
 * (quote/messages.ts, arco/messages.ts). The answers to a malformed field come from each form's
 * own schema (src/domain/schemas), which the site shares.
 */
export const FORM_MESSAGES = {
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
  unavailable:
    'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  internalError: 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo más tarde.',
  originNotAllowed: 'Origen no permitido.',
} as const;
