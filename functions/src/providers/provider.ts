/** The small seam between the handler and whichever mail provider stores the subscribers. */

export interface SubscribeInput {
  email: string;
  name?: string;
  /** When the request was accepted (from the handler's clock). */
  requestedAt: Date;
}

/**
 * `created`: a new subscriber. `already-subscribed`: the address was known; nothing about the
 * stored contact (its name) was changed. Callers answer both the same way.
 */
export type SubscribeOutcome = { kind: 'created' } | { kind: 'already-subscribed' };

export interface NewsletterProvider {
  /** Short identifier for logs ("brevo", "outbox"). */
  readonly name: string;
  /** Resolves on success; rejects with a ProviderError on any failure. */
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>;
}

export type ProviderFailureReason = 'timeout' | 'network' | 'http' | 'storage';

/** A failure talking to the provider. Its message never contains credentials. */
export class ProviderError extends Error {
  readonly reason: ProviderFailureReason;
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(
    reason: ProviderFailureReason,
    message: string,
    details: { status?: number; code?: string } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
    this.reason = reason;
    this.status = details.status;
    this.code = details.code;
  }
}
