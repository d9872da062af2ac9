/**
 * Brevo double opt-in: https://developers.brevo.com/reference/create-doi-contact
 *
 * POST {base}/contacts/doubleOptinConfirmation
 *   {email, includeListIds, templateId, redirectionUrl, attributes?}
 * Brevo sends the confirmation e-mail (the DOI template) and adds the contact to the list(s) only
 * after its owner clicks the link, then redirects the browser to `redirectionUrl`. A contact that
 * unsubscribed (blacklisted) is never put back on a list without confirming again.
 *
 * - 201 (DOI contact created) / 204 (DOI contact updated) -> the confirmation e-mail is on its way.
 * - 400 {code:"duplicate_parameter"} -> the contact already exists; the only answer counted as
 *   "already subscribed".
 * - Anything else -> ProviderError, notably a wrong list or template id (400 invalid_parameter,
 *   404 document_not_found): a configuration mistake must show up as an error, not as success.
 */
import {
  BREVO_DEFAULT_BASE_URL,
  BREVO_DEFAULT_TIMEOUT_MS,
  createBrevoClient,
  errorCode,
  type BrevoClientOptions,
} from '../brevo-http.js';
import type { NewsletterProvider, SubscribeInput, SubscribeOutcome } from './provider.js';
import { ProviderError } from '../provider-error.js';

export { BREVO_DEFAULT_BASE_URL, BREVO_DEFAULT_TIMEOUT_MS };

export interface BrevoOptions extends BrevoClientOptions {
  listIds: readonly number[];
  /** Id of the Double opt-in template in Brevo (Campaigns > Templates, type "Double opt-in"). */
  templateId: number;
  /** Where Brevo sends the browser after the click ({SITE_URL}/newsletter/confirmado). */
  redirectionUrl: string;
  /** Contact attribute that stores the subscriber's name (FIRSTNAME; NOMBRE in Spanish accounts). */
  nameAttribute?: string;
}

export const DOI_PATH = '/contacts/doubleOptinConfirmation';

export function createBrevoProvider(options: BrevoOptions): NewsletterProvider {
  const client = createBrevoClient(options);
  const nameAttribute = options.nameAttribute ?? 'FIRSTNAME';

  return {
    name: 'brevo',
    async requestConfirmation(input: SubscribeInput): Promise<SubscribeOutcome> {
      const signal = AbortSignal.timeout(client.timeoutMs);
      const payload: Record<string, unknown> = {
        email: input.email,
        includeListIds: options.listIds,
        templateId: options.templateId,
        redirectionUrl: options.redirectionUrl,
      };
      if (input.name) payload.attributes = { [nameAttribute]: input.name };

      const { status, body } = await client.post(DOI_PATH, payload, signal, 'doble opt-in');
      if (status === 201 || status === 204) return { kind: 'confirmation-sent' };
      const code = errorCode(body);
      if (status === 400 && code === 'duplicate_parameter') return { kind: 'already-subscribed' };
      throw new ProviderError('http', `Brevo respondió ${status} al pedir la confirmación.`, {
        status,
        code,
      });
    },
  };
}
