/**
 * The copy of /derechos-arco (docs/product.md, Privacy requests): what each right means and what
 * happens after a request is sent. The form's own texts are in
 * src/features/visitor-forms/messages.ts (arcoText).
 */
import type { ArcoRight } from '@/domain/arco';

export const arcoPage = {
  title: 'Derechos ARCO',
  intro:
    'Puedes pedirnos en cualquier momento acceder a tus datos personales, corregirlos, cancelarlos u ' +
    'oponerte a su uso, y revocar el consentimiento que nos diste. No necesitas una cuenta: llena este ' +
    'formulario y te responderemos a tu correo.',
  rightsTitle: 'Qué puedes pedir',
  rights: {
    Acceso:
      'saber qué datos personales tenemos de ti, para qué los usamos y con quién los compartimos.',
    Rectificación: 'corregir tus datos si son inexactos o están incompletos.',
    Cancelación:
      'que eliminemos tus datos cuando ya no sean necesarios para las finalidades del aviso.',
    Oposición: 'que dejemos de usar tus datos para un fin específico.',
    'Revocación del consentimiento':
      'retirar el consentimiento que nos diste para tratar tus datos.',
  } satisfies Record<ArcoRight, string>,
  deadline:
    'Te responderemos en un plazo máximo de 20 días hábiles desde que recibamos tu solicitud. Para ' +
    'proteger tus datos podemos pedirte una identificación oficial que confirme que eres su titular.',
  formTitle: 'Envía tu solicitud',
} as const;
