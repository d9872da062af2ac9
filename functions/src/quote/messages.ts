/**
 * Every text the quote function answers with (Spanish, es-MX), shown as-is by the landing page's
 * quote form: the public forms' own (forms/messages.ts) and these. The answers to a malformed
 * field come from the quote form's own schema (src/domain/schemas/lead.ts), which the site shares.
 */
import { FORM_MESSAGES } from '../forms/messages.js';

export const QUOTE_MESSAGES = {
  ...FORM_MESSAGES,
  stored: 'Solicitud recibida.',
  tooManyForEmail:
    'Ya recibimos varias solicitudes de este correo en la última hora. Te contactaremos pronto; si necesitas algo más, inténtalo de nuevo en una hora.',
  tooManyOverall:
    'Estamos recibiendo muchas solicitudes en este momento. Inténtalo de nuevo en unos minutos o escríbenos por WhatsApp.',
} as const;
