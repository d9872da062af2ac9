import type { QuoteOutcome } from '../api/send-quote';
import type { FormMessage } from '../hooks/use-timed-messages';
import { newsletterText, quoteText as text } from '../messages';

/**
 * What the visitor reads after sending (docs/product.md, Quote form).
 *
 * The quote function refused: its own Spanish message (or ours for the status, ../api/send-quote.ts).
 * It could not be reached: "Hubo un error al enviar tu mensaje: no fue posible conectar con el
 * servicio. Por favor, inténtalo de nuevo.". What was typed stays in both cases.
 *
 * When the request was stored but the newsletter call failed, the request DID reach us, so the
 * visitor must not read that everything failed (nor be tempted to send it twice): the first,
 * green message is "success without newsletter" ("...Nos pondremos en contacto contigo pronto."),
 * and a second, yellow message names only the newsletter problem, with the product text for it —
 * "Hubo un problema al suscribirte al newsletter: {message}." when the function refused
 * (success=false; its own message, or the footer's generic one if it sent none), or
 * "No se pudo conectar con el servicio de newsletter: {detail}." when it could not be reached.
 * The form resets in these cases too, because the quote request itself was sent.
 */
export function outcomeMessages(outcome: QuoteOutcome): FormMessage[] {
  switch (outcome.kind) {
    case 'unreachable':
      return [{ variant: 'danger', text: text.unreachable }];
    case 'refused':
      return [{ variant: 'danger', text: outcome.message }];
    case 'sent': {
      const { newsletter } = outcome;
      if (newsletter.kind === 'subscribed') {
        return [{ variant: 'success', text: text.successWithNewsletter }];
      }
      return [
        { variant: 'success', text: text.successWithoutNewsletter },
        {
          variant: 'warning',
          text:
            newsletter.kind === 'rejected'
              ? text.newsletterRejected(newsletter.message ?? newsletterText.failed)
              : text.newsletterUnreachable(newsletter.detail),
        },
      ];
    }
  }
}
