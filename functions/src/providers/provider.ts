/**
 * The small seam between the handler and whichever mail provider runs the newsletter's double
 * opt-in (Brevo in production, the local list + mail outbox without a key).
 */

export interface SubscribeInput {
  email: string;
  name?: string;
  /** When the request was accepted (from the handler's clock). */
  requestedAt: Date;
}

/**
 * `confirmation-sent`: a confirmation e-mail is on its way; the address joins the list only once
 * its owner clicks the link. `already-subscribed`: the address is on the list; no e-mail was sent.
 * Callers answer both the same way, so the endpoint never reveals who is subscribed.
 */
export type SubscribeOutcome = { kind: 'confirmation-sent' } | { kind: 'already-subscribed' };

export interface NewsletterProvider {
  /** Short identifier for logs ("brevo", "local"). */
  readonly name: string;
  /** Starts the double opt-in. Resolves on success; rejects with a ProviderError on failure. */
  requestConfirmation(input: SubscribeInput): Promise<SubscribeOutcome>;
}

/** `invalid`: bad signature, malformed or expired token. */
export type ConfirmOutcome =
  | { kind: 'subscribed'; email: string }
  | { kind: 'already-subscribed'; email: string }
  | { kind: 'invalid' };

/** Only the local provider confirms by itself; with Brevo the link in Brevo's e-mail does it. */
export interface LocalConfirmer {
  confirm(token: string, now: Date): Promise<ConfirmOutcome>;
}
