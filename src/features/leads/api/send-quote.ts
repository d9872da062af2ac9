/**
 * Sending a quote request (docs/product.md, Quote form): store it in contactSubmissions through
 * the data seam, then subscribe the visitor to the newsletter with {email: corporateEmail, name:
 * fullName}.
 *
 * The seam (its error type included) is imported here with import() only: the public pages load
 * no data-layer, Firebase or IndexedDB code until a visitor actually sends the form (docs ARCHITECTURE.md, "Speed by construction").
 */
import type * as DataErrors from '@/data/errors';
import type { DataErrorKind } from '@/data/errors';
import type { ContactSubmission } from '@/domain/schemas/contact-submission';
import { NEWSLETTER_NAME_MAX } from '@/domain/schemas/plain';
import type { QuoteFormData } from '@/domain/validation';
import { subscribeToNewsletter, type SubscribeResult } from './subscribe';

export { NEWSLETTER_NAME_MAX };

export type QuoteOutcome =
  /** The data seam could not be loaded or initialised: nothing was stored. */
  | { kind: 'databaseMissing' }
  /** The store refused or failed the write: nothing was stored. `detail` is Spanish when known. */
  | { kind: 'databaseError'; detail: string }
  /** Stored (under `id`); `newsletter` says how the subscription went. */
  | { kind: 'sent'; id: string; newsletter: SubscribeResult };

/** The write gives up after this long: the visitor is told and keeps what they typed. */
export const QUOTE_WRITE_TIMEOUT_MS = 15_000;
export const QUOTE_TIMEOUT_DETAIL =
  'el servicio de datos no respondió en 15 segundos; revisa tu conexión';

/** Spanish details of a failed write, per kind of data error (the others keep their own text). */
const DATABASE_ERROR_DETAILS: Partial<Record<DataErrorKind, string>> = {
  denied: 'no tienes permiso para guardar esta información',
  unauthenticated: 'no tienes permiso para guardar esta información',
  unavailable: 'el servicio de datos no está disponible en este momento',
  timeout: 'el servicio de datos tardó demasiado en responder',
  quota: 'se alcanzó el límite de solicitudes',
  invalid: 'algunos datos no son válidos',
};

/** The write did not settle within QUOTE_WRITE_TIMEOUT_MS. */
class QuoteWriteTimeout extends Error {
  constructor() {
    super(QUOTE_TIMEOUT_DETAIL);
    this.name = 'QuoteWriteTimeout';
  }
}

/**
 * A Spanish detail for a failed write of data-error kind `kind`: known kinds are translated, other
 * errors keep their text.
 */
export function describeDatabaseError(kind: DataErrorKind, error: unknown): string {
  if (error instanceof QuoteWriteTimeout) return QUOTE_TIMEOUT_DETAIL;
  const known = DATABASE_ERROR_DETAILS[kind];
  if (known) return known;
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error;
  if (typeof message === 'string' && message.trim() !== '') return message.trim();
  return 'error desconocido';
}

/** Rejects with QuoteWriteTimeout when `work` has not settled after `ms`. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QuoteWriteTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Stores the request under `id` (one id per filled form: a retry after an unclear failure writes
 * the same document), then subscribes the visitor. A retry whose write the rules refuse means
 * the first attempt was stored after all (the rules allow creating a submission once, never
 * overwriting it), so it counts as sent.
 */
export async function sendQuote(
  id: string,
  data: QuoteFormData,
  { now = new Date(), retry = false }: { now?: Date; retry?: boolean } = {},
): Promise<QuoteOutcome> {
  let saveContactSubmission: (id: string, data: ContactSubmission) => Promise<void>;
  let errors: typeof DataErrors;
  try {
    const [store, submissions, dataErrors] = await Promise.all([
      import('@/data/store'),
      import('@/data/contact-submissions'),
      import('@/data/errors'),
    ]);
    errors = dataErrors;
    // Opening the store first tells "no database" (chunk not loaded, SDK not initialised) apart
    // from "the write failed". The store is memoised, so the write below reuses it.
    await store.getDocumentStore();
    saveContactSubmission = submissions.saveContactSubmission;
  } catch {
    return { kind: 'databaseMissing' };
  }

  try {
    await withTimeout(
      saveContactSubmission(id, { ...data, recaptcha: true, submittedAt: now.toISOString() }),
      QUOTE_WRITE_TIMEOUT_MS,
    );
  } catch (error) {
    const alreadyStored = retry && errors.isDataError(error, 'denied');
    if (!alreadyStored) {
      const detail = describeDatabaseError(errors.dataErrorKind(error), error);
      return { kind: 'databaseError', detail };
    }
  }

  const newsletter = await subscribeToNewsletter({
    email: data.corporateEmail,
    name: [...data.fullName].slice(0, NEWSLETTER_NAME_MAX).join(''),
  });
  return { kind: 'sent', id, newsletter };
}
