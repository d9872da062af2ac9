/**
 * Brevo transactional e-mail: https://developers.brevo.com/reference/send-transac-email
 * POST {base}/smtp/email {sender, to:[{email}], cc?:[{email}], replyTo?, subject, textContent, htmlContent?, tags}
 * 201 {messageId} -> accepted. Anything else, a network failure or the timeout -> ProviderError.
 * The sender must be a verified sender (or domain) of the Brevo account.
 */
import { createBrevoClient, errorCode, type BrevoClientOptions } from '../brevo-http.js';
import { ProviderError } from '../provider-error.js';
import { oneLine, type Mailer, type MailMessage } from './mailer.js';

export interface BrevoMailerOptions extends BrevoClientOptions {
  sender: { email: string; name: string };
}

export const SMTP_PATH = '/smtp/email';

export function createBrevoMailer(options: BrevoMailerOptions): Mailer {
  const client = createBrevoClient(options);
  return {
    name: 'brevo',
    async send(message: MailMessage): Promise<void> {
      const signal = AbortSignal.timeout(client.timeoutMs);
      const payload: Record<string, unknown> = {
        sender: options.sender,
        to: message.to.map((email) => ({ email })),
        subject: oneLine(message.subject),
        textContent: message.text,
        tags: [message.kind],
      };
      if (message.cc?.length) payload.cc = message.cc.map((email) => ({ email }));
      if (message.replyTo) payload.replyTo = { email: message.replyTo };
      if (message.html) payload.htmlContent = message.html;

      const { status, body } = await client.post(SMTP_PATH, payload, signal, 'enviar correo');
      if (status === 201 || status === 200 || status === 202) return;
      throw new ProviderError('http', `Brevo respondió ${status} al enviar el correo.`, {
        status,
        code: errorCode(body),
      });
    },
  };
}
