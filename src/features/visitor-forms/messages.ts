/**
 * Every text the lead forms show. The product texts (docs/product.md, Quote form and Newsletter)
 * are copied exactly; the labels and the few texts the product rules leave open are marked as ours.
 */

import { SUBSCRIPTION_MESSAGES } from '@/domain/schemas/plain';
import type { QuoteField } from '@/domain/validation';

/** Messages of both forms disappear after this long (docs/product.md, Timings and limits). */
export const MESSAGE_CLEAR_MS = 5000;

/** Drops one trailing period so a server text or detail fits inside a sentence that ends in ".". */
export function withoutFinalPeriod(text: string): string {
  return text.trim().replace(/\.+$/, '');
}

export const newsletterText = {
  label: 'Correo electrónico',
  placeholder: 'tu@correo.com',
  submit: 'Suscribirse',
  submitting: 'Suscribiendo...',
  /** The newsletter function's own texts (docs/product.md, Messages). */
  emailRequired: SUBSCRIPTION_MESSAGES.emailRequired,
  emailInvalid: SUBSCRIPTION_MESSAGES.emailInvalid,
  success: '¡Gracias por suscribirte! Revisa tu bandeja de entrada.',
  failed: 'Error al suscribirse. Intenta de nuevo.',
  connection: 'Problema de conexión. Intenta más tarde.',
} as const;

export const quoteText = {
  labels: {
    fullName: 'Nombre completo',
    clientType: 'Tipo de cliente',
    corporateEmail: 'Correo electrónico corporativo',
    phone: 'Teléfono',
    serviceType: 'Tipo de servicio',
    equipmentQuantity: 'Cantidad de equipos',
    company: 'Nombre de la empresa o institución',
    state: 'Estado',
    message: 'Mensaje (opcional)',
  } satisfies Record<QuoteField, string>,
  choose: 'Selecciona una opción',
  /** Spanish labels of the stored bands (the option values stay 1-10, 11-50, +50). */
  equipmentOptions: {
    '1-10': '1 a 10 equipos',
    '11-50': '11 a 50 equipos',
    '+50': 'Más de 50 equipos',
  },
  phoneHint: 'A 10 dígitos, por ejemplo 984 123 4567, o con + y el código de país.',
  submit: 'Enviar solicitud',
  submitting: 'Enviando...',
  captchaRequired: 'Por favor, confirma que no eres un robot.',
  /** Ours: the captcha expired before sending (same idea as the register form's text). */
  captchaExpired: 'La verificación ha expirado. Por favor, confirma de nuevo que no eres un robot.',
  /** Ours: the quote function could not be reached (no answer, timeout, not its JSON). */
  unreachable:
    'Hubo un error al enviar tu mensaje: no fue posible conectar con el servicio. Por favor, inténtalo de nuevo.',
  /**
   * Ours: a refusal of the quote function that carries no message of its own (the function's
   * texts, functions/src/quote/messages.ts, are shown as they come).
   */
  refusedTooMany:
    'Has enviado demasiadas solicitudes. Por favor, espera unos minutos e inténtalo de nuevo.',
  refusedVerification:
    'No pudimos verificar que no eres un robot. Por favor, confirma de nuevo la casilla.',
  refusedUnavailable:
    'El servicio no está disponible en este momento. Por favor, inténtalo más tarde.',
  newsletterRejected: (message: string) =>
    `Hubo un problema al suscribirte al newsletter: ${withoutFinalPeriod(message)}.`,
  newsletterUnreachable: (detail: string) =>
    `No se pudo conectar con el servicio de newsletter: ${withoutFinalPeriod(detail)}.`,
  successWithNewsletter:
    '¡Gracias por tu interés! Tu mensaje ha sido enviado y te hemos suscrito a nuestro newsletter.',
  successWithoutNewsletter:
    '¡Gracias por tu interés! Tu mensaje ha sido enviado. Nos pondremos en contacto contigo pronto.',
} as const;

/** The form at /derechos-arco (src/features/visitor-forms/components/arco-form.tsx). */
export const arcoText = {
  labels: {
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    right: 'Derecho que quieres ejercer',
    details: 'Detalles de tu solicitud',
  },
  choose: 'Selecciona una opción',
  emailHint: 'Te responderemos a este correo.',
  detailsHint:
    'Describe qué datos y qué quieres que hagamos con ellos. Si pides una rectificación, incluye el dato correcto.',
  submit: 'Enviar solicitud',
  submitting: 'Enviando...',
  captchaRequired: quoteText.captchaRequired,
  captchaExpired: quoteText.captchaExpired,
  unreachable:
    'No fue posible enviar tu solicitud: no hubo conexión con el servicio. Por favor, inténtalo de nuevo.',
  sentTitle: 'Recibimos tu solicitud.',
  sent: (email: string) =>
    `Te responderemos a ${email} en un plazo máximo de 20 días hábiles. Es posible que te pidamos una identificación para confirmar que eres el titular de los datos.`,
  folio: (id: string) => `Folio: ${id}`,
  another: 'Enviar otra solicitud',
} as const;
