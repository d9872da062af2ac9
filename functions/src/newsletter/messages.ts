/**
 * Every text the newsletter function sends back to a caller. Spanish (es-MX), shown as-is by the
 * site's footer and quote form, so each one must make sense to a visitor on its own. The answers to
 * a malformed body come with its schema (src/domain/schemas/newsletter.ts, texts in plain.ts),
 * which the site shares.
 */
import { SUBSCRIPTION_MESSAGES } from '../../../src/domain/schemas/plain.js';
import { BODY_MESSAGES } from '../body.js';

export const MESSAGES = {
  ...SUBSCRIPTION_MESSAGES,
  ...BODY_MESSAGES,
  /** docs/product.md, Newsletter — success (the footer shows the same text). */
  success: '¡Gracias por suscribirte! Revisa tu bandeja de entrada.',
  methodNotAllowed: 'Método no permitido. Envía la suscripción con POST.',
  unsupportedMediaType: 'La solicitud debe enviarse como JSON (Content-Type: application/json).',
  originNotAllowed: 'Origen no permitido.',
  tooManyRequests: 'Demasiados intentos de suscripción. Espera un minuto e inténtalo de nuevo.',
  /** More than 3 requests an hour for one address. */
  tooManyRequestsForEmail:
    'Ya recibimos varias solicitudes para este correo. Revisa tu bandeja de entrada o inténtalo de nuevo en una hora.',
  /** Local double opt-in: the link in the confirmation e-mail is forged, damaged or expired. */
  confirmLinkInvalid:
    'El enlace de confirmación no es válido o ya venció. Suscríbete de nuevo para recibir uno nuevo.',
  appCheckFailed: 'No pudimos verificar la aplicación. Recarga la página e inténtalo de nuevo.',
  providerFailed:
    'No pudimos completar tu suscripción en este momento. Por favor, inténtalo de nuevo más tarde.',
  internalError: 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo más tarde.',
} as const;
