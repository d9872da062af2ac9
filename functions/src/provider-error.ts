/**
 * A failure talking to an outside service: Brevo (the newsletter list, transactional mail) or the
 * local list and mail outbox. Shared by the newsletter providers and the mailers.
 */
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
