import { SiteLink as Link } from '@/components/site-link';
import { paths } from '@/config/paths';
import { company } from '@/content/company';

/**
 * What each form collects data for: its main purpose, and what the person can do about it. The
 * newsletter is a voluntary purpose (the full notice, section 3, keeps the two kinds apart).
 */
export const SHORT_NOTICE_PURPOSES = {
  quote:
    'Los usamos para atender tu solicitud de cotización y contactarte sobre ella; el newsletter es ' +
    'voluntario y solo lo recibirás si confirmas el correo de suscripción que te enviaremos.',
  newsletter:
    'Los usamos solo para enviarte el newsletter, una finalidad voluntaria: puedes darte de baja ' +
    'cuando quieras desde cualquier envío.',
  register:
    'Los usamos para crear y administrar tu cuenta y tus herramientas; puedes descargarlos o ' +
    'eliminar tu cuenta desde Mi Perfil.',
  google:
    'Si entras con Google por primera vez, creamos tu cuenta con tu nombre, correo y foto de ' +
    'Google, y los usamos para administrarla; puedes descargarlos o eliminar tu cuenta desde Mi Perfil.',
  arco: 'Los usamos solo para atender y responder tu solicitud de derechos ARCO.',
} as const;

export type ShortNoticePurpose = keyof typeof SHORT_NOTICE_PURPOSES;

export const SHORT_NOTICE_LINK = 'Aviso de privacidad';

/** The sentence that names who is responsible for the data (the company's legal name). */
export function responsibleSentence(): string {
  return `${company.legalName} es responsable de tus datos personales.`;
}

export interface ShortPrivacyNoticeProps {
  /** The form beside which it sits. */
  purpose: ShortNoticePurpose;
  /** Classes of the paragraph (default: small, muted, with a bottom margin). */
  className?: string;
}

/**
 * The short privacy notice beside a form that collects personal data: who is responsible, what
 * this form's data is for, and a link to the full notice (/aviso-de-privacidad). By sending the
 * form the person accepts the notice's current version (src/domain/privacy.ts), which the form
 * records with the server's time.
 */
export function ShortPrivacyNotice({
  purpose,
  className = 'small text-muted mb-3',
}: ShortPrivacyNoticeProps) {
  return (
    <p className={className}>
      {responsibleSentence()} {SHORT_NOTICE_PURPOSES[purpose]} Consulta nuestro{' '}
      <Link to={paths.privacy}>{SHORT_NOTICE_LINK}</Link>.
    </p>
  );
}
