/**
 * Every text the arco function answers with (Spanish, es-MX), shown as-is by the form at
 * /derechos-arco. The protocol texts (method, JSON, origin, verification) are every public form's
 * (forms/messages.ts): both forms go through the same checks. The answers to a malformed field
 * come from the form's own schema (src/domain/schemas/arco.ts).
 */
import { FORM_MESSAGES } from '../forms/messages.js';

export const ARCO_MESSAGES = {
  ...FORM_MESSAGES,
  stored:
    'Recibimos tu solicitud. Te responderemos a tu correo en un plazo máximo de 20 días hábiles.',
  tooManyForEmail:
    'Ya recibimos varias solicitudes de este correo en la última hora. Te responderemos pronto; si necesitas algo más, inténtalo de nuevo en una hora.',
  tooManyOverall:
    'Estamos recibiendo muchas solicitudes en este momento. Inténtalo de nuevo en unos minutos o escríbenos al correo de privacidad.',
} as const;
