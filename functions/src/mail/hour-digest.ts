/**
 * The hourly digest of a team's e-mails past its hourly ceiling (the sales team's lead e-mails:
 * leads/digest-email.ts; the service address's: service/digest.ts): one subject, one
 * introduction, then one entry per request that got no e-mail of its own.
 */
import { oneLine } from './mailer.js';

/** What a digest is about, in Spanish: "solicitud de servicio", and where the desk lists them. */
export interface HourDigestSubject {
  singular: string;
  plural: string;
  /** The desk's section that lists them all ("Solicitudes", "Servicio"). */
  deskSection: string;
}

export function hourDigest(
  entries: readonly string[],
  ceiling: number,
  { singular, plural, deskSection }: HourDigestSubject,
): { subject: string; text: string } {
  const count = entries.length;
  const subject = oneLine(
    count === 1
      ? `Resumen de la hora: 1 ${singular} sin aviso individual`
      : `Resumen de la hora: ${count} ${plural} sin aviso individual`,
  );
  const text = [
    `En la última hora llegaron más de ${ceiling} ${plural}, el tope de avisos`,
    'individuales por hora. Estas no recibieron su propio correo; todas están en el panel,',
    `en ${deskSection}.`,
    '',
    ...entries,
    '',
  ].join('\n');
  return { subject, text };
}
